import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './support/harness';
import { capacitygroup, customer, type AnyBody } from './support/video';

/** POST /streams/verify against a real stream: ffmpeg makes a 2-second MPEG-TS clip this test serves over HTTP. */
describe('stream verification', () => {
  let s: TestServer;
  let org: { id: number; token: string };
  let dir = '';
  let http: Server;
  let silent: TcpServer;
  let base = '';
  let silentPort = 0;
  const previousTimeout = process.env.ARGUS_VERIFY_TIMEOUT;

  beforeAll(async () => {
    process.env.ARGUS_VERIFY_TIMEOUT = '3';
    dir = mkdtempSync(path.join(tmpdir(), 'argus-verify-'));
    const clip = path.join(dir, 'x.ts');
    execFileSync(process.env.FFMPEG_PATH || 'ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25',
      '-t',
      '2',
      '-c:v',
      'mpeg2video',
      '-f',
      'mpegts',
      clip,
    ]);
    const bytes = readFileSync(clip);
    http = createServer((req, res) => {
      if (req.url === '/x.ts') {
        res.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': bytes.length });
        res.end(bytes);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // Accepts connections and never says anything.
    silent = createTcpServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const a = silent.address();
    silentPort = typeof a === 'object' && a ? a.port : 0;

    s = await startServer('pglite');
    const su = await s.token(ADMIN.username, ADMIN.password);
    org = await customer(s, su, 'Probeco');
    await capacitygroup(s, su, 'Probe group', 10, [org.id]);
  });
  afterAll(async () => {
    if (previousTimeout === undefined) delete process.env.ARGUS_VERIFY_TIMEOUT;
    else process.env.ARGUS_VERIFY_TIMEOUT = previousTimeout;
    await s?.close();
    http?.close();
    silent?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const verify = (json: unknown) => s.request<AnyBody>('POST', '/api/v1/streams/verify', { token: org.token, json });

  it('answers codec, size and frame rate of a real stream', async () => {
    const r = await verify({ url: `${base}/x.ts` });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, error: null, message: null, codec: 'mpeg2video', width: 320, height: 240, fps: 25 });
  });

  it('reports a missing stream as unreachable, and a silent server as a timeout', async () => {
    const missing = await verify({ url: `${base}/nothing.ts` });
    expect(missing.body).toMatchObject({ ok: false, error: 'unreachable', codec: null });
    const started = Date.now();
    const quiet = await verify({ url: `http://127.0.0.1:${silentPort}/x.ts` });
    expect(quiet.body.ok).toBe(false);
    expect(['timeout', 'unreachable']).toContain(quiet.body.error);
    expect(Date.now() - started).toBeLessThan(8000);
  }, 15000);

  it('refuses link-local and metadata addresses before probing', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'rtsp://[fe80::1]:554/live',
      'http://metadata.google.internal/x',
      'rtsp://[::ffff:169.254.1.1]/x',
    ]) {
      const r = await verify({ url });
      expect(r.status, url).toBe(422);
      expect(JSON.stringify(r.body.detail), url).toMatch(/link-local|metadata/);
    }
    const file = await verify({ url: 'file:///etc/passwd' });
    expect(file.status).toBe(422);
    const body = await verify({ body: { protocol: 'rtsp', host: '169.254.10.10', port: 554, path: '/x', transport: 'tcp' } });
    expect(body.status).toBe(422);
    expect(body.body.detail).toEqual({ 'body.host': '169.254.10.10 is a link-local address: not probed' });
  });
});
