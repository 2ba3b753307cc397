import type { CreatePlacetag, Placetag, UpdatePlacetag } from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { assertNameFree, organizationOf } from '../places/scope';
import { placetaggroupOwner } from '../placetaggroups/repo';
import { deletePlacetag, insertPlacetag, tagsQuery, updatePlacetag } from './repo';

/** Place tags: a name, optionally in one tag group. Deleting a tag takes it off its places. */
type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof tagsQuery>['executeTakeFirst']>>>;

const present = (r: Row): Placetag => ({
  id: r.id,
  name: r.name,
  placetaggroup_id: r.placetaggroup_id,
  placetaggroup: r.placetaggroup_id !== null && r.group_name !== null ? { id: r.placetaggroup_id, name: r.group_name } : null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

async function visible(ctx: AppContext, p: Principal, id: number): Promise<Row> {
  const r = await tagsQuery(ctx.db).where('t.id', '=', id).executeTakeFirst();
  if (!r || r.organization_id !== p.organizationId) throw notFound('Place tag');
  return r;
}

async function check(ctx: AppContext, organizationId: number, body: UpdatePlacetag, exceptId: number | null): Promise<void> {
  if (body.name !== undefined) await assertNameFree(ctx, 'placetags', organizationId, body.name, exceptId);
  if (body.placetaggroup_id !== undefined && body.placetaggroup_id !== null) {
    const g = await placetaggroupOwner(ctx.db, body.placetaggroup_id);
    if (!g || g.organization_id !== organizationId) throw invalid({ placetaggroup_id: 'names a tag group that does not exist' });
  }
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Placetag> {
  return present(await visible(ctx, p, id));
}

export async function create(ctx: AppContext, p: Principal, body: CreatePlacetag, meta: RequestMeta): Promise<Placetag> {
  const organizationId = organizationOf(p);
  await check(ctx, organizationId, body, null);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const created = await insertPlacetag(tx, {
      organization_id: organizationId,
      name: body.name,
      placetaggroup_id: body.placetaggroup_id ?? null,
      created_at: now,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'placetag_create', 'placetag', created, now, meta, { after: { ...body }, organizationId }));
    return created;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdatePlacetag, meta: RequestMeta): Promise<Placetag> {
  const t = await visible(ctx, p, id);
  await check(ctx, t.organization_id, body, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await updatePlacetag(tx, id, { ...body, updated_at: now });
    const before = { name: t.name, placetaggroup_id: t.placetaggroup_id };
    await audit(tx, changeBy(p, 'placetag_update', 'placetag', id, now, meta, { before, after: { ...body }, organizationId: t.organization_id }));
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const t = await visible(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await deletePlacetag(tx, id);
    await audit(tx, changeBy(p, 'placetag_delete', 'placetag', id, now, meta, { before: { name: t.name }, organizationId: t.organization_id }));
  });
}

export async function list(ctx: AppContext, p: Principal, q: { cursor?: string; limit?: number; placetaggroup_id?: number }) {
  const limit = q.limit ?? 20;
  const key = decodeCursor(q.cursor, 1);
  const rows = await tagsQuery(ctx.db)
    .where('t.organization_id', '=', organizationOf(p))
    .$if(q.placetaggroup_id !== undefined, (b) => b.where('t.placetaggroup_id', '=', q.placetaggroup_id as number))
    .$if(key !== null, (b) => b.where('t.id', '>', Number(key?.[0])))
    .orderBy('t.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { placetags: items.map(present), pagination };
}
