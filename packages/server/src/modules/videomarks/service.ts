import type { CreateVideomark, Videomark, VideomarkList, VideomarkSearchSchema } from '@argus/contracts';
import type Type from 'typebox';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { groupIn, seesObject } from '../../access';
import { audit, changeBy } from '../../lib/audit';
import { visibleCamera } from '../cameras/service';
import { segmentsOverlapping } from '../segments/repo';
import { ticketedMediaUrl } from '../tasks/mediaUrl';
import * as repo from './repo';
import type { MarkRow } from './repo';

export type VideomarkSearch = Type.Static<typeof VideomarkSearchSchema>;

/** A mark's snapshot: the recorded frame nearest ts, looked for this far either side. */
const SNAPSHOT_WINDOW_MS = 30_000;

/** Marks follow their camera: whoever sees the camera sees its marks (group scope for non-administrators). */
function visible(p: Principal, m: MarkRow | undefined): m is MarkRow {
  return !!m && seesObject(p, m.organization_id, m.group_id);
}

/**
 * snapshot_url: the stream server cuts the JPEG from its archive at snapshot_at (GET /frame/{id}.jpg,
 * ticketed). snapshot_id is stable: `<camera>@<ms>` of that instant. status: succeeded when a
 * recorded instant was found within 30 s of ts, else failed (nothing recorded there).
 */
async function present(ctx: AppContext, p: Principal, m: MarkRow): Promise<Videomark> {
  const at = m.snapshot_at ? new Date(m.snapshot_at) : null;
  const url = at
    ? await ticketedMediaUrl(
        ctx,
        ctx.db,
        { id: m.camera_id, organization_id: m.organization_id, capacitygroup_token: m.capacitygroup_token },
        m.streamserver_id,
        p.userId,
        `/frame/${m.camera_id}.jpg`,
        { ts: at.toISOString() },
      )
    : null;
  return {
    id: m.id,
    name: m.name,
    kind: m.kind as Videomark['kind'],
    camera_id: m.camera_id,
    ts: m.ts.toISOString(),
    meta: m.meta,
    snapshot_id: at ? `${m.camera_id}@${at.getTime()}` : null,
    snapshot_url: url,
    event_id: m.event_id,
    status: at ? 'succeeded' : 'failed',
    progress: 100,
    user_id: m.user_id,
    created_at: m.created_at.toISOString(),
  };
}

async function visibleMark(ctx: AppContext, p: Principal, id: number): Promise<MarkRow> {
  const m = await repo.findMark(ctx.db, id);
  if (!visible(p, m)) throw notFound('Video mark');
  return m;
}

/** The recorded instant nearest ts: ts itself inside a segment, else the nearest segment edge. */
async function nearestRecorded(ctx: AppContext, cameraId: number, ts: Date): Promise<Date | null> {
  const from = new Date(ts.getTime() - SNAPSHOT_WINDOW_MS);
  const to = new Date(ts.getTime() + SNAPSHOT_WINDOW_MS);
  const rows = await segmentsOverlapping(ctx.db, cameraId, from, to);
  let best: Date | null = null;
  let bestGap = Infinity;
  for (const r of rows) {
    const s = new Date(r.start_at).getTime();
    const e = new Date(r.end_at).getTime();
    const at = Math.min(Math.max(ts.getTime(), s), Math.max(s, e - 1));
    const gap = Math.abs(at - ts.getTime());
    if (gap < bestGap) {
      bestGap = gap;
      best = new Date(at);
    }
  }
  return best;
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Videomark> {
  return present(ctx, p, await visibleMark(ctx, p, id));
}

export async function create(ctx: AppContext, p: Principal, body: CreateVideomark, meta: RequestMeta): Promise<Videomark> {
  const camera = await visibleCamera(ctx, p, body.camera_id);
  const ts = new Date(body.ts);
  const snapshotAt = await nearestRecorded(ctx, camera.id, ts);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const markId = await repo.insertVideomark(tx, {
      organization_id: camera.organization_id,
      user_id: p.userId,
      camera_id: camera.id,
      name: body.name,
      kind: body.kind ?? (body.event_id ? 'event' : 'manual'),
      ts,
      meta: JSON.stringify(body.meta ?? {}),
      event_id: body.event_id ?? null,
      snapshot_at: snapshotAt,
      created_at: now,
    });
    await audit(tx, changeBy(p, 'videomark_create', 'videomark', markId, now, meta, { after: body, organizationId: camera.organization_id }));
    return markId;
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const m = await visibleMark(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteVideomark(tx, id);
    await audit(
      tx,
      changeBy(p, 'videomark_delete', 'videomark', id, now, meta, {
        before: { name: m.name, camera_id: m.camera_id, ts: m.ts.toISOString() },
        organizationId: m.organization_id,
      }),
    );
  });
}

/** GET /videomarks and POST /videomarks/search: newest first (ts desc, id desc). */
export async function search(ctx: AppContext, p: Principal, body: VideomarkSearch): Promise<VideomarkList> {
  const limit = body.limit ?? 50;
  const after = decodeCursor(body.cursor, 2);
  const f = body.query;
  const rows = await repo.searchMarks(
    ctx.db,
    p.organizationId ?? -1,
    groupIn(p, 'c.group_id'),
    f,
    after ? { ts: new Date(String(after[0])), id: Number(after[1]) } : null,
    limit,
  );
  const { items, pagination } = page(rows, limit, (m) => [m.ts.toISOString(), m.id]);
  return { videomarks: await Promise.all(items.map((m) => present(ctx, p, m))), pagination };
}
