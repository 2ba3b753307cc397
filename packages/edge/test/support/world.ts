import { mkdtempSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ADMIN, startServer, type TestServer } from '../../../server/test/support/harness';
import { capacitygroup, customer, rtsp } from '../../../server/test/support/video';

// Cameras are put on the edge by hand; the scheduler (licences) would take them off again.
process.env.ARGUS_SCHEDULER_INTERVAL = '0';

/**
 * A TCP relay in front of the API: its port stays while the API behind it is stopped and started
 * again on another port, as a restarted API keeps its address. While no API is set, connections are
 * refused (closed at once), which the edge sees as a network error.
 */
export class Relay {
  target: number | null = null;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor() {
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      if (this.target === null) return void client.destroy();
      const upstream = connect(this.target, '127.0.0.1');
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      client.pipe(upstream).pipe(client);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    const a = this.server.address();
    this.port = typeof a === 'object' && a ? a.port : 0;
    return `http://127.0.0.1:${this.port}`;
  }

  /** Cuts every open connection (as a dying API would). */
  cut(): void {
    this.target = null;
    for (const s of this.sockets) s.destroy();
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

export interface World {
  s: TestServer;
  su: string;
  org: { id: number; token: string };
  edge: { id: number; invitation: string };
  /** The capacity group of the edge (and of a stream server a test invites). */
  capacitygroup: string;
  cameras: number[];
  dataDir: string;
}

/** `env`: the API's environment overrides (e.g. ARGUS_TICKET_TTL). */
export async function startApi(dataDir: string, env: Record<string, string> = {}): Promise<TestServer> {
  const s = await startServer('pglite', { dataDir, env });
  // Edge events carry real time stamps; the API judges them against its clock.
  s.clock.ms = Date.now();
  return s;
}

export const portOf = (s: TestServer) => Number(new URL(s.url).port);

/** An API on disk (so it can be restarted), an organisation, an edge record with its invitation, cameras. */
export async function world(cameraCount = 1, env: Record<string, string> = {}): Promise<World> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edge-api-'));
  const s = await startApi(dataDir, env);
  const su = await s.token(ADMIN.username, ADMIN.password);
  const org = await customer(s, su, 'Edgeco');
  const cg = await capacitygroup(s, su, 'Edgeco capacity', 100, [org.id]);
  const created = await s.request('POST', '/api/v1/edges', { token: su, json: { name: 'Edge 1', serial_number: 'SN-EDGE-1', capacitygroup_token: cg.token } });
  expect(created.status).toBe(200);
  const cameras: number[] = [];
  for (let i = 0; i < cameraCount; i++) {
    const c = await s.request('POST', '/api/v1/cameras', { token: org.token, json: { name: `Edge cam ${i}`, ...rtsp(`/live${i}`) } });
    expect(c.status).toBe(200);
    cameras.push(Number(c.body.id));
  }
  return { s, su, org, edge: { id: Number(created.body.id), invitation: String(created.body.invitation) }, capacitygroup: cg.token, cameras, dataDir };
}

/** Puts the cameras on the edge (what the scheduler does when licences allow). */
export async function assign(s: TestServer, edgeId: number, cameras: number[]): Promise<void> {
  await s.ctx.db.updateTable('cameras').set({ edge_id: edgeId, state: 'active', state_reason: null }).where('id', 'in', cameras).execute();
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 20_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const edgeDir = () => mkdtempSync(join(tmpdir(), 'edge-data-'));
