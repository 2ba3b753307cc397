import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryWorkerOf } from '../src/modules/webhooks/worker';
import { ago, eventWorld, postBatch, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, freshPostgres, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import { startReceiver } from './support/receiver';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ENV = { ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true', ARGUS_WEBHOOK_POLL_MS: '50', ARGUS_ORGANIZATION_WEBHOOK_COUNT: '4' };

/** Lets the subscription listener record the hit, then runs the delivery worker until nothing is due (and `until` holds, for at most 5 s). */
async function settle(s: TestServer, until: () => boolean | Promise<boolean> = () => true) {
  const end = Date.now() + 5000;
  do {
    await new Promise((r) => setTimeout(r, 30));
    await deliveryWorkerOf(s.ctx)?.drain();
  } while (!(await until()) && Date.now() < end);
}

async function world(s: TestServer, name: string) {
  const su = await s.token(ADMIN.username, ADMIN.password);
  const w = await eventWorld(s, su, name, 1);
  await grantLicense(s, w.org.id, { webhooks: 10 });
  const sub = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: w.org.token, json: { name: 'Tamper', kind: 'event', event_type: 'tp' } });
  expect(sub.status).toBe(200);
  return { su, w, subscription: Number(sub.body.id) };
}

const tamper = (s: TestServer, w: EventWorld, secondsAgo = 5) => simpleEvent('tp', w.cameras[0] as number, ago(s, secondsAgo), 'tampering');

