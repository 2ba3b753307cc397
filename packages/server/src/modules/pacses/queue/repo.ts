import type { PacsPerson, PacsVehicle } from '@argus/contracts';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, PacsPersonsTable, PacsVehiclesTable } from '../../../db/types';

/**
 * The sync queues of the systems (pacs_persons, pacs_vehicles): what each system should hold, what
 * it holds, and what the worker still has to send or remove. The systems themselves and the lists
 * feeding them are in ../repo.ts.
 */

type Conn = Kysely<DB> | Transaction<DB>;
export type PersonRow = Selectable<PacsPersonsTable>;
export type VehicleRow = Selectable<PacsVehiclesTable>;
/** The sync queue of a system: its persons or its vehicles. */
export type QueueTable = 'pacs_persons' | 'pacs_vehicles';

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

/** Every row of one queue of the system goes for removal from the device (`updatedAt` stamps the rows when given). */
export async function queueRemovalOfAll(db: Conn, table: QueueTable, pacsId: number, updatedAt?: Date): Promise<void> {
  await db
    .updateTable(table)
    .set({
      op: 'delete',
      status: 'pending',
      error: null,
      next_attempt_at: null,
      attempts: 0,
      version: sql<number>`version + 1`,
      ...(updatedAt ? { updated_at: updatedAt } : {}),
    })
    .where('pacs_id', '=', pacsId)
    .execute();
}

/**
 * Another device (or new credentials): everything of the system is pushed again. A new device
 * (`otherDevice`) holds nothing yet: pending removals are dropped and no row is on it.
 */
export async function queueAllAgain(db: Conn, pacsId: number, otherDevice: boolean): Promise<void> {
  for (const table of ['pacs_persons', 'pacs_vehicles'] as const) {
    await db
      .updateTable(table)
      .set({
        status: 'pending',
        error: null,
        attempts: 0,
        next_attempt_at: null,
        version: sql<number>`version + 1`,
        ...(otherDevice ? { on_device: false } : {}),
      })
      .where('pacs_id', '=', pacsId)
      .execute();
  }
  if (otherDevice) {
    await db.deleteFrom('pacs_persons').where('pacs_id', '=', pacsId).where('op', '=', 'delete').execute();
    await db.deleteFrom('pacs_vehicles').where('pacs_id', '=', pacsId).where('op', '=', 'delete').execute();
    await db.updateTable('pacs_vehicles').set({ record_no: null }).where('pacs_id', '=', pacsId).execute();
  }
}

/** How many persons (vehicles) the system holds or is to hold: its queue rows not being removed. */
export async function countHeld(db: Conn, table: QueueTable, pacsId: number): Promise<number> {
  const n = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('pacs_id', '=', pacsId)
    .where('op', '=', 'upsert')
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

/** How many persons (vehicles) the device holds now. */
export async function countOnDevice(db: Conn, table: QueueTable, pacsId: number): Promise<number> {
  const n = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('pacs_id', '=', pacsId)
    .where('on_device', '=', true)
    .where('op', '=', 'upsert')
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

export function findPerson(db: Conn, pacsId: number, faceId: number) {
  return db.selectFrom('pacs_persons').select(['op', 'photo_file']).where('pacs_id', '=', pacsId).where('face_id', '=', faceId).executeTakeFirst();
}

export function findVehicle(db: Conn, pacsId: number, plateId: number) {
  return db.selectFrom('pacs_vehicles').select('op').where('pacs_id', '=', pacsId).where('plate_id', '=', plateId).executeTakeFirst();
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
        op: 'upsert',
        status: 'pending',
        error: null,
        attempts: 0,
        next_attempt_at: null,
        version: sql<number>`pacs_persons.version + 1`,
        updated_at: now,
      }),
    )
    .execute();
}

/** A plate pushed by hand: queued (again) for the device with its number. */
export async function putVehicle(db: Conn, pacsId: number, vehicle: { plateId: number; number: string }, now: Date): Promise<void> {
  await db
    .insertInto('pacs_vehicles')
    .values({ pacs_id: pacsId, plate_id: vehicle.plateId, number: vehicle.number, manual: true })
    .onConflict((oc) =>
      oc.columns(['pacs_id', 'plate_id']).doUpdateSet({
        number: vehicle.number,
        manual: true,
        op: 'upsert',
        status: 'pending',
        error: null,
        attempts: 0,
        next_attempt_at: null,
        version: sql<number>`pacs_vehicles.version + 1`,
        updated_at: now,
      }),
    )
    .execute();
}

/** One held person (vehicle) queued for removal; answers false when the system holds no such item. */
export async function forgetItem(
  db: Conn,
  pacsId: number,
  item: { kind: 'person'; faceId: number } | { kind: 'vehicle'; plateId: number },
  now: Date,
): Promise<boolean> {
  const reset = {
    op: 'delete' as const,
    status: 'pending' as const,
    error: null,
    attempts: 0,
    next_attempt_at: null,
    version: sql<number>`version + 1`,
    updated_at: now,
  };
  const r =
    item.kind === 'person'
      ? await db
          .updateTable('pacs_persons')
          .set(reset)
          .where('pacs_id', '=', pacsId)
          .where('face_id', '=', item.faceId)
          .where('op', '=', 'upsert')
          .executeTakeFirst()
      : await db
          .updateTable('pacs_vehicles')
          .set(reset)
          .where('pacs_id', '=', pacsId)
          .where('plate_id', '=', item.plateId)
          .where('op', '=', 'upsert')
          .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
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

/** The due vehicles, the same way. */
export function dueVehicles(db: Conn, now: Date, held: number[] | null, limit: number): Promise<VehicleRow[]> {
  return db
    .selectFrom('pacs_vehicles')
    .selectAll()
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
    .$if(held !== null, (b) => b.where('pacs_id', 'in', held ?? []))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A push failed: the row waits until `next_attempt_at` or fails for good; a row changed meanwhile (another version) is left alone. */
export async function recordFailure(
  db: Conn,
  table: QueueTable,
  row: { id: number; version: number },
  failure: { attempts: number; error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db
    .updateTable(table)
    .set({
      attempts: failure.attempts,
      error: failure.error,
      ...(failure.nextAttemptAt ? { next_attempt_at: failure.nextAttemptAt } : { status: 'failed' }),
    })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .execute();
}

/** The device forgot the person: the row goes, unless it changed meanwhile (then it stays, known to be off the device). */
export async function personRemoved(db: Conn, row: { id: number; version: number }): Promise<void> {
  const gone = await db.deleteFrom('pacs_persons').where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) await db.updateTable('pacs_persons').set({ on_device: false }).where('id', '=', row.id).execute();
}

/** The device forgot the vehicle: the same, and its record number is forgotten too. */
export async function vehicleRemoved(db: Conn, row: { id: number; version: number }): Promise<void> {
  const gone = await db.deleteFrom('pacs_vehicles').where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) await db.updateTable('pacs_vehicles').set({ on_device: false, record_no: null }).where('id', '=', row.id).execute();
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

/** The device holds the vehicle (under `recordNo`); the same. */
export async function vehicleSynced(db: Conn, row: { id: number; version: number }, recordNo: string | null, now: Date): Promise<void> {
  await db.updateTable('pacs_vehicles').set({ on_device: true, record_no: recordNo, synced_at: now }).where('id', '=', row.id).execute();
  await db
    .updateTable('pacs_vehicles')
    .set({ status: 'synced', error: null, attempts: 0, next_attempt_at: null })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .execute();
}
