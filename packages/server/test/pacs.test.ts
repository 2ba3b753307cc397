import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileStore } from '../src/lib/files';
import { imageKey } from '../src/modules/faces/images';
import { pacsWorkerOf } from '../src/modules/pacses/worker';
import { organizationByName } from '../src/modules/users/service';
import { ENGINES, startServer, type TestServer } from './support/harness';
import { formBody, grantLicense } from './support/lists';
import { DahuaSimulator } from './support/pacs-sim/dahua';
import { HikvisionSimulator } from './support/pacs-sim/hikvision';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A port where nothing listens (a server was there a moment ago). */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A large photo of noise (it compresses badly): the device limits must still be met. */
async function photo(width = 1400, height = 1000, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + seed * 31 + ((i / 3) | 0) * 104729) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe.each(ENGINES)('access-control systems on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let superoperator: string;
  let otherAdmin: string;
  let acme: number;
  const hik = new HikvisionSimulator();
  const dahua = new DahuaSimulator();
  let bigPhoto: Buffer;

  const drain = async () => pacsWorkerOf(s.ctx)?.drain();
  const get = async (id: number) => (await s.request<Json>('GET', `/api/v1/pacses/${id}`, { token: admin })).body;
  const connection = (sim: HikvisionSimulator | DahuaSimulator, vendor: 'hikvision' | 'dahua') => ({
    vendor,
    host: '127.0.0.1',
    port: sim.port,
    username: 'admin',
    password: vendor === 'hikvision' ? 'hik-password' : 'dahua-password',
  });

  async function facelist(name: string): Promise<number> {
    const r = await s.request<Json>('POST', '/api/v1/facelists', { token: admin, json: { name } });
    expect(r.status).toBe(200);
    return Number(r.body.id);
  }

  async function platelist(name: string): Promise<number> {
    const r = await s.request<Json>('POST', '/api/v1/platelists', { token: admin, json: { name } });
    expect(r.status).toBe(200);
    return Number(r.body.id);
  }

  /** A face with one photo, written directly (the face models are not needed here): the triggers queue it like any other. */
  async function face(listId: number, fullName: string, data: Buffer = bigPhoto): Promise<{ id: number; imageId: number }> {
    const f = await s.ctx.db
      .insertInto('faces')
      .values({ organization_id: acme, facelist_id: listId, full_name: fullName, sex: 'female' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const imageId = randomUUID();
    await fileStore(s.ctx).put(imageKey(imageId), data);
    const meta = await sharp(data).metadata();
    const image = await s.ctx.db
      .insertInto('face_images')
      .values({
        organization_id: acme,
        face_id: f.id,
        image_id: imageId,
        mime_type: 'image/jpeg',
        size: data.length,
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        rect: JSON.stringify({ x_min: 0.4, y_min: 0.3, x_max: 0.6, y_max: 0.6 }),
        descriptor: [0.1, 0.2, 0.3],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: f.id, imageId: image.id };
  }

  async function plate(listId: number, number: string): Promise<number> {
    const r = await s.request<Json>('POST', '/api/v1/plates', { token: admin, json: { number, platelist_id: listId, owner_full_name: 'Owner Name' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return Number(r.body.id);
  }

  async function pacs(body: Json): Promise<Json> {
    const r = await s.request<Json>('POST', '/api/v1/pacses', { token: admin, json: body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  }

  beforeAll(async () => {
    bigPhoto = await photo();
    await hik.start();
    await dahua.start();
    s = await startServer(engine);
    acme = await organizationByName(s.ctx, 'Acme');
    await grantLicense(s, acme, { faces: 100, plates: 100 });
    await s.createUser({ username: 'acme-admin', password: 'acme-password' }, 'Acme');
    admin = await s.token('acme-admin', 'acme-password');
    await s.createUser({ username: 'acme-superop', password: 'acme-password', roleId: 2 }, 'Acme');
    superoperator = await s.token('acme-superop', 'acme-password');
    await s.createUser({ username: 'globex-admin', password: 'globex-password' }, 'Globex');
    otherAdmin = await s.token('globex-admin', 'globex-password');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await hik.stop();
    await dahua.stop();
  });
  beforeEach(() => {
    hik.reject = null;
    dahua.reject = null;
  });

  it('check: the device version with good credentials, unauthorized with a wrong password, unreachable with no device', async () => {
    for (const [sim, vendor, version] of [
      [hik, 'hikvision', 'DS-K1T341AM V3.2.30'],
      [dahua, 'dahua', 'ASI7213X-T1 1.000.10OT004.0.R,build:2021-03-30'],
    ] as const) {
      const ok = await s.request<Json>('POST', '/api/v1/pacses/check', { token: admin, json: connection(sim, vendor) });
      expect(ok.body).toEqual({ ok: true, version, message: null, failure: null });
      const wrong = await s.request<Json>('POST', '/api/v1/pacses/check', { token: admin, json: { ...connection(sim, vendor), password: 'wrong' } });
      expect(wrong.status).toBe(200);
      expect(wrong.body).toMatchObject({ ok: false, version: null, failure: 'unauthorized' });
      expect(sim.log.slice(-2).map((l) => l.status)).toEqual([401, 401]);
    }
    const port = await closedPort();
    const down = await s.request<Json>('POST', '/api/v1/pacses/check', { token: admin, json: { ...connection(hik, 'hikvision'), port } });
    expect(down.body).toMatchObject({ ok: false, failure: 'unreachable' });
    expect(String(down.body.message)).toContain('ECONNREFUSED');
    // Every request the simulator accepted was digest-authenticated.
    expect(hik.guard.seen.every((h) => h.startsWith('Digest username="admin"'))).toBe(true);
  });

  it('CRUD: the password is never answered nor audited; lists are checked and limited to pacs_per_list_count systems', async () => {
    const list = await facelist('Staff');
    const created = await pacs({ name: 'Main door', kind: 'person', ...connection(hik, 'hikvision'), facelist_ids: [list] });
    expect(created).toMatchObject({
      name: 'Main door',
      vendor: 'hikvision',
      kind: 'person',
      channel: 1,
      facelist_ids: [list],
      list_ids: [],
      persons: [],
      capacitygroup_token: null,
    });
    expect(created).not.toHaveProperty('password');
    const text = JSON.stringify([
      (await s.request('GET', `/api/v1/pacses/${created.id}`, { token: admin })).body,
      (await s.request('GET', '/api/v1/pacses', { token: admin })).body,
      (await s.request('POST', '/api/v1/pacses/search', { token: admin, json: { query: { text: 'main' } } })).body,
      (await s.request('PUT', `/api/v1/pacses/${created.id}`, { token: admin, json: { password: 'new-secret-1', name: 'Main door 1' } })).body,
    ]);
    expect(text).not.toContain('hik-password');
    expect(text).not.toContain('new-secret-1');
    const logs = await s.ctx.db.selectFrom('audit_logs').select('details').where('object_type', '=', 'pacs').execute();
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logs)).not.toMatch(/hik-password|new-secret-1/);
    await s.request('PUT', `/api/v1/pacses/${created.id}`, { token: admin, json: { password: 'hik-password' } });

    // Search filters, the face list shows the system.
    const byList = await s.request<Json>('POST', '/api/v1/pacses/search', { token: admin, json: { query: { facelist_id: list, vendor: 'hikvision' } } });
    expect(byList.body.pacses.map((p: Json) => p.id)).toEqual([created.id]);
    expect((await s.request<Json>('GET', `/api/v1/facelists/${list}`, { token: admin })).body.pacses).toEqual([{ id: created.id, name: 'Main door 1' }]);

    // Kind and list checks.
    const cars = await platelist('Cars');
    const mixed = await s.request<Json>('POST', '/api/v1/pacses', {
      token: admin,
      json: { name: 'Mixed', kind: 'person', ...connection(hik, 'hikvision'), list_ids: [cars] },
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.detail).toHaveProperty('list_ids');
    const unknown = await s.request<Json>('POST', '/api/v1/pacses', {
      token: admin,
      json: { name: 'Ghost', kind: 'person', ...connection(hik, 'hikvision'), facelist_ids: [999999] },
    });
    expect(unknown.status).toBe(422);

    // A list feeds at most 3 systems.
    await pacs({ name: 'Door 2', kind: 'person', ...connection(hik, 'hikvision'), facelist_ids: [list] });
    await pacs({ name: 'Door 3', kind: 'person', ...connection(dahua, 'dahua'), facelist_ids: [list] });
    const fourth = await s.request<Json>('POST', '/api/v1/pacses', {
      token: admin,
      json: { name: 'Door 4', kind: 'person', ...connection(hik, 'hikvision'), facelist_ids: [list] },
    });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ type: 'limit_exceeded', detail: { facelist_ids: 'pacs_per_list_count' } });
    // Updating one of the three keeps its own link.
    expect((await s.request('PUT', `/api/v1/pacses/${created.id}`, { token: admin, json: { facelist_ids: [list] } })).status).toBe(200);

    // Roles and organisations: a superoperator reads but does not change; another organisation sees nothing.
    expect((await s.request('GET', `/api/v1/pacses/${created.id}`, { token: superoperator })).status).toBe(200);
    expect((await s.request('PUT', `/api/v1/pacses/${created.id}`, { token: superoperator, json: { name: 'x' } })).status).toBe(403);
    expect((await s.request('GET', `/api/v1/pacses/${created.id}`, { token: otherAdmin })).status).toBe(404);
    expect((await s.request<Json>('GET', '/api/v1/pacses', { token: otherAdmin })).body.pacses).toEqual([]);

    // Check with the stored password of a saved system.
    const stored = await s.request<Json>('POST', '/api/v1/pacses/check', {
      token: admin,
      json: { ...connection(hik, 'hikvision'), password: undefined, pacs_id: created.id },
    });
    expect(stored.body).toMatchObject({ ok: true });
    expect((await get(created.id)).version).toBe('DS-K1T341AM V3.2.30');

    for (const p of (await s.request<Json>('GET', '/api/v1/pacses?limit=100', { token: admin })).body.pacses) {
      expect((await s.request('DELETE', `/api/v1/pacses/${p.id}`, { token: admin })).status).toBe(204);
    }
  });

  it.each(['hikvision', 'dahua'] as const)('%s: faces of a linked list become persons with fitted photos, follow edits and deletions', async (vendor) => {
    const sim = vendor === 'hikvision' ? hik : dahua;
    const limitKb = vendor === 'hikvision' ? 200 : 100;
    const list = await facelist(`Staff ${vendor}`);
    const alice = await face(list, `Alice ${vendor}`);
    const bob = await face(list, `Bob ${vendor}`, await photo(900, 1400, 2));
    const door = await pacs({ name: `Door ${vendor}`, kind: 'person', ...connection(sim, vendor), facelist_ids: [list] });
    expect(door.persons.map((p: Json) => [p.face_id, p.status])).toEqual([
      [alice.id, 'pending'],
      [bob.id, 'pending'],
    ]);
    await drain();

    const synced = await get(door.id);
    expect(synced.persons.map((p: Json) => [p.face_name, p.status, p.error])).toEqual([
      [`Alice ${vendor}`, 'synced', null],
      [`Bob ${vendor}`, 'synced', null],
    ]);
    expect(synced.person_sync_count).toBe(2);
    expect(sim.users.size).toBeGreaterThanOrEqual(2);
    for (const f of [alice, bob]) {
      const stored = sim.faces.get(String(f.id));
      expect(stored, `face of ${f.id}`).toBeDefined();
      expect(stored!.image.length).toBeLessThanOrEqual(limitKb * 1024);
      expect(stored!.width / stored!.height).toBeCloseTo(0.8, 2);
    }
    const user = sim.users.get(String(alice.id))!;
    expect(vendor === 'hikvision' ? user.name : user.UserName).toBe(`Alice ${vendor}`);
    if (vendor === 'hikvision') expect(hik.faces.get(String(alice.id))).toMatchObject({ faceLibType: 'blackFD', fdid: '1' });

    // The face and its list show the sync state.
    const f = await s.request<Json>('GET', `/api/v1/faces/${alice.id}`, { token: admin });
    expect(f.body.pacs_persons).toEqual([{ pacs_id: door.id, pacs_name: `Door ${vendor}`, faceimage_id: null, status: 'synced', error: null }]);
    const l = await s.request<Json>('GET', `/api/v1/facelists/${list}`, { token: admin });
    expect(l.body).toMatchObject({ face_count: 2, face_sync_count: 2, pacses: [{ id: door.id, name: `Door ${vendor}` }] });

    // An edit through the API is pushed again (modify, not a second record).
    const renamed = await s.request<Json>('PUT', `/api/v1/faces/${alice.id}`, { token: admin, json: { full_name: `Alice Renamed ${vendor}` } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await s.request<Json>('GET', `/api/v1/facelists/${list}`, { token: admin })).body.face_sync_count).toBe(1);
    await drain();
    const again = sim.users.get(String(alice.id))!;
    expect(vendor === 'hikvision' ? again.name : again.UserName).toBe(`Alice Renamed ${vendor}`);
    const modifyPath = vendor === 'hikvision' ? '/ISAPI/AccessControl/UserInfo/Modify' : 'AccessUser.cgi?action=updateMulti';
    expect(sim.log.some((r) => r.path.includes(modifyPath) && r.status === 200)).toBe(true);

    // A deletion through the API removes the person from the device.
    expect((await s.request('DELETE', `/api/v1/faces/${bob.id}`, { token: admin })).status).toBe(204);
    const removing = await get(door.id);
    expect(removing.persons.find((p: Json) => p.face_id === bob.id)).toMatchObject({ removing: true, status: 'pending' });
    await drain();
    expect(sim.users.has(String(bob.id))).toBe(false);
    expect(sim.faces.has(String(bob.id))).toBe(false);
    expect((await get(door.id)).persons.map((p: Json) => p.face_id)).toEqual([alice.id]);

    // Unlinking the list removes its persons too.
    await s.request('PUT', `/api/v1/pacses/${door.id}`, { token: admin, json: { facelist_ids: [] } });
    await drain();
    expect(sim.users.has(String(alice.id))).toBe(false);
    expect((await get(door.id)).persons).toEqual([]);
    expect((await s.request<Json>('GET', `/api/v1/facelists/${list}`, { token: admin })).body).toMatchObject({ face_sync_count: 0, pacses: [] });
  });

  it.each(['hikvision', 'dahua'] as const)('%s: plates of a linked list become vehicles and follow edits and deletions', async (vendor) => {
    const sim = vendor === 'hikvision' ? hik : dahua;
    const list = await platelist(`Cars ${vendor}`);
    const first = await plate(list, vendor === 'hikvision' ? 'A111AA' : 'B222BB');
    const barrier = await pacs({ name: `Barrier ${vendor}`, kind: 'vehicle', ...connection(sim, vendor), list_ids: [list] });
    const second = await plate(list, vendor === 'hikvision' ? 'C333CC' : 'D444DD');
    await drain();
    const synced = await get(barrier.id);
    expect(synced.vehicles.map((v: Json) => v.status)).toEqual(['synced', 'synced']);
    expect(synced.vehicle_sync_count).toBe(2);
    const numbers = () =>
      (vendor === 'hikvision' ? [...hik.plates.values()].map((p) => p.LicensePlate) : [...dahua.redList.values()].map((p) => p.PlateNumber)).sort();
    expect(numbers()).toEqual(vendor === 'hikvision' ? ['A111AA', 'C333CC'] : ['B222BB', 'D444DD']);
    if (vendor === 'hikvision') expect(hik.plates.get(String(first))).toMatchObject({ listType: 'whiteList', ownerName: 'Owner Name', channel: 1 });
    else expect([...dahua.redList.values()][0]).toMatchObject({ MasterOfCar: 'Owner Name', OpenGate: 'true' });
    expect((await s.request<Json>('GET', `/api/v1/plates/${first}`, { token: admin })).body.pacs_vehicles).toEqual([
      { pacs_id: barrier.id, pacs_name: `Barrier ${vendor}`, status: 'synced', error: null },
    ]);
    expect((await s.request<Json>('GET', `/api/v1/platelists/${list}`, { token: admin })).body).toMatchObject({ plate_count: 2, plate_sync_count: 2 });

    const renamed = await s.request('PUT', `/api/v1/plates/${first}`, { token: admin, json: { number: vendor === 'hikvision' ? 'E555EE' : 'F666FF' } });
    expect(renamed.status).toBe(200);
    await drain();
    expect(numbers()).toEqual(vendor === 'hikvision' ? ['C333CC', 'E555EE'] : ['D444DD', 'F666FF']);
    if (vendor === 'dahua') expect(dahua.log.some((r) => r.path.includes('action=update&name=TrafficRedList&recno='))).toBe(true);

    expect((await s.request('DELETE', `/api/v1/plates/${second}`, { token: admin })).status).toBe(204);
    await drain();
    expect(numbers()).toEqual(vendor === 'hikvision' ? ['E555EE'] : ['F666FF']);
    expect((await get(barrier.id)).vehicles.map((v: Json) => v.plate_id)).toEqual([first]);

    // Deleting the system takes its vehicles off the device before it is dropped.
    expect((await s.request('DELETE', `/api/v1/pacses/${barrier.id}`, { token: admin })).status).toBe(204);
    expect((await s.request('GET', `/api/v1/pacses/${barrier.id}`, { token: admin })).status).toBe(404);
    expect((await s.request<Json>('GET', `/api/v1/platelists/${list}`, { token: admin })).body.pacses).toEqual([]);
    await drain();
    expect(numbers()).toEqual([]);
    expect(await s.ctx.db.selectFrom('pacses').select('id').where('id', '=', barrier.id).executeTakeFirst()).toBeUndefined();
  });

  it.each(['hikvision', 'dahua'] as const)("%s: a vendor's refusal is recorded on its item only", async (vendor) => {
    const sim = vendor === 'hikvision' ? hik : dahua;
    const list = await facelist(`Refused ${vendor}`);
    const good = await face(list, 'Good Face');
    const bad = await face(list, 'Bad Face');
    if (vendor === 'hikvision')
      hik.reject = (op, key) =>
        op === 'face' && key === String(bad.id) ? { statusCode: 6, statusString: 'Invalid Content', subStatusCode: 'faceQualityError' } : null;
    else dahua.reject = (op, key) => (op === 'face' && key === String(bad.id) ? 'Face quality is too low' : null);
    const door = await pacs({ name: `Strict ${vendor}`, kind: 'person', ...connection(sim, vendor), facelist_ids: [list] });
    await drain();
    const after = await get(door.id);
    const byId = new Map<number, Json>(after.persons.map((p: Json) => [p.face_id, p]));
    expect(byId.get(good.id)).toMatchObject({ status: 'synced', error: null });
    expect(byId.get(bad.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byId.get(bad.id)?.error).toContain(
      vendor === 'hikvision' ? 'statusCode 6 (Invalid Content), subStatusCode faceQualityError' : 'Face quality is too low',
    );
    expect(after.failed_count).toBe(1);
    const f = await s.request<Json>('GET', `/api/v1/faces/${bad.id}`, { token: admin });
    expect(f.body.pacs_persons[0]).toMatchObject({ status: 'failed' });
    expect(f.body.pacs_persons[0].error).toContain(vendor === 'hikvision' ? 'faceQualityError' : 'Face quality');

    // A new photo (or any edit) tries again; the device accepts it now.
    sim.reject = null;
    await s.request('PUT', `/api/v1/faces/${bad.id}`, { token: admin, json: { full_name: 'Bad Face Fixed' } });
    await drain();
    expect((await get(door.id)).persons.every((p: Json) => p.status === 'synced')).toBe(true);
    await s.request('DELETE', `/api/v1/pacses/${door.id}`, { token: admin });
  });

  it('an unreachable device is retried with backoff and synced once it answers; wrong credentials fail until fixed', async () => {
    const port = await closedPort();
    const later = new HikvisionSimulator();
    const list = await facelist('Night shift');
    const person = await face(list, 'Carol Night');
    const door = await pacs({ name: 'Back door', kind: 'person', ...connection(hik, 'hikvision'), port, facelist_ids: [list] });
    await drain();
    let entry = (await get(door.id)).persons[0];
    expect(entry).toMatchObject({ status: 'pending', attempts: 1 });
    expect(entry.error).toContain('ECONNREFUSED');
    await later.start(port);
    try {
      await drain(); // not due yet: backoff 10 s
      expect((await get(door.id)).persons[0]).toMatchObject({ status: 'pending', attempts: 1 });
      s.clock.advance(11);
      await drain();
      entry = (await get(door.id)).persons[0];
      expect(entry).toMatchObject({ status: 'synced', error: null, attempts: 0 });
      expect(later.users.has(String(person.id))).toBe(true);

      // Wrong credentials: failed at once with the reason; a password fix pushes everything again.
      later.guard.password = 'changed-on-device';
      await s.request('PUT', `/api/v1/faces/${person.id}`, { token: admin, json: { full_name: 'Carol Day' } });
      await drain();
      entry = (await get(door.id)).persons[0];
      expect(entry).toMatchObject({ status: 'failed' });
      expect(entry.error).toContain('refused the username or password');
      await s.request('PUT', `/api/v1/pacses/${door.id}`, { token: admin, json: { password: 'changed-on-device' } });
      await drain();
      expect((await get(door.id)).persons[0]).toMatchObject({ status: 'synced' });
      expect(later.users.get(String(person.id))?.name).toBe('Carol Day');
    } finally {
      await later.stop();
      await s.request('DELETE', `/api/v1/pacses/${door.id}`, { token: admin });
    }
  });

  it('single persons (with a photo of their own) and vehicles pushed and removed by hand', async () => {
    const list = await facelist('Visitors');
    const visitor = await face(list, 'Dave Visitor');
    const door = await pacs({ name: 'Lobby', kind: 'person', ...connection(dahua, 'dahua') });
    expect(door.persons).toEqual([]);

    // Multipart with a photo of its own: fitted to Dahua's 0.8 and 100 KB.
    const own = await photo(2000, 800, 7);
    const form = await formBody({ face_id: String(visitor.id) }, [{ field: 'photo', name: 'dave.jpg', data: own }]);
    const put = await s.request<Json>('PUT', `/api/v1/pacses/${door.id}/persons`, { token: admin, raw: form });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.persons).toMatchObject([{ face_id: visitor.id, status: 'pending' }]);
    await drain();
    const stored = dahua.faces.get(String(visitor.id))!;
    expect(stored.image.length).toBeLessThanOrEqual(100 * 1024);
    expect(stored.width / stored.height).toBeCloseTo(0.8, 2);

    // JSON with a chosen photo of the face; a foreign photo id is refused.
    const chosen = await s.request<Json>('PUT', `/api/v1/pacses/${door.id}/persons`, {
      token: admin,
      json: { face_id: visitor.id, faceimage_id: visitor.imageId },
    });
    expect(chosen.body.persons[0]).toMatchObject({ faceimage_id: visitor.imageId });
    expect((await s.request('PUT', `/api/v1/pacses/${door.id}/persons`, { token: admin, json: { face_id: visitor.id, faceimage_id: 999999 } })).status).toBe(
      422,
    );
    expect((await s.request('PUT', `/api/v1/pacses/${door.id}/vehicles`, { token: admin, json: { plate_id: 1 } })).status).toBe(422);
    await drain();

    expect((await s.request('DELETE', `/api/v1/pacses/${door.id}/persons`, { token: admin, json: { face_id: visitor.id } })).status).toBe(204);
    expect((await s.request('DELETE', `/api/v1/pacses/${door.id}/persons?face_id=${visitor.id}`, { token: admin })).status).toBe(404);
    await drain();
    expect(dahua.users.has(String(visitor.id))).toBe(false);
    expect((await get(door.id)).persons).toEqual([]);

    const cars = await platelist('Guests');
    const guest = await plate(cars, 'G777GG');
    const gate = await pacs({ name: 'Gate', kind: 'vehicle', ...connection(hik, 'hikvision'), channel: 2 });
    const pv = await s.request<Json>('PUT', `/api/v1/pacses/${gate.id}/vehicles`, { token: admin, json: { plate_id: guest } });
    expect(pv.status).toBe(200);
    await drain();
    expect(hik.plates.get(String(guest))).toMatchObject({ LicensePlate: 'G777GG', channel: 2 });
    expect((await s.request('DELETE', `/api/v1/pacses/${gate.id}/vehicles`, { token: admin, json: { plate_id: guest } })).status).toBe(204);
    await drain();
    expect(hik.plates.has(String(guest))).toBe(false);

    // Another organisation's admin cannot push into this system.
    expect((await s.request('PUT', `/api/v1/pacses/${gate.id}/vehicles`, { token: otherAdmin, json: { plate_id: guest } })).status).toBe(404);
  });
});
