import type { CreatePlatelist, Platelist, PlatelistList, PlatelistSearch, UpdatePlatelist } from '@argus/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { checkAssignableGroup, groupIn } from '../../access';
import { listSearchFilter } from '../facelists/repo';
import { listVisible, organizationOf } from '../facelists/scope';
import * as repo from './repo';
import { givenFields } from '../../lib/patch';

export function presentPlatelist(l: repo.PlatelistRow): Platelist {
  return {
    id: l.id,
    name: l.name,
    description: l.description,
    priority: l.priority,
    group_id: l.group_id,
    plate_count: l.plate_count,
    plate_sync_count: l.plate_sync_count,
    pacses: l.pacses,
    created_at: l.created_at.toISOString(),
    updated_at: l.updated_at.toISOString(),
  };
}

export async function visiblePlatelist(ctx: AppContext, p: Principal, id: number): Promise<repo.PlatelistRow> {
  const l = await repo.findPlatelist(ctx.db, id);
  if (!listVisible(p, l)) throw notFound('Plate list');
  return l as repo.PlatelistRow;
}

export async function get(ctx: AppContext, p: Principal, id: number) {
  return presentPlatelist(await visiblePlatelist(ctx, p, id));
}

export async function create(ctx: AppContext, p: Principal, body: CreatePlatelist, meta: RequestMeta) {
  const organizationId = organizationOf(p);
  await checkAssignableGroup(ctx.db, p, organizationId, body.group_id);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const newId = await repo.insertPlatelist(tx, {
      organization_id: organizationId,
      group_id: body.group_id ?? null,
      name: body.name,
      description: body.description ?? '',
      priority: body.priority ?? 'medium',
      created_at: now,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'platelist_create', 'platelist', newId, now, meta, { after: { ...body } }));
    return newId;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdatePlatelist, meta: RequestMeta) {
  const l = await visiblePlatelist(ctx, p, id);
  if (body.group_id !== undefined) await checkAssignableGroup(ctx.db, p, l.organization_id, body.group_id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updatePlatelist(tx, id, {
      ...givenFields(body, ['name', 'description', 'priority', 'group_id']),
      updated_at: now,
    });
    await audit(
      tx,
      changeBy(p, 'platelist_update', 'platelist', id, now, meta, { before: { name: l.name, priority: l.priority, group_id: l.group_id }, after: { ...body } }),
    );
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const l = await visiblePlatelist(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deletePlatelist(tx, id);
    await audit(tx, changeBy(p, 'platelist_delete', 'platelist', id, now, meta, { before: { name: l.name, plate_count: l.plate_count } }));
  });
}

export async function search(ctx: AppContext, p: Principal, body: PlatelistSearch): Promise<PlatelistList> {
  const limit = body.limit ?? 20;
  const q = body.query;
  const key = decodeCursor(body.cursor, 1);
  const rows = await repo
    .platelistsQuery(ctx.db)
    .where(listSearchFilter(organizationOf(p), groupIn(p, 'l.group_id'), q, key === null ? null : Number(key[0])))
    .orderBy('l.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { platelists: items.map(presentPlatelist), pagination };
}
