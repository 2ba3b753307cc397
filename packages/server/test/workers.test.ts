import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSum } from '../../machine-client/test/support/prometheus';
import { loadConfig, ConfigError } from '../src/config/env';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { capacitygroup, customer, license, onlineEdge, onlineStreamserver, rtsp, type AnyBody } from './support/video';

const ALL = ['face-indexer', 'maintenance', 'pacs', 'scheduler', 'subscriptions', 'webhooks'];

describe('ARGUS_WORKERS', () => {
  it('takes all (the default), none or a comma list; an unknown name stops the start', () => {
    expect([...loadConfig({}).workers].sort()).toEqual([...ALL, 'mqtt'].sort());
    expect([...loadConfig({ ARGUS_WORKERS: 'none' }).workers]).toEqual([]);
    expect([...loadConfig({ ARGUS_WORKERS: ' webhooks, scheduler ' }).workers]).toEqual(['webhooks', 'scheduler']);
    expect(() => loadConfig({ ARGUS_WORKERS: 'webhooks,retention' })).toThrow(ConfigError);
    expect(() => loadConfig({ ARGUS_WORKERS: 'retention' })).toThrow(/unknown worker retention \(known: all, none, scheduler, maintenance/);
  });
});

describe.each(ENGINES)('background workers on %s', (engine) => {
  for (const mode of ['none', 'all'] as const) {
    describe(`ARGUS_WORKERS=${mode}`, () => {
      let s: TestServer;
      beforeAll(async () => {
        // Heartbeats every second, scheduler passes every second: a silent machine is noticed within ~4 s where the scheduler runs.
        process.env.ARGUS_HEARTBEAT_INTERVAL = '1';
        process.env.ARGUS_SCHEDULER_INTERVAL = '1';
        s = await startServer(engine, { env: { ARGUS_WORKERS: mode, ARGUS_ENABLE_METRICS: 'true' } });
      }, 300_000);
      afterAll(async () => {
        delete process.env.ARGUS_HEARTBEAT_INTERVAL;
        delete process.env.ARGUS_SCHEDULER_INTERVAL;
        await s?.close();
      });

      it(
        mode === 'none'
          ? 'serves the API, and no worker runs: a silent edge keeps its camera'
          : 'runs every worker: the camera of a silent edge is taken off it',
        async () => {
          const su = await s.token(ADMIN.username, ADMIN.password);
          const org = await customer(s, su, `Workers ${mode}`);
          await license(s, su, org, { cameras: 4, tp: 4 });
          const group = (await capacitygroup(s, su, `Workers ${mode}`, 10, [org.id])).token;
          const media = await onlineStreamserver(s, su, group, 'Media');
          const edge = await onlineEdge(s, su, group, `WRK-${mode}`);
          // Placed by the pass a change triggers (a request's work, not a worker's).
          const created = await s.request<AnyBody>('POST', '/api/v1/cameras', {
            token: org.token,
            json: { name: 'door', ...rtsp('/door'), video_modules: ['tp'], capacitygroup_token: group },
          });
          expect(created.status).toBe(200);
          const id = Number(created.body.id);
          const camera = async () => (await s.request<AnyBody>('GET', `/api/v1/cameras/${id}`, { token: org.token })).body;
          expect(await camera()).toMatchObject({ state: 'active', edge_id: edge.id, streamserver_id: media.id });

          const metrics = await (await fetch(`${s.url}/metrics`)).text();
          const running = ALL.filter((w) => sampleSum(metrics, 'argus_workers_running', { worker: w }) === 1);
          expect(running).toEqual(mode === 'none' ? [] : ALL);

          // Both machines fall silent (the API's clock passes three heartbeat intervals).
          s.clock.advance(10);
          if (mode === 'all') {
            const until = Date.now() + 20_000;
            while ((await camera()).edge_id !== null && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
            expect(await camera()).toMatchObject({ state: 'inactive', state_reason: 'scheduler_restriction', edge_id: null, streamserver_id: null });
          } else {
            // Several scheduler periods pass: nothing moves it, and the API still answers.
            await new Promise((r) => setTimeout(r, 4000));
            expect(await camera()).toMatchObject({ state: 'active', edge_id: edge.id, streamserver_id: media.id });
            expect((await s.request('GET', '/healthz')).status).toBe(200);
            const audit = await s.ctx.db.selectFrom('audit_logs').selectAll().where('action_type', '=', 'camera_schedule').execute();
            expect(JSON.stringify(audit)).not.toContain('"lost"');
          }
        },
        120_000,
      );
    });
  }
});
