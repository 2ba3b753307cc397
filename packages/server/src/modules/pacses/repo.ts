import type { Ref } from '@argus/contracts';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { containsPattern } from '../../lib/like';
import type { DB, PacsesTable } from '../../db/types';

/**
 * Access-control systems (pacses) and the lists feeding them (pacs_facelists, pacs_platelists).
 * Their sync queues, what each system holds or still has to get, are in queue/ (queue/repo.ts for both, queue/persons/ and queue/vehicles/ for each).
 */

type Conn = Kysely<DB> | Transaction<DB>;
export type PacsRow = Selectable<PacsesTable>;

export function findPacs(db: Conn, id: number): Promise<PacsRow | undefined> {
  return db.selectFrom('pacses').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function linksOf(db: Conn, pacsIds: readonly number[]) {
  const facelists = new Map<number, number[]>();
  const platelists = new Map<number, number[]>();
  if (pacsIds.length === 0) return { facelists, platelists };
  const f = await db
    .selectFrom('pacs_facelists')
    .selectAll()
    .where('pacs_id', 'in', [...pacsIds])
    .orderBy('facelist_id')
    .execute();
  const p = await db
    .selectFrom('pacs_platelists')
    .selectAll()
    .where('pacs_id', 'in', [...pacsIds])
    .orderBy('platelist_id')
    .execute();
  for (const r of f) facelists.set(r.pacs_id, [...(facelists.get(r.pacs_id) ?? []), r.facelist_id]);
  for (const r of p) platelists.set(r.pacs_id, [...(platelists.get(r.pacs_id) ?? []), r.platelist_id]);
  return { facelists, platelists };
}

/**
 * Select expressions for the face list query (alias `l`): the systems it feeds and how many of its
 * faces every one of them holds as they are now (0 while it feeds none).
 */
export const facelistPacsColumns = [
  sql<Ref[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) order by p.id), '[]'::json)
    from pacs_facelists pf join pacses p on p.id = pf.pacs_id where pf.facelist_id = l.id)`.as('pacses'),
  sql<number>`(select count(*)::int from faces f where f.facelist_id = l.id
    and exists (select 1 from pacs_facelists pf where pf.facelist_id = l.id)
    and not exists (select 1 from pacs_facelists pf where pf.facelist_id = l.id and not exists (
      select 1 from pacs_persons pp where pp.pacs_id = pf.pacs_id and pp.face_id = f.id and pp.op = 'upsert' and pp.status = 'synced')))`.as('face_sync_count'),
] as const;

/** The same for the plate list query (alias `l`). */
export const platelistPacsColumns = [
  sql<Ref[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) order by p.id), '[]'::json)
    from pacs_platelists pl join pacses p on p.id = pl.pacs_id where pl.platelist_id = l.id)`.as('pacses'),
  sql<number>`(select count(*)::int from plates v where v.platelist_id = l.id
    and exists (select 1 from pacs_platelists pl where pl.platelist_id = l.id)
    and not exists (select 1 from pacs_platelists pl where pl.platelist_id = l.id and not exists (
      select 1 from pacs_vehicles pv where pv.pacs_id = pl.pacs_id and pv.plate_id = v.id and pv.op = 'upsert' and pv.status = 'synced')))`.as(
    'plate_sync_count',
  ),
] as const;

// --- Systems -----------------------------------------------------------------------------------

export async function insertPacs(db: Conn, values: Insertable<PacsesTable>): Promise<number> {
  const row = await db.insertInto('pacses').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePacs(db: Conn, id: number, values: Updateable<PacsesTable>): Promise<void> {
  await db.updateTable('pacses').set(values).where('id', '=', id).execute();
}

/** The system is gone from the API at once; the worker drops the row once its removals are done. */
export async function markPacsDeleted(db: Conn, id: number, now: Date): Promise<void> {
  await db.updateTable('pacses').set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
}

/** Deleted systems whose removals are all done (or failed for good) go for real. */
export async function dropDeletedPacses(db: Conn): Promise<void> {
  await db
    .deleteFrom('pacses')
    .where('deleted_at', 'is not', null)
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom('pacs_persons').select('id').whereRef('pacs_persons.pacs_id', '=', 'pacses.id').where('status', '=', 'pending'))),
        eb.not(eb.exists(eb.selectFrom('pacs_vehicles').select('id').whereRef('pacs_vehicles.pacs_id', '=', 'pacses.id').where('status', '=', 'pending'))),
      ]),
    )
    .execute();
}

export interface PacsFilter {
  text?: string;
  vendor?: string;
  kind?: string;
  facelist_id?: number;
  list_id?: number;
}

