import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { streamOf, streamsOf, type ApiCamera } from '../src/api/cameras';
import { SegmentReporter } from '../src/api/reporter';
import { ticketAuthorizer, verifyTicket } from '../src/api/ticket';
import type { SegmentRecord } from '../src/record/segment';

/** Signs like the API (packages/server/src/modules/onvif/ticket.ts). */
function ticket(claims: Record<string, unknown>, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `v1.${payload}.${createHmac('sha256', secret).update(`v1.${payload}`).digest('base64url')}`;
}
const req = (t: string) => ({ url: `/snapshot/7.jpg?ticket=${encodeURIComponent(t)}`, headers: {} }) as IncomingMessage;
const camera = (id: number, body: Partial<ApiCamera['source']['body']>): ApiCamera => ({
  id,
  source: { url: '', body: { protocol: 'rtsp', host: '10.0.0.5', port: 554, path: '/s', transport: 'tcp', ...body } },
  video_streaming: { by_event: false, storage_depth: 7 },
});
const segment = (seq: number): SegmentRecord => ({
  stream_id: '7',
  start: new Date(seq * 2000).toISOString(),
  duration: 2,
  bytes: 1,
  path: `p${seq}`,
  init: 'i',
  run: 'r',
  seq,
  disc: 0,
});

describe('media API client', () => {
  it('accepts an unexpired ticket of its capacity group for that camera only', () => {
    const now = Date.now();
    const claims = { cam: 7, org: 1, usr: 2, cg: 'grp', iat: now, exp: now + 60_000, jti: 'x' };
    const allow = ticketAuthorizer(() => ({ secrets: ['s3cret'], capacitygroup: 'grp' }));
    expect(allow(req(ticket(claims, 's3cret')), { streamId: '7', kind: 'snapshot' })).toBe(true);
    expect(allow(req(ticket(claims, 's3cret')), { streamId: '8', kind: 'snapshot' })).toBe(false);
    expect(allow(req(ticket({ ...claims, exp: now - 1 }, 's3cret')), { streamId: '7', kind: 'live' })).toBe(false);
    expect(allow(req(ticket(claims, 'other')), { streamId: '7', kind: 'live' })).toBe(false);
    expect(allow(req(ticket({ ...claims, cg: 'elsewhere' }, 's3cret')), { streamId: '7', kind: 'live' })).toBe(false);
    expect(verifyTicket('v1.garbage', ['s3cret'], now)).toEqual({ ok: false, reason: 'malformed' });
    // Before the secret is known, nothing passes.
    expect(ticketAuthorizer(() => ({ secrets: [], capacitygroup: null }))(req(ticket(claims, 's3cret')), { streamId: '7', kind: 'live' })).toBe(false);
  });

  it('records pulled sources by address and a loopback RTMP source at an ingest port from its own ingest', () => {
    expect(streamOf(camera(3, { username: 'u', password: 'p w' }), [19350])).toEqual({
      id: '3',
      storageDepthDays: 7,
      source: { protocol: 'rtsp', url: 'rtsp://u:p%20w@10.0.0.5:554/s', transport: 'tcp' },
    });
    expect(streamOf(camera(4, { protocol: 'rtmp', host: '127.0.0.1', port: 19350, path: '/live/demo' }), [19350])?.source).toEqual({
      protocol: 'rtmp_push',
      port: 19350,
    });
    expect(streamOf(camera(5, { protocol: 'rtmp', host: '10.0.0.9', port: 19350, path: '/live/x' }), [19350])?.source).toEqual({
      protocol: 'rtmp',
      url: 'rtmp://10.0.0.9:19350/live/x',
    });
    expect(streamOf(camera(6, { protocol: 'dahua' }), [19350])).toBeNull();
    const two = streamsOf(
      [camera(8, { protocol: 'rtmp', host: 'localhost', port: 19350 }), camera(9, { protocol: 'rtmp', host: '127.0.0.1', port: 19350 })],
      [19350],
    );
    expect(two.streams.map((x) => x.id)).toEqual(['8']);
    expect(two.skipped).toEqual([9]);
  });

  it('reports segments in order and batches, keeps them while the API is down, and bounds its queue', async () => {
    const sent: SegmentRecord[] = [];
    let up = false;
    const reporter = new SegmentReporter({ batchSize: 3, maxQueue: 8, lingerMs: 10 });
    reporter.attach(async (b) => {
      if (!up) return false;
      sent.push(...b.added);
      return true;
    });
    for (let i = 0; i < 5; i++) reporter.added(segment(i));
    await new Promise((r) => setTimeout(r, 100));
    expect(sent).toEqual([]);
    expect(reporter.pending).toBe(5);
    for (let i = 5; i < 10; i++) reporter.added(segment(i));
    expect(reporter.pending).toBe(8);
    expect(reporter.dropped).toBe(2);
    up = true;
    await reporter.flush();
    expect(sent.map((x) => x.seq)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(reporter.pending).toBe(0);
    await reporter.stop();
  });
});