describe.each(ENGINES)('webhooks (%s)', (engine) => {
  let s: TestServer;
  let su: string;
  let w: EventWorld;
  let subscription: number;
  let rx: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    s = await startServer(engine, { env: ENV });
    ({ su, w, subscription } = await world(s, 'Hooks'));
    rx = await startReceiver();
  });
  afterAll(async () => {
    await s?.close();
    await rx?.close();
  });

  const create = (json: AnyBody) => s.request<AnyBody>('POST', '/api/v1/webhooks', { token: w.org.token, json: { subscription_id: subscription, ...json } });
  const remove = (id: number) => s.request('DELETE', `/api/v1/webhooks/${id}`, { token: w.org.token });

  it('CRUD: secrets are write-only (no GET, PUT or list answers them; the signing secret once, at creation), never in the audit log; template and URL checked; organisation and licence limits; superuser barred', async () => {
    const made = await create({
      name: 'Control room',
      url: `${rx.url}/hook`,
      authentication: { type: 'bearer', token: 'sekret-token-1' },
      rate: { duration: 60, limit: 5 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({
      method: 'POST',
      content_type: 'application/json',
      kind: 'raw',
      is_enabled: true,
      tls_verify: true,
      authentication: { type: 'bearer' },
    });
    expect(made.body.signing_secret).toMatch(/^\S{20,}$/);
    const id = Number(made.body.id);
    // The single GET masks like the list: the edit form leaves secrets blank to keep them.
    const one = await s.request<AnyBody>('GET', `/api/v1/webhooks/${id}`, { token: w.org.token });
    expect(one.status).toBe(200);
    expect(one.body.authentication).toEqual({ type: 'bearer' });
    expect(JSON.stringify(one.body)).not.toMatch(/sekret|signing_secret/);
    expect(JSON.stringify(one.body)).not.toContain(String(made.body.signing_secret));
    const list = await s.request<AnyBody>('GET', '/api/v1/webhooks', { token: w.org.token });
    expect(list.body.webhooks).toEqual([expect.objectContaining({ id, authentication: { type: 'bearer' } })]);
    expect(JSON.stringify(list.body)).not.toMatch(/sekret|signing_secret/);
    const upd = await s.request<AnyBody>('PUT', `/api/v1/webhooks/${id}`, {
      token: w.org.token,
      json: { authentication: { type: 'basic', username: 'ops', password: 'sekret-pass-2' } },
    });
    expect(upd.body.authentication).toEqual({ type: 'basic', username: 'ops' });
    expect(JSON.stringify(upd.body)).not.toMatch(/sekret|signing_secret/);
    expect((await s.request<AnyBody>('GET', '/api/v1/webhooks', { token: w.org.token })).body.webhooks[0].authentication).toEqual({
      type: 'basic',
      username: 'ops',
    });
    const audit = await s.ctx.db.selectFrom('audit_logs').select(['action_type', 'details']).where('object_type', '=', 'webhook').execute();
    expect(audit.map((a) => a.action_type).sort()).toEqual(['webhook_create', 'webhook_update']);
    expect(JSON.stringify(audit)).not.toMatch(/sekret/);

    const badTemplate = await create({ name: 'Bad', url: `${rx.url}/x`, kind: 'template', template: '{"a": "{{ event.number }"}' });
    expect(badTemplate.status).toBe(422);
    expect(badTemplate.body.detail.template).toMatch(/unbalanced|not a placeholder/);
    expect((await create({ name: 'Bad', url: `${rx.url}/x`, kind: 'template', template: '{{ process.env }}' })).body.detail.template).toMatch(/unknown name/);
    expect((await create({ name: 'Bad', url: `${rx.url}/x`, kind: 'template' })).body.detail.template).toMatch(/required/);
    // SSRF at save: link-local and metadata always, whatever the configuration allows.
    for (const url of ['http://169.254.169.254/latest/meta-data', 'http://metadata.google.internal/x', 'http://[fe80::1]/x', 'ftp://example.com/x']) {
      const r = await create({ name: 'SSRF', url });
      expect(r.status, url).toBe(422);
      expect(r.body.detail.url).toBeTruthy();
    }
    // Someone else's subscription: refused; someone else's webhook: 404; the superuser: 403.
    expect((await create({ name: 'Other', url: `${rx.url}/x`, subscription_id: 999999 })).body.detail.subscription_id).toBeTruthy();
    expect((await s.request('GET', '/api/v1/webhooks', { token: su })).status).toBe(403);

    // organization_webhook_count is 4 here.
    const more: number[] = [];
    for (let i = 0; i < 3; i++) more.push(Number((await create({ name: `Hook ${i}`, url: `${rx.url}/x`, is_enabled: false })).body.id));
    const fifth = await create({ name: 'Hook 5', url: `${rx.url}/x` });
    expect(fifth.status).toBe(409);
    expect(fifth.body.detail).toEqual({ webhooks: 'organization_webhook_count' });
    for (const x of [id, ...more]) expect((await remove(x)).status).toBe(204);

    // No licence with webhooks: refused.
    const other = await eventWorld(s, su, 'Unlicensed', 1);
    const sub = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: other.org.token, json: { name: 'Any', kind: 'event' } });
    const r = await s.request<AnyBody>('POST', '/api/v1/webhooks', {
      token: other.org.token,
      json: { name: 'Nope', url: `${rx.url}/x`, subscription_id: Number(sub.body.id) },
    });
    expect(r.status).toBe(409);
    expect(r.body.type).toBe('limit_exceeded');
  });

  it('delivers once, signed, with the template rendered and bearer or basic authentication', async () => {
    const json = await create({
      name: 'JSON',
      url: `${rx.url}/json`,
      kind: 'template',
      authentication: { type: 'bearer', token: 'tok-123' },
      template:
        '{"text": "Tamper at {{event.origin.camera_name}}: {{event.event.reason}}", "id": {{{event.event_id}}}, "sub": {{{subscription}}}, "q": "{{webhook.name}}"}',
    });
    const form = await create({
      name: 'Form "quoted"',
      url: `${rx.url}/form`,
      method: 'PUT',
      kind: 'template',
      content_type: 'application/x-www-form-urlencoded',
      authentication: { type: 'basic', username: 'ops', password: 'p@ss:word' },
      template: 'camera={{event.origin.camera_name}}&id={{event.event_id}}',
    });
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    rx.requests.length = 0;
    await s.ctx.db
      .updateTable('cameras')
      .set({ name: 'North "gate" & co' })
      .where('id', '=', w.cameras[0] ?? 0)
      .execute();
    const e = tamper(s, w);
    await postBatch(s, w.edge.credential, [e]);
    await settle(s, () => rx.requests.length >= 2);
    await settle(s);
    expect(rx.requests).toHaveLength(2);
    const j = rx.requests.find((r) => r.url === '/json');
    const f = rx.requests.find((r) => r.url === '/form');
    expect(j?.method).toBe('POST');
    expect(j?.headers.authorization).toBe('Bearer tok-123');
    expect(j?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(j?.body ?? '')).toEqual({
      text: 'Tamper at North "gate" & co: tampering',
      id: e.event_id,
      sub: { id: subscription, name: 'Tamper' },
      q: 'JSON',
    });
    const ts = String(j?.headers['x-argus-timestamp']);
    const expected = `sha256=${createHmac('sha256', String(json.body.signing_secret))
      .update(`${ts}.${j?.body ?? ''}`)
      .digest('hex')}`;
    expect(j?.headers['x-argus-signature']).toBe(expected);
    expect(j?.headers['x-argus-event']).toBe(e.event_id);
    expect(f?.method).toBe('PUT');
    expect(f?.headers.authorization).toBe(`Basic ${Buffer.from('ops:p@ss:word').toString('base64')}`);
    expect(f?.body).toBe(`camera=${encodeURIComponent('North "gate" & co')}&id=${e.event_id}`);
    const log = await s.request<AnyBody>('GET', `/api/v1/webhooks/${json.body.id}/deliveries`, { token: w.org.token });
    expect(log.body.deliveries).toEqual([expect.objectContaining({ event_id: e.event_id, status: 'delivered', attempts: 1, response_code: 200, error: null })]);
    // Redelivery sends it again.
    expect((await s.request('POST', `/api/v1/webhooks/${json.body.id}/deliveries/${log.body.deliveries[0].id}/redeliver`, { token: w.org.token })).status).toBe(
      204,
    );
    await settle(s, () => rx.requests.length >= 3);
    expect(rx.requests.filter((r) => r.url === '/json')).toHaveLength(2);
    await remove(Number(json.body.id));
    await remove(Number(form.body.id));
  });

  it('holds the rate limit and retries after 500 with backoff until 200', async () => {
    const hook = await create({ name: 'Rated', url: `${rx.url}/rated`, rate: { duration: 60, limit: 2 } });
    rx.requests.length = 0;
    await postBatch(s, w.edge.credential, [tamper(s, w, 9), tamper(s, w, 8), tamper(s, w, 7)]);
    await settle(s, () => rx.requests.length >= 2);
    await settle(s);
    expect(rx.requests).toHaveLength(2);
    s.clock.advance(61);
    await settle(s, () => rx.requests.length >= 3);
    expect(rx.requests).toHaveLength(3);
    await remove(Number(hook.body.id));

    const retry = await create({ name: 'Flaky', url: `${rx.url}/flaky` });
    rx.requests.length = 0;
    rx.answer(500, 503);
    await postBatch(s, w.edge.credential, [tamper(s, w, 6)]);
    await settle(s, () => rx.requests.length >= 1);
    expect(rx.requests).toHaveLength(1);
    let log = (await s.request<AnyBody>('GET', `/api/v1/webhooks/${retry.body.id}/deliveries`, { token: w.org.token })).body.deliveries;
    expect(log[0]).toMatchObject({ status: 'pending', attempts: 1, response_code: 500 });
    s.clock.advance(9); // backoff 10 s: not yet
    await settle(s);
    expect(rx.requests).toHaveLength(1);
    s.clock.advance(1);
    await settle(s, () => rx.requests.length >= 2);
    expect(rx.requests).toHaveLength(2);
    s.clock.advance(20); // second backoff 20 s
    await settle(s, () => rx.requests.length >= 3);
    log = (await s.request<AnyBody>('GET', `/api/v1/webhooks/${retry.body.id}/deliveries`, { token: w.org.token })).body.deliveries;
    expect(log[0]).toMatchObject({ status: 'delivered', attempts: 3, response_code: 200 });
    expect(new Set(rx.requests.map((r) => r.headers['x-argus-delivery'])).size).toBe(1);
    await remove(Number(retry.body.id));
  });

  it('refuses private targets unless the configuration allows them, at save and at delivery', async () => {
    const hook = await create({ name: 'Later private', url: `${rx.url}/private` });
    expect(hook.status).toBe(200);
    s.ctx.config.webhooks.allowPrivate = false;
    const outbound = s.ctx.config.outbound;
    s.ctx.config.outbound = { ...outbound, allow: [] };
    try {
      for (const url of [`${rx.url}/x`, 'http://10.1.2.3/x', 'http://192.168.0.10/x', 'http://localhost:8080/x', 'http://[::1]/x']) {
        expect((await create({ name: 'Private', url })).body.detail?.url, url).toBeTruthy();
      }
      rx.requests.length = 0;
      await postBatch(s, w.edge.credential, [tamper(s, w, 4)]);
      const deliveries = async () => (await s.request<AnyBody>('GET', `/api/v1/webhooks/${hook.body.id}/deliveries`, { token: w.org.token })).body.deliveries;
      // Until the delivery is given up (not a fixed 5 s): a refused target is final, nothing is sent after it.
      await settle(s, async () => (await deliveries())[0]?.status === 'failed');
      expect(rx.requests).toHaveLength(0);
      const log = await deliveries();
      expect(log[0]).toMatchObject({ status: 'failed' });
      expect(log[0].error).toMatch(/refused/);
    } finally {
      s.ctx.config.outbound = outbound;
      s.ctx.config.webhooks.allowPrivate = true;
    }
  });
});