/** The organisation's systems (not deleted) matching the filter, by id after `afterId`; one more than `limit` tells a next page. */
export function searchPacses(db: Conn, organizationId: number, q: PacsFilter, afterId: number | null, limit: number): Promise<PacsRow[]> {
  return db
    .selectFrom('pacses')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('deleted_at', 'is', null)
    .$if(!!q.text, (b) => b.where((eb) => eb.or([eb('name', 'ilike', containsPattern(q.text ?? '')), eb('host', 'ilike', containsPattern(q.text ?? ''))])))
    .$if(q.vendor !== undefined, (b) => b.where('vendor', '=', q.vendor as string))
    .$if(q.kind !== undefined, (b) => b.where('kind', '=', q.kind as string))
    .$if(q.facelist_id !== undefined, (b) =>
      b.where('id', 'in', (s) =>
        s
          .selectFrom('pacs_facelists')
          .select('pacs_id')
          .where('facelist_id', '=', q.facelist_id as number),
      ),
    )
    .$if(q.list_id !== undefined, (b) =>
      b.where('id', 'in', (s) =>
        s
          .selectFrom('pacs_platelists')
          .select('pacs_id')
          .where('platelist_id', '=', q.list_id as number),
      ),
    )
    .$if(afterId !== null, (b) => b.where('id', '>', Number(afterId)))
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

// --- Lists feeding a system --------------------------------------------------------------------

/** How many systems other than `exceptPacsId` a face list feeds. */
export async function systemsFedByFacelist(db: Conn, facelistId: number, exceptPacsId: number): Promise<number> {
  const n = await db
    .selectFrom('pacs_facelists')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('facelist_id', '=', facelistId)
    .where('pacs_id', '<>', exceptPacsId)
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

/** How many systems other than `exceptPacsId` a plate list feeds. */
export async function systemsFedByPlatelist(db: Conn, platelistId: number, exceptPacsId: number): Promise<number> {
  const n = await db
    .selectFrom('pacs_platelists')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('platelist_id', '=', platelistId)
    .where('pacs_id', '<>', exceptPacsId)
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

/** Replaces the system's face lists: faces of new lists are queued for the device, those of dropped lists (not pushed by hand) for removal. */
export async function replaceFacelists(tx: Transaction<DB>, pacsId: number, facelistIds: readonly number[]): Promise<void> {
  await tx.deleteFrom('pacs_facelists').where('pacs_id', '=', pacsId).execute();
  if (facelistIds.length > 0)
    await tx
      .insertInto('pacs_facelists')
      .values(facelistIds.map((facelist_id) => ({ pacs_id: pacsId, facelist_id })))
      .execute();
  await sql`update pacs_persons set op = 'delete', status = 'pending', error = null, attempts = 0, next_attempt_at = null, version = version + 1, updated_at = now()
    where pacs_id = ${pacsId} and not manual and op = 'upsert'
      and face_id not in (select f.id from faces f join pacs_facelists pf on pf.facelist_id = f.facelist_id where pf.pacs_id = ${pacsId})`.execute(tx);
  await sql`insert into pacs_persons (pacs_id, face_id, face_name)
    select ${pacsId}, f.id, f.full_name from faces f join pacs_facelists pf on pf.facelist_id = f.facelist_id where pf.pacs_id = ${pacsId}
    on conflict (pacs_id, face_id) do update set op = 'upsert', face_name = excluded.face_name,
      status = case when pacs_persons.op = 'upsert' then pacs_persons.status else 'pending' end,
      next_attempt_at = case when pacs_persons.op = 'upsert' then pacs_persons.next_attempt_at else null end,
      version = pacs_persons.version + 1, updated_at = now()`.execute(tx);
}

/** Replaces the system's plate lists: plates of new lists are queued for the device, those of dropped lists (not pushed by hand) for removal. */
export async function replacePlatelists(tx: Transaction<DB>, pacsId: number, platelistIds: readonly number[]): Promise<void> {
  await tx.deleteFrom('pacs_platelists').where('pacs_id', '=', pacsId).execute();
  if (platelistIds.length > 0)
    await tx
      .insertInto('pacs_platelists')
      .values(platelistIds.map((platelist_id) => ({ pacs_id: pacsId, platelist_id })))
      .execute();
  await sql`update pacs_vehicles set op = 'delete', status = 'pending', error = null, attempts = 0, next_attempt_at = null, version = version + 1, updated_at = now()
    where pacs_id = ${pacsId} and not manual and op = 'upsert'
      and plate_id not in (select v.id from plates v join pacs_platelists pl on pl.platelist_id = v.platelist_id where pl.pacs_id = ${pacsId})`.execute(tx);
  await sql`insert into pacs_vehicles (pacs_id, plate_id, number)
    select ${pacsId}, v.id, v.number from plates v join pacs_platelists pl on pl.platelist_id = v.platelist_id where pl.pacs_id = ${pacsId}
    on conflict (pacs_id, plate_id) do update set op = 'upsert', number = excluded.number,
      status = case when pacs_vehicles.op = 'upsert' then pacs_vehicles.status else 'pending' end,
      next_attempt_at = case when pacs_vehicles.op = 'upsert' then pacs_vehicles.next_attempt_at else null end,
      version = pacs_vehicles.version + 1, updated_at = now()`.execute(tx);
}

/** The system feeds on no list any more. */
export async function unlinkLists(db: Conn, pacsId: number): Promise<void> {
  await db.deleteFrom('pacs_facelists').where('pacs_id', '=', pacsId).execute();
  await db.deleteFrom('pacs_platelists').where('pacs_id', '=', pacsId).execute();
}
