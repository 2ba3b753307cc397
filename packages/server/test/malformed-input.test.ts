import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseInputError } from '../src/http/db-errors';
import { ADMIN, ENGINES, startServer, type Reply, type TestServer } from './support/harness';

/** Malformed input answers 4xx in the catalogue's envelope, never 500: each case once answered 500 or a bare body. */
describe.each(ENGINES)('malformed input on %s', (engine) => {
  let s: TestServer;
  let token = '';
  let groupId = 0;

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    const org = await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Input org' } });
    const group = await s.request('POST', '/api/v1/groups', { token: su, json: { name: 'Input team', organization_id: Number(org.body.id) } });
    groupId = Number(group.body.id);
    const email = 'input-admin@input.test';
    await s.request('POST', '/api/v1/users', {
      token: su,
      json: { email, password: 'input-password', role_id: 1, organization_id: Number(org.body.id), group_ids: [groupId] },
    });
    token = await s.token(email, 'input-password');
  });
  afterAll(async () => s?.close());

  const expectError = (r: Reply, status: number, type: string) => {
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(r.body).toMatchObject({ type, status_code: status });
    expect(typeof r.body.message).toBe('string');
  };
  const rawJson = (text: string) => ({ token, raw: { body: text, contentType: 'application/json' } });

  it('a number sent as a string in a JSON body is refused, "1e999" included', async () => {
    expectError(await s.request('POST', '/api/v1/cameras/search', { token, json: { query: {}, limit: '1e999' } }), 422, 'validation');
    expectError(await s.request('POST', '/api/v1/cameras/search', { token, json: { query: {}, limit: '5' } }), 422, 'validation');
  });

  it('a non-finite number is refused: 1e400 in JSON, "1e400" and "Infinity" in a query string', async () => {
    expectError(await s.request('POST', '/api/v1/cameras/search', rawJson('{"query":{},"limit":1e400}')), 422, 'validation');
    expectError(await s.request('GET', '/api/v1/sensors?place_id=1e400', { token }), 422, 'validation');
    expectError(await s.request('GET', '/api/v1/sensors?place_id=Infinity', { token }), 422, 'validation');
  });

  it('an id of 2^31 or more is refused in a body and in a query string', async () => {
    const members = `/api/v1/groups/${groupId}/members`;
    expectError(await s.request('POST', members, { token, json: { user_ids: 2147483648 } }), 422, 'validation');
    expectError(await s.request('POST', members, { token, json: { user_ids: [2147483648] } }), 422, 'validation');
    expectError(await s.request('GET', '/api/v1/events?group_id=2147483648', { token }), 422, 'validation');
    expectError(await s.request('GET', '/api/v1/pacses?list_id=2147483648', { token }), 422, 'validation');
    // A nullable id is an id.
    const category = await s.request('POST', '/api/v1/placecategories', { token, json: { name: 'Sites' } });
    expectError(await s.request('PUT', `/api/v1/placecategories/${String(category.body.id)}`, { token, json: { parent_id: 2147483648 } }), 422, 'validation');
  });

  it('a NUL byte is refused, signed out too', async () => {
    const signIn = await s.request('POST', '/api/v1/token', { form: { username: '\u0000', password: 'x', grant_type: 'password' } });
    expectError(signIn, 422, 'validation');
    const place = await s.request('POST', '/api/v1/places', { token, json: { name: 'nul\u0000byte', latitude: 51.1, longitude: 71.4 } });
    expectError(place, 422, 'validation');
    expect(place.body.detail).toEqual({ name: 'must not contain NUL characters or unpaired surrogates' });
    expectError(await s.request('GET', '/api/v1/facelists?text=%00', { token }), 422, 'validation');
    const form = new FormData();
    form.append('name', 'plan\u0000');
    form.append('place_id', '1');
    const plan = await fetch(`${s.url}/api/v1/plans`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(plan.status).toBe(422);
    expect(await plan.json()).toMatchObject({ type: 'validation', detail: { name: 'must not contain NUL characters or unpaired surrogates' } });
  });

  it('a lone surrogate is not stored as JSON', async () => {
    const r = await s.request('PUT', '/api/v1/users/me', rawJson('{"attributes":{"note":"\\ud800"}}'));
    expectError(r, 422, 'validation');
    expect(r.body.detail).toEqual({ 'attributes.note': 'must not contain NUL characters or unpaired surrogates' });
  });

  it('a cut multipart body is bad_request', async () => {
    const cut = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nPlan';
    expectError(await s.request('POST', '/api/v1/plans', { token, raw: { body: cut, contentType: 'multipart/form-data; boundary=x' } }), 400, 'bad_request');
    expectError(await s.request('POST', '/api/v1/plans', { token, raw: { body: '--x\r\n', contentType: 'multipart/form-data' } }), 400, 'bad_request');
  });

  it("the database's refusal of a value (check constraint, out of range) is bad_request", async () => {
    const refusal = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        return databaseInputError(error);
      }
      throw new Error('the database took the value');
    };
    const check = await refusal(() =>
      sql`insert into capacitygroups (token, name, capacity, rpc_auth_secret_hash, ticket_secret) values ('neg', 'Negative', -1, 'x', 'x')`.execute(s.ctx.db),
    );
    expect(check?.toBody()).toMatchObject({ type: 'bad_request', status_code: 400 });
    const range = await refusal(() => s.ctx.db.selectFrom('users').select('id').where('id', '=', 2147483648).execute());
    expect(range?.toBody()).toMatchObject({ type: 'bad_request', status_code: 400 });
  });

  it('router refusals have the envelope: a path that is not UTF-8 (400), an overlong parameter (414)', async () => {
    expectError(await s.request('PUT', '/api/v1/users/%ff/2fa', { token }), 400, 'bad_request');
    expectError(await s.request('PUT', `/api/v1/users/${'9'.repeat(300)}/2fa`, { token }), 414, 'bad_request');
  });

  it('headers too large (431) have the envelope', async () => {
    const url = new URL(s.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, path: '/api/v1/users/me', headers: { 'x-big': 'a'.repeat(20_000) } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'bad_request', status_code: 431 });
  });
});
