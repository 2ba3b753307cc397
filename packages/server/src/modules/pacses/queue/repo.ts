import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';

/**
 * The sync queues of the systems (pacs_persons, pacs_vehicles): what each system should hold, what
 * it holds, and what the worker still has to send or remove. What concerns both queues is here;
 * each queue's own rows are in persons/repo.ts and vehicles/repo.ts. The systems themselves and
 * the lists feeding them are in ../repo.ts.
 */

export type Conn = Kysely<DB> | Transaction<DB>;
/** The sync queue of a system: its persons or its vehicles. */
export type QueueTable = 'pacs_persons' | 'pacs_vehicles';

/** A queue row set to be sent (`upsert`) or removed (`delete`) again: pending now, its past failures forgotten. */
export function requeued(op: 'upsert' | 'delete') {
  return { op, status: 'pending', error: null, attempts: 0, next_attempt_at: null } as const;
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
      ...requeued('delete'),
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

/** One held person (vehicle) queued for removal; answers false when the system holds no such item. */
export async function forgetItem(
  db: Conn,
  pacsId: number,
  item: { kind: 'person'; faceId: number } | { kind: 'vehicle'; plateId: number },
  now: Date,
): Promise<boolean> {
  const reset = {
    ...requeued('delete'),
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
