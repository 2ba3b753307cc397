import {
  DEFAULT_FACE_EXACT_THRESHOLD,
  DEFAULT_FACE_THRESHOLD,
  type CreateFacelist,
  type FacelistList,
  type FacelistSearch,
  type UpdateFacelist,
} from '@argus/contracts';
import { checkAssignableGroup, groupIn } from '../../access';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { deleteImageFiles } from '../faces/images';
import * as faces from '../faces/repo';
import { presentFacelist } from './present';
import * as repo from './repo';
import { listVisible, organizationOf } from './scope';
import { givenFields } from '../../lib/patch';

/**
 * Defaults in raw similarity (0..1), from the face similarity's calibration (contracts,
 * similarity.ts): the spec's 75 % (0.1 % false accepts per comparison) matches; a match at the
 * exact threshold (10^-5 false accepts) is shown as exact.
 */
export const DEFAULT_THRESHOLD = DEFAULT_FACE_THRESHOLD;
export const DEFAULT_EXACT_THRESHOLD = DEFAULT_FACE_EXACT_THRESHOLD;

export async function visibleFacelist(ctx: AppContext, p: Principal, id: number): Promise<repo.FacelistRow> {
  const l = await repo.findFacelist(ctx.db, id);
  if (!listVisible(p, l)) throw notFound('Face list');
  return l as repo.FacelistRow;
}

export async function get(ctx: AppContext, p: Principal, id: number) {
  return presentFacelist(await visibleFacelist(ctx, p, id));
}

function checkThresholds(threshold: number, exact: number): void {
  if (exact < threshold) throw invalid({ exact_threshold: 'must be at least the threshold' });
}

export async function create(ctx: AppContext, p: Principal, body: CreateFacelist, meta: RequestMeta) {
  const organizationId = organizationOf(p);
  await checkAssignableGroup(ctx.db, p, organizationId, body.group_id);
  const threshold = body.threshold ?? DEFAULT_THRESHOLD;
  const exact = body.exact_threshold ?? Math.max(DEFAULT_EXACT_THRESHOLD, threshold);
  checkThresholds(threshold, exact);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const listId = await repo.insertFacelist(tx, {
      organization_id: organizationId,
      group_id: body.group_id ?? null,
      name: body.name,
      description: body.description ?? '',
      priority: body.priority ?? 'medium',
      threshold,
      exact_threshold: exact,
      activity_tracking: body.activity_tracking ?? false,
      created_at: now,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'facelist_create', 'facelist', listId, now, meta, { after: { ...body } }));
    return listId;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateFacelist, meta: RequestMeta) {
  const l = await visibleFacelist(ctx, p, id);
  if (body.group_id !== undefined) await checkAssignableGroup(ctx.db, p, l.organization_id, body.group_id);
  checkThresholds(body.threshold ?? l.threshold, body.exact_threshold ?? l.exact_threshold);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateFacelist(tx, id, {
      ...givenFields(body, ['name', 'description', 'priority', 'threshold', 'exact_threshold', 'activity_tracking', 'group_id']),
      updated_at: now,
    });
    const before = { name: l.name, priority: l.priority, threshold: l.threshold, exact_threshold: l.exact_threshold, group_id: l.group_id };
    await audit(tx, changeBy(p, 'facelist_update', 'facelist', id, now, meta, { before, after: { ...body } }));
  });
  return get(ctx, p, id);
}

/** Deleting a list deletes its faces and their photos (rows in the transaction, files after it). */
export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const l = await visibleFacelist(ctx, p, id);
  const now = ctx.clock();
  const images = await ctx.db.transaction().execute(async (tx) => {
    const imageIds = await faces.imageIdsOfList(tx, id);
    await repo.deleteFacelist(tx, id);
    await audit(tx, changeBy(p, 'facelist_delete', 'facelist', id, now, meta, { before: { name: l.name, face_count: l.face_count } }));
    return imageIds;
  });
  await deleteImageFiles(ctx, images);
}

export async function search(ctx: AppContext, p: Principal, body: FacelistSearch): Promise<FacelistList> {
  const limit = body.limit ?? 20;
  const q = body.query;
  const key = decodeCursor(body.cursor, 1);
  const rows = await repo
    .facelistsQuery(ctx.db)
    .where(repo.listSearchFilter(organizationOf(p), groupIn(p, 'l.group_id'), q, key === null ? null : Number(key[0])))
    .orderBy('l.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { facelists: items.map(presentFacelist), pagination };
}
