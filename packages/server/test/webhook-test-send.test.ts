import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ago, eventWorld, postBatch, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import { startReceiver } from './support/receiver';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(ENGINES)('webhook test-send (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  let subscription: number;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let su: string;

  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true', ARGUS_WEBHOOK_POLL_MS: '60000' } });
    su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Tester', 1);
    await grantLicense(s, w.org.id, { webhooks: 10 });
    const sub = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: w.org.token, json: { name: 'Tamper', kind: 'event', event_type: 'tp' } });
    subscription = Number(sub.body.id);
    rx = await startReceiver();
  });
  afterAll(async () => {
    await s?.close();
    await rx?.close();
  });

  const create = (json: AnyBody) => s.request<AnyBody>('POST', '/api/v1/webhooks', { token: w.org.token, json: { subscription_id: subscription, ...json } });
  const test = (id: number, token = w.org.token) => s.request<AnyBody>('POST', `/api/v1/webhooks/${id}/test`, { token });

  it('sends one signed request now (a sample before any match, then the newest matched event) and answers its outcome; nothing is logged or queued', async () => {
    const made = await create({
      name: 'Control room',
      url: `${rx.url}/test`,
      kind: 'template',
      is_enabled: false,
      authentication: { type: 'basic', username: 'ops', password: 'pw' },
      template: '{"camera": "{{event.origin.camera_name}}", "test": {{{delivery.test}}}, "event": "{{event.event_id}}"}',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = Number(made.body.id);

    // Before any match: the sample event, marked test; the disabled webhook can still be tried.
    const first = await test(id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ ok: true, response_code: 200, error: null, event_id: null });
    expect(first.body.latency_ms).toBeGreaterThanOrEqual(0);
    expect(rx.requests).toHaveLength(1);
    const r1 = rx.requests[0];
    expect(JSON.parse(r1?.body ?? '')).toEqual({ camera: 'Test', test: true, event: '00000000-0000-4000-8000-000000000000' });
    expect(r1?.headers.authorization).toBe(`Basic ${Buffer.from('ops:pw').toString('base64')}`);
    expect(r1?.headers['x-argus-delivery']).toBe('test');
    const expected = `sha256=${createHmac('sha256', made.body.signing_secret).update(`${r1?.headers['x-argus-timestamp']}.${r1?.body}`).digest('hex')}`;
    expect(r1?.headers['x-argus-signature']).toBe(expected);

    // After a match: the newest matched event.
    const e = simpleEvent('tp', w.cameras[0] as number, ago(s, 5), 'tampering');
    await postBatch(s, w.edge.credential, [e]);
    const until = Date.now() + 5000;
    while (
      !(await s.ctx.db.selectFrom('subscription_hits').select('event_id').where('subscription_id', '=', subscription).executeTakeFirst()) &&
      Date.now() < until
    ) {
      await new Promise((r) => setTimeout(r, 30));
    }
    rx.answer(500);
    const second = await test(id);
    expect(second.body).toMatchObject({ ok: false, response_code: 500, error: 'answered 500', event_id: e.event_id });
    expect(JSON.parse(rx.requests[1]?.body ?? '')).toMatchObject({ camera: 'Tester cam 0', event: e.event_id });
    // Not queued (the webhook is disabled, so no delivery was made for the match) and not in the log.
    expect((await s.request<AnyBody>('GET', `/api/v1/webhooks/${id}/deliveries`, { token: w.org.token })).body.deliveries).toEqual([]);
    expect(rx.requests).toHaveLength(2);

    // A closed port: the error, no code.
    const closed = await create({ name: 'Closed', url: 'http://127.0.0.1:1/none', is_enabled: false });
    const third = await test(Number(closed.body.id));
    expect(third.body).toMatchObject({ ok: false, response_code: null });
    expect(third.body.error).toMatch(/ECONNREFUSED/);

    // Someone else's webhook: 404; the superuser: 403.
    const other = await eventWorld(s, su, 'Outsider', 1);
    expect((await test(id, other.org.token)).status).toBe(404);
    expect((await test(id, su)).status).toBe(403);
  });

  it('refuses private targets unless the configuration allows them', async () => {
    const strict = await startServer(engine, { env: { ARGUS_WEBHOOK_POLL_MS: '60000', ARGUS_OUTBOUND_ALLOW_CIDRS: '' } });
    try {
      const root = await strict.token(ADMIN.username, ADMIN.password);
      const ww = await eventWorld(strict, root, 'Strict', 1);
      await grantLicense(strict, ww.org.id, { webhooks: 10 });
      const sub = await strict.request<AnyBody>('POST', '/api/v1/subscriptions', { token: ww.org.token, json: { name: 'Any', kind: 'event' } });
      // Stored while allowed elsewhere (as after a configuration change): the test refuses it without a request.
      const row = await strict.ctx.db
        .insertInto('webhooks')
        .values({
          organization_id: ww.org.id,
          user_id: (await strict.ctx.db.selectFrom('users').select('id').where('organization_id', '=', ww.org.id).executeTakeFirstOrThrow()).id,
          subscription_id: Number(sub.body.id),
          name: 'Loopback',
          method: 'POST',
          url: `${rx.url}/private`,
          content_type: 'application/json',
          tls_verify: true,
          kind: 'raw',
          template: null,
          is_enabled: true,
          authentication: null,
          signing_secret: 'x',
          rate_duration: 60,
          rate_limit: 10,
          created_at: strict.clock.now(),
          updated_at: strict.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const before = rx.requests.length;
      const r = await strict.request<AnyBody>('POST', `/api/v1/webhooks/${row.id}/test`, { token: ww.org.token });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ ok: false, response_code: null, latency_ms: 0 });
      expect(r.body.error).toMatch(/target refused/);
      expect(rx.requests.length).toBe(before);
    } finally {
      await strict.close();
    }
    // A second server of its own starts here: on a loaded machine that alone takes 10–20 s.
  }, 180_000);
});
