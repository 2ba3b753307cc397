import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { policyFromEnv, type OutboundPolicy } from '@argus/outbound';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streamOf } from '../src/api/cameras';
import type { StreamStateEvent } from '../src/ingest/state';
import { MediaService } from '../src/service';

/**
 * The media service pulls a camera only where the outbound guard allows, checked when it connects
 * (each attempt): a source in any spelling of a loopback or link-local address, or a name that
 * resolves there, fails with the reason and no connection is made; an allowed one is pulled from
 * the address the guard checked. Real ffmpeg; the "camera" is a TCP listener counting connections.
 */
describe('pulled sources and the outbound guard', () => {
  let listener: Server;
  let port = 0;
  let connections = 0;
  let dataDir = '';
  let service: MediaService | null = null;

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => listener.close(() => r())));
  afterEach(async () => {
    await service?.stop();
    service = null;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs one stream until its state matches; answers that state. */
  async function run(url: string, outbound: OutboundPolicy, until: (e: StreamStateEvent) => boolean): Promise<StreamStateEvent> {
    dataDir = mkdtempSync(join(tmpdir(), 'argus-media-guard-'));
    service = new MediaService({ dataDir, outbound, backoff: { initialMs: 100, maxMs: 200, factor: 2, jitter: 0 } });
    const reached = new Promise<StreamStateEvent>((resolve) => service?.on('state', (e) => until(e) && resolve(e)));
    await service.upsert({ id: '7', source: { protocol: 'rtsp', url, transport: 'tcp' } });
    return reached;
  }

  const none = policyFromEnv({});

  it.each([
    [`rtsp://[::ffff:7f00:1]:PORT/x`, /loopback/],
    [`rtsp://[::ffff:127.0.0.1]:PORT/x`, /loopback/],
    [`rtsp://2130706433:PORT/x`, /loopback/],
    [`rtsp://0x7f.1:PORT/x`, /loopback/],
    [`rtsp://localhost.:PORT/x`, /loopback/],
    ['rtsp://169.254.169.254/x', /link-local/],
    ['rtsp://[::ffff:a9fe:a9fe]/x', /link-local/],
    ['rtsp://metadata.google.internal/x', /metadata/],
  ])('%s fails as refused, and nothing is connected to', async (template, reason) => {
    connections = 0;
    const state = await run(template.replace('PORT', String(port)), none, (e) => e.status === 'failed' || e.status === 'reconnecting');
    expect(state.status).toBe('failed');
    expect(state.reason).toMatch(/^source refused: /);
    expect(state.reason).toMatch(reason);
    expect(connections).toBe(0);
  });

  it('a name that resolves to loopback is refused when connecting; allowed, the checked address is connected to', async () => {
    connections = 0;
    const resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const refused = await run(`rtsp://camera.example.test:${port}/x`, { ...none, resolver }, (e) => e.status !== 'starting');
    expect(refused.reason).toMatch(/camera\.example\.test resolves to 127\.0\.0\.1, which is a loopback address/);
    expect(connections).toBe(0);
    await service?.stop();

    const allowed = { ...policyFromEnv({ ARGUS_OUTBOUND_ALLOW_CIDRS: '127.0.0.1' }), resolver };
    const tried = await run(`rtsp://camera.example.test:${port}/x`, allowed, (e) => e.status === 'reconnecting');
    expect(tried.reason).not.toMatch(/refused:/);
    expect(connections).toBeGreaterThan(0);
  });

  it('a camera pushed into the ingest port on loopback, in any spelling, is listened for (not pulled)', () => {
    for (const host of ['127.0.0.1', '::ffff:7f00:1', 'localhost', '127.1']) {
      const s = streamOf({ id: 3, source: { url: '', body: { protocol: 'rtmp', host, port: 19350, path: '/live/demo' } } }, [19350]);
      expect(s?.source, host).toEqual({ protocol: 'rtmp_push', port: 19350 });
    }
  });
});
