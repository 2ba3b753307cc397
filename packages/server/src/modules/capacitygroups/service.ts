import type { Capacitygroup, CapacitygroupSearch, CapacitygroupWithSecrets, CreateCapacitygroup, UpdateCapacitygroup } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/secrets';
import { rescheduleAfterChange } from '../cameras/scheduler/run';
import { cameraOfOrganizationsOnCapacitygroup, cameraOnCapacitygroup } from '../cameras/repo';
import { edgeOnCapacitygroup } from '../edges/repo';
import { countOrganizations } from '../organizations/repo';
import { streamserverOnCapacitygroup } from '../streamservers/repo';
import * as repo from './repo';

/** Capacity groups are the superuser's (the routes say so); the services need no tenant scope. */
function present(g: repo.GroupRow): Capacitygroup {
  return {
    token: g.token,
    name: g.name,
    capacity: g.capacity,
    used: g.used,
    organization_ids: g.organization_ids.map(Number),
    created_at: g.created_at.toISOString(),
    updated_at: g.updated_at.toISOString(),
  };
}

async function found(ctx: AppContext, token: string) {
  const g = await repo.findGroup(ctx.db, token);
  if (!g) throw notFound('Capacity group');
  return g;
}

export async function get(ctx: AppContext, token: string): Promise<Capacitygroup> {
  return present(await found(ctx, token));
}

async function checkOrganizations(db: AppContext['db'], ids: readonly number[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  if ((await countOrganizations(db, ids)) !== ids.length) throw invalid({ organization_ids: 'names an organisation that does not exist' });
}

export async function create(ctx: AppContext, p: Principal, body: CreateCapacitygroup, meta: RequestMeta): Promise<CapacitygroupWithSecrets> {
  await checkOrganizations(ctx.db, body.organization_ids);
  const token = body.token ?? randomToken(12);
  const rpc = body.rpc_auth_secret ?? randomToken();
  const ticket = body.ticket_secret ?? randomToken();
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if ((await repo.existingTokens(tx, [token])).size > 0) throw new ApiError('conflict', 'The token is in use', { token: 'is already in use' });
    if (await repo.capacitygroupNameTaken(tx, body.name, null)) throw new ApiError('conflict', 'The name is in use', { name: 'is already in use' });
    await repo.insertCapacitygroup(tx, {
      token,
      name: body.name,
      capacity: body.capacity,
      rpc_auth_secret_hash: sha256(rpc),
      ticket_secret: ticket,
      created_at: now,
      updated_at: now,
    });
    await repo.setOrganizationsOfGroup(tx, token, body.organization_ids ?? []);
    await audit(tx, changeBy(p, 'capacitygroup_create', 'capacitygroup', token, now, meta, { after: { ...body, token }, organizationId: null }));
  });
  return { ...(await get(ctx, token)), rpc_auth_secret: rpc, ticket_secret: ticket };
}

export async function update(ctx: AppContext, p: Principal, token: string, body: UpdateCapacitygroup, meta: RequestMeta): Promise<CapacitygroupWithSecrets> {
  const before = await found(ctx, token);
  await checkOrganizations(ctx.db, body.organization_ids);
  const rpc = body.rpc_auth_secret ?? (body.rotate_secrets ? randomToken() : undefined);
  const ticket = body.ticket_secret ?? (body.rotate_secrets ? randomToken() : undefined);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (body.name !== undefined) {
      if (await repo.capacitygroupNameTaken(tx, body.name, token)) throw new ApiError('conflict', 'The name is in use', { name: 'is already in use' });
    }
    await repo.updateCapacitygroup(tx, token, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
      ...(rpc ? { rpc_auth_secret_hash: sha256(rpc) } : {}),
      ...(ticket ? { ticket_secret: ticket } : {}),
      updated_at: now,
    });
    if (body.organization_ids) {
      const leaving = before.organization_ids.map(Number).filter((id) => !body.organization_ids?.includes(id));
      if (leaving.length > 0) {
        if (await cameraOfOrganizationsOnCapacitygroup(tx, token, leaving))
          throw new ApiError('conflict', 'Cameras of an organisation it stops serving still use it', {
            organization_ids: 'an organisation removed still has cameras in this group',
          });
      }
      await repo.setOrganizationsOfGroup(tx, token, body.organization_ids);
    }
    const previous = { name: before.name, capacity: before.capacity, organization_ids: before.organization_ids };
    await audit(tx, changeBy(p, 'capacitygroup_update', 'capacitygroup', token, now, meta, { before: previous, after: body, organizationId: null }));
  });
  await rescheduleAfterChange(ctx, token);
  return { ...(await get(ctx, token)), ...(rpc ? { rpc_auth_secret: rpc } : {}), ...(ticket ? { ticket_secret: ticket } : {}) };
}

export async function remove(ctx: AppContext, p: Principal, token: string, meta: RequestMeta): Promise<void> {
  const g = await found(ctx, token);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    const users = [
      ['cameras', cameraOnCapacitygroup],
      ['edges', edgeOnCapacitygroup],
      ['streamservers', streamserverOnCapacitygroup],
    ] as const;
    for (const [table, uses] of users) {
      if (await uses(tx, token)) throw new ApiError('conflict', `The capacity group still has ${table}`, { capacitygroup_token: `is used by ${table}` });
    }
    await repo.deleteCapacitygroup(tx, token);
    await audit(tx, changeBy(p, 'capacitygroup_delete', 'capacitygroup', token, now, meta, { before: { name: g.name }, organizationId: null }));
  });
}

export async function search(ctx: AppContext, body: CapacitygroupSearch) {
  const limit = body.limit ?? 20;
  const q = body.query;
  const key = decodeCursor(body.cursor, 1);
  const rows = await repo.searchCapacitygroups(ctx.db, q, key !== null ? String(key[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (r) => [r.token]);
  return { capacitygroups: items.map(present), pagination };
}
