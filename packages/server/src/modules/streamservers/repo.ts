import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB, StreamserversTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

export function serversQuery(db: Conn) {
  return db
    .selectFrom('streamservers as s')
    .select([
      's.id',
      's.name',
      's.public_url',
      's.internal_url',
      's.capacitygroup_token',
      's.capacity',
      's.hostname',
      's.version',
      's.streams',
      's.storage',
      's.last_seen_at',
      's.created_at',
      's.updated_at',
      sql<boolean>`s.credential_hash is not null`.as('registered'),
      sql<number>`(select count(*)::int from cameras c where c.streamserver_id = s.id)`.as('stream_count'),
    ]);
}

export function findServer(db: Conn, id: number) {
  return serversQuery(db).where('s.id', '=', id).executeTakeFirst();
}

export type ServerRow = NonNullable<Awaited<ReturnType<typeof findServer>>>;

export function streamserverToken(db: Conn, id: number) {
  return db.selectFrom('streamservers').select('capacitygroup_token').where('id', '=', id).executeTakeFirst();
}

export async function insertStreamserver(db: Conn, values: Insertable<StreamserversTable>): Promise<number> {
  const row = await db.insertInto('streamservers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStreamserver(db: Conn, id: number, values: Updateable<StreamserversTable>): Promise<void> {
  await db.updateTable('streamservers').set(values).where('id', '=', id).execute();
}

export async function deleteStreamserver(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('streamservers').where('id', '=', id).execute();
}

/** Redeems an invitation (by its hash): the server it named, or undefined when none waits on it. */
export function redeemStreamserverInvitation(db: Conn, invitationHash: string, values: Updateable<StreamserversTable>) {
  return db
    .updateTable('streamservers')
    .set({ ...values, invitation_hash: null })
    .where('invitation_hash', '=', invitationHash)
    .returning(['id', 'capacitygroup_token'])
    .executeTakeFirst();
}

/** Whether any of the stream servers is in the capacity group. */
export async function streamserverOnCapacitygroup(db: Conn, token: string): Promise<boolean> {
  const row = await db.selectFrom('streamservers').select('id').where('capacitygroup_token', '=', token).executeTakeFirst();
  return row !== undefined;
}

/** What the scheduler weighs of a capacity group's stream servers. */
export function serversToSchedule(db: Conn, token: string) {
  return db.selectFrom('streamservers').select(['id', 'last_seen_at', 'capacity', 'credential_hash']).where('capacitygroup_token', '=', token).execute();
}

/** A stream server's report of its streams, with what tells whether it is online. */
export function streamsReport(db: Conn, id: number) {
  return db.selectFrom('streamservers').select(['id', 'public_url', 'streams', 'last_seen_at', 'credential_hash']).where('id', '=', id).executeTakeFirst();
}

/** What a player is sent of a stream server, and whether it is online. */
export function playbackServer(db: Conn, id: number) {
  return db.selectFrom('streamservers').select(['id', 'public_url', 'last_seen_at', 'credential_hash']).where('id', '=', id).executeTakeFirst();
}

/** The stream server's public URL. */
export async function serverPublicUrl(db: Conn, id: number): Promise<string | null> {
  const row = await db.selectFrom('streamservers').select('public_url').where('id', '=', id).executeTakeFirst();
  return row?.public_url ?? null;
}

/** The stream server's capacity group and the secret that signs its tickets. */
export function ticketsOfServer(db: Conn, id: number) {
  return db
    .selectFrom('streamservers as s')
    .innerJoin('capacitygroups as g', 'g.token', 's.capacitygroup_token')
    .select(['g.token', 'g.ticket_secret'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}
