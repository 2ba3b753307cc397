import type { CreateEdge, Edge, EdgeHeartbeat, EdgeInvited, EdgeSearch, MachineCredential, MachineRegister, UpdateEdge } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { publish } from '../../lib/bus';
import { newInvitation, newMachineSecrets, repeatedRegistration } from '../../lib/machine';
import { sha256 } from '../../lib/secrets';
import { heartbeatIntervalS, heartbeatTimeoutS, isOnline } from '../../lib/video-settings';
import { existingTokens } from '../capacitygroups/repo';
import { rescheduleAfterChange } from '../cameras/scheduler/run';
import { releaseCamerasOfEdge } from '../cameras/repo';
import { organizationExists } from '../organizations/repo';
import { streamserverToken } from '../streamservers/repo';
import * as repo from './repo';

function present(e: repo.EdgeRow, p: Principal | null, now: Date): Edge {
  const online = e.registered && isOnline(e.last_seen_at, now);
  const s = e.status as (EdgeHeartbeat & { ts?: string }) | null;
  return {
    id: e.id,
    name: e.name,
    serial_number: e.serial_number,
    capacitygroup_token: e.capacitygroup_token,
    organization_id: e.organization_id,
    own: p !== null && !p.isSuperuser && e.organization_id !== null && e.organization_id === p.organizationId,
    streamserver_id: e.streamserver_id,
    registered: e.registered,
    status:
      s && e.last_seen_at
        ? {
            id: e.id,
            hostname: s.hostname,
            status: online ? 'online' : 'offline',
            ts: e.last_seen_at.toISOString(),
            cap: s.cap,
            util: s.util,
            uptime: s.uptime,
            info: s.info,
          }
        : null,
    camera_count: e.camera_count,
    created_at: e.created_at.toISOString(),
  };
}

/**
 * Who sees an edge: the superuser all; a user the edges of their organisation and the shared
 * edges (no organisation) of the capacity groups serving it. Anything else is 404.
 */
function visibilityFilter(p: Principal) {
  return repo.edgesOfOrganization(p.organizationId);
}

async function visibleEdge(ctx: AppContext, p: Principal, id: number) {
  let q = repo.edgesQuery(ctx.db).where('e.id', '=', id);
  if (!p.isSuperuser) q = q.where(visibilityFilter(p));
  const e = await q.executeTakeFirst();
  if (!e) throw notFound('Edge');
  return e;
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Edge> {
  return present(await visibleEdge(ctx, p, id), p, ctx.clock());
}

async function checkReferences(
  ctx: AppContext,
  body: { capacitygroup_token?: string; organization_id?: number | null; streamserver_id?: number | null },
  token: string,
) {
  if (body.capacitygroup_token !== undefined && (await existingTokens(ctx.db, [body.capacitygroup_token])).size === 0) {
    throw invalid({ capacitygroup_token: 'names a capacity group that does not exist' });
  }
  if (body.organization_id !== undefined && body.organization_id !== null) {
    if (!(await organizationExists(ctx.db, body.organization_id))) throw invalid({ organization_id: 'names an organisation that does not exist' });
  }
  if (body.streamserver_id !== undefined && body.streamserver_id !== null) {
    const s = await streamserverToken(ctx.db, body.streamserver_id);
    if (!s) throw invalid({ streamserver_id: 'names a stream server that does not exist' });
    if (s.capacitygroup_token !== token) throw invalid({ streamserver_id: 'belongs to another capacity group' });
  }
}

export async function create(ctx: AppContext, p: Principal, body: CreateEdge, meta: RequestMeta): Promise<EdgeInvited> {
  await checkReferences(ctx, body, body.capacitygroup_token);
  const invitation = newInvitation();
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    if (await repo.serialNumberTaken(tx, body.serial_number))
      throw new ApiError('conflict', 'The serial number is in use', { serial_number: 'is already in use' });
    const created = await repo.insertEdge(tx, {
      name: body.name,
      serial_number: body.serial_number,
      capacitygroup_token: body.capacitygroup_token,
      organization_id: body.organization_id ?? null,
      streamserver_id: body.streamserver_id ?? null,
      invitation_hash: invitation.hash,
      created_at: now,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'edge_create', 'edge', created, now, meta, { after: body, organizationId: body.organization_id ?? null }));
    return created;
  });
  return { ...(await get(ctx, p, id)), invitation: invitation.value };
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateEdge, meta: RequestMeta): Promise<Edge> {
  const e = await visibleEdge(ctx, p, id);
  await checkReferences(ctx, body, body.capacitygroup_token ?? e.capacitygroup_token);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateEdge(tx, id, { ...body, updated_at: now });
    if (body.capacitygroup_token !== undefined && body.capacitygroup_token !== e.capacitygroup_token) {
      await releaseCamerasOfEdge(tx, id);
    }
    const before = { name: e.name, capacitygroup_token: e.capacitygroup_token, organization_id: e.organization_id, streamserver_id: e.streamserver_id };
    await audit(tx, changeBy(p, 'edge_update', 'edge', id, now, meta, { before, after: body, organizationId: e.organization_id }));
  });
  await rescheduleAfterChange(ctx);
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const e = await visibleEdge(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteEdge(tx, id);
    await audit(tx, changeBy(p, 'edge_delete', 'edge', id, now, meta, { before: { name: e.name }, organizationId: e.organization_id }));
  });
  await rescheduleAfterChange(ctx, e.capacitygroup_token);
}

