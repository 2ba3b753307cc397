import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineApi, settle } from '../src';

/** A real HTTP server answering POST /api/v1/events/batch 503 with the Retry-After the test names. */
let server: Server;
let url = '';
let retryAfter: string | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (retryAfter !== null) headers['retry-after'] = retryAfter;
    res.writeHead(503, headers);
    res.end(JSON.stringify({ type: 'temporarily_unavailable', status_code: 503, message: 'later' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const a = server.address();
  url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
});
afterAll(async () => new Promise<void>((r) => server.close(() => r())));

const post = () => settle(machineApi(url, { credential: 'c' }).POST('/api/v1/events/batch', { body: { events: [] } }));

describe("a reply's Retry-After", () => {
  it('is read in seconds or as an HTTP date, and absent when none or a malformed one was sent', async () => {
    retryAfter = '3';
    expect(await post()).toMatchObject({ status: 503, retryAfterMs: 3000, body: { type: 'temporarily_unavailable' } });
    retryAfter = new Date(Date.now() + 10_000).toUTCString();
    const dated = (await post()).retryAfterMs ?? -1;
    // An HTTP date has whole seconds: 9–10 s from now.
    expect(dated).toBeGreaterThan(8_000);
    expect(dated).toBeLessThanOrEqual(10_000);
    retryAfter = null;
    expect((await post()).retryAfterMs).toBeUndefined();
    retryAfter = 'soon';
    expect((await post()).retryAfterMs).toBeUndefined();
  });
});
