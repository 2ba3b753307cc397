import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemo } from '../src/bootstrap';
import { checkLimit } from '../src/modules/licenses/limits';
import { ENGINES, startServer, type TestServer } from './support/harness';

describe.each(ENGINES)('first start on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => s?.close());

  it('creates the demo organisation once, with an administrator who can sign in and an active trial licence', async () => {
    const demo = await ensureDemo(s.ctx);
    expect(demo).toMatchObject({ username: 'demo', organization: 'Demo', licensed: true });
    expect(await ensureDemo(s.ctx)).toBeNull();

    const token = await s.token('demo', String(demo?.password));
    const me = await s.request('GET', '/api/v1/users/me', { token });
    expect(me.body).toMatchObject({ role_id: 1, organization: { name: 'Demo' } });
    const licences = await s.request<{ licenses: { is_active: boolean; organization_id: number }[] }>('GET', '/api/v1/licenses?only_active=true', { token });
    expect(licences.status).toBe(200);
    expect(licences.body.licenses).toHaveLength(1);

    const org = Number(me.body.organization_id);
    const cameras = await s.ctx.db.transaction().execute((tx) => checkLimit(s.ctx, tx, org, 'cameras', 4));
    expect(cameras).toMatchObject({ allowed: true, limit: 4 });
    const tooMany = await s.ctx.db.transaction().execute((tx) => checkLimit(s.ctx, tx, org, 'cameras', 5));
    expect(tooMany.allowed).toBe(false);
  });
});
