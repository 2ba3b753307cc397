import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose answer is read as sent on the wire (fetch would decompress it). */
function raw(url: string, headers: Record<string, string>, json?: unknown): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const method = json === undefined ? 'GET' : 'POST';
    const req = httpRequest(url, { method, headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}

describe.each(ENGINES)('compression (%s)', (engine) => {
  let s: TestServer;
  let token: string;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'argus-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>x</title></head><body>${'<div></div>'.repeat(200)}</body></html>`);
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
    // What the build writes beside each asset: recognisable copies, so the test sees which file was sent.
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(`${script}//br`));
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(`${script}//gz`));
    s = await startServer(engine, { env: { ARGUS_WEB_DIST: dist } });
    token = await s.token(ADMIN.username, ADMIN.password);
    // Enough organisations that their list is well above the threshold.
    for (let i = 0; i < 15; i++) {
      const r = await s.request('POST', '/api/v1/organizations', { token, json: { name: `Compressed organisation ${i}`, description: 'y'.repeat(60) } });
      expect(r.status).toBe(200);
    }
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends large API answers in brotli or gzip as the client accepts, and small ones as they are', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const search = { query: {}, limit: 100 };
    const plain = await raw(`${s.url}/api/v1/organizations/search`, auth, search);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const list = JSON.parse(plain.body.toString()) as { organizations: unknown[] };
    expect(list.organizations.length).toBeGreaterThanOrEqual(15);

    const br = await raw(`${s.url}/api/v1/organizations/search`, { ...auth, 'accept-encoding': 'gzip, deflate, br' }, search);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(list);

    const gz = await raw(`${s.url}/api/v1/organizations/search`, { ...auth, 'accept-encoding': 'gzip' }, search);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(list);

    const small = await raw(`${s.url}/api/v1/users/me`, { ...auth, 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("sends the console's precompressed assets, cached for good, and revalidates the page", async () => {
    const br = await raw(`${s.url}/assets/app-1a2b3c.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(`${script}//br`);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await raw(`${s.url}/assets/app-1a2b3c.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${script}//gz`);

    const plain = await raw(`${s.url}/assets/app-1a2b3c.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const page = await raw(`${s.url}/events`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>');
  });
});
