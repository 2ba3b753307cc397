import { ownRows } from '../../access';
import type { Principal } from '../../http/principal';
import { containsPattern } from '../../lib/like';
import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Transaction, type Updateable } from 'kysely';
import type { CamerasTable, DB } from '../../db/types';
import { PREPARED } from '../../db/prepared';
import type { MadeBy } from '../auditlogs/repo';

type Conn = Kysely<DB> | Transaction<DB>;

export function camerasQuery(db: Conn) {
  return db
    .selectFrom('cameras as c')
    .leftJoin('groups as g', 'g.id', 'c.group_id')
    .leftJoin('edges as e', 'e.id', 'c.edge_id')
    .leftJoin('places as pl', 'pl.id', 'c.place_id')
    .leftJoin('plans as pn', 'pn.id', 'c.plan_id')
    .selectAll('c')
    .select([
      'g.name as group_name',
      'e.name as edge_name',
      'pl.name as place_name',
      'pl.latitude as place_latitude',
      'pl.longitude as place_longitude',
      'pn.name as plan_name',
    ]);
}

export function findCamera(db: Conn, id: number) {
  return camerasQuery(db).where('c.id', '=', id).executeTakeFirst();
}

export type CameraRow = NonNullable<Awaited<ReturnType<typeof findCamera>>>;

/** A camera of the organisation on a capacity group outside these tokens, if any. */
export function cameraOutsideCapacitygroups(db: Conn, organizationId: number, tokens: readonly string[]) {
  return db
    .selectFrom('cameras')
    .select('capacitygroup_token')
    .where('organization_id', '=', organizationId)
    .where('capacitygroup_token', 'not in', tokens.length ? [...tokens] : [''])
    .executeTakeFirst();
}

