import type { PacsVehicle } from '@argus/contracts';
import { sql, type Selectable } from 'kysely';
import type { PacsVehiclesTable } from '../../../../db/types';
import { requeued, type Conn } from '../repo';

/** The vehicles queue (pacs_vehicles): the plates each system holds or is to hold, with the record number the device gave each. */

export type VehicleRow = Selectable<PacsVehiclesTable>;

export function vehiclesOf(db: Conn, pacsIds: readonly number[]) {
  if (pacsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pacs_vehicles')
    .selectAll()
    .where('pacs_id', 'in', [...pacsIds])
    .orderBy('plate_id')
    .execute();
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

export function findVehicle(db: Conn, pacsId: number, plateId: number) {
  return db.selectFrom('pacs_vehicles').select('op').where('pacs_id', '=', pacsId).where('plate_id', '=', plateId).executeTakeFirst();
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
        ...requeued('upsert'),
        version: sql<number>`pacs_vehicles.version + 1`,
        updated_at: now,
      }),
    )
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

/** The device forgot the vehicle: the same, and its record number is forgotten too. */
export async function vehicleRemoved(db: Conn, row: { id: number; version: number }): Promise<void> {
  const gone = await db.deleteFrom('pacs_vehicles').where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) await db.updateTable('pacs_vehicles').set({ on_device: false, record_no: null }).where('id', '=', row.id).execute();
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
