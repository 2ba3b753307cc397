import type { CreatePlacecategory, Placecategory, UpdatePlacecategory } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { organizationOf } from '../places/scope';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { categoryHasPlace } from '../places/repo';
import * as repo from './repo';

/**
 * Place categories: a tree per organisation. `path` holds the ids from the root down to the
 * category itself, so "this category and everything under it" is `path @> array[id]`.
 * Moving (a change of parent_id) rewrites the path of the whole subtree in one statement, inside
 * a transaction that first locks the organisation's categories, so that two concurrent moves
 * cannot build a cycle between them. Moving under itself or a descendant is refused (422).
 * Deleting a category that still has subcategories or places is refused (409
 * placecategory_not_empty): the console asks to move or empty it first.
 */
type Row = repo.PlacecategoryRow;

export function presentCategory(r: Row): Placecategory {
  return { id: r.id, name: r.name, parent_id: r.parent_id, path: r.path, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() };
}

async function visibleCategory(ctx: AppContext, p: Principal, id: number): Promise<Row> {
  const r = await repo.findPlacecategory(ctx.db, id);
  if (!r || r.organization_id !== p.organizationId) throw notFound('Place category');
  return r;
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Placecategory> {
  return presentCategory(await visibleCategory(ctx, p, id));
}

async function parentPath(tx: Transaction<DB>, organizationId: number, parentId: number | null | undefined): Promise<number[]> {
  if (parentId === undefined || parentId === null) return [];
  const parent = await repo.categoryPath(tx, parentId);
  if (!parent || parent.organization_id !== organizationId) throw invalid({ parent_id: 'names a category that does not exist' });
  return parent.path;
}

export async function create(ctx: AppContext, p: Principal, body: CreatePlacecategory, meta: RequestMeta): Promise<Placecategory> {
  const organizationId = organizationOf(p);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const prefix = await parentPath(tx, organizationId, body.parent_id);
    const created = await repo.insertPlacecategory(
      tx,
      { organization_id: organizationId, parent_id: body.parent_id ?? null, name: body.name, created_at: now, updated_at: now },
      prefix,
    );
    await audit(tx, changeBy(p, 'placecategory_create', 'placecategory', created, now, meta, { after: { ...body }, organizationId }));
    return created;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdatePlacecategory, meta: RequestMeta): Promise<Placecategory> {
  const c = await visibleCategory(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (body.parent_id !== undefined && body.parent_id !== c.parent_id) {
      await repo.lockTree(tx, c.organization_id);
      const prefix = await parentPath(tx, c.organization_id, body.parent_id);
      if (prefix.includes(id)) throw invalid({ parent_id: 'is the category itself or one of its subcategories' });
      await repo.moveSubtree(tx, c.organization_id, id, prefix);
    }
    await repo.updatePlacecategory(tx, id, { ...body, updated_at: now });
    await audit(
      tx,
      changeBy(p, 'placecategory_update', 'placecategory', id, now, meta, {
        before: { name: c.name, parent_id: c.parent_id },
        after: { ...body },
        organizationId: c.organization_id,
      }),
    );
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const c = await visibleCategory(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.lockTree(tx, c.organization_id);
    const child = await repo.hasSubcategory(tx, id);
    const place = await categoryHasPlace(tx, id);
    if (child || place) {
      const what = [child && 'subcategories', place && 'places'].filter(Boolean).join(' and ');
      throw new ApiError('placecategory_not_empty', `The category still has ${what}: move them to another category first`);
    }
    await repo.deletePlacecategory(tx, id);
    await audit(
      tx,
      changeBy(p, 'placecategory_delete', 'placecategory', id, now, meta, {
        before: { name: c.name, parent_id: c.parent_id },
        organizationId: c.organization_id,
      }),
    );
  });
}

export async function search(ctx: AppContext, p: Principal, body: { cursor?: string; limit?: number; query?: { text?: string; parent_id?: number | null } }) {
  const limit = body.limit ?? 20;
  const q = body.query ?? {};
  const key = decodeCursor(body.cursor, 1);
  const rows = await repo.searchPlacecategories(ctx.db, organizationOf(p), q, key !== null ? Number(key[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { placecategories: items.map(presentCategory), pagination };
}
