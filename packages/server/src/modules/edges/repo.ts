import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB, EdgesTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

export function edgesQuery(db: Conn) {
  return db
    .selectFrom('edges as e')
    .select([
      'e.id',
      'e.name',
      'e.serial_number',
      'e.capacitygroup_token',
      'e.organization_id',
      'e.streamserver_id',
      'e.status',
      'e.hostname',
      'e.last_seen_at',
      'e.registered_at',
      'e.created_at',
      sql<boolean>`e.credential_hash is not null`.as('registered'),
      sql<number>`(select count(*)::int from cameras c where c.edge_id = e.id)`.as('camera_count'),
    ]);
}

export function findEdge(db: Conn, id: number) {
  return edgesQuery(db).where('e.id', '=', id).executeTakeFirst();
}

export type EdgeRow = NonNullable<Awaited<ReturnType<typeof findEdge>>>;

/**
 * Edges an organisation sees: its own and the shared edges (no organisation) of the capacity
 * groups serving it.
 */
export function edgesOfOrganization(organizationId: number | null) {
  return sql<boolean>`(e.organization_id = ${organizationId} or (e.organization_id is null and exists (
    select 1 from capacitygroup_organizations co where co.capacitygroup_token = e.capacitygroup_token and co.organization_id = ${organizationId})))`;
}

export async function serialNumberTaken(db: Conn, serialNumber: string): Promise<boolean> {
  const row = await db.selectFrom('edges').select('id').where('serial_number', '=', serialNumber).executeTakeFirst();
  return row !== undefined;
}

export async function insertEdge(db: Conn, values: Insertable<EdgesTable>): Promise<number> {
  const row = await db.insertInto('edges').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEdge(db: Conn, id: number, values: Updateable<EdgesTable>): Promise<void> {
  await db.updateTable('edges').set(values).where('id', '=', id).execute();
}

export async function deleteEdge(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('edges').where('id', '=', id).execute();
}

/** Redeems an invitation (by its hash): the edge it named, or undefined when none waits on it. */
export function redeemEdgeInvitation(db: Conn, invitationHash: string, values: Updateable<EdgesTable>) {
  return db
    .updateTable('edges')
    .set({ ...values, invitation_hash: null })
    .where('invitation_hash', '=', invitationHash)
    .returning(['id', 'capacitygroup_token', 'organization_id'])
    .executeTakeFirst();
}

/** Edges on a stream server that leaves their capacity group lose it. */
export async function releaseEdgesOfStreamserver(db: Conn, streamserverId: number): Promise<void> {
  await db.updateTable('edges').set({ streamserver_id: null }).where('streamserver_id', '=', streamserverId).execute();
}

/** Whether any of the edges is in the capacity group. */
export async function edgeOnCapacitygroup(db: Conn, token: string): Promise<boolean> {
  const row = await db.selectFrom('edges').select('id').where('capacitygroup_token', '=', token).executeTakeFirst();
  return row !== undefined;
}

/** What the scheduler weighs of a capacity group's edges. */
export function edgesToSchedule(db: Conn, token: string) {
  return db
    .selectFrom('edges')
    .select(['id', 'last_seen_at', 'status', 'streamserver_id', 'credential_hash'])
    .where('capacitygroup_token', '=', token)
    .execute();
}
