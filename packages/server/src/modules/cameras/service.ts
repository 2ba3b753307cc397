import type { CameraList, CameraSearch, CreateCamera, UpdateCamera, VideoAnalytics, VideoModule } from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { checkAssignableGroup, listOrganization, ownRows, seesObject, targetOrganization } from '../../access';
import { audit, changeBy } from '../../lib/audit';
import { publish } from '../../lib/bus';
import { serves, tokensByOrganization } from '../capacitygroups/repo';
import { organizationExists } from '../organizations/repo';
import { placeOwners } from '../places/repo';
import { planPlacement } from '../plans/repo';
import { checkAnalytics, checkStreaming } from './analytics';
import { presentCamera, presentListItem, presentWithSecrets, redactDeep } from './present';
import * as repo from './repo';
import { rescheduleAfterChange } from './scheduler/run';
import { checkReach, checkSource, type LooseSourceBody } from './source';
import { givenFields } from '../../lib/patch';

/** The route bodies: the contract's, with a loose source body checked here field by field. */
export type CameraInput = Omit<CreateCamera, 'source'> & { source: { url?: string; body: LooseSourceBody } };
export type CameraChange = Omit<UpdateCamera, 'source'> & { source?: { url?: string; body: LooseSourceBody } };

/** The camera of a route (and of the video, events and devices seen through it): 404 unless in sight. */
export async function visibleCamera(ctx: AppContext, p: Principal, id: number): Promise<repo.CameraRow> {
  const c = await repo.findCamera(ctx.db, id);
  if (!c || !seesObject(p, c.organization_id, c.group_id)) throw notFound('Camera');
  return c;
}

export async function get(ctx: AppContext, p: Principal, id: number) {
  return presentCamera(await visibleCamera(ctx, p, id));
}

async function checkCapacitygroup(ctx: AppContext, organizationId: number, token: string | undefined): Promise<string> {
  if (token === undefined) {
    const first = (await tokensByOrganization(ctx.db, [organizationId])).get(organizationId)?.[0];
    if (!first) throw invalid({ capacitygroup_token: 'is required: the organisation is served by no capacity group' });
    return first;
  }
  if (!(await serves(ctx.db, token, organizationId))) throw invalid({ capacitygroup_token: 'names a capacity group that does not serve the organisation' });
  return token;
}

/**
 * Where the camera stands: a place of the organisation that the caller sees, and optionally a
 * plan of that place with the position on it (fractions of the image). Naming only a plan puts
 * the camera at the plan's place; clearing the place clears the plan and position; clearing the
 * plan clears the position. The camera's own group rules are checked separately (checkAssignableGroup).
 */
export interface Placement {
  place_id: number | null;
  plan_id: number | null;
  plan_x: number | null;
  plan_y: number | null;
}

async function checkPlace(
  ctx: AppContext,
  p: Principal,
  organizationId: number,
  body: { place_id?: number | null; plan_id?: number | null; plan_x?: number | null; plan_y?: number | null },
  current: Placement,
): Promise<Placement> {
  let placeId = body.place_id !== undefined ? body.place_id : current.place_id;
  let planId = body.plan_id !== undefined ? body.plan_id : current.plan_id;
  if (body.place_id !== undefined && body.place_id !== current.place_id && body.plan_id === undefined) planId = null;
  if (planId !== null) {
    const plan = await planPlacement(ctx.db, planId);
    if (!plan || plan.organization_id !== organizationId || !seesObject(p, plan.organization_id, plan.group_id)) {
      throw invalid({ plan_id: 'names a plan that does not exist' });
    }
    if (body.place_id !== undefined && body.place_id !== null && body.place_id !== plan.place_id) throw invalid({ plan_id: 'is a plan of another place' });
    placeId = plan.place_id;
  }
  if (placeId !== null) {
    const place = await placeOwners(ctx.db, placeId);
    if (!place || place.organization_id !== organizationId || !seesObject(p, place.organization_id, place.group_id)) {
      throw invalid({ place_id: 'names a place that does not exist' });
    }
  }
  if (placeId === null) planId = null;
  let x = body.plan_x !== undefined ? body.plan_x : current.plan_x;
  let y = body.plan_y !== undefined ? body.plan_y : current.plan_y;
  if (planId === null) x = y = null;
  else if ((x === null) !== (y === null)) throw invalid({ [x === null ? 'plan_x' : 'plan_y']: 'is required with the other coordinate' });
  return { place_id: placeId, plan_id: planId, plan_x: x, plan_y: y };
}

const NOWHERE: Placement = { place_id: null, plan_id: null, plan_x: null, plan_y: null };

