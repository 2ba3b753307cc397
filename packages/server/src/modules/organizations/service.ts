import type { CreateOrganization, Organization, UpdateOrganization } from '@argus/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { assertOrganization } from '../../access';
import { audit, changeBy } from '../../lib/audit';
import { urlSigner } from '../../lib/files';
import { containsPattern } from '../../lib/like';
import { groupsQuery } from '../groups/repo';
import { presentGroup } from '../groups/service';
import { existingTokens, setGroupsOfOrganization, tokensByOrganization } from '../capacitygroups/repo';
import { presentUser } from '../users/present';
import { usersQuery } from '../users/repo';
import { cameraOutsideCapacitygroups } from '../cameras/repo';
import { uploadOwnerByText } from '../uploads/repo';
import { findOrganization, insertOrganization, organizationNameTaken, organizationsQuery, updateOrganization } from './repo';

type Conn = Kysely<DB> | Transaction<DB>;
type Row = {
  id: number;
  name: string;
  description: string;
  logo_id: string | null;
  logo_file: string | null;
  is_internal: boolean;
  created_at: Date;
  updated_at: Date;
};
type Signer = (fileKey: string | null) => string | null;

/**
 * Face/plate lists hang from an organisation once those resources exist; until then the counts
 * are truthfully zero. capacitygroup_tokens: the capacity groups serving it.
 */
function present(o: Row, sign: Signer, capacitygroupTokens: string[] = []): Organization {
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    logo_id: o.logo_id,
    logo_url: sign(o.logo_file),
    is_internal: o.is_internal,
    capacitygroup_tokens: capacitygroupTokens,
    facelist_count: 0,
    platelist_count: 0,
    face_count: 0,
    plate_count: 0,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  };
}

/** A logo must be an image uploaded as a logo by the superuser or by someone of this organisation. */
async function checkLogo(db: Conn, logoId: string | null | undefined, organizationId: number | null): Promise<void> {
  if (logoId === undefined || logoId === null) return;
  const upload = await uploadOwnerByText(db, logoId);
  const owned = upload && (upload.organization_id === null || upload.organization_id === organizationId);
  if (!upload || upload.kind !== 'logo' || !owned) throw invalid({ logo_id: 'is not an uploaded logo' });
}

async function refuseUnknownCapacityGroups(db: Conn, tokens: string[] | undefined): Promise<void> {
  if (!tokens || tokens.length === 0) return;
  const known = await existingTokens(db, tokens);
  if (tokens.some((t) => !known.has(t))) throw invalid({ capacitygroup_tokens: 'names a capacity group that does not exist' });
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Organization> {
  assertOrganization(p, id, 'Organization');
  const o = await findOrganization(ctx.db, id);
  if (!o) throw notFound('Organization');
  return present(o, await urlSigner(ctx), (await tokensByOrganization(ctx.db, [id])).get(id));
}

export async function create(ctx: AppContext, p: Principal, body: CreateOrganization, meta: RequestMeta): Promise<Organization> {
  await refuseUnknownCapacityGroups(ctx.db, body.capacitygroup_tokens);
  await checkLogo(ctx.db, body.logo_id, null);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    if (await organizationNameTaken(tx, body.name, null)) throw new ApiError('conflict', 'The name is in use', { name: 'is already in use' });
    const created = await insertOrganization(tx, {
      name: body.name,
      description: body.description ?? '',
      logo_id: body.logo_id ?? null,
      is_internal: body.is_internal ?? false,
    });
    if (body.capacitygroup_tokens) await setGroupsOfOrganization(tx, created, body.capacitygroup_tokens);
    await audit(tx, changeBy(p, 'organization_create', 'organization', created, now, meta, { after: body, organizationId: created }));
    return created;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateOrganization, meta: RequestMeta): Promise<Organization> {
  await refuseUnknownCapacityGroups(ctx.db, body.capacitygroup_tokens);
  await checkLogo(ctx.db, body.logo_id, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    const o = await findOrganization(tx, id);
    if (!o) throw notFound('Organization');
    if (body.name !== undefined && (await organizationNameTaken(tx, body.name, id)))
      throw new ApiError('conflict', 'The name is in use', { name: 'is already in use' });
    const { capacitygroup_tokens: tokens, ...values } = body;
    await updateOrganization(tx, id, { ...values, updated_at: now });
    if (tokens) {
      const inUse = await cameraOutsideCapacitygroups(tx, id, tokens);
      if (inUse)
        throw new ApiError('conflict', 'Cameras of the organisation still use a capacity group it would leave', {
          capacitygroup_tokens: `cameras still use ${inUse.capacitygroup_token}`,
        });
      await setGroupsOfOrganization(tx, id, tokens);
    }
    const before = { name: o.name, description: o.description, logo_id: o.logo_id, is_internal: o.is_internal };
    await audit(tx, changeBy(p, 'organization_update', 'organization', id, now, meta, { before, after: body, organizationId: id }));
  });
  return get(ctx, p, id);
}

type PageQuery = { cursor?: string | undefined; limit: number };

/** GET /organizations/{id}/members: the organisation's users by id, a page at a time. */
export async function members(ctx: AppContext, p: Principal, id: number, q: PageQuery) {
  await get(ctx, p, id);
  const key = decodeCursor(q.cursor, 1);
  const now = ctx.clock();
  const rows = await usersQuery(ctx.db)
    .where('u.organization_id', '=', id)
    .$if(key !== null, (b) => b.where('u.id', '>', Number(key?.[0])))
    .orderBy('u.id')
    .limit(q.limit + 1)
    .execute();
  const { items, pagination } = page(rows, q.limit, (r) => [r.id]);
  const sign = await urlSigner(ctx);
  return { users: items.map((u) => presentUser(u, ctx.config, now, sign)), pagination };
}

/** GET /organizations/{id}/groups: the organisation's groups by id, a page at a time. */
export async function groups(ctx: AppContext, p: Principal, id: number, q: PageQuery) {
  await get(ctx, p, id);
  const key = decodeCursor(q.cursor, 1);
  const rows = await groupsQuery(ctx.db)
    .where('g.organization_id', '=', id)
    .$if(key !== null, (b) => b.where('g.id', '>', Number(key?.[0])))
    .orderBy('g.id')
    .limit(q.limit + 1)
    .execute();
  const { items, pagination } = page(rows, q.limit, (r) => [r.id]);
  return { groups: items.map(presentGroup), pagination };
}

export async function search(ctx: AppContext, body: { cursor?: string; limit?: number; query?: { text?: string } }) {
  const limit = body.limit ?? 20;
  const key = decodeCursor(body.cursor, 1);
  const text = body.query?.text;
  const rows = await organizationsQuery(ctx.db)
    .$if(!!text, (b) => b.where('o.name', 'ilike', containsPattern(text ?? '')))
    .$if(key !== null, (b) => b.where('o.id', '>', Number(key?.[0])))
    .orderBy('o.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  const tokens = await tokensByOrganization(
    ctx.db,
    items.map((o) => o.id),
  );
  const sign = await urlSigner(ctx);
  return { organizations: items.map((o) => present(o, sign, tokens.get(o.id))), pagination };
}