describe.each(ENGINES)('webhooks across a restart (%s)', (engine) => {
  it('a delivery waiting for a retry is sent by the next process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'argus-hooks-'));
    const pg = engine === 'postgres' ? await freshPostgres() : null;
    const options = { env: ENV, ...(pg ? { databaseUrl: pg.url } : { dataDir: dir }) };
    const rx = await startReceiver();
    try {
      const s1 = await startServer(engine, options);
      const { w, subscription } = await world(s1, 'Restart');
      const hook = await s1.request<AnyBody>('POST', '/api/v1/webhooks', {
        token: w.org.token,
        json: { name: 'Durable', url: `${rx.url}/durable`, subscription_id: subscription },
      });
      expect(hook.status).toBe(200);
      rx.answer(500);
      const e = tamper(s1, w);
      await postBatch(s1, w.edge.credential, [e]);
      await settle(s1, () => rx.requests.length >= 1);
      expect(rx.requests).toHaveLength(1);
      await s1.close();

      const s2 = await startServer(engine, options);
      try {
        s2.clock.advance(11);
        await settle(s2, () => rx.requests.length >= 2);
        expect(rx.requests).toHaveLength(2);
        expect(rx.requests[1]?.headers['x-argus-event']).toBe(e.event_id);
        const row = await s2.ctx.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: 'delivered', attempts: 2, response_code: 200 });
        await settle(s2);
        expect(rx.requests).toHaveLength(2);
      } finally {
        await s2.close();
      }
    } finally {
      await rx.close();
      if (pg) await pg.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