export async function create(ctx: AppContext, p: Principal, body: CameraInput, meta: RequestMeta) {
  const organizationId = targetOrganization(p, body.organization_id);
  if (!(await organizationExists(ctx.db, organizationId))) throw notFound('Organization');
  const source = checkSource(body.source);
  checkReach(ctx.config.outbound, source, body.onvif);
  await checkAssignableGroup(ctx.db, p, organizationId, body.group_id);
  const placement = await checkPlace(ctx, p, organizationId, body, NOWHERE);
  const token = await checkCapacitygroup(ctx, organizationId, body.capacitygroup_token);
  const modules = (body.video_modules ?? []) as VideoModule[];
  const analytics = checkAnalytics(modules, body.video_analytics, null, ctx.config.public);
  const streaming = checkStreaming(body.video_streaming, null, ctx.config.public);
  const enabled = body.state !== 'inactive';
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const created = await repo.insertCamera(tx, {
      organization_id: organizationId,
      group_id: body.group_id ?? null,
      name: body.name,
      ptz: body.ptz ?? false,
      ...placement,
      onvif: body.onvif ? JSON.stringify(body.onvif) : null,
      source: JSON.stringify(source.body),
      source_url: source.url,
      scheduler_group: body.scheduler_group ?? null,
      scheduler_tags: JSON.stringify(body.scheduler_tags ?? []),
      capacitygroup_token: token,
      video_modules: JSON.stringify(modules),
      video_analytics: JSON.stringify(analytics),
      video_streaming: JSON.stringify(streaming),
      enabled,
      state: 'inactive',
      state_reason: enabled ? 'scheduler_action' : 'user_action',
      created_at: now,
      updated_at: now,
    });
    const after = redactDeep({ ...body, source: { url: source.url, body: source.body } }) as Record<string, unknown>;
    await audit(tx, changeBy(p, 'camera_create', 'camera', created, now, meta, { after, organizationId }));
    return created;
  });
  await rescheduleAfterChange(ctx, token);
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: CameraChange, meta: RequestMeta) {
  const c = await visibleCamera(ctx, p, id);
  const source = body.source ? checkSource(body.source) : null;
  checkReach(ctx.config.outbound, source, body.onvif);
  if (body.group_id !== undefined) await checkAssignableGroup(ctx.db, p, c.organization_id, body.group_id);
  const moved = body.place_id !== undefined || body.plan_id !== undefined || body.plan_x !== undefined || body.plan_y !== undefined;
  const placement = moved ? await checkPlace(ctx, p, c.organization_id, body, c) : null;
  const token = body.capacitygroup_token !== undefined ? await checkCapacitygroup(ctx, c.organization_id, body.capacitygroup_token) : c.capacitygroup_token;
  const modules = (body.video_modules ?? c.video_modules) as VideoModule[];
  const analyticsChanged = body.video_analytics !== undefined || body.video_modules !== undefined;
  const analytics = checkAnalytics(modules, body.video_analytics, c.video_analytics as unknown as VideoAnalytics, ctx.config.public);
  const streaming = checkStreaming(body.video_streaming, null, ctx.config.public);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateCamera(tx, id, {
      ...givenFields(body, ['name', 'group_id', 'ptz']),
      ...(placement ?? {}),
      ...(body.onvif !== undefined ? { onvif: body.onvif ? JSON.stringify(body.onvif) : null } : {}),
      ...(source ? { source: JSON.stringify(source.body), source_url: source.url } : {}),
      ...(body.scheduler_group !== undefined ? { scheduler_group: body.scheduler_group } : {}),
      ...(body.scheduler_tags !== undefined ? { scheduler_tags: JSON.stringify(body.scheduler_tags) } : {}),
      ...(token !== c.capacitygroup_token ? { capacitygroup_token: token, edge_id: null, streamserver_id: null } : {}),
      ...(body.video_modules !== undefined ? { video_modules: JSON.stringify(modules) } : {}),
      ...(analyticsChanged ? { video_analytics: JSON.stringify(analytics) } : {}),
      ...(body.video_streaming !== undefined ? { video_streaming: JSON.stringify(streaming) } : {}),
      ...(body.state !== undefined ? { enabled: body.state === 'active' } : {}),
      updated_at: now,
    });
    const before = redactDeep({
      name: c.name,
      group_id: c.group_id,
      source: c.source,
      onvif: c.onvif,
      video_modules: c.video_modules,
      state: c.state,
      ...(placement ? { place_id: c.place_id, plan_id: c.plan_id, plan_x: c.plan_x, plan_y: c.plan_y } : {}),
    }) as Record<string, unknown>;
    const after = redactDeep(source ? { ...body, source: { url: source.url, body: source.body } } : body) as Record<string, unknown>;
    await audit(tx, changeBy(p, 'camera_update', 'camera', id, now, meta, { before, after, organizationId: c.organization_id }));
  });
  await rescheduleAfterChange(ctx, token);
  if (token !== c.capacitygroup_token) await rescheduleAfterChange(ctx, c.capacitygroup_token);
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const c = await visibleCamera(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteCamera(tx, id);
    await audit(tx, changeBy(p, 'camera_delete', 'camera', id, now, meta, { before: { name: c.name }, organizationId: c.organization_id }));
  });
  publish({ type: 'camera.deleted', organization_id: c.organization_id, camera_id: id });
  await rescheduleAfterChange(ctx, c.capacitygroup_token);
}

/**
 * Search. placecategory_id matches cameras at places of that category or any category under it;
 * without_plans: true matches cameras not positioned on a plan, false those that are.
 */
export async function search(ctx: AppContext, p: Principal, body: CameraSearch & { query: { organization_id?: number } }): Promise<CameraList> {
  const limit = body.limit ?? 20;
  const q = body.query;
  const key = decodeCursor(body.cursor, 1);
  const organizationId = listOrganization(p, q.organization_id);
  const rows = await repo.searchCameras(ctx.db, ownRows(p, 'c'), { ...q, organizationId }, key !== null ? Number(key[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { cameras: items.map(presentListItem), pagination };
}

/** The active cameras assigned to a machine, with the credentials it needs. */
export async function camerasOf(ctx: AppContext, kind: 'edge' | 'streamserver', id: number) {
  const rows = await repo
    .camerasQuery(ctx.db)
    .where(kind === 'edge' ? 'c.edge_id' : 'c.streamserver_id', '=', id)
    .where('c.state', '=', 'active')
    .orderBy('c.id')
    .execute();
  return { cameras: rows.map(presentWithSecrets) };
}