export async function insertCamera(db: Conn, values: Insertable<CamerasTable>): Promise<number> {
  const row = await db.insertInto('cameras').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCamera(db: Conn, id: number, values: Updateable<CamerasTable>): Promise<void> {
  await db.updateTable('cameras').set(values).where('id', '=', id).execute();
}

export async function deleteCamera(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('cameras').where('id', '=', id).execute();
}

/** Cameras on a plan being removed stay at their place, without a plan position. */
export async function unplaceCamerasOfPlan(db: Conn, planId: number): Promise<void> {
  await db.updateTable('cameras').set({ plan_id: null, plan_x: null, plan_y: null }).where('plan_id', '=', planId).execute();
}

export async function unplaceCamerasOfPlans(db: Conn, planIds: readonly number[]): Promise<void> {
  await db
    .updateTable('cameras')
    .set({ plan_id: null, plan_x: null, plan_y: null })
    .where('plan_id', 'in', [...planIds])
    .execute();
}

export interface CameraFilter {
  organizationId: number | null;
  place_id?: number | undefined;
  plan_id?: number | undefined;
  without_plans?: boolean | undefined;
  placecategory_id?: number | undefined;
  placetag_id?: number | undefined;
  text?: string | undefined;
  capacitygroup_token?: string | undefined;
  video_module?: string | undefined;
  group_id?: number | undefined;
  state?: 'active' | 'inactive' | undefined;
}

/**
 * A page of cameras by id (one more than the limit, the page helper's look-ahead) among those the
 * viewer sees (`visible`). placecategory_id matches cameras at places of that category or any
 * category under it; without_plans: true matches cameras not positioned on a plan, false those that are.
 */
export function searchCameras(db: Conn, visible: Expression<SqlBool>, q: CameraFilter, afterId: number | null, limit: number) {
  return camerasQuery(db)
    .$if(q.organizationId !== null, (b) => b.where('c.organization_id', '=', q.organizationId as number))
    .where(visible)
    .$if(q.place_id !== undefined, (b) => b.where('c.place_id', '=', q.place_id as number))
    .$if(q.plan_id !== undefined, (b) => b.where('c.plan_id', '=', q.plan_id as number))
    .$if(q.without_plans === true, (b) => b.where('c.plan_id', 'is', null))
    .$if(q.without_plans === false, (b) => b.where('c.plan_id', 'is not', null))
    .$if(q.placecategory_id !== undefined, (b) =>
      b.where((eb) =>
        eb.exists(
          eb
            .selectFrom('places as cp')
            .innerJoin('placecategories as cc', 'cc.id', 'cp.category_id')
            .select('cp.id')
            .whereRef('cp.id', '=', 'c.place_id')
            .where(sql<boolean>`cc.path @> array[${q.placecategory_id}]::int[]`),
        ),
      ),
    )
    .$if(q.placetag_id !== undefined, (b) =>
      b.where((eb) =>
        eb.exists(
          eb
            .selectFrom('place_tags as ct')
            .select('ct.place_id')
            .whereRef('ct.place_id', '=', 'c.place_id')
            .where('ct.placetag_id', '=', q.placetag_id as number),
        ),
      ),
    )
    .$if(!!q.text, (b) => b.where('c.name', 'ilike', containsPattern(q.text ?? '')))
    .$if(q.capacitygroup_token !== undefined, (b) => b.where('c.capacitygroup_token', '=', q.capacitygroup_token as string))
    .$if(q.video_module !== undefined, (b) => b.where(sql<boolean>`c.video_modules @> ${JSON.stringify([q.video_module])}::jsonb`))
    .$if(q.group_id !== undefined, (b) => b.where('c.group_id', '=', q.group_id as number))
    .$if(q.state !== undefined, (b) => b.where('c.state', '=', q.state as 'active' | 'inactive'))
    .$if(afterId !== null, (b) => b.where('c.id', '>', afterId as number))
    .orderBy('c.id')
    .limit(limit + 1)
    .execute();
}

/** Active cameras of the organisation, optionally only those with an analytics module. */
export async function countActiveCameras(db: Conn, organizationId: number, module?: string): Promise<number> {
  const row = await db
    .selectFrom('cameras')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('state', '=', 'active')
    .$if(module !== undefined, (q) => q.where(sql<boolean>`video_modules @> ${JSON.stringify([module])}::jsonb`))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Cameras of an edge that leaves their capacity group lose it (the scheduler assigns them again). */
export async function releaseCamerasOfEdge(db: Conn, edgeId: number): Promise<void> {
  await db.updateTable('cameras').set({ edge_id: null }).where('edge_id', '=', edgeId).execute();
}

/** Cameras of a stream server that leaves their capacity group lose it. */
export async function releaseCamerasOfStreamserver(db: Conn, streamserverId: number): Promise<void> {
  await db.updateTable('cameras').set({ streamserver_id: null }).where('streamserver_id', '=', streamserverId).execute();
}

/** Whether any of the cameras is in the capacity group. */
export async function cameraOnCapacitygroup(db: Conn, token: string): Promise<boolean> {
  const row = await db.selectFrom('cameras').select('id').where('capacitygroup_token', '=', token).executeTakeFirst();
  return row !== undefined;
}

/** Whether a camera of one of these organisations is in the capacity group. */
export async function cameraOfOrganizationsOnCapacitygroup(db: Conn, token: string, organizationIds: readonly number[]): Promise<boolean> {
  const row = await db
    .selectFrom('cameras')
    .select('id')
    .where('capacitygroup_token', '=', token)
    .where('organization_id', 'in', [...organizationIds])
    .executeTakeFirst();
  return row !== undefined;
}

/** The cameras a batch of events names, with their place as it is now (the event keeps it as its origin). */
export function ingestCameras(db: Conn, cameraIds: readonly number[]) {
  return db
    .selectFrom('cameras')
    .modifyFront(sql.raw(PREPARED))
    .leftJoin('places', 'places.id', 'cameras.place_id')
    .select([
      'cameras.id',
      'cameras.organization_id',
      'cameras.group_id',
      'cameras.name',
      'cameras.place_id',
      'cameras.streamserver_id',
      'cameras.edge_id',
      'places.name as place_name',
      'places.description as place_description',
      'places.latitude',
      'places.longitude',
    ])
    .where(sql<SqlBool>`cameras.id = any(${sql.val(cameraIds)}::integer[])`)
    .execute();
}

/** A camera's group and recording stream server, or undefined when it is gone. */
export function cameraHome(db: Conn, id: number) {
  return db.selectFrom('cameras').select(['group_id', 'streamserver_id']).where('id', '=', id).executeTakeFirst();
}

/** Those of these cameras that belong to the capacity group. */
export function camerasOfCapacitygroup(db: Conn, ids: readonly number[], token: string) {
  return db.selectFrom('cameras').select('id').where('id', 'in', ids).where('capacitygroup_token', '=', token).execute();
}

/** The organisation's cameras the caller may see, counted by state and reason (the superuser has none). */
export function cameraStates(db: Conn, p: Principal) {
  return db
    .selectFrom('cameras as c')
    .select(['c.state', 'c.state_reason', (eb) => eb.fn.countAll<string>().as('count')])
    .where('c.organization_id', '=', p.organizationId ?? -1)
    .where(ownRows(p, 'c'))
    .groupBy(['c.state', 'c.state_reason'])
    .execute();
}

/** What the scheduler weighs of a capacity group's cameras. */
export function camerasToSchedule(db: Conn, token: string) {
  return db
    .selectFrom('cameras')
    .select(['id', 'organization_id', 'created_at', 'enabled', 'video_modules', 'edge_id', 'streamserver_id', 'state', 'state_reason'])
    .where('capacitygroup_token', '=', token)
    .execute();
}

/**
 * Cameras still placed on a lost machine: an edge or stream server with no credential or silent
 * since `since`. Per camera, its capacity group and whether its edge, its server, is the lost one.
 */
export function camerasOnLostMachines(db: Conn, since: Date) {
  const lost = (t: 'e' | 's') =>
    sql<boolean>`(${sql.ref(`${t}.credential_hash`)} is null or ${sql.ref(`${t}.last_seen_at`)} is null or ${sql.ref(`${t}.last_seen_at`)} <= ${since})`;
  return db
    .selectFrom('cameras as c')
    .leftJoin('edges as e', 'e.id', 'c.edge_id')
    .leftJoin('streamservers as s', 's.id', 'c.streamserver_id')
    .where((eb) => eb.or([eb.and([eb('c.edge_id', 'is not', null), lost('e')]), eb.and([eb('c.streamserver_id', 'is not', null), lost('s')])]))
    .select([
      'c.capacitygroup_token',
      'c.edge_id',
      'c.streamserver_id',
      sql<boolean>`${lost('e')}`.as('edge_lost'),
      sql<boolean>`${lost('s')}`.as('server_lost'),
    ])
    .execute();
}

/** The organisation's cameras in no group among those `made` names. */
export function ungroupedCamerasAmong(db: Conn, organizationId: number, made: MadeBy) {
  return db
    .selectFrom('cameras')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('group_id', 'is', null)
    .where((eb) => eb(eb.cast('id', 'text'), 'in', made))
    .execute();
}

export async function setGroupOfCameras(db: Conn, ids: readonly number[], groupId: number, now: Date): Promise<void> {
  await db
    .updateTable('cameras')
    .set({ group_id: groupId, updated_at: now })
    .where('id', 'in', [...ids])
    .execute();
}
