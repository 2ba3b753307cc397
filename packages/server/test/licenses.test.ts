import type { License, LicenseFile, UsageCounter } from '@argus/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/errors';
import { newDocument, signDocument } from '../src/modules/licenses/document';
import { supplierKeys } from '../src/modules/licenses/keys';
import { activeLicenses, checkLimit, requireLimit } from '../src/modules/licenses/limits';
import { registerUsage } from '../src/modules/licenses/usage';
import { organizationByName } from '../src/modules/users/service';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { DAY, multipart } from './support/licenses';

describe.each(ENGINES)('licences on %s', (engine) => {
  let s: TestServer;
  let su: string;
  const iso = (offsetS: number) => new Date(s.clock.ms + offsetS * 1000).toISOString();

  /** An organisation with an administrator (and its token). */
  async function customer(org: string) {
    const username = `${org.toLowerCase()}-admin`;
    await s.createUser({ username, password: 'admin-password' }, org);
    return { id: await organizationByName(s.ctx, org), token: await s.token(username, 'admin-password') };
  }

  async function issue(organizationId: number, extra: Record<string, unknown> = {}) {
    const r = await s.request<License>('POST', '/api/v1/licenses', {
      token: su,
      json: { organization_id: organizationId, expiry_date: iso(365 * DAY), consents: [], ...extra },
    });
    expect(r.status).toBe(201);
    return r.body;
  }

  async function download(token: string, id: string) {
    const r = await s.request<LicenseFile>('GET', `/api/v1/licenses/${id}/file`, { token });
    expect(r.status).toBe(200);
    return r.body;
  }

  const activate = async (token: string, file: unknown) =>
    s.request<License & { type?: string; detail?: Record<string, string> }>('POST', '/api/v1/licenses/activate', {
      token,
      raw: await multipart(typeof file === 'string' ? file : JSON.stringify(file)),
    });

  beforeAll(async () => {
    s = await startServer(engine);
  });
  // Tests move the clock by days: a fresh superuser token each time.
  beforeEach(async () => {
    su = await s.token(ADMIN.username, ADMIN.password);
  });
  afterAll(async () => s?.close());

  it('the superuser issues, the customer administrator activates, and the licence is listed active', async () => {
    const acme = await customer('Acme');
    const issued = await issue(acme.id, {
      limits: { cameras: 10, fr: 2 },
      consents: [{ name: 'fr', kind: 'feature', value: true }],
      support_expiry_date: iso(180 * DAY),
    });
    expect(issued).toMatchObject({ organization_id: acme.id, is_active: false, activated_at: null, limits: { cameras: 10, fr: 2 } });
    expect(issued.id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await s.request<{ licenses: License[] }>('GET', '/api/v1/licenses', { token: acme.token });
    expect(listed.body.licenses.map((l) => [l.id, l.is_active])).toEqual([[issued.id, false]]);
    expect((await s.request<{ licenses: License[] }>('GET', '/api/v1/licenses?only_active=true', { token: acme.token })).body.licenses).toEqual([]);

    const raw = await s.request('GET', `/api/v1/licenses/${issued.id}/file`, { token: acme.token });
    expect(raw.headers.get('content-disposition')).toBe(`attachment; filename="license-${issued.id}.json"`);
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    const file = raw.body as unknown as LicenseFile;
    expect(file.document).toMatchObject({ id: issued.id, organization_id: acme.id, limits: { cameras: 10, fr: 2 } });

    const on = await activate(acme.token, file);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: issued.id, is_active: true, activated_at: iso(0), deactivated_at: null });
    const active = await s.request<{ licenses: License[] }>('GET', '/api/v1/licenses?only_active=true', { token: acme.token });
    expect(active.body.licenses.map((l) => l.id)).toEqual([issued.id]);

    const again = await activate(acme.token, file);
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('license_already_active');

    const off = await s.request<License>('POST', `/api/v1/licenses/${issued.id}/deactivate`, { token: acme.token });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ is_active: false, deactivated_at: iso(0) });
    expect((await s.request('POST', `/api/v1/licenses/${issued.id}/deactivate`, { token: acme.token })).status).toBe(409);
    // The file's JSON as the body works as well as a multipart upload.
    const json = await s.request<License>('POST', '/api/v1/licenses/activate', { token: acme.token, json: file });
    expect(json.status).toBe(200);
    expect(json.body.is_active).toBe(true);

    const audit = await s.ctx.db.selectFrom('audit_logs').select(['action_type', 'organization_id']).where('object_id', '=', issued.id).orderBy('id').execute();
    expect(audit).toEqual(
      ['license_create', 'license_activate', 'license_deactivate', 'license_activate'].map((action_type) => ({ action_type, organization_id: acme.id })),
    );
  });

  it('refuses a tampered, foreign-signed or malformed licence file', async () => {
    const t = await customer('Tamper');
    const file = await download(t.token, (await issue(t.id, { limits: { cameras: 2 } })).id);
    const raised = { ...file, document: { ...file.document, limits: { cameras: 200 } } };
    const tampered = await activate(t.token, raised);
    expect(tampered.status).toBe(422);
    expect(tampered.body.type).toBe('license_invalid_signature');
    const flipped = file.signature.startsWith('A') ? `B${file.signature.slice(1)}` : `A${file.signature.slice(1)}`;
    expect((await activate(t.token, { ...file, signature: flipped })).body.type).toBe('license_invalid_signature');

    const notJson = await activate(t.token, 'not a licence');
    expect(notJson.status).toBe(422);
    expect(notJson.body).toMatchObject({ type: 'validation', detail: { file: 'is not a licence file (not JSON)' } });
    const shape = await activate(t.token, { document: { id: 'x' }, signature: 'y' });
    expect(shape.body.type).toBe('validation');
    expect(shape.body.detail?.file).toMatch(/^is not a licence file/);
    expect((await s.request('POST', '/api/v1/licenses/activate', { token: t.token, json: {} })).status).toBe(422);
    const big = await activate(t.token, 'x'.repeat(70 * 1024));
    expect(big.status).toBe(413);
    expect(await s.ctx.db.selectFrom('licenses').select('id').where('organization_id', '=', t.id).where('activated_at', 'is not', null).execute()).toEqual([]);
  });

  it("refuses a licence of another organisation; another organisation's licence id answers 404", async () => {
    const mine = await customer('Mine');
    const theirs = await customer('Theirs');
    const foreign = await issue(theirs.id);
    const file = await download(theirs.token, foreign.id);
    const r = await activate(mine.token, file);
    expect(r.status).toBe(422);
    expect(r.body.type).toBe('license_wrong_organization');

    for (const [method, url] of [
      ['GET', `/api/v1/licenses/${foreign.id}/file`],
      ['POST', `/api/v1/licenses/${foreign.id}/deactivate`],
      ['GET', '/api/v1/licenses/6f1c3a0e-1b2c-4d5e-8f90-123456789abc/file'],
    ] as const) {
      const answer = await s.request(method, url, { token: mine.token });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ type: 'not_found' });
      expect(JSON.stringify(answer.body)).not.toContain(foreign.id);
    }
    expect((await s.request('GET', '/api/v1/licenses/not-a-uuid/file', { token: mine.token })).status).toBe(422);
    const listed = await s.request<{ licenses: License[] }>('GET', `/api/v1/licenses?organization_id=${theirs.id}`, { token: mine.token });
    expect(listed.body.licenses).toEqual([]);
    expect((await s.request('GET', `/api/v1/licenses/usage?organization_id=${theirs.id}`, { token: mine.token })).status).toBe(404);
    // The superuser sees both, and filters by organisation.
    const all = await s.request<{ licenses: License[] }>('GET', `/api/v1/licenses?organization_id=${theirs.id}`, { token: su });
    expect(all.body.licenses.map((l) => l.id)).toEqual([foreign.id]);
  });

  it('refuses an expired licence, and an active licence stops counting once it expires', async () => {
    const org = await customer('Expiring');
    const stale = await issue(org.id, { expiry_date: iso(DAY) });
    const staleFile = await download(org.token, stale.id);
    const lasting = await issue(org.id, { expiry_date: iso(3 * DAY), limits: { cameras: 5 } });
    expect((await activate(org.token, await download(org.token, lasting.id))).status).toBe(200);

    s.clock.advance(2 * DAY);
    org.token = await s.token('expiring-admin', 'admin-password');
    const expired = await activate(org.token, staleFile);
    expect(expired.status).toBe(422);
    expect(expired.body.type).toBe('license_expired');
    expect((await activeLicenses(s.ctx, org.id)).map((l) => l.id)).toEqual([lasting.id]);
    expect(await s.ctx.db.transaction().execute((tx) => checkLimit(s.ctx, tx, org.id, 'cameras'))).toMatchObject({ allowed: true, limit: 5 });

    s.clock.advance(DAY + 1);
    org.token = await s.token('expiring-admin', 'admin-password');
    expect(await activeLicenses(s.ctx, org.id)).toEqual([]);
    expect(await s.ctx.db.transaction().execute((tx) => checkLimit(s.ctx, tx, org.id, 'cameras'))).toMatchObject({
      allowed: false,
      reason: 'no_active_license',
    });
    const listed = await s.request<{ licenses: License[] }>('GET', '/api/v1/licenses', { token: org.token });
    expect(listed.body.licenses.find((l) => l.id === lasting.id)).toMatchObject({ is_active: false, deactivated_at: null });
    expect((await s.request<{ licenses: License[] }>('GET', '/api/v1/licenses?only_active=true', { token: org.token })).body.licenses).toEqual([]);
    const usage = await s.request<{ usage: UsageCounter[] }>('GET', '/api/v1/licenses/usage', { token: org.token });
    expect(usage.body.usage.find((c) => c.name === 'cameras')).toEqual({ name: 'cameras', kind: 'limit', current: 0, limit: 0 });
  });

  it('checkLimit enforces the limits of the active licences, which add up', async () => {
    const org = await customer('Limits');
    const check = (name: string, wanted = 1) => s.ctx.db.transaction().execute((tx) => checkLimit(s.ctx, tx, org.id, name, wanted));
    expect(await check('cameras')).toEqual({ allowed: false, reason: 'no_active_license', name: 'cameras', current: 0, limit: 0 });
    expect(await check('users')).toEqual({ allowed: true, reason: 'ok', name: 'users', current: 1, limit: null });

    const first = await issue(org.id, { limits: { cameras: 2, users: 3 }, consents: [{ name: 'faces', kind: 'limit', value: 4 }] });
    await activate(org.token, await download(org.token, first.id));
    expect(await check('cameras', 2)).toMatchObject({ allowed: true, reason: 'ok', limit: 2 });
    expect(await check('cameras', 3)).toMatchObject({ allowed: false, reason: 'limit_exceeded', limit: 2 });
    expect(await check('faces', 4)).toMatchObject({ allowed: true, limit: 4 });
    expect(await check('fr')).toMatchObject({ allowed: false, reason: 'not_licensed', limit: 0 });
    expect(await check('users', 2)).toMatchObject({ allowed: true, current: 1, limit: 3 });
    await s.createUser({ username: 'limits-op1', password: 'op-password', roleId: 3 }, 'Limits');
    await s.createUser({ username: 'limits-op2', password: 'op-password', roleId: 3 }, 'Limits');
    expect(await check('users')).toMatchObject({ allowed: false, reason: 'limit_exceeded', current: 3, limit: 3 });
    const refused = await s.ctx.db.transaction().execute((tx) => requireLimit(s.ctx, tx, org.id, 'users').catch((e: unknown) => e));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ type: 'limit_exceeded', statusCode: 409, detail: { users: 'limit_exceeded' } });

    const second = await issue(org.id, { limits: { cameras: 3 } });
    await activate(org.token, await download(org.token, second.id));
    expect(await check('cameras', 5)).toMatchObject({ allowed: true, limit: 5 });
    expect(await check('cameras', 6)).toMatchObject({ allowed: false, limit: 5 });

    // A later module plugs its counter in; the limit then counts what it counts.
    registerUsage('widgets', async () => 7);
    const third = await issue(org.id, { limits: { widgets: 8 } });
    await activate(org.token, await download(org.token, third.id));
    expect(await check('widgets')).toMatchObject({ allowed: true, current: 7, limit: 8 });
    expect(await check('widgets', 2)).toMatchObject({ allowed: false, reason: 'limit_exceeded' });
    await expect(s.ctx.db.transaction().execute((tx) => checkLimit(s.ctx, tx, org.id, 'no_such_thing'))).rejects.toThrow(/no usage counter/);
  });

  it('answers usage counters of the organisation: what exists against what is licensed', async () => {
    const org = await customer('Usage');
    await s.createUser({ username: 'usage-op', password: 'op-password', roleId: 3 }, 'Usage');
    await s.ctx.db.insertInto('groups').values({ organization_id: org.id, name: 'Night shift' }).execute();
    const counters = async (token = org.token, query = '') => {
      const r = await s.request<{ usage: UsageCounter[] }>('GET', `/api/v1/licenses/usage${query}`, { token });
      expect(r.status).toBe(200);
      return Object.fromEntries(r.body.usage.map((c) => [c.name, [c.kind, c.current, c.limit]]));
    };
    expect(await counters()).toMatchObject({
      cameras: ['limit', 0, 0],
      fr: ['limit', 0, 0],
      faces: ['limit', 0, 0],
      webhooks: ['limit', 0, 0],
      users: ['limit', 2, null],
      groups: ['limit', 1, null],
    });
    const licence = await issue(org.id, { limits: { cameras: 10, fr: 4, users: 5, webhooks: 3 } });
    await activate(org.token, await download(org.token, licence.id));
    const after = await counters();
    expect(after).toMatchObject({
      cameras: ['limit', 0, 10],
      tp: ['limit', 0, 0],
      fr: ['limit', 0, 4],
      sa: ['limit', 0, 0],
      lpr: ['limit', 0, 0],
      ao: ['limit', 0, 0],
      faces: ['limit', 0, 0],
      plates: ['limit', 0, 0],
      webhooks: ['limit', 0, 3],
      users: ['limit', 2, 5],
      groups: ['limit', 1, null],
    });
    // An operator reads it too; the superuser names the organisation.
    await s.createUser({ username: 'usage-op2', password: 'op-password', roleId: 3 }, 'Usage');
    expect((await counters(await s.token('usage-op2', 'op-password'))).users).toEqual(['limit', 3, 5]);
    expect(await counters(su, `?organization_id=${org.id}`)).toMatchObject({ users: ['limit', 3, 5], cameras: ['limit', 0, 10] });
    const missing = await s.request('GET', '/api/v1/licenses/usage', { token: su });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toEqual({ organization_id: 'is required' });
    expect((await s.request('GET', '/api/v1/licenses/usage?organization_id=999999', { token: su })).status).toBe(404);
  });

  it('only the superuser issues, only holders of license_activate activate or deactivate', async () => {
    const org = await customer('Roles');
    await s.createUser({ username: 'roles-op', password: 'op-password', roleId: 3 }, 'Roles');
    const operator = await s.token('roles-op', 'op-password');
    const licence = await issue(org.id);
    const file = await download(operator, licence.id);
    expect((await s.request('GET', '/api/v1/licenses', { token: operator })).status).toBe(200);
    const denied = await activate(operator, file);
    expect(denied.status).toBe(403);
    expect(denied.body.type).toBe('forbidden');
    expect((await s.request('POST', `/api/v1/licenses/${licence.id}/deactivate`, { token: operator })).status).toBe(403);
    const byCustomer = await s.request('POST', '/api/v1/licenses', {
      token: org.token,
      json: { organization_id: org.id, expiry_date: iso(DAY), consents: [] },
    });
    expect(byCustomer.status).toBe(403);
    expect((await activate(su, file)).status).toBe(403);
    // The supplier may withdraw an active licence.
    await activate(org.token, file);
    expect((await s.request<License>('POST', `/api/v1/licenses/${licence.id}/deactivate`, { token: su })).body.is_active).toBe(false);
  });

  it('validates an issue request: expiry in the future, an existing organisation', async () => {
    const org = await customer('Issuing');
    const post = (json: Record<string, unknown>) =>
      s.request('POST', '/api/v1/licenses', { token: su, json: { organization_id: org.id, consents: [], ...json } });
    expect((await post({ expiry_date: iso(-DAY) })).body).toMatchObject({ type: 'validation', detail: { expiry_date: 'must be in the future' } });
    expect((await post({ expiry_date: iso(DAY), organization_id: 999999 })).body).toMatchObject({ detail: { organization_id: 'no such organization' } });
    expect((await post({ expiry_date: '2030-01-01' })).status).toBe(422);
    expect((await post({ expiry_date: iso(DAY), limits: { Cameras: 1 } })).status).toBe(422);
    expect((await post({ expiry_date: iso(DAY), limits: { cameras: -1 } })).status).toBe(422);
  });

  it('concurrent activations of one file: exactly one succeeds', async () => {
    const org = await customer('Race');
    const key = supplierKeys(s.ctx.config).privateKey;
    if (!key) throw new Error('no private key');
    // Signed outside this server (as the CLI does), so the first activation also stores it.
    const document = newDocument({
      organizationId: org.id,
      issueDate: s.clock.now(),
      expiryDate: new Date(s.clock.ms + DAY * 1000),
      supportExpiryDate: null,
      limits: { cameras: 1 },
      consents: [],
    });
    const file = signDocument(document, key);
    const answers = await Promise.all([1, 2, 3].map(() => activate(org.token, file)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.type)).toEqual(['license_already_active', 'license_already_active']);
    expect((await activeLicenses(s.ctx, org.id)).map((l) => l.id)).toEqual([document.id]);
  });

  it('pages the list with a cursor, newest first', async () => {
    const org = await customer('Paging');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await issue(org.id)).id);
      s.clock.advance(1);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const r = await s.request<{ licenses: License[]; pagination: { cursor: string | null } }>('GET', `/api/v1/licenses?limit=2${q}`, { token: org.token });
      expect(r.status).toBe(200);
      seen.push(...r.body.licenses.map((l) => l.id));
      cursor = r.body.pagination.cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    expect((await s.request('GET', '/api/v1/licenses?cursor=garbage', { token: org.token })).status).toBe(422);
  });
});
