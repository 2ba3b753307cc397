import type { CreateVideoclip, Videoclip, VideoclipList } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { visibleCamera } from '../cameras/service';
import { ticketedMediaUrl } from '../tasks/mediaUrl';
import { recordedInRange } from '../segments/repo';
import { abortActiveTask, insertTask } from '../tasks/repo';
import * as repo from './repo';
import type { ClipRow } from './repo';

/** url: a fresh ticketed download on the stream server that cut the clip, once it succeeded. */
async function present(ctx: AppContext, p: Principal, v: ClipRow): Promise<Videoclip> {
  const status = (v.status ?? 'failed') as Videoclip['status'];
  const url =
    status === 'succeeded' && v.task_id
      ? await ticketedMediaUrl(
          ctx,
          ctx.db,
          { id: v.camera_id, organization_id: v.organization_id, capacitygroup_token: v.capacitygroup_token },
          v.task_streamserver_id,
          p.userId,
          `/clips/${v.camera_id}/${v.task_id}.mp4`,
        )
      : null;
  return {
    id: v.id,
    camera_id: v.camera_id,
    range_start: v.range_start.toISOString(),
    range_end: v.range_end.toISOString(),
    status,
    progress: v.progress ?? 0,
    url,
    task_id: v.task_id,
    created_at: v.created_at.toISOString(),
  };
}

/** Clips are personal exports: each user sees only their own (any other id answers 404). */
async function ownClip(ctx: AppContext, p: Principal, id: number): Promise<ClipRow> {
  const v = await repo.findClip(ctx.db, id);
  if (!v || v.user_id !== p.userId) throw notFound('Video clip');
  return v;
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Videoclip> {
  return present(ctx, p, await ownClip(ctx, p, id));
}

export async function list(ctx: AppContext, p: Principal, q: { cursor?: string; limit?: number; camera_id?: number }): Promise<VideoclipList> {
  const limit = q.limit ?? 50;
  const after = decodeCursor(q.cursor, 1);
  const rows = await repo.clipsOfUser(ctx.db, p.userId, q.camera_id, after ? Number(after[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (v) => [v.id]);
  return { videoclips: await Promise.all(items.map((v) => present(ctx, p, v))), pagination };
}

/** Start of the UTC day of `at`: the quota counts clips created since then. */
const dayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * POST /videoclips: range_start < range_end, a length of videoclips_range_min..max seconds, within
 * the user's videoclips_duration_quota_per_day (seconds of clips created since 00:00 UTC), and
 * something recorded in the range; then the clip and its export task (pending) in one transaction.
 */
export async function create(ctx: AppContext, p: Principal, body: CreateVideoclip, meta: RequestMeta): Promise<Videoclip> {
  const camera = await visibleCamera(ctx, p, body.camera_id);
  const from = new Date(body.range_start);
  const to = new Date(body.range_end);
  const cfg = ctx.config.public;
  const seconds = (to.getTime() - from.getTime()) / 1000;
  if (seconds <= 0) throw invalid({ range_end: 'must be after range_start' });
  if (seconds < cfg.videoclips_range_min || seconds > cfg.videoclips_range_max) {
    throw invalid({ range_end: `the clip must last ${cfg.videoclips_range_min} to ${cfg.videoclips_range_max} seconds` });
  }
  const now = ctx.clock();
  if (to.getTime() > now.getTime()) throw invalid({ range_end: 'must not be in the future' });
  const counted = Math.ceil(seconds);
  const recorded = await recordedInRange(ctx.db, camera.id, from, to);
  if (!recorded || camera.streamserver_id === null) throw new ApiError('videoclip_no_recording', 'Nothing of this camera is recorded in that range');
  const id = await ctx.db.transaction().execute(async (tx) => {
    const used = await repo.secondsCutSince(tx, p.userId, dayStart(now));
    const quota = cfg.videoclips_duration_quota_per_day;
    if (used + counted > quota) {
      throw new ApiError('videoclip_quota_exceeded', `The daily clip quota of ${quota} seconds would be exceeded (${used} used today)`, {
        quota: String(quota),
        used: String(used),
      });
    }
    const taskId = await insertTask(tx, {
      organization_id: camera.organization_id,
      user_id: p.userId,
      kind: 'videoclip_export',
      camera_id: camera.id,
      params: JSON.stringify({ range_start: from.toISOString(), range_end: to.toISOString() }),
      error: null,
      streamserver_id: null,
      created_at: now,
      updated_at: now,
    });
    const clipId = await repo.insertVideoclip(tx, {
      organization_id: camera.organization_id,
      user_id: p.userId,
      camera_id: camera.id,
      range_start: from,
      range_end: to,
      seconds: counted,
      task_id: taskId,
      created_at: now,
    });
    await audit(
      tx,
      changeBy(p, 'videoclip_create', 'videoclip', clipId, now, meta, { after: { ...body, task_id: taskId }, organizationId: camera.organization_id }),
    );
    return clipId;
  });
  return get(ctx, p, id);
}

/** Deleting a clip aborts its task if still running; the stream server then removes the file (GET .../tasks no longer keeps it). */
export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const v = await ownClip(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (v.task_id) await abortActiveTask(tx, v.task_id, now);
    await repo.deleteVideoclip(tx, id);
    await audit(
      tx,
      changeBy(p, 'videoclip_delete', 'videoclip', id, now, meta, {
        before: { camera_id: v.camera_id, range_start: v.range_start.toISOString(), range_end: v.range_end.toISOString() },
        organizationId: v.organization_id,
      }),
    );
  });
}
