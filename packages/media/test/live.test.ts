import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMediaServer, stopMediaServer } from '../src/http/server';
import { describeMoof } from '../src/live/fmp4';
import { endMs, startMs, type SegmentRecord } from '../src/record/segment';
import { MediaService } from '../src/service';
import { pushUrl } from '../src/streams';
import { ffmpegProcessesWith, ffprobe, freePort, startSource, stopProcess, waitFor } from './support/ffmpegProcs';

interface Received {
  texts: { type: string; mime: string }[];
  binaries: Buffer[];
}

function watch(url: string): { ws: WebSocket; got: Received; opened: Promise<void> } {
  const ws = new WebSocket(url);
  const got: Received = { texts: [], binaries: [] };
  ws.on('message', (data, isBinary) => {
    if (isBinary) got.binaries.push(Buffer.from(data as Buffer));
    else got.texts.push(JSON.parse(String(data)) as { type: string; mime: string });
  });
  return { ws, got, opened: new Promise((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject))) };
}

const boxType = (b: Buffer) => b.toString('latin1', 4, 8);

describe('live and archive delivery', () => {
  let dataDir: string;
  let service: MediaService;
  let server: Server;
  let base: string;
  let source: ChildProcess;
  const stream = 'cam-live';
  let port = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'argus-media-live-'));
    service = new MediaService({ dataDir });
    port = await freePort();
    await service.upsert({ id: stream, source: { protocol: 'rtmp_push', port } });
    server = createMediaServer(service);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    await new Promise((r) => setTimeout(r, 300));
    source = startSource(pushUrl(port, stream));
    await waitFor(() => service.supervisor(stream)?.status === 'live', 20_000, 'live');
  });

  afterAll(async () => {
    await stopProcess(source);
    await service.stop();
    await stopMediaServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('WebSocket delivers the init segment first, then fragments whose timestamps advance', async () => {
    const { ws, got, opened } = watch(`ws://${base}/live/${stream}`);
    await opened;
    await waitFor(() => got.binaries.length >= 30, 15_000, '30 messages');
    ws.close();
    expect(got.texts[0]?.type).toBe('init');
    expect(got.texts[0]?.mime).toMatch(/^video\/mp4; codecs="avc1\.[0-9a-f]{6}"$/);
    const [init, ...fragments] = got.binaries as [Buffer, ...Buffer[]];
    expect(boxType(init)).toBe('ftyp');
    expect(init.includes(Buffer.from('moov'))).toBe(true);
    const info = fragments.map((f) => {
      expect(boxType(f)).toBe('moof');
      const moofSize = f.readUInt32BE(0);
      expect(f.toString('latin1', moofSize + 4, moofSize + 8)).toBe('mdat');
      return describeMoof(f, 0, moofSize);
    });
    expect(info[0]?.keyframe).toBe(true); // a new viewer starts on a decodable frame
    for (let i = 1; i < info.length; i++) expect(info[i]?.decodeTime).toBeGreaterThan(info[i - 1]?.decodeTime as number);
  });

  it('two viewers share one ingest: one ffmpeg process feeds both', async () => {
    const a = watch(`ws://${base}/live/${stream}`);
    const b = watch(`ws://${base}/live/${stream}`);
    await Promise.all([a.opened, b.opened]);
    await waitFor(() => a.got.binaries.length > 10 && b.got.binaries.length > 10, 15_000, 'both viewers');
    expect(service.supervisor(stream)?.hub.viewerCount).toBe(2);
    expect(service.supervisor(stream)?.spawnCount).toBe(1);
    expect(ffmpegProcessesWith(`rtmp://0.0.0.0:${port}/live/${stream}`)).toHaveLength(1);
    a.ws.close();
    b.ws.close();
  });

  it('snapshot answers the latest frame as a valid JPEG', async () => {
    const res = await fetch(`http://${base}/snapshot/${stream}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await res.arrayBuffer());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const file = join(dataDir, 'snap.jpg');
    (await import('node:fs')).writeFileSync(file, jpeg);
    const probe = (await ffprobe(file)) as { streams: Record<string, unknown>[] };
    expect(probe.streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 320, height: 240 });
  });

  it('live HLS playlist lists the recent segments, and the segment files are served', async () => {
    await waitFor(() => service.index.all(stream).length >= 2, 20_000, 'segments');
    const res = await fetch(`http://${base}/live/${stream}.m3u8`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/#EXT-X-MAP:URI="\/segments\/cam-live\/\d{8}T\d{9}Z\/init\.mp4"/);
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const uri = text.split('\n').find((l) => l.endsWith('.m4s')) as string;
    const seg = await fetch(`http://${base}${uri}`);
    expect(seg.status).toBe(200);
    expect(boxType(Buffer.from(await seg.arrayBuffer()))).not.toBe('');
    expect((await fetch(`http://${base}/segments/${stream}/../../etc/passwd`)).status).toBe(404);
  });

  it('archive playlist covers the requested range and ffprobe reads it end to end', async () => {
    const segments = await waitFor(() => service.index.all(stream).length >= 5 && [...service.index.all(stream)], 30_000, '5 segments');
    const from = startMs(segments[1] as SegmentRecord) + 700;
    const to = endMs(segments[3] as SegmentRecord) - 300;
    const url = `http://${base}/archive/${stream}.m3u8?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
    const text = await (await fetch(url)).text();
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toContain('#EXT-X-ENDLIST');
    expect(text).toContain('#EXT-X-START:TIME-OFFSET=0.700,PRECISE=YES');
    const listed = text.split('\n').filter((l) => l.endsWith('.m4s'));
    expect(listed).toEqual(segments.slice(1, 4).map((s) => `/segments/${s.path.replace(/^streams\//, '')}`));
    const probe = (await ffprobe(url, ['-show_format', '-show_streams', '-count_packets'])) as {
      format: { duration: string };
      streams: { codec_name: string; nb_read_packets: string }[];
    };
    const duration = Number(probe.format.duration);
    expect(duration * 1000).toBeGreaterThanOrEqual(to - from);
    expect(probe.streams[0]?.codec_name).toBe('h264');
    expect(Number(probe.streams[0]?.nb_read_packets)).toBeGreaterThanOrEqual(Math.floor(((to - from) / 1000) * 25));
    expect((await fetch(`http://${base}/archive/${stream}.m3u8?from=${to}&to=${from}`)).status).toBe(400);
  });
});
