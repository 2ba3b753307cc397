import { DEFAULT_FACE_EXACT_THRESHOLD, similarityToPercent } from '@argus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPlate, matchPlates } from '../src/lib/matchers';
import { plateKey } from '../src/modules/plates/normalize';
import { organizationByName } from '../src/modules/users/service';
import { ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';

/** Face lists, plate lists and plates over HTTP (faces and photos: faces.test.ts). */
describe.each(ENGINES)('recognition lists on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let operator: string;
  let superoperator: string;
  let otherAdmin: string;
  let acme: number;
  let groupA: number;
  let groupB: number;

  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_LIST_PLATE_COUNT: '3', ARGUS_ORGANIZATION_PLATE_COUNT: '5' } });
    acme = await organizationByName(s.ctx, 'Acme');
    await grantLicense(s, acme, { faces: 100, plates: 100 });
    await s.createUser({ username: 'acme-admin', password: 'acme-password' }, 'Acme');
    admin = await s.token('acme-admin', 'acme-password');
    const g1 = await s.request('POST', '/api/v1/groups', { token: admin, json: { name: 'Gate team' } });
    const g2 = await s.request('POST', '/api/v1/groups', { token: admin, json: { name: 'Car park team' } });
    groupA = Number(g1.body.id);
    groupB = Number(g2.body.id);
    await s.createUser({ username: 'acme-op', password: 'acme-password', roleId: 3, groupIds: [groupA] }, 'Acme');
    await s.createUser({ username: 'acme-superop', password: 'acme-password', roleId: 2, groupIds: [groupA] }, 'Acme');
    operator = await s.token('acme-op', 'acme-password');
    superoperator = await s.token('acme-superop', 'acme-password');
    await s.createUser({ username: 'globex-admin', password: 'globex-password' }, 'Globex');
    otherAdmin = await s.token('globex-admin', 'globex-password');
  }, 120_000);
  afterAll(async () => s?.close());

  it("list searches of both kinds: a part of the name (its % and _ taken literally), one group, the caller's groups, cursor pages", async () => {
    for (const kind of ['facelists', 'platelists'] as const) {
      const make = async (name: string, group: number) =>
        Number((await s.request('POST', `/api/v1/${kind}`, { token: admin, json: { name, group_id: group } })).body.id);
      const half = await make('Search 50% off', groupA);
      const under = await make('Search_under', groupB);
      const plain = await make('Search plain', groupA);
      type Found = { pagination: { cursor: string | null } } & Record<string, { id: number }[]>;
      const find = async (token: string, query: Record<string, unknown>, limit = 20, cursor?: string) =>
        (await s.request<Found>('POST', `/api/v1/${kind}/search`, { token, json: { query, limit, ...(cursor ? { cursor } : {}) } })).body;
      const ids = (found: Found) => (found[kind] ?? []).map((l) => l.id);
      expect(ids(await find(admin, { text: '50%' }))).toEqual([half]);
      expect(ids(await find(admin, { text: 'h_u' }))).toEqual([under]);
      expect(ids(await find(admin, { text: 'SEARCH' }))).toEqual([half, under, plain]);
      expect(ids(await find(admin, { text: 'search', group_id: groupB }))).toEqual([under]);
      expect(ids(await find(operator, { text: 'search' }))).toEqual([half, plain]);
      expect(ids(await find(otherAdmin, { text: 'search' }))).toEqual([]);
      const walked: number[] = [];
      let cursor: string | undefined;
      do {
        const found = await find(admin, { text: 'search' }, 1, cursor);
        walked.push(...ids(found));
        cursor = found.pagination.cursor ?? undefined;
      } while (cursor);
      expect(walked).toEqual([half, under, plain]);
      for (const id of [half, under, plain]) await s.request('DELETE', `/api/v1/${kind}/${id}`, { token: admin });
    }
  });

  it('face lists: defaults in raw similarity, validation of thresholds, group scope, 404 across organisations', async () => {
    const created = await s.request('POST', '/api/v1/facelists', { token: admin, json: { name: 'Wanted', priority: 'high', group_id: groupA } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Wanted',
      priority: 'high',
      exact_threshold: DEFAULT_FACE_EXACT_THRESHOLD,
      activity_tracking: false,
      group_id: groupA,
      face_count: 0,
      face_sync_count: 0,
      pacses: [],
    });
    // The default threshold is the spec's 75 % as the console shows it; the exact one is stricter.
    expect(similarityToPercent(Number(created.body.threshold))).toBeCloseTo(75, 1);
    expect(Number(created.body.exact_threshold)).toBeGreaterThan(Number(created.body.threshold));
    const id = Number(created.body.id);
    const bad = await s.request('POST', '/api/v1/facelists', { token: admin, json: { name: 'Odd', threshold: 0.8, exact_threshold: 0.5 } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toHaveProperty('exact_threshold');
    const adminsOnly = await s.request('POST', '/api/v1/facelists', { token: admin, json: { name: 'Board' } });
    const other = await s.request('POST', '/api/v1/facelists', { token: admin, json: { name: 'Car park staff', group_id: groupB } });
    // A superoperator must put a list in one of their groups.
    const noGroup = await s.request('POST', '/api/v1/facelists', { token: superoperator, json: { name: 'Mine' } });
    expect(noGroup.status).toBe(422);
    const foreignGroup = await s.request('POST', '/api/v1/facelists', { token: superoperator, json: { name: 'Mine', group_id: groupB } });
    expect(foreignGroup.status).toBe(422);
    expect((await s.request('POST', '/api/v1/facelists', { token: superoperator, json: { name: 'Mine', group_id: groupA } })).status).toBe(200);

    const seenByOperator = await s.request<{ facelists: { id: number }[] }>('POST', '/api/v1/facelists/search', { token: operator, json: { query: {} } });
    expect(seenByOperator.body.facelists.map((l) => l.id)).toContain(id);
    expect(seenByOperator.body.facelists.map((l) => l.id)).not.toContain(Number(other.body.id));
    expect(seenByOperator.body.facelists.map((l) => l.id)).not.toContain(Number(adminsOnly.body.id));
    expect((await s.request('GET', `/api/v1/facelists/${String(other.body.id)}`, { token: operator })).status).toBe(404);
    const all = await s.request<{ facelists: unknown[]; pagination: { cursor: string | null } }>('GET', '/api/v1/facelists?limit=2', { token: admin });
    expect(all.body.facelists).toHaveLength(2);
    expect(all.body.pagination.cursor).not.toBeNull();

    const foreign = await s.request('GET', `/api/v1/facelists/${id}`, { token: otherAdmin });
    expect(foreign.status).toBe(404);
    expect(foreign.body.type).toBe('not_found');
    expect((await s.request('PUT', `/api/v1/facelists/${id}`, { token: otherAdmin, json: { name: 'Hijacked' } })).status).toBe(404);
    const updated = await s.request('PUT', `/api/v1/facelists/${id}`, { token: admin, json: { threshold: 0.5, exact_threshold: 0.75 } });
    expect(updated.body).toMatchObject({ threshold: 0.5, exact_threshold: 0.75, name: 'Wanted' });
    expect((await s.request('DELETE', `/api/v1/facelists/${String(adminsOnly.body.id)}`, { token: admin })).status).toBe(204);
    const audit = await s.ctx.db.selectFrom('audit_logs').select('action_type').where('object_type', '=', 'facelist').execute();
    expect(audit.map((a) => a.action_type)).toEqual(expect.arrayContaining(['facelist_create', 'facelist_update', 'facelist_delete']));
  });

  it('plates: number normalised, dates date-only, limits of the list and the organisation, usage counter', async () => {
    const list = await s.request('POST', '/api/v1/platelists', { token: admin, json: { name: 'Barred cars', priority: 'high', group_id: groupA } });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ plate_count: 0, plate_sync_count: 0, priority: 'high' });
    const platelistId = Number(list.body.id);
    const plate = await s.request('POST', '/api/v1/plates', {
      token: admin,
      json: {
        number: 'а 123 вс-77',
        platelist_id: platelistId,
        owner_full_name: 'Ivan Petrov',
        owner_birth_date: '1980-02-29',
        vehicle_manufacturer: 'Lada',
        vehicle_model: 'Vesta',
        vehicle_color: 'white',
        vehicle_manufacture_date: '2019-06-01',
      },
    });
    expect(plate.status).toBe(200);
    expect(plate.body).toMatchObject({
      number: 'А123ВС77',
      owner_birth_date: '1980-02-29',
      vehicle_manufacture_date: '2019-06-01',
      pacs_vehicles: [],
      vehicle_image_url: null,
    });
    // Not a calendar date, a time-stamp, a future date: refused.
    for (const date of ['1981-02-29', '1980-01-01T00:00:00Z', '2999-01-01']) {
      const r = await s.request('POST', '/api/v1/plates', { token: admin, json: { number: 'B777OP', platelist_id: platelistId, owner_birth_date: date } });
      expect(r.status, date).toBe(422);
      expect(r.body.detail).toHaveProperty('owner_birth_date');
    }
    // Found by any spelling of the number.
    const found = await s.request<{ plates: { id: number }[] }>('POST', '/api/v1/plates/search', { token: operator, json: { query: { text: 'A123BC' } } });
    expect(found.body.plates.map((p) => p.id)).toEqual([plate.body.id]);

    await s.request('POST', '/api/v1/plates', { token: admin, json: { number: 'X001XX', platelist_id: platelistId } });
    await s.request('POST', '/api/v1/plates', { token: admin, json: { number: 'X002XX', platelist_id: platelistId } });
    const full = await s.request('POST', '/api/v1/plates', { token: admin, json: { number: 'X003XX', platelist_id: platelistId } });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ type: 'limit_exceeded', detail: { platelist_id: 'list_plate_count' } });
    const second = await s.request('POST', '/api/v1/platelists', { token: admin, json: { name: 'Visitors' } });
    await s.request('POST', '/api/v1/plates', { token: admin, json: { number: 'Y001YY', platelist_id: second.body.id } });
    await s.request('POST', '/api/v1/plates', { token: admin, json: { number: 'Y002YY', platelist_id: second.body.id } });
    const orgFull = await s.request('POST', '/api/v1/plates', { token: admin, json: { number: 'Y003YY', platelist_id: second.body.id } });
    expect(orgFull.body).toMatchObject({ type: 'limit_exceeded', detail: { plates: 'organization_plate_count' } });

    const usage = await s.request<{ usage: { name: string; current: number; limit: number | null }[] }>('GET', '/api/v1/licenses/usage', { token: admin });
    expect(usage.body.usage.find((u) => u.name === 'plates')).toMatchObject({ current: 5, limit: 100 });
    expect(usage.body.usage.find((u) => u.name === 'faces')).toMatchObject({ current: 0, limit: 100 });
    expect((await s.request('GET', `/api/v1/platelists/${platelistId}`, { token: admin })).body.plate_count).toBe(3);

    // Out of scope: an operator of another group, another organisation.
    expect((await s.request('GET', `/api/v1/plates/${String(plate.body.id)}`, { token: otherAdmin })).status).toBe(404);
    expect((await s.request('DELETE', `/api/v1/plates/${String(plate.body.id)}`, { token: otherAdmin })).status).toBe(404);
    const hidden = await s.request(
      'GET',
      `/api/v1/plates/${String((await s.request<{ plates: { id: number }[] }>('POST', '/api/v1/plates/search', { token: admin, json: { query: { platelist_id: Number(second.body.id) } } })).body.plates[0]?.id)}`,
      { token: operator },
    );
    expect(hidden.status).toBe(404);
  });

  it('plate matching: normalised numbers, list priority, changes seen at once', async () => {
    expect(plateKey('а 123 вс-77')).toBe('A123BC77');
    expect(plateKey('A123BC77')).toBe('A123BC77');
    expect(plateKey('kz 777 abc 02')).toBe('KZ777ABC02');
    const list = await s.request('POST', '/api/v1/platelists', { token: admin, json: { name: 'Staff', priority: 'low' } });
    // The organisation is at its plate limit (previous test): make room.
    const some = await s.request<{ plates: { id: number }[] }>('POST', '/api/v1/plates/search', { token: admin, json: { query: { text: 'Y002YY' } } });
    await s.request('DELETE', `/api/v1/plates/${String(some.body.plates[0]?.id)}`, { token: admin });
    const staff = await s.request('POST', '/api/v1/plates', { token: admin, json: { number: 'A-123-BC-77', platelist_id: list.body.id } });
    expect(staff.status).toBe(200);
    const matches = await matchPlate(s.ctx, s.ctx.db, acme, 'А123ВС 77');
    expect(matches.map((m) => [m.list_name, m.priority, m.similarity, m.exact])).toEqual([
      ['Barred cars', 5, 1, true],
      ['Staff', 1, 1, true],
    ]);
    expect(await matchPlate(s.ctx, s.ctx.db, await organizationByName(s.ctx, 'Globex'), 'A123BC77')).toEqual([]);
    await s.request('PUT', `/api/v1/plates/${String(staff.body.id)}`, { token: admin, json: { number: 'A124BC77' } });
    expect((await matchPlate(s.ctx, s.ctx.db, acme, 'A123BC77')).map((m) => m.list_name)).toEqual(['Barred cars']);
    expect((await matchPlate(s.ctx, s.ctx.db, acme, 'a124bc77')).map((m) => m.list_name)).toEqual(['Staff']);
    // A batch (as ingest matches it): one answer per number, in order; nothing for a number without letters or digits.
    const batch = await matchPlates(s.ctx, s.ctx.db, acme, ['a124bc77', '--', 'X999XX99', 'A123BC77', 'a 124 bc 77']);
    expect(batch.map((m) => m.map((x) => x.list_name))).toEqual([['Staff'], [], [], ['Barred cars'], ['Staff']]);
    await s.request('DELETE', `/api/v1/plates/${String(staff.body.id)}`, { token: admin });
    expect(await matchPlate(s.ctx, s.ctx.db, acme, 'A124BC77')).toEqual([]);
  });

  it('the plates licence limit refuses past the licensed count', async () => {
    const small = await organizationByName(s.ctx, 'Small');
    await grantLicense(s, small, { plates: 1 });
    await s.createUser({ username: 'small-admin', password: 'small-password' }, 'Small');
    const token = await s.token('small-admin', 'small-password');
    const list = await s.request('POST', '/api/v1/platelists', { token, json: { name: 'Cars' } });
    expect((await s.request('POST', '/api/v1/plates', { token, json: { number: 'AB123', platelist_id: list.body.id } })).status).toBe(200);
    const over = await s.request('POST', '/api/v1/plates', { token, json: { number: 'AB124', platelist_id: list.body.id } });
    expect(over.body).toMatchObject({ type: 'limit_exceeded', detail: { plates: 'limit_exceeded' } });
    // Faces are not licensed at all there.
    const faces = await s.request('POST', '/api/v1/facelists', { token, json: { name: 'People' } });
    expect(faces.status).toBe(200);
  });

  it('mandatory data makes the owner fields required', async () => {
    const strict = await startServer(engine, { env: { ARGUS_MANDATORY_DATA: 'true' } });
    try {
      const org = await organizationByName(strict.ctx, 'Strict');
      await grantLicense(strict, org, { plates: 10 });
      await strict.createUser({ username: 'strict-admin', password: 'strict-password' }, 'Strict');
      const token = await strict.token('strict-admin', 'strict-password');
      const list = await strict.request('POST', '/api/v1/platelists', { token, json: { name: 'Cars' } });
      const missing = await strict.request('POST', '/api/v1/plates', { token, json: { number: 'AB123', platelist_id: list.body.id } });
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.detail as object).sort()).toEqual(['owner_document_number', 'owner_full_name']);
      const ok = await strict.request('POST', '/api/v1/plates', {
        token,
        json: { number: 'AB123', platelist_id: list.body.id, owner_full_name: 'Anna Lee', owner_document_number: 'N123456' },
      });
      expect(ok.status).toBe(200);
      const cleared = await strict.request('PUT', `/api/v1/plates/${String(ok.body.id)}`, { token, json: { owner_document_number: null } });
      expect(cleared.status).toBe(422);
    } finally {
      await strict.close();
    }
  }, 60_000);

  it('vehicle makes and models for the forms', async () => {
    const r = await s.request<{ makes: { private_name: string; public_name: string; model: { private_name: string; public_name: string }[] }[] }>(
      'GET',
      '/api/v1/vehicles/makes',
      { token: operator },
    );
    expect(r.status).toBe(200);
    const toyota = r.body.makes.find((m) => m.private_name === 'toyota');
    expect(toyota?.model).toContainEqual({ private_name: 'land_cruiser', public_name: 'Land Cruiser' });
    expect(r.body.makes.length).toBeGreaterThan(20);
  });
});
