import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { redactUrls } from '@argus/machine-client';
import { freePort, waitFor } from './support/media';
import { requester } from './support/harness';

/**
 * Secrets never reach a log line of any process: the API server (pino) and the media service
 * (console) run as their own processes with known secrets in camera URLs, passwords, webhook
 * tokens and capacity-group secrets; every line they write during the run is searched for them.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRETS = {
  admin: 'Adm1n-Secret-7f3a9',
  camera: 'campass-Secret-91bd2',
  webhook: 'whtoken-Secret-5c0e1',
  basic: 'whbasic-Secret-2a7d4',
  rpc: 'rpcsecret-Secret-8e6f3',
  ticket: 'ticketsecret-Secret-4b1c9',
};

interface Run {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function run(main: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', main], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return {
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

describe('secrets in logs', () => {
  const dirs: string[] = [];
  const runs: Run[] = [];
  afterAll(async () => {
    for (const r of runs) await r.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('redacts the user info of URLs', () => {
    expect(redactUrls(`ffmpeg: rtsp://camuser:${SECRETS.camera}@10.0.0.5:554/live failed`)).toBe('ffmpeg: rtsp://10.0.0.5:554/live failed');
    expect(redactUrls('"http://u%40x:p%3Aw@h/a" and https://host/p?q=a@b')).toBe('"http://h/a" and https://host/p?q=a@b');
  });

  it('the media service reconnecting to a camera never logs its password', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'argus-logs-media-'));
    dirs.push(dir);
    const closed = await freePort(); // nothing listens: every attempt fails and is retried
    const media = run('packages/media/src/main.ts', {
      ARGUS_MEDIA_DATA_DIR: dir,
      ARGUS_MEDIA_PORT: String(await freePort()),
      ARGUS_MEDIA_DEMO: 'false',
      ARGUS_API_URL: '',
      ARGUS_MEDIA_CAMERAS: JSON.stringify([{ id: 'gate', source: { protocol: 'rtsp', url: `rtsp://camuser:${SECRETS.camera}@127.0.0.1:${closed}/live` } }]),
    });
    runs.push(media);
    // Two failed connections and their reasons, as an operator would read them.
    await waitFor(
      async () => (media.output().match(new RegExp(`127\\.0\\.0\\.1:${closed}`, 'g'))?.length ?? 0) >= 2,
      60_000,
      `media lines naming the camera:\n${media.output()}`,
    );
    await media.stop();
    expect(media.output()).toContain('rtsp://127.0.0.1');
    for (const secret of Object.values(SECRETS)) expect(media.output()).not.toContain(secret);
    expect(media.output()).not.toContain('camuser');
  }, 120_000);

  it('the API server logs none of the secrets it is given', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'argus-logs-api-'));
    dirs.push(dir);
    const port = await freePort();
    const api = run('packages/server/src/main.ts', {
      ARGUS_DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ARGUS_ADMIN_PASSWORD: SECRETS.admin,
      ARGUS_DEMO: 'false',
      ARGUS_WEB_DIST: path.join(dir, 'no-console'),
      ARGUS_API_PROCESSES: '1',
      ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true',
      LOG_LEVEL: 'debug',
    });
    runs.push(api);
    await waitFor(async () => api.output().includes('listening'), 90_000, `the API to start:\n${api.output()}`);
    const c = requester(`http://127.0.0.1:${port}`);
    const su = await c.token('admin', SECRETS.admin);
    expect((await c.signIn('admin', `${SECRETS.admin}-wrong`)).status).toBe(400);
    const org = await c.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Logsco' } });
    const orgId = Number(org.body.id);
    const cg = await c.request('POST', '/api/v1/capacitygroups', {
      token: su,
      json: { name: 'Logs', capacity: 10, organization_ids: [orgId], rpc_auth_secret: SECRETS.rpc, ticket_secret: SECRETS.ticket },
    });
    expect(cg.status, JSON.stringify(cg.body)).toBe(200);
    // Write-only: answered by no GET, one or all.
    for (const url of [`/api/v1/capacitygroups/${String(cg.body.token)}`, '/api/v1/capacitygroups']) {
      const got = await c.request('GET', url, { token: su });
      expect(got.status).toBe(200);
      expect(JSON.stringify(got.body)).not.toMatch(new RegExp(`${SECRETS.rpc}|${SECRETS.ticket}`));
    }
    expect(
      (await c.request('POST', '/api/v1/users', { token: su, json: { email: 'a@logs.test', password: SECRETS.admin, role_id: 1, organization_id: orgId } }))
        .status,
    ).toBe(200);
    const admin = await c.token('a@logs.test', SECRETS.admin);
    const camera = await c.request('POST', '/api/v1/cameras', {
      token: admin,
      json: {
        name: 'Gate',
        source: { body: { protocol: 'rtsp', host: '127.0.0.1', port: 554, path: '/live', transport: 'tcp', username: 'camuser', password: SECRETS.camera } },
      },
    });
    expect(camera.status, JSON.stringify(camera.body)).toBe(200);
    for (const url of [`/api/v1/cameras/${String(camera.body.id)}`, '/api/v1/cameras']) {
      expect(JSON.stringify((await c.request('GET', url, { token: admin })).body)).not.toContain(SECRETS.camera);
    }
    // A URL with credentials where none belong: refused, and the refusal logs no secret either.
    await c.request('POST', '/api/v1/webhooks', { token: admin, json: { name: 'Bad', url: `http://u:${SECRETS.basic}@127.0.0.1/x`, subscription_id: 1 } });
    await c.request('POST', '/api/v1/webhooks', {
      token: admin,
      json: { name: 'Hook', url: 'http://127.0.0.1:9/x', subscription_id: 999, authentication: { type: 'bearer', token: SECRETS.webhook } },
    });
    await api.stop();
    const lines = api.output().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of Object.values(SECRETS)) expect(api.output(), `a log line holds ${secret}`).not.toContain(secret);
  }, 180_000);
});
