import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forgetRegistration,
  identityFile,
  identityKey,
  identityProof,
  loadRegistration,
  machineApi,
  register,
  RegistrationError,
  registrationFile,
  settle,
  type RegistrationStore,
} from '../src';

/** A small real HTTP API: POST /api/v1/edges/register redeems the invitation "good" once. */
let server: Server;
let url = '';
let redeemed = 0;
const bodies: unknown[] = [];

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    // Edge 1's camera list comes late, edge 2's from a proxy that answers no JSON, edge 3's cut short.
    if (req.url === '/api/v1/edges/1/cameras') return void setTimeout(() => res.end('{}'), 2000);
    if (req.url === '/api/v1/edges/2/cameras') return void res.writeHead(502).end('not json');
    if (req.url === '/api/v1/edges/3/cameras') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"cameras":[');
    void readJson(req).then((body) => {
      bodies.push(body);
      const { invitation } = body as { invitation: string };
      if (invitation !== 'good' || redeemed > 0) {
        res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'forbidden', message: 'invitation used or unknown' }));
        return;
      }
      redeemed++;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 7, credential: 'secret-credential', capacitygroup_token: 'cg', heartbeat_interval: 10 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const newStore = (): RegistrationStore => ({ dataDir: mkdtempSync(join(tmpdir(), 'argus-machine-')), file: 'thing-registration.json' });
const redemption = (invitation: string | null) => ({
  apiUrl: url,
  invitation,
  missingInvitation: 'THING_INVITATION',
  path: '/api/v1/edges/register' as const,
  body: { hostname: 'h1' },
});

describe('machine registration', () => {
  it('redeems the invitation once, keeps the credential private on disk, and reuses it without the invitation', async () => {
    const store = newStore();
    try {
      const first = await register(store, redemption('good'));
      expect(first).toEqual({ api_url: url, id: 7, credential: 'secret-credential', capacitygroup_token: 'cg', heartbeat_interval: 10 });
      // The identity key stays on the machine (0600); only its proof over the invitation is sent.
      const key = identityKey(identityFile(store));
      expect(key).toHaveLength(32);
      expect(statSync(identityFile(store)).mode & 0o077).toBe(0);
      expect(bodies.at(-1)).toEqual({ invitation: 'good', identity: identityProof(key, 'good'), hostname: 'h1' });
      expect(JSON.stringify(bodies.at(-1))).not.toContain(key.toString('hex'));
      expect(statSync(registrationFile(store)).mode & 0o077).toBe(0);
      expect(JSON.parse(readFileSync(registrationFile(store), 'utf8'))).toEqual(first);
      // A restart: no invitation needed (the used one would be refused).
      expect(await register(store, redemption(null))).toEqual(first);
      // Another API: the stored credential is not for it.
      expect(loadRegistration(store, 'http://elsewhere')).toBeNull();
      forgetRegistration(store);
      expect(loadRegistration(store, url)).toBeNull();
      // Forgetting the credential keeps the identity: the machine stays itself.
      expect(identityKey(identityFile(store)).equals(key)).toBe(true);
    } finally {
      rmSync(store.dataDir, { recursive: true, force: true });
    }
  });

  it('says whether trying again can help: not without an invitation or when refused; yes when unreachable', async () => {
    const store = newStore();
    try {
      const none = await register(store, redemption(null)).catch((e: unknown) => e);
      expect(none).toBeInstanceOf(RegistrationError);
      expect((none as RegistrationError).retry).toBe(false);
      expect((none as Error).message).toContain('THING_INVITATION');
      const refused = await register(store, redemption('used')).catch((e: unknown) => e);
      expect((refused as RegistrationError).retry).toBe(false);
      expect((refused as Error).message).toContain('403 forbidden invitation used or unknown');
      const down = await register(store, { ...redemption('good'), apiUrl: 'http://127.0.0.1:9' }).catch((e: unknown) => e);
      expect((down as RegistrationError).retry).toBe(true);
    } finally {
      rmSync(store.dataDir, { recursive: true, force: true });
    }
  });

  it('a call that times out, answers no JSON or is cut short does not throw', async () => {
    const cameras = (edge_id: number, timeoutMs?: number) =>
      settle(
        machineApi(url, { credential: 'c', ...(timeoutMs ? { timeoutMs } : {}) }).GET('/api/v1/edges/{edge_id}/cameras', { params: { path: { edge_id } } }),
      );
    expect(await cameras(1, 200)).toEqual({ status: 0, body: null });
    expect(await cameras(2)).toEqual({ status: 502, body: null });
    // An answer that cannot be read is as good as none: the caller tries again.
    expect(await cameras(3)).toEqual({ status: 0, body: null });
  });
});
