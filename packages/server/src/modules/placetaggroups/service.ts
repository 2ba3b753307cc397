import type { CreatePlacetaggroup, Placetaggroup, UpdatePlacetaggroup } from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { assertNameFree, organizationOf } from '../places/scope';
import { countTagsInOrganization, setTagsOfGroup } from '../placetags/repo';
import * as repo from './repo';

/**
 * Tag groups. A tag is in at most one group; tag_ids, when given, is the group's full set (tags
 * named move into it, tags left out leave it). Deleting a group leaves its tags ungrouped.
 */
type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof repo.groupsQuery>['executeTakeFirst']>>>;

const present = (r: Row): Placetaggroup => ({
  id: r.id,
  name: r.name,
  tags: r.tags,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

async function visible(ctx: AppContext, p: Principal, id: number): Promise<Row> {
  const r = await repo.groupsQuery(ctx.db).where('g.id', '=', id).executeTakeFirst();
  if (!r || r.organization_id !== p.organizationId) throw notFound('Tag group');
  return r;
}

async function check(ctx: AppContext, organizationId: number, body: UpdatePlacetaggroup, exceptId: number | null): Promise<void> {
  if (body.name !== undefined) await assertNameFree(ctx, 'placetaggroups', organizationId, body.name, exceptId);
  if (body.tag_ids && body.tag_ids.length > 0) {
    if ((await countTagsInOrganization(ctx.db, organizationId, body.tag_ids)) !== body.tag_ids.length)
      throw invalid({ tag_ids: 'names a tag that does not exist' });
  }
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Placetaggroup> {
  return present(await visible(ctx, p, id));
}

export async function create(ctx: AppContext, p: Principal, body: CreatePlacetaggroup, meta: RequestMeta): Promise<Placetaggroup> {
  const organizationId = organizationOf(p);
  await check(ctx, organizationId, body, null);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const created = await repo.insertPlacetaggroup(tx, { organization_id: organizationId, name: body.name, created_at: now, updated_at: now });
    if (body.tag_ids) await setTagsOfGroup(tx, created, body.tag_ids, now);
    await audit(tx, changeBy(p, 'placetaggroup_create', 'placetaggroup', created, now, meta, { after: { ...body }, organizationId }));
    return created;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdatePlacetaggroup, meta: RequestMeta): Promise<Placetaggroup> {
  const g = await visible(ctx, p, id);
  await check(ctx, g.organization_id, body, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (body.name !== undefined) await repo.renamePlacetaggroup(tx, id, body.name, now);
    if (body.tag_ids) await setTagsOfGroup(tx, id, body.tag_ids, now);
    const before = { name: g.name, tag_ids: g.tags.map((t) => t.id) };
    await audit(tx, changeBy(p, 'placetaggroup_update', 'placetaggroup', id, now, meta, { before, after: { ...body }, organizationId: g.organization_id }));
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const g = await visible(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deletePlacetaggroup(tx, id);
    await audit(tx, changeBy(p, 'placetaggroup_delete', 'placetaggroup', id, now, meta, { before: { name: g.name }, organizationId: g.organization_id }));
  });
}

export async function list(ctx: AppContext, p: Principal, q: { cursor?: string; limit?: number }) {
  const limit = q.limit ?? 20;
  const key = decodeCursor(q.cursor, 1);
  const rows = await repo
    .groupsQuery(ctx.db)
    .where('g.organization_id', '=', organizationOf(p))
    .$if(key !== null, (b) => b.where('g.id', '>', Number(key?.[0])))
    .orderBy('g.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { placetaggroups: items.map(present), pagination };
}
