import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '@argus/outbound';
import { eventWorld, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import type { AnyBody } from './support/video';

/**
 * The outbound guard at the API, over real HTTP, with the defaults of an installation (no
 * allow-list; only 127.0.0.2 allowed, where this test's redirectors listen): webhooks, stream
 * probes (real ffprobe), camera sources and PACS devices named in any spelling of a loopback,
 * private, link-local or metadata address; names resolving to loopback (a resolver given to
 * the guard) refused at connect.
 */

interface Listener {
  port: number;
  hits: string[];
  close: () => Promise<void>;
}

/** A real HTTP listener on host: records each request's path, answers with handle. */
async function listen(host: string, handle: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Listener> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { port: (server.address() as AddressInfo).port, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const redirectTo = (location: string) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(302, { location });
  res.end();
};

/** Answers for names, as a DNS server would: every other name does not exist. */
const NAMES: Record<string, string> = { 'hooks.example.test': '127.0.0.1', 'mapped.example.test': '::ffff:a9fe:a9fe', 'public.example.test': '93.184.216.34' };
const resolver: Resolver = async (name) => {
  const address = NAMES[name];
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

describe.each(ENGINES)('the outbound guard (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  let subscription = 0;
  let target: Listener; // on 127.0.0.1: must never be reached
  let stream: Listener; // a real MPEG-TS clip on 127.0.0.1: must never be probed
  let dir = '';

  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_OUTBOUND_ALLOW_CIDRS: '127.0.0.2', ARGUS_WEBHOOK_POLL_MS: '60000', ARGUS_MEDIA_DEMO_RTMP_PORT: '19350' } });
    s.ctx.config.outbound.resolver = resolver;
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Guarded', 1);
    await grantLicense(s, w.org.id, { webhooks: 20 });
    const sub = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: w.org.token, json: { name: 'Tamper', kind: 'event', event_type: 'tp' } });
    subscription = Number(sub.body.id);
    target = await listen('127.0.0.1', (_req, res) => res.end('reached'));
    dir = mkdtempSync(path.join(tmpdir(), 'argus-guard-'));
    const clip = path.join(dir, 'x.ts');
    execFileSync(process.env.FFMPEG_PATH || 'ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10',
      '-t',
      '1',
      '-c:v',
      'mpeg2video',
      '-f',
      'mpegts',
      clip,
    ]);
    const bytes = readFileSync(clip);
    stream = await listen('127.0.0.1', (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': bytes.length });
      res.end(bytes);
    });
  });
  afterAll(async () => {
    await s?.close();
    await target?.close();
    await stream?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const createHook = (url: string) =>
    s.request<AnyBody>('POST', '/api/v1/webhooks', { token: w.org.token, json: { subscription_id: subscription, name: `Hook ${url}`.slice(0, 60), url } });
  const testHook = (id: number) => s.request<AnyBody>('POST', `/api/v1/webhooks/${id}/test`, { token: w.org.token });
  /** A webhook row as one saved before the guard knew better (the save itself refuses these now). */
  async function savedHook(url: string): Promise<number> {
    const ok = await createHook('https://hooks.example.com/argus');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await s.ctx.db.updateTable('webhooks').set({ url }).where('id', '=', Number(ok.body.id)).execute();
    return Number(ok.body.id);
  }

  describe('webhooks', () => {
    const spellings = (port: number) => [
      `http://[::ffff:7f00:1]:${port}/h`,
      `http://[::ffff:127.0.0.1]:${port}/h`,
      `http://[::7f00:1]:${port}/h`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${port}/h`,
      `http://2130706433:${port}/h`,
      `http://0x7f.1:${port}/h`,
      `http://0177.0.0.1:${port}/h`,
      `http://127.0.0.1.:${port}/h`,
      `http://localhost.:${port}/h`,
      'http://[::ffff:a00:1]/',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'http://[fe80::1]/',
      'http://metadata.google.internal./computeMetadata/v1/',
      'http://[::]/',
      'http://0.0.0.0/',
      'http://[fd00::1]/',
    ];

    it('refuses loopback, private, link-local and metadata targets in every spelling when saved', async () => {
      for (const url of spellings(target.port)) {
        const r = await createHook(url);
        expect(r.status, url).toBe(422);
        expect(r.body.type, url).toBe('validation');
        expect(r.body.detail?.url, url).toMatch(/loopback|private|link-local|metadata|unspecified/);
      }
      expect(target.hits).toEqual([]);
    });

    it('refuses them at test send for a webhook saved before, and sends nothing', async () => {
      for (const url of [`http://[::ffff:7f00:1]:${target.port}/h`, `http://[::ffff:127.0.0.1]:${target.port}/h`, 'http://[::ffff:a00:1]/']) {
        const r = await testHook(await savedHook(url));
        expect(r.status, url).toBe(200);
        expect(r.body, url).toMatchObject({ ok: false, response_code: null });
        expect(r.body.error, url).toMatch(/refused/);
      }
      expect(target.hits).toEqual([]);
    });

    it('refuses a name that resolves to loopback when connecting, though it was accepted when saved', async () => {
      const made = await createHook(`http://hooks.example.test:${target.port}/h`);
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const r = await testHook(Number(made.body.id));
      expect(r.body).toMatchObject({ ok: false, response_code: null });
      expect(r.body.error).toMatch(/127\.0\.0\.1, which is a loopback address/);
      expect(target.hits).toEqual([]);
    });

    it('does not follow a redirect to loopback', async () => {
      const redirector = await listen('127.0.0.2', redirectTo(`http://127.0.0.1:${target.port}/followed`));
      try {
        const made = await createHook(`http://127.0.0.2:${redirector.port}/r`);
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        const r = await testHook(Number(made.body.id));
        expect(r.body).toMatchObject({ ok: false, response_code: 302 });
        expect(redirector.hits).toEqual(['/r']);
        expect(target.hits).toEqual([]);
      } finally {
        await redirector.close();
      }
    });
  });

  describe('stream verification', () => {
    const verify = (json: unknown) => s.request<AnyBody>('POST', '/api/v1/streams/verify', { token: w.org.token, json });

    it('does not follow an HTTP redirect to loopback, link-local or [::1]', async () => {
      for (const location of [
        `http://127.0.0.1:${stream.port}/x.ts`,
        `http://[::ffff:7f00:1]:${stream.port}/x.ts`,
        'http://169.254.169.254/latest/meta-data/',
        `http://[::1]:${stream.port}/x.ts`,
      ]) {
        const redirector = await listen('127.0.0.2', redirectTo(location));
        try {
          const r = await verify({ url: `http://127.0.0.2:${redirector.port}/r` });
          expect(r.status, location).toBe(200);
          expect(r.body.ok, location).toBe(false);
          expect(redirector.hits, location).toEqual(['/r']);
        } finally {
          await redirector.close();
        }
      }
      expect(stream.hits).toEqual([]);
    });

    it('refuses loopback and link-local sources in every spelling, and names resolving there, before probing', async () => {
      for (const url of [
        `http://127.0.0.1:${stream.port}/x.ts`,
        `http://[::ffff:7f00:1]:${stream.port}/x.ts`,
        `http://2130706433:${stream.port}/x.ts`,
        `rtsp://2130706433:${stream.port}/x`,
        `rtsp://0x7f.1:${stream.port}/x`,
        `http://hooks.example.test:${stream.port}/x.ts`,
        'rtsp://mapped.example.test/x',
        'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      ]) {
        const r = await verify({ url });
        expect(r.status, `${url} ${JSON.stringify(r.body)}`).toBe(422);
        expect(r.body.detail?.url, url).toMatch(/loopback|link-local/);
      }
      expect(stream.hits).toEqual([]);
    });

    it('still probes an allowed source, at the address it checked', async () => {
      const allowed = await listen('127.0.0.2', (_req, res) => res.writeHead(404).end());
      try {
        const r = await verify({ url: `http://127.0.0.2:${allowed.port}/x.ts` });
        expect(r.body).toMatchObject({ ok: false, error: 'unreachable' });
        expect(allowed.hits).toEqual(['/x.ts']);
      } finally {
        await allowed.close();
      }
    });
  });

  describe('camera sources and devices when saved', () => {
    const camera = (host: string, port = 554, extra: AnyBody = {}) =>
      s.request<AnyBody>('POST', '/api/v1/cameras', {
        token: w.org.token,
        json: { name: `Cam ${host}`.slice(0, 60), source: { body: { protocol: 'rtsp', host, port, path: '/live', transport: 'tcp' } }, ...extra },
      });

    it('refuses a link-local, metadata or loopback source in any spelling', async () => {
      for (const host of [
        '169.254.169.254',
        '2852039166',
        '0xa9fea9fe',
        '::ffff:a9fe:a9fe',
        '[::ffff:169.254.169.254]',
        'fe80::1%eth0',
        'metadata.google.internal',
        '127.0.0.1',
        '::ffff:7f00:1',
        '0x7f.1',
        'localhost',
        '0.0.0.0',
        '224.0.0.1',
      ]) {
        const r = await camera(host);
        expect(r.status, host).toBe(422);
        expect(r.body.detail?.['source.body.host'], host).toMatch(/link-local|metadata|loopback|unspecified|multicast/);
      }
      const hik = await s.request<AnyBody>('POST', '/api/v1/cameras', {
        token: w.org.token,
        json: { name: 'Hik', source: { body: { protocol: 'hikvision', host: '::ffff:a9fe:a9fe', port: 80, username: 'u', password: 'p', event_type: 'fr' } } },
      });
      expect(hik.status).toBe(422);
      expect(hik.body.detail?.['source.body.host']).toMatch(/link-local/);
    });

    it('refuses a link-local ONVIF device, and lets a source on a private network or the media ingest port through', async () => {
      const onvif = await camera('10.0.0.7', 554, { onvif: { host: '169.254.169.254', port: 80, login: 'a', password: 'b' } });
      expect(onvif.status).toBe(422);
      expect(onvif.body.detail?.['onvif.host']).toMatch(/link-local/);
      expect((await camera('10.0.0.7')).status).toBe(200);
      expect((await camera('::ffff:c0a8:10a')).status).toBe(200);
      const ingest = await s.request<AnyBody>('POST', '/api/v1/cameras', {
        token: w.org.token,
        json: { name: 'Pushed', source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: 19350, path: '/live/pushed', transport: 'tcp' } } },
      });
      expect(ingest.status, JSON.stringify(ingest.body)).toBe(200);
    });

    it('refuses a PACS device at a link-local address, when saved and when checked', async () => {
      const body = { name: 'Gate', vendor: 'hikvision', kind: 'person', host: '::ffff:a9fe:a9fe', port: 80, username: 'admin', password: 'pw' };
      const made = await s.request<AnyBody>('POST', '/api/v1/pacses', { token: w.org.token, json: body });
      expect(made.status, JSON.stringify(made.body)).toBe(422);
      expect(made.body.detail?.host).toMatch(/link-local/);
      const check = await s.request<AnyBody>('POST', '/api/v1/pacses/check', {
        token: w.org.token,
        json: { vendor: 'hikvision', host: '2852039166', port: 80, username: 'admin', password: 'pw' },
      });
      expect(check.status, JSON.stringify(check.body)).toBe(422);
      expect(check.body.detail?.host).toMatch(/link-local/);
    });
  });
});
