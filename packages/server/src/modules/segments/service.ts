import type { SegmentIndex, SegmentIndexQuery, SegmentList, SegmentQuery, SegmentReport, SegmentReportResult } from '@argus/contracts';
import { DAY_MS } from '../../lib/clock';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { camerasOfCapacitygroup } from '../cameras/repo';
import { visibleCamera } from '../cameras/service';
import { streamserverToken } from '../streamservers/repo';
import { presentSegment } from './present';
import * as repo from './repo';

/** The longest range the timeline index answers for: the deepest archive (30 days) and a day. */
const MAX_INDEX_MS = 31 * DAY_MS;
/** Segments this close (seconds) are one recorded range on the timeline. */
export const GAP_TOLERANCE_S = 1;
const FILE = /^streams\/[A-Za-z0-9_-]{1,64}\/\d{8}T\d{9}Z\/(init\.mp4|seg_\d{6,}\.m4s)$/;

/** ts_from/ts_to with their defaults: the last day up to now. */
function range(ctx: AppContext, q: { ts_from?: string; ts_to?: string }, maxMs: number | null): { from: Date; to: Date } {
  const to = q.ts_to ? new Date(q.ts_to) : ctx.clock();
  const from = q.ts_from ? new Date(q.ts_from) : new Date(to.getTime() - DAY_MS);
  if (from.getTime() >= to.getTime()) throw invalid({ ts_from: 'must be before ts_to' });
  if (maxMs !== null && to.getTime() - from.getTime() > maxMs) throw invalid({ ts_to: `must be within ${maxMs / DAY_MS} days of ts_from` });
  return { from, to };
}

/** GET /segments: the stream is a camera the caller sees (organisation, then group scope), else 404. */
export async function list(ctx: AppContext, p: Principal, q: SegmentQuery): Promise<SegmentList> {
  const camera = await visibleCamera(ctx, p, q.stream_id);
  const { from, to } = range(ctx, q, null);
  const key = decodeCursor(q.cursor, 2) as [string, number] | null;
  const limit = q.limit ?? 20;
  const rows = await repo.segmentsInRange(ctx.db, camera.id, from, to, key, limit + 1);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  const cursor = rows.length > limit && last ? encodeCursor([new Date(last.start_at).toISOString(), last.id]) : null;
  return { segments: items.map(presentSegment), pagination: { cursor } };
}

/** GET /segments/index: recorded ranges merged for the timeline, clipped to the query. */
export async function index(ctx: AppContext, p: Principal, q: SegmentIndexQuery): Promise<SegmentIndex> {
  const camera = await visibleCamera(ctx, p, q.stream_id);
  const { from, to } = range(ctx, q, MAX_INDEX_MS);
  const merged = await repo.mergedRanges(ctx.db, camera.id, from, to, GAP_TOLERANCE_S);
  const ranges = merged.map((r) => ({
    start: new Date(Math.max(r.start.getTime(), from.getTime())),
    end: new Date(Math.min(r.end.getTime(), to.getTime())),
  }));
  const last = await repo.lastEnd(ctx.db, camera.id);
  return {
    stream_id: camera.id,
    ts_from: from.toISOString(),
    ts_to: to.toISOString(),
    gap_tolerance: GAP_TOLERANCE_S,
    ranges: ranges.map((r) => ({ start: r.start.toISOString(), end: r.end.toISOString() })),
    recorded_seconds: Math.round(ranges.reduce((sum, r) => sum + (r.end.getTime() - r.start.getTime()), 0)) / 1000,
    last_end: last?.toISOString() ?? null,
  };
}

/**
 * POST /streamservers/{id}/segments (the media service's SegmentSink). Machine telemetry, like the
 * heartbeat: not audited. Only cameras of the server's capacity group are accepted (a stream
 * server cannot write another group's archive); others are counted as ignored, not refused, so
 * that the reporter does not retry them forever. Idempotent: a file is known by (server, path).
 */
export async function report(ctx: AppContext, streamserverId: number, body: SegmentReport): Promise<SegmentReportResult> {
  const server = await streamserverToken(ctx.db, streamserverId);
  if (!server) throw notFound('Stream server');
  const added = body.added ?? [];
  const removed = body.removed ?? [];
  const ids = [
    ...new Set(
      added
        .map((s) => s.stream_id)
        .filter((id) => /^\d{1,10}$/.test(id))
        .map(Number),
    ),
  ];
  const cameras = ids.length ? await camerasOfCapacitygroup(ctx.db, ids, server.capacitygroup_token) : [];
  const known = new Set(cameras.map((c) => String(c.id)));
  const rows = added
    .filter((s) => known.has(s.stream_id) && FILE.test(s.path) && FILE.test(s.init))
    .map((s) => {
      const start = new Date(s.start);
      return {
        camera_id: Number(s.stream_id),
        streamserver_id: streamserverId,
        stream_id: s.stream_id,
        start_at: start,
        end_at: new Date(start.getTime() + Math.round(s.duration * 1000)),
        duration: s.duration,
        bytes: s.bytes,
        path: s.path,
        init_path: s.init,
        run: s.run,
        seq: s.seq,
        disc: s.disc,
      };
    });
  const paths = removed.map((s) => s.path);
  let deleted = 0;
  await ctx.db.transaction().execute(async (tx) => {
    if (rows.length) await repo.insertSegments(tx, rows);
    if (paths.length) deleted = await repo.deleteSegments(tx, streamserverId, paths);
  });
  return { added: rows.length, removed: deleted, ignored: added.length - rows.length };
}
