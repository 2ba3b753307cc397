import type { Pacs } from '@argus/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import * as repo from './repo';
import * as personQueue from './queue/persons/repo';
import * as vehicleQueue from './queue/vehicles/repo';

/** Systems as the API shows them: links, persons and vehicles with their sync state; never the password. */
export async function presentPacses(db: Kysely<DB>, rows: readonly repo.PacsRow[]): Promise<Pacs[]> {
  const ids = rows.map((r) => r.id);
  const { facelists, platelists } = await repo.linksOf(db, ids);
  const persons = await personQueue.personsOf(db, ids);
  const vehicles = await vehicleQueue.vehiclesOf(db, ids);
  return rows.map((r) => {
    const mine = persons.filter((x) => x.pacs_id === r.id);
    const cars = vehicles.filter((x) => x.pacs_id === r.id);
    return {
      id: r.id,
      name: r.name,
      vendor: r.vendor as Pacs['vendor'],
      kind: r.kind as Pacs['kind'],
      host: r.host,
      port: r.port,
      username: r.username,
      channel: r.channel,
      version: r.version,
      capacitygroup_token: r.capacitygroup_token,
      place_id: r.place_id,
      facelist_ids: facelists.get(r.id) ?? [],
      list_ids: platelists.get(r.id) ?? [],
      persons: mine.map((x) => ({
        face_id: x.face_id,
        face_name: x.face_name,
        faceimage_id: x.faceimage_id,
        status: x.status as Pacs['persons'][number]['status'],
        removing: x.op === 'delete',
        error: x.error,
        attempts: x.attempts,
        synced_at: x.synced_at?.toISOString() ?? null,
      })),
      vehicles: cars.map((x) => ({
        plate_id: x.plate_id,
        number: x.number,
        status: x.status as Pacs['vehicles'][number]['status'],
        removing: x.op === 'delete',
        error: x.error,
        attempts: x.attempts,
        synced_at: x.synced_at?.toISOString() ?? null,
      })),
      person_sync_count: mine.filter((x) => x.op === 'upsert' && x.status === 'synced').length,
      vehicle_sync_count: cars.filter((x) => x.op === 'upsert' && x.status === 'synced').length,
      failed_count: [...mine, ...cars].filter((x) => x.status === 'failed').length,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
}