/** A new invitation; the previous credential stops working (the machine registers again). */
export async function reinvite(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<EdgeInvited> {
  const e = await visibleEdge(ctx, p, id);
  const invitation = newInvitation();
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateEdge(tx, id, { invitation_hash: invitation.hash, credential_hash: null, registration_hash: null, credential_seal: null, updated_at: now });
    await audit(tx, changeBy(p, 'edge_invite', 'edge', id, now, meta, { organizationId: e.organization_id }));
  });
  await rescheduleAfterChange(ctx, e.capacitygroup_token);
  return { ...(await get(ctx, p, id)), invitation: invitation.value };
}

/**
 * Redeems the invitation for a credential. Repeating it with the same invitation and identity
 * answers the same credential (the first answer may have been lost); anything else is refused.
 */
export async function register(ctx: AppContext, body: MachineRegister, meta: RequestMeta): Promise<MachineCredential> {
  const secrets = newMachineSecrets('edge', body.invitation, body.identity);
  const now = ctx.clock();
  const edge = await ctx.db.transaction().execute(async (tx) => {
    const row = await repo.redeemEdgeInvitation(tx, sha256(body.invitation), {
      credential_hash: secrets.credential_hash,
      registration_hash: secrets.registration_hash,
      credential_seal: secrets.credential_seal,
      hostname: body.hostname,
      registered_at: now,
      updated_at: now,
    });
    if (!row) return repeatedRegistration(tx, 'edge', body.invitation, body.identity);
    const facts = { hostname: body.hostname, cap: body.cap ?? null, version: body.version ?? null, versions: body.versions ?? null };
    await audit(tx, {
      organizationId: row.organization_id,
      userId: null,
      actionType: 'edge_register',
      objectType: 'edge',
      objectId: row.id,
      after: facts,
      at: now,
      meta,
    });
    return { id: row.id, capacitygroup_token: row.capacitygroup_token, credential: secrets.credential };
  });
  return { id: edge.id, credential: edge.credential, capacitygroup_token: edge.capacitygroup_token, heartbeat_interval: heartbeatIntervalS() };
}

/**
 * The heartbeat. Telemetry, not a change anyone made: it is not audited (it comes every few
 * seconds). When the edge comes back online or its capacity changes, the scheduler runs.
 */
export async function heartbeat(ctx: AppContext, id: number, body: EdgeHeartbeat): Promise<Edge> {
  const now = ctx.clock();
  const before = await repo.findEdge(ctx.db, id);
  if (!before) throw notFound('Edge');
  await repo.updateEdge(ctx.db, id, { status: JSON.stringify(body), hostname: body.hostname, last_seen_at: now });
  const wasOnline = isOnline(before.last_seen_at, now);
  const previousCap = (before.status as { cap?: number } | null)?.cap;
  if (!wasOnline) publish({ type: 'edge.status', edge_id: id, status: 'online' });
  if (!wasOnline || previousCap !== body.cap) await rescheduleAfterChange(ctx, before.capacitygroup_token);
  const after = await repo.findEdge(ctx.db, id);
  if (!after) throw notFound('Edge');
  return present(after, null, now);
}

export async function search(ctx: AppContext, p: Principal, body: EdgeSearch) {
  const limit = body.limit ?? 20;
  const q = body.query;
  const key = decodeCursor(body.cursor, 1);
  const now = ctx.clock();
  const since = new Date(now.getTime() - heartbeatTimeoutS() * 1000);
  const rows = await repo
    .edgesQuery(ctx.db)
    .$if(!p.isSuperuser, (b) => b.where(visibilityFilter(p)))
    .$if(q.capacitygroup_token !== undefined, (b) => b.where('e.capacitygroup_token', '=', q.capacitygroup_token as string))
    .$if(q.own === true, (b) => b.where('e.organization_id', '=', p.isSuperuser ? -1 : (p.organizationId ?? -1)))
    .$if(q.own === false, (b) => b.where((eb) => eb.or([eb('e.organization_id', 'is', null), eb('e.organization_id', '!=', p.organizationId ?? -1)])))
    .$if(q.is_active === true, (b) => b.where('e.credential_hash', 'is not', null).where('e.last_seen_at', '>', since))
    .$if(q.is_active === false, (b) =>
      b.where((eb) => eb.or([eb('e.credential_hash', 'is', null), eb('e.last_seen_at', 'is', null), eb('e.last_seen_at', '<=', since)])),
    )
    .$if(key !== null, (b) => b.where('e.id', '>', Number(key?.[0])))
    .orderBy('e.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { edges: items.map((e) => present(e, p, now)), pagination };
}
