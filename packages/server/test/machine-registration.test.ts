import { identityKey, identityProof, register, RegistrationError, type RegistrationStore } from '@argus/machine-client';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { capacitygroup, heartbeatBody, type AnyBody } from './support/video';

const proof = (invitation: string, seed: string) => identityProof(Buffer.alloc(32, seed), invitation);

/**
 * A TCP proxy in front of the API that loses the first answer: the request reaches the API (which
 * commits the registration), and the client's socket is destroyed as the answer comes back, as a
 * client timeout on a loaded machine does. Later connections pass through.
 */
async function losingProxy(target: string): Promise<{ url: string; lost: () => number; close: () => Promise<void> }> {
  const { hostname, port } = new URL(target);
  let lost = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const loseThisOne = lost === 0;
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (loseThisOne && lost === 0) {
        lost++;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    upstream.on('end', () => client.end());
    for (const s of [client, upstream]) s.on('error', () => undefined);
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    lost: () => lost,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(ENGINES)('repeatable machine registration on %s', (engine) => {
  let s: TestServer;
  let su: string;
  let group = '';

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    group = (await capacitygroup(s, su, 'Registration group', 10, [])).token;
  });
  afterAll(async () => s?.close());

  const kinds = [
    {
      kind: 'edge',
      create: (n: string) => s.request<AnyBody>('POST', '/api/v1/edges', { token: su, json: { name: n, serial_number: n, capacitygroup_token: group } }),
      path: '/api/v1/edges/register',
      table: 'edges' as const,
      beat: (id: number, credential: string) => s.request('PUT', `/api/v1/edges/${id}/status`, { token: credential, json: heartbeatBody() }),
    },
    {
      kind: 'stream server',
      create: (n: string) =>
        s.request<AnyBody>('POST', '/api/v1/streamservers', {
          token: su,
          json: { name: n, public_url: 'http://m.test', internal_url: 'http://m.test', capacitygroup_token: group, capacity: 0 },
        }),
      path: '/api/v1/streamservers/register',
      table: 'streamservers' as const,
      beat: (id: number, credential: string) => s.request('PUT', `/api/v1/streamservers/${id}/status`, { token: credential, json: { hostname: 'm' } }),
    },
  ];

  it.each(kinds)('$kind: the same invitation and identity answer the same credential; another identity, or none, is refused as before', async (k) => {
    const created = await k.create(`R-${k.table}`);
    expect(created.status).toBe(200);
    const invitation = String(created.body.invitation);
    const mine = proof(invitation, 'a');
    const first = await s.request<AnyBody>('POST', k.path, { json: { invitation, identity: mine, hostname: 'h1' } });
    expect(first.status).toBe(200);
    const again = await s.request<AnyBody>('POST', k.path, { json: { invitation, identity: mine, hostname: 'h1' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await k.beat(Number(first.body.id), String(first.body.credential))).status).toBe(200);
    // The redemption is audited once, with what the machine said of itself; the repeat changes nothing.
    const audited = await s.ctx.db
      .selectFrom('audit_logs')
      .select('details')
      .where('action_type', '=', k.table === 'edges' ? 'edge_register' : 'streamserver_register')
      .where('object_id', '=', String(first.body.id))
      .execute();
    expect(audited).toHaveLength(1);
    expect((audited[0]?.details as { after?: { hostname?: string } }).after?.hostname).toBe('h1');

    for (const json of [
      { invitation, identity: proof(invitation, 'b'), hostname: 'thief' },
      { invitation, hostname: 'thief' },
      // The proof is of this invitation only: a right proof with another invitation is refused.
      { invitation: `${invitation}x`, identity: mine, hostname: 'thief' },
    ]) {
      const refused = await s.request<AnyBody>('POST', k.path, { json });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ type: 'unauthorized', status_code: 401, message: 'The invitation is invalid or already used' });
    }
    // Stored: hashes and a seal; neither the proof nor the credential.
    const row = await s.ctx.db.selectFrom(k.table).selectAll().where('id', '=', Number(first.body.id)).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(mine);
    expect(JSON.stringify(row)).not.toContain(String(first.body.credential));
    expect(row.credential_seal).toBeTruthy();

    // A new invitation ends the old registration: its repeat is refused, the old credential too.
    const path = k.table === 'edges' ? `/api/v1/edges/${first.body.id}/invitation` : `/api/v1/streamservers/${first.body.id}/invitation`;
    const next = await s.request<AnyBody>('POST', path, { token: su });
    expect(next.status).toBe(200);
    expect((await s.request<AnyBody>('POST', k.path, { json: { invitation, identity: mine, hostname: 'h1' } })).status).toBe(401);
    expect((await k.beat(Number(first.body.id), String(first.body.credential))).status).toBe(401);
    const renewed = String(next.body.invitation);
    const second = await s.request<AnyBody>('POST', k.path, { json: { invitation: renewed, identity: proof(renewed, 'a'), hostname: 'h1' } });
    expect(second.status).toBe(200);
    expect(second.body.credential).not.toBe(first.body.credential);
  });

  it.each(kinds)('$kind: a retry that arrives while the first registration is still being written gets the same credential', async (k) => {
    const created = await k.create(`C-${k.table}`);
    const invitation = String(created.body.invitation);
    const json = { invitation, identity: proof(invitation, 'c'), hostname: 'h1' };
    const answers = await Promise.all([1, 2, 3].map(() => s.request<AnyBody>('POST', k.path, { json })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.credential)).size).toBe(1);
  });

  it('a machine whose registration answer is lost registers again with its stored identity and gets the same credential', async () => {
    const created = await kinds[0]?.create('R-lost');
    const invitation = String(created?.body.invitation);
    const proxy = await losingProxy(s.url);
    const store: RegistrationStore = { dataDir: mkdtempSync(join(tmpdir(), 'argus-lost-')), file: 'edge-registration.json' };
    const redemption = {
      apiUrl: proxy.url,
      invitation,
      missingInvitation: 'none',
      path: '/api/v1/edges/register' as const,
      body: { hostname: 'lost-edge', cap: 4 },
    };
    try {
      const failed = await register(store, redemption).catch((e: unknown) => e);
      expect(proxy.lost()).toBe(1);
      expect(failed).toBeInstanceOf(RegistrationError);
      expect((failed as RegistrationError).retry).toBe(true);
      // The API did redeem the invitation: without the identity, the repeat would be refused.
      const row = await s.ctx.db
        .selectFrom('edges')
        .select(['invitation_hash', 'credential_hash'])
        .where('id', '=', Number(created?.body.id))
        .executeTakeFirstOrThrow();
      expect(row.invitation_hash).toBeNull();
      expect(row.credential_hash).not.toBeNull();

      const key = join(store.dataDir, 'edge-registration.identity');
      expect(statSync(key).mode & 0o077).toBe(0);
      const registration = await register(store, redemption);
      expect(registration.id).toBe(Number(created?.body.id));
      expect(identityProof(identityKey(key), invitation)).toHaveLength(43);
      const beat = await s.request('PUT', `/api/v1/edges/${registration.id}/status`, { token: registration.credential, json: heartbeatBody() });
      expect(beat.status).toBe(200);
    } finally {
      await proxy.close();
      rmSync(store.dataDir, { recursive: true, force: true });
    }
  });
});
