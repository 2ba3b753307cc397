import { policyFromEnv } from '@argus/outbound';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DigestSession } from '../src/modules/pacses/vendors/http';
import { pacsWorkerOf } from '../src/modules/pacses/worker';
import { ENGINES, freshPostgres, startServer, type StartOptions } from './support/harness';
import { addFace, signIn } from './support/pacs';
import { HikvisionSimulator } from './support/pacs-sim/hikvision';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('digest session with a device', () => {
  it('answers the challenge once, then authenticates up front; a device reboot (stale nonce) costs one more round trip', async () => {
    const sim = await new HikvisionSimulator().start();
    try {
      const session = new DigestSession({
        host: '127.0.0.1',
        port: sim.port,
        username: 'admin',
        password: 'hik-password',
        policy: policyFromEnv({ ARGUS_OUTBOUND_ALLOW_CIDRS: '127.0.0.1' }),
      });
      for (let i = 0; i < 3; i++) expect((await session.request({ method: 'GET', path: '/ISAPI/System/deviceInfo' })).status).toBe(200);
      expect(sim.log.map((l) => l.status)).toEqual([401, 200, 200, 200]);
      sim.guard.reboot();
      expect((await session.request({ method: 'GET', path: '/ISAPI/System/deviceInfo' })).status).toBe(200);
      expect(sim.log.slice(4).map((l) => l.status)).toEqual([401, 200]);
      // The nonce counts grew: 1, 2, 3 on the first nonce, 1 on the new one.
      expect(sim.guard.seen.map((h) => /nc=([0-9a-f]+)/.exec(h)?.[1])).toEqual(['00000001', '00000002', '00000003', '00000004', '00000001']);
    } finally {
      await sim.stop();
    }
  });
});

describe.each(ENGINES)('pacs queue on %s', (engine) => {
  it('nothing is lost across a restart: a person queued for an unreachable device is pushed by the next process', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'argus-pacs-'));
    const pg = engine === 'postgres' ? await freshPostgres() : null;
    const storage: StartOptions = pg ? { databaseUrl: pg.url, env: { ARGUS_DATA_DIR: dir } } : { dataDir: dir };
    const sim = new HikvisionSimulator();
    try {
      const port = await closedPort();
      const first = await startServer(engine, storage);
      let pacsId = 0;
      let faceId = 0;
      try {
        const { token, acme } = await signIn(first, true);
        const list = await first.request<Json>('POST', '/api/v1/facelists', { token, json: { name: 'Staff' } });
        faceId = await addFace(first, acme, Number(list.body.id), 'Erin Restart');
        const door = await first.request<Json>('POST', '/api/v1/pacses', {
          token,
          json: {
            name: 'Side door',
            kind: 'person',
            vendor: 'hikvision',
            host: '127.0.0.1',
            port,
            username: 'admin',
            password: 'hik-password',
            facelist_ids: [list.body.id],
          },
        });
        pacsId = Number(door.body.id);
        await pacsWorkerOf(first.ctx)?.drain();
        const entry = (await first.request<Json>('GET', `/api/v1/pacses/${pacsId}`, { token })).body.persons[0];
        expect(entry).toMatchObject({ face_id: faceId, status: 'pending', attempts: 1 });
      } finally {
        await first.close();
      }
      await sim.start(port);
      const second = await startServer(engine, storage);
      try {
        const { token } = await signIn(second, false);
        second.clock.advance(11);
        await pacsWorkerOf(second.ctx)?.drain();
        expect((await second.request<Json>('GET', `/api/v1/pacses/${pacsId}`, { token })).body.persons[0]).toMatchObject({ status: 'synced' });
        expect(sim.users.get(String(faceId))?.name).toBe('Erin Restart');
        expect(sim.faces.has(String(faceId))).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await sim.stop();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it('pacs_person_count bounds a system; a face moved to an unlinked list leaves the device', async () => {
    const s = await startServer(engine, { env: { ARGUS_PACS_PERSON_COUNT: '2' } });
    const sim = await new HikvisionSimulator().start();
    try {
      const { token, acme } = await signIn(s, true);
      const make = async (name: string) => Number((await s.request<Json>('POST', '/api/v1/facelists', { token, json: { name } })).body.id);
      const big = await make('Big list');
      const small = await make('Small list');
      const other = await make('Other list');
      for (const n of ['One', 'Two', 'Three']) await addFace(s, acme, big, `Big ${n}`);
      const a = await addFace(s, acme, small, 'Small One');
      const b = await addFace(s, acme, small, 'Small Two');
      const c = await addFace(s, acme, other, 'Other One');
      const connection = { vendor: 'hikvision', host: '127.0.0.1', port: sim.port, username: 'admin', password: 'hik-password' };

      const tooMany = await s.request<Json>('POST', '/api/v1/pacses', { token, json: { name: 'Door', kind: 'person', ...connection, facelist_ids: [big] } });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body).toMatchObject({ type: 'limit_exceeded', detail: { facelist_ids: 'pacs_person_count' } });

      const door = await s.request<Json>('POST', '/api/v1/pacses', { token, json: { name: 'Door', kind: 'person', ...connection, facelist_ids: [small] } });
      expect(door.status).toBe(200);
      const id = Number(door.body.id);
      await pacsWorkerOf(s.ctx)?.drain();
      expect([...sim.users.keys()].sort()).toEqual([String(a), String(b)].sort());
      const third = await s.request<Json>('PUT', `/api/v1/pacses/${id}/persons`, { token, json: { face_id: c } });
      expect(third.status).toBe(409);
      expect(third.body.detail).toEqual({ face_id: 'pacs_person_count' });

      // Moving a face to a list the system is not fed by removes it from the device.
      const moved = await s.request<Json>('PUT', `/api/v1/faces/${b}`, { token, json: { facelist_id: other } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      await pacsWorkerOf(s.ctx)?.drain();
      expect([...sim.users.keys()]).toEqual([String(a)]);
      expect((await s.request<Json>('GET', `/api/v1/pacses/${id}`, { token })).body.persons.map((p: Json) => p.face_id)).toEqual([a]);
      expect((await s.request<Json>('GET', `/api/v1/faces/${b}`, { token })).body.pacs_persons).toEqual([]);

      // Deleting the list removes its faces from the device too.
      expect((await s.request('DELETE', `/api/v1/facelists/${small}`, { token })).status).toBe(204);
      await pacsWorkerOf(s.ctx)?.drain();
      expect(sim.users.size).toBe(0);
      expect((await s.request<Json>('GET', `/api/v1/pacses/${id}`, { token })).body).toMatchObject({ persons: [], facelist_ids: [] });

      // A system turned into a barrier forgets its persons.
      await s.request('PUT', `/api/v1/pacses/${id}`, { token, json: { facelist_ids: [other] } });
      await pacsWorkerOf(s.ctx)?.drain();
      expect([...sim.users.keys()].sort()).toEqual([String(b), String(c)].sort());
      const turned = await s.request<Json>('PUT', `/api/v1/pacses/${id}`, { token, json: { kind: 'vehicle' } });
      expect(turned.body).toMatchObject({ kind: 'vehicle', facelist_ids: [], list_ids: [] });
      await pacsWorkerOf(s.ctx)?.drain();
      expect(sim.users.size).toBe(0);
      expect((await s.request<Json>('GET', `/api/v1/pacses/${id}`, { token })).body.persons).toEqual([]);
    } finally {
      await s.close();
      await sim.stop();
    }
  }, 120_000);
});
