import type { PacsPerson } from '@argus/contracts';
import { sql, type Selectable } from 'kysely';
import type { PacsPersonsTable } from '../../../../db/types';
import { requeued, type Conn } from '../repo';

/** The persons queue (pacs_persons): the faces each system holds or is to hold, as the worker sends and removes them. */

export type PersonRow = Selectable<PacsPersonsTable>;

export function personsOf(db: Conn, pacsIds: readonly number[]) {
  if (pacsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pacs_persons')
    .selectAll()
    .where('pacs_id', 'in', [...pacsIds])
    .orderBy('face_id')
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

export function findPerson(db: Conn, pacsId: number, faceId: number) {
  return db.selectFrom('pacs_persons').select(['op', 'photo_file']).where('pacs_id', '=', pacsId).where('face_id', '=', faceId).executeTakeFirst();
}

/** A face pushed by hand: queued (again) for the device with its name and photo. */
export async function putPerson(
  db: Conn,
  pacsId: number,
  person: { faceId: number; faceName: string; faceimageId: number | null; photoFile: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('pacs_persons')
    .values({
      pacs_id: pacsId,
      face_id: person.faceId,
      face_name: person.faceName,
      faceimage_id: person.faceimageId,
      photo_file: person.photoFile,
      manual: true,
    })
    .onConflict((oc) =>
      oc.columns(['pacs_id', 'face_id']).doUpdateSet({
        face_name: person.faceName,
        faceimage_id: person.faceimageId,
        ...(person.photoFile ? { photo_file: person.photoFile } : {}),
        manual: true,
        ...requeued('upsert'),
        version: sql<number>`pacs_persons.version + 1`,
        updated_at: now,
      }),
    )
    .execute();
}

/** The due persons, oldest first; `held` limits them to those systems (null: every system). */
export function duePersons(db: Conn, now: Date, held: number[] | null, limit: number): Promise<PersonRow[]> {
  return db
    .selectFrom('pacs_persons')
    .selectAll()
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
    .$if(held !== null, (b) => b.where('pacs_id', 'in', held ?? []))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The device forgot the person: the row goes, unless it changed meanwhile (then it stays, known to be off the device). */
export async function personRemoved(db: Conn, row: { id: number; version: number }): Promise<void> {
  const gone = await db.deleteFrom('pacs_persons').where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) await db.updateTable('pacs_persons').set({ on_device: false }).where('id', '=', row.id).execute();
}

/** The device holds the person; the row is synced unless it changed meanwhile (then it goes again). */
export async function personSynced(db: Conn, row: { id: number; version: number }, now: Date): Promise<void> {
  await db.updateTable('pacs_persons').set({ on_device: true, synced_at: now }).where('id', '=', row.id).execute();
  await db
    .updateTable('pacs_persons')
    .set({ status: 'synced', error: null, attempts: 0, next_attempt_at: null })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .execute();
}
