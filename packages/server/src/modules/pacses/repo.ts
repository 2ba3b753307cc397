import type { PacsPerson, PacsVehicle, Ref } from '@argus/contracts';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, PacsesTable } from '../../db/types';

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

export function personsOf(db: Conn, pacsIds: readonly number[]) {
  if (pacsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pacs_persons')
    .selectAll()
    .where('pacs_id', 'in', [...pacsIds])
    .orderBy('face_id')
    .execute();
}

export function vehiclesOf(db: Conn, pacsIds: readonly number[]) {
  if (pacsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pacs_vehicles')
    .selectAll()
    .where('pacs_id', 'in', [...pacsIds])
    .orderBy('plate_id')
    .execute();
}

/** A face's links to systems, as Face.pacs_persons (rows being removed are not shown). */
export async function pacsPersonsOf(db: Conn, faceIds: readonly number[]): Promise<Map<number, PacsPerson[]>> {
  const out = new Map<number, PacsPerson[]>();
  if (faceIds.length === 0) return out;
  const rows = await db
    .selectFrom('pacs_persons as pp')
    .innerJoin('pacses as p', 'p.id', 'pp.pacs_id')
    .select(['pp.face_id', 'pp.pacs_id', 'p.name', 'pp.faceimage_id', 'pp.status', 'pp.error'])
    .where('pp.face_id', 'in', [...faceIds])
    .where('pp.op', '=', 'upsert')
    .orderBy('pp.pacs_id')
    .execute();
  for (const r of rows) {
    const entry = { pacs_id: r.pacs_id, pacs_name: r.name, faceimage_id: r.faceimage_id, status: r.status as PacsPerson['status'], error: r.error };
    out.set(r.face_id, [...(out.get(r.face_id) ?? []), entry]);
  }
  return out;
}

/** A plate's links to systems, as Plate.pacs_vehicles. */
export async function pacsVehiclesOf(db: Conn, plateIds: readonly number[]): Promise<Map<number, PacsVehicle[]>> {
  const out = new Map<number, PacsVehicle[]>();
  if (plateIds.length === 0) return out;
  const rows = await db
    .selectFrom('pacs_vehicles as pv')
    .innerJoin('pacses as p', 'p.id', 'pv.pacs_id')
    .select(['pv.plate_id', 'pv.pacs_id', 'p.name', 'pv.status', 'pv.error'])
    .where('pv.plate_id', 'in', [...plateIds])
    .where('pv.op', '=', 'upsert')
    .orderBy('pv.pacs_id')
    .execute();
  for (const r of rows) {
    const entry = { pacs_id: r.pacs_id, pacs_name: r.name, status: r.status as PacsVehicle['status'], error: r.error };
    out.set(r.plate_id, [...(out.get(r.plate_id) ?? []), entry]);
  }
  return out;
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

/** The systems with queue rows due now (persons or vehicles), by id. */
export async function dueSystems(db: Conn, now: Date): Promise<number[]> {
  const due = (table: 'pacs_persons' | 'pacs_vehicles') =>
    db
      .selectFrom(table)
      .select('pacs_id')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]));
  const rows = await due('pacs_persons').union(due('pacs_vehicles')).execute();
  return rows.map((r) => r.pacs_id).sort((a, b) => a - b);
}
