import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSum } from '../../machine-client/test/support/prometheus';
import { mediaMetrics } from '../src/http/metrics';
import { createMediaServer, stopMediaServer } from '../src/http/server';
import { MediaService } from '../src/service';
import { pushUrl } from '../src/streams';
import { freePort, startSource, stopProcess, waitFor } from './support/ffmpegProcs';

describe('GET /metrics of the media service', () => {
  let dataDir: string;
  let service: MediaService;
  let server: Server;
  let url: string;
  const sources: ChildProcess[] = [];
  const scrape = async (headers: Record<string, string> = {}) => {
    const r = await fetch(`${url}/metrics`, { headers });
    return { status: r.status, text: await r.text() };
  };
  const figure = async (name: string, labels: Record<string, string> = { stream: 'cam' }) => sampleSum((await scrape()).text, name, labels) ?? 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'argus-media-metrics-'));
    service = new MediaService({ dataDir, backoff: { initialMs: 300, maxMs: 2000, factor: 2, jitter: 0 }, stallMs: 5000 });
    service.start();
    server = createMediaServer(service, { metrics: mediaMetrics(service, { ARGUS_ENABLE_METRICS: 'true' }) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const port = await freePort();
    const sup = await service.upsert({ id: 'cam', source: { protocol: 'rtmp_push', port } });
    // The listener is up before the camera publishes.
    await waitFor(() => sup.status === 'starting', 10_000, 'the RTMP listener');
    await new Promise((r) => setTimeout(r, 1000));
    sources.push(startSource(pushUrl(port, 'cam')));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(sources.map(stopProcess));
    await service?.stop();
    if (server) await stopMediaServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows per camera frames (fps), bytes (bitrate), recorded bytes, live state and restarts moving', async () => {
    await waitFor(() => service.index.all('cam').length >= 1, 40_000, 'a recorded segment');
    const first = (await scrape()).text;
    expect(first).toMatch(/^process_resident_memory_bytes \d/m);
    expect(sampleSum(first, 'argus_media_stream_up', { stream: 'cam' })).toBe(1);
    const frames = sampleSum(first, 'argus_media_stream_frames_total', { stream: 'cam' }) ?? 0;
    const bytes = sampleSum(first, 'argus_media_stream_received_bytes_total', { stream: 'cam' }) ?? 0;
    const recorded = sampleSum(first, 'argus_media_recorded_bytes_total', { stream: 'cam' }) ?? 0;
    expect(frames).toBeGreaterThan(0);
    expect(recorded).toBe(service.index.all('cam').reduce((a, s) => a + s.bytes, 0));
    expect(sampleSum(first, 'argus_media_disk_free_bytes')).toBeGreaterThan(0);
    // The generated source sends 25 frames a second: a second later the counters have moved.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await figure('argus_media_stream_frames_total')).toBeGreaterThan(frames + 10);
    expect(await figure('argus_media_stream_received_bytes_total')).toBeGreaterThan(bytes);
    await waitFor(() => service.index.all('cam').length >= 2, 40_000, 'a second segment');
    expect(await figure('argus_media_recorded_bytes_total')).toBeGreaterThan(recorded);

    // The ffmpeg of the stream dies: one restart.
    const restarts = await figure('argus_media_stream_restarts_total');
    process.kill(service.supervisor('cam')?.pid ?? 0, 'SIGKILL');
    const until = Date.now() + 20_000;
    while ((await figure('argus_media_stream_restarts_total')) === restarts && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(await figure('argus_media_stream_restarts_total')).toBe(restarts + 1);
  }, 120_000);

  it('answers only this machine or the holder of the token; 404 while metrics are off', async () => {
    expect((await scrape()).status).toBe(200);
    expect((await scrape({ 'x-forwarded-for': '198.51.100.7' })).status).toBe(403);
    const off = createMediaServer(service, { metrics: mediaMetrics(service, {}) });
    await new Promise<void>((resolve) => off.listen(0, '127.0.0.1', resolve));
    try {
      expect((await fetch(`http://127.0.0.1:${(off.address() as AddressInfo).port}/metrics`)).status).toBe(404);
    } finally {
      await stopMediaServer(off);
    }
  });
});
