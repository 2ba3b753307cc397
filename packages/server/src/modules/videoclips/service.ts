import type { CreateVideoclip, Videoclip, VideoclipList } from '@argus/contracts';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { visibleCamera } from '../cameras/service';
import { ticketedMediaUrl } from '../tasks/mediaUrl';
import { ACTIVE } from '../tasks/repo';

type ClipRow = Selectable<DB['videoclips']> & {
  status: string | null;
  progress: number | null;
  task_streamserver_id: number | null;
  capacitygroup_token: string;
};

function clips(ctx: AppContext) {
  return ctx.db
    .selectFrom('videoclips as v')
    .innerJoin('cameras as c', 'c.id', 'v.camera_id')
    .leftJoin('tasks as t', 't.id', 'v.task_id')
    .selectAll('v')
    .select(['t.status', 't.progress', 't.streamserver_id as task_streamserver_id', 'c.capacitygroup_token']);
}

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
  const v = await clips(ctx).where('v.id', '=', id).executeTakeFirst();
  if (!v || v.user_id !== p.userId) throw notFound('Video clip');
  return v;
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Videoclip> {
  return present(ctx, p, await ownClip(ctx, p, id));
}

export async function list(ctx: AppContext, p: Principal, q: { cursor?: string; limit?: number; camera_id?: number }): Promise<VideoclipList> {
  const limit = q.limit ?? 50;
  const after = decodeCursor(q.cursor, 1);
  let query = clips(ctx).where('v.user_id', '=', p.userId);
  if (q.camera_id !== undefined) query = query.where('v.camera_id', '=', q.camera_id);
  if (after) query = query.where('v.id', '<', Number(after[0]));
  const rows = await query
    .orderBy('v.id', 'desc')
    .limit(limit + 1)
    .execute();
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
  const recorded = await ctx.db
    .selectFrom('media_segments')
    .select('id')
    .where('camera_id', '=', camera.id)
    .where('start_at', '<', to)
    .where('end_at', '>', from)
    .executeTakeFirst();
  if (!recorded || camera.streamserver_id === null) throw new ApiError('videoclip_no_recording', 'Nothing of this camera is recorded in that range');
  const id = await ctx.db.transaction().execute(async (tx) => {
    const used = await tx
      .selectFrom('videoclips')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.val(0)).as('s'))
      .where('user_id', '=', p.userId)
      .where('created_at', '>=', dayStart(now))
      .executeTakeFirstOrThrow();
    const quota = cfg.videoclips_duration_quota_per_day;
    if (Number(used.s) + counted > quota) {
      throw new ApiError('videoclip_quota_exceeded', `The daily clip quota of ${quota} seconds would be exceeded (${Number(used.s)} used today)`, {
        quota: String(quota),
        used: String(Number(used.s)),
      });
    }
    const task = await tx
      .insertInto('tasks')
      .values({
        organization_id: camera.organization_id,
        user_id: p.userId,
        kind: 'videoclip_export',
        camera_id: camera.id,
        params: JSON.stringify({ range_start: from.toISOString(), range_end: to.toISOString() }),
        error: null,
        streamserver_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await tx
      .insertInto('videoclips')
      .values({
        organization_id: camera.organization_id,
        user_id: p.userId,
        camera_id: camera.id,
        range_start: from,
        range_end: to,
        seconds: counted,
        task_id: task.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(
      tx,
      changeBy(p, 'videoclip_create', 'videoclip', row.id, now, meta, { after: { ...body, task_id: task.id }, organizationId: camera.organization_id }),
    );
    return row.id;
  });
  return get(ctx, p, id);
}

/** Deleting a clip aborts its task if still running; the stream server then removes the file (GET .../tasks no longer keeps it). */
export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const v = await ownClip(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (v.task_id) {
      await tx
        .updateTable('tasks')
        .set({ status: 'aborted', updated_at: now, finished_at: now })
        .where('id', '=', v.task_id)
        .where('status', 'in', [...ACTIVE])
        .execute();
    }
    await tx.deleteFrom('videoclips').where('id', '=', id).execute();
    await audit(
      tx,
      changeBy(p, 'videoclip_delete', 'videoclip', id, now, meta, {
        before: { camera_id: v.camera_id, range_start: v.range_start.toISOString(), range_end: v.range_end.toISOString() },
        organizationId: v.organization_id,
      }),
    );
  });
}
