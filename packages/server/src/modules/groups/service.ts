import { DEFAULT_PAGE_SIZE, type CreateGroup, type Group, type GroupMembers, type UpdateGroup } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { groupIn, listOrganization, seesObject, targetOrganization } from '../../access';
import { audit, changeBy } from '../../lib/audit';
import { containsPattern } from '../../lib/like';
import { urlSigner } from '../../lib/files';
import { presentUser } from '../users/present';
import { addToGroup, membersAmong, membersOfGroup, removeFromGroup } from '../users/repo';
import { organizationExists } from '../organizations/repo';
import * as repo from './repo';

/** Place counts join in when places exist; until then a group has none. */
export function presentGroup(g: repo.GroupRecord): Group {
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    organization_id: g.organization_id,
    user_count: g.user_count,
    place_count: 0,
    created_at: g.created_at.toISOString(),
    updated_at: g.updated_at.toISOString(),
  };
}

/** Administrators see their organisation's groups; others the groups they belong to (a group is its own group). */
function visible(p: Principal, g: repo.GroupRecord | undefined): g is repo.GroupRecord {
  return !!g && seesObject(p, g.organization_id, g.id);
}

async function visibleGroup(ctx: AppContext, p: Principal, id: number) {
  const g = await repo.findGroup(ctx.db, id);
  if (!visible(p, g)) throw notFound('Group');
  return g;
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Group> {
  return presentGroup(await visibleGroup(ctx, p, id));
}

export async function create(ctx: AppContext, p: Principal, body: CreateGroup, meta: RequestMeta): Promise<Group> {
  const organizationId = targetOrganization(p, body.organization_id);
  if (!(await organizationExists(ctx.db, organizationId))) throw notFound('Organization');
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    if (await repo.nameTaken(tx, organizationId, body.name, null)) throw new ApiError('conflict', 'The name is in use', { name: 'is already in use' });
    const created = await repo.insertGroup(tx, { organization_id: organizationId, name: body.name, description: body.description ?? '' });
    await audit(tx, changeBy(p, 'group_create', 'group', created, now, meta, { after: body, organizationId }));
    return created;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateGroup, meta: RequestMeta): Promise<Group> {
  const g = await visibleGroup(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (body.name !== undefined && (await repo.nameTaken(tx, g.organization_id, body.name, id))) {
      throw new ApiError('conflict', 'The name is in use', { name: 'is already in use' });
    }
    await repo.updateGroup(tx, id, { ...body, updated_at: now });
    const before = { name: g.name, description: g.description };
    await audit(tx, changeBy(p, 'group_update', 'group', id, now, meta, { before, after: body, organizationId: g.organization_id }));
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const g = await visibleGroup(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteGroup(tx, id);
    await audit(tx, changeBy(p, 'group_delete', 'group', id, now, meta, { before: { name: g.name }, organizationId: g.organization_id }));
  });
}

/** GET /groups/{id}/members: the group's users by id, a page at a time. */
export async function members(ctx: AppContext, p: Principal, id: number, q: { cursor?: string | undefined; limit?: number } = {}) {
  await visibleGroup(ctx, p, id);
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const key = decodeCursor(q.cursor, 1);
  const now = ctx.clock();
  const rows = await membersOfGroup(ctx.db, id, key !== null ? Number(key[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  const sign = await urlSigner(ctx);
  return { users: items.map((u) => presentUser(u, ctx.config, now, sign)), pagination };
}

export async function addMembers(ctx: AppContext, p: Principal, id: number, body: GroupMembers, meta: RequestMeta) {
  const g = await visibleGroup(ctx, p, id);
  const max = ctx.config.public.groups_per_user;
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    const counts = await repo.membershipCounts(tx, g.organization_id, body.user_ids);
    if (counts.length !== body.user_ids.length) throw invalid({ user_ids: 'names a user that does not exist in the organisation' });
    const already = await membersAmong(tx, id, body.user_ids);
    const adding = counts.filter((c) => !already.has(c.id));
    const full = adding.filter((c) => c.groups >= max).map((c) => c.id);
    if (full.length > 0) {
      throw new ApiError('limit_exceeded', `A user belongs to at most ${max} groups`, { user_ids: `already in ${max} groups: ${full.join(', ')}` });
    }
    if (adding.length > 0)
      await addToGroup(
        tx,
        id,
        adding.map((c) => c.id),
      );
    await audit(
      tx,
      changeBy(p, 'group_members_add', 'group', id, now, meta, { after: { user_ids: adding.map((c) => c.id) }, organizationId: g.organization_id }),
    );
  });
  return members(ctx, p, id);
}

export async function removeMembers(ctx: AppContext, p: Principal, id: number, body: GroupMembers, meta: RequestMeta) {
  const g = await visibleGroup(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await removeFromGroup(tx, id, body.user_ids);
    await audit(tx, changeBy(p, 'group_members_remove', 'group', id, now, meta, { before: { user_ids: body.user_ids }, organizationId: g.organization_id }));
  });
  return members(ctx, p, id);
}

export async function search(ctx: AppContext, p: Principal, body: { cursor?: string; limit?: number; query?: { text?: string; organization_id?: number } }) {
  const limit = body.limit ?? 20;
  const q = body.query ?? {};
  const key = decodeCursor(body.cursor, 1);
  const organizationId = listOrganization(p, q.organization_id);
  const rows = await repo
    .groupsQuery(ctx.db)
    .$if(organizationId !== null, (b) => b.where('g.organization_id', '=', organizationId as number))
    .where(groupIn(p, 'g.id'))
    .$if(!!q.text, (b) => b.where('g.name', 'ilike', containsPattern(q.text ?? '')))
    .$if(key !== null, (b) => b.where('g.id', '>', Number(key?.[0])))
    .orderBy('g.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { groups: items.map(presentGroup), pagination };
}
