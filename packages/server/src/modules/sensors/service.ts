import type { CreateSensor, Sensor, SensorList, UpdateSensor } from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { groupIn, groupScope, inGroups } from '../../access';
import { audit, changeBy } from '../../lib/audit';
import { visibleCamera } from '../cameras/service';
import { visiblePlace } from '../places/service';
import { organizationOf } from '../places/scope';
import { sensorkindExists } from '../sensorkinds/repo';
import * as repo from './repo';
import { sensorsQuery, type SensorRow } from './repo';

/**
 * Sensors belong to the organisation and take their group scope from their place: administrators
 * see them all; others see the sensors of places in their groups (and must put a new sensor at
 * such a place). stream_id is the camera that watches the sensor.
 */
export const presentSensor = (r: SensorRow): Sensor => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  place_id: r.place_id,
  stream_id: r.stream_id,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export function sensorVisible(p: Principal, r: SensorRow | undefined): r is SensorRow {
  // Seen through its place (a sensor without a place is the administrators').
  return !!r && r.organization_id === p.organizationId && inGroups(p, r.place_id === null ? null : r.place_group_id);
}

export async function visibleSensor(ctx: AppContext, p: Principal, id: number): Promise<SensorRow> {
  const r = await repo.findSensor(ctx.db, id);
  if (!sensorVisible(p, r)) throw notFound('Sensor');
  return r;
}

/** Restricts a sensors query to what the caller may see. */
export function scoped<Q extends ReturnType<typeof sensorsQuery>>(p: Principal, q: Q): Q {
  return q.where('s.organization_id', '=', organizationOf(p)).where(groupIn(p, 'pl.group_id')) as Q;
}

async function checkRefs(ctx: AppContext, p: Principal, body: UpdateSensor, creating: boolean): Promise<void> {
  const detail: Record<string, string> = {};
  if (body.kind !== undefined && !(await sensorkindExists(ctx.db, body.kind))) {
    detail.kind = 'names a sensor kind that does not exist';
  }
  if (body.place_id !== undefined && body.place_id !== null)
    await visiblePlace(ctx, p, body.place_id).catch(() => (detail.place_id = 'names a place that does not exist'));
  else if ((creating || body.place_id === null) && groupScope(p) !== null) detail.place_id = 'is required: choose a place of your groups';
  if (body.stream_id !== undefined && body.stream_id !== null)
    await visibleCamera(ctx, p, body.stream_id).catch(() => (detail.stream_id = 'names a camera that does not exist'));
  if (Object.keys(detail).length > 0) throw invalid(detail);
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Sensor> {
  return presentSensor(await visibleSensor(ctx, p, id));
}

export async function create(ctx: AppContext, p: Principal, body: CreateSensor, meta: RequestMeta): Promise<Sensor> {
  const organizationId = organizationOf(p);
  await checkRefs(ctx, p, body, true);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const sensorId = await repo.insertSensor(tx, {
      organization_id: organizationId,
      kind: body.kind,
      name: body.name,
      place_id: body.place_id ?? null,
      stream_id: body.stream_id ?? null,
      created_at: now,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'sensor_create', 'sensor', sensorId, now, meta, { after: { ...body }, organizationId }));
    return sensorId;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateSensor, meta: RequestMeta): Promise<Sensor> {
  const s = await visibleSensor(ctx, p, id);
  await checkRefs(ctx, p, body, false);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateSensor(tx, id, { ...body, updated_at: now });
    const before = { kind: s.kind, name: s.name, place_id: s.place_id, stream_id: s.stream_id };
    await audit(tx, changeBy(p, 'sensor_update', 'sensor', id, now, meta, { before, after: { ...body }, organizationId: s.organization_id }));
  });
  return get(ctx, p, id);
}

/** Deleting a sensor deletes its readings. */
export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const s = await visibleSensor(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteSensor(tx, id);
    await audit(tx, changeBy(p, 'sensor_delete', 'sensor', id, now, meta, { before: { name: s.name, kind: s.kind }, organizationId: s.organization_id }));
  });
}

export async function search(ctx: AppContext, p: Principal, body: { cursor?: string; limit?: number; query?: repo.SensorFilter }): Promise<SensorList> {
  const limit = body.limit ?? 20;
  const q = body.query ?? {};
  const key = decodeCursor(body.cursor, 1);
  const rows = await repo.searchSensors(scoped(p, sensorsQuery(ctx.db)), q, key === null ? null : Number(key[0]), limit);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { sensors: items.map(presentSensor), pagination };
}
