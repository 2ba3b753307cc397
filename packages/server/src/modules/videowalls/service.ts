import type { CreateVideowall, UpdateVideowall, Videowall, VideowallList } from '@argus/contracts';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { groupIn, groupScope, visibleNames } from '../../access';
import { audit, changeBy } from '../../lib/audit';
import type { Kysely, Transaction } from 'kysely';
import { inAnyGroup, liveUserOwner } from '../users/repo';
import * as repo from './repo';

type Conn = Kysely<DB> | Transaction<DB>;
type WallRow = repo.WallRow;

/** Cells a preset grid has; 'custom' takes any layout. */
const PRESET_CELLS: Record<string, number> = { '1x1': 1, '2x2': 4, '3x3': 9, '4x4': 16, '1+5': 6, '1+7': 8 };

export function presentWall(w: WallRow): Videowall {
  return {
    id: w.id,
    name: w.name,
    grid_type: w.grid_type as Videowall['grid_type'],
    grid_layout: w.grid_layout,
    cameras: w.cameras,
    user_id: w.user_id,
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at.toISOString(),
  };
}

/** A wall is personal: only its owner sees it (any other id answers 404). */
async function ownWall(db: Conn, p: Principal, id: number): Promise<WallRow> {
  const w = await repo.findWall(db, id);
  if (!w || w.user_id !== p.userId) throw notFound('Video wall');
  return w;
}

/** Layout rules: a preset has its number of cells; every cell fits the 12 × 12 grid; cameras fill cells. */
function checkLayout(grid_type: string, layout: { x: number; y: number; w: number; h: number }[], cameras: (number | null)[]): void {
  const want = PRESET_CELLS[grid_type];
  if (want !== undefined && layout.length !== want) throw invalid({ grid_layout: `grid ${grid_type} has ${want} cells` });
  layout.forEach((c, i) => {
    if (c.x + c.w > 12 || c.y + c.h > 12) throw invalid({ [`grid_layout.${i}`]: 'lies outside the 12 × 12 grid' });
  });
  if (cameras.length > layout.length) throw invalid({ cameras: 'more cameras than cells' });
}

/** Every camera of the wall must be one the caller sees (the same rule as GET /cameras/{id}). */
async function checkCameras(db: Conn, p: Principal, cameras: (number | null)[]): Promise<void> {
  const ids = [...new Set(cameras.filter((c): c is number => c !== null))];
  if (!ids.length || p.organizationId === null) return;
  const found = await visibleNames(db, p, 'camera', ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw invalid({ cameras: `camera ${missing} not found` });
}

async function checkLimit(ctx: AppContext, db: Conn, userId: number): Promise<void> {
  const limit = ctx.config.public.video_wall_per_user_count;
  if ((await repo.countWallsOf(db, userId)) >= limit) throw new ApiError('limit_exceeded', `A user has at most ${limit} video walls`, { limit: String(limit) });
}

export async function list(ctx: AppContext, p: Principal, q: { cursor?: string; limit?: number }): Promise<VideowallList> {
  const limit = q.limit ?? 50;
  const after = decodeCursor(q.cursor, 1);
  const rows = await repo.wallsOf(ctx.db, p.userId, after ? Number(after[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (w) => [w.id]);
  return { videowalls: items.map(presentWall), pagination };
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Videowall> {
  return presentWall(await ownWall(ctx.db, p, id));
}

/**
 * POST /videowalls (for oneself) and POST /videowalls/{user_id}: a wall given to another user of
 * the organisation (our design: sharing a layout). Non-administrators may give walls only to users
 * who share one of their groups; the wall counts against the recipient's limit and is theirs.
 */
export async function create(ctx: AppContext, p: Principal, body: CreateVideowall, meta: RequestMeta, forUser?: number): Promise<Videowall> {
  const owner = forUser ?? p.userId;
  if (owner !== p.userId) await assertRecipient(ctx, p, owner);
  checkLayout(body.grid_type, body.grid_layout, body.cameras);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    await checkCameras(tx, p, body.cameras);
    await checkLimit(ctx, tx, owner);
    const created = await repo.insertWall(tx, {
      organization_id: p.organizationId as number,
      user_id: owner,
      name: body.name,
      grid_type: body.grid_type,
      grid_layout: JSON.stringify(body.grid_layout),
      cameras: JSON.stringify(body.cameras),
      created_at: now,
      updated_at: now,
    });
    await audit(
      tx,
      changeBy(p, owner === p.userId ? 'videowall_create' : 'videowall_share', 'videowall', created, now, meta, { after: { ...body, user_id: owner } }),
    );
    return created;
  });
  return presentWall(await repo.wallOrThrow(ctx.db, id));
}

async function assertRecipient(ctx: AppContext, p: Principal, userId: number): Promise<void> {
  const u = await liveUserOwner(ctx.db, userId);
  if (!u || u.is_superuser || u.organization_id !== p.organizationId) throw notFound('User');
  if (groupScope(p) === null) return;
  if (!(await inAnyGroup(ctx.db, userId, groupIn(p, 'user_groups.group_id')))) throw notFound('User');
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateVideowall, meta: RequestMeta): Promise<Videowall> {
  const before = await ownWall(ctx.db, p, id);
  const gridType = body.grid_type ?? before.grid_type;
  const layout = body.grid_layout ?? before.grid_layout;
  const cameras = body.cameras ?? before.cameras;
  checkLayout(gridType, layout, cameras);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (body.cameras) await checkCameras(tx, p, body.cameras);
    await repo.updateWall(tx, id, {
      name: body.name ?? before.name,
      grid_type: gridType,
      grid_layout: JSON.stringify(layout),
      cameras: JSON.stringify(cameras),
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'videowall_update', 'videowall', id, now, meta, { before: presentWall(before), after: body }));
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const before = await ownWall(ctx.db, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteWall(tx, id);
    await audit(tx, changeBy(p, 'videowall_delete', 'videowall', id, now, meta, { before: presentWall(before) }));
  });
}
