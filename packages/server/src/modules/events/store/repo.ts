import { sql, type Kysely, type Transaction } from 'kysely';
import { DAY_MS } from '../../../lib/clock';
import type { DB } from '../../../db/types';
import { EVENT_COLUMNS } from '../repo';
import { PREPARED } from '../../../db/prepared';
import type { FaceTable } from '../faces/repo';

/** Ingest's statements: which events of a batch are stored already, and the batch's insert. */

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * The ids of `events` already stored. A retry carries its event's ts, so only the batch's times
 * widened by a day are looked at: the check keeps to the few partitions concerned instead of an
 * index probe in every partition.
 */
export async function existingIds(db: Conn, events: readonly { event_id: string; ts: Date }[]): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const times = events.map((e) => e.ts.getTime());
  // One array parameter (a list of 100 parameters costs more to send, parse and plan), through
  // stored_event_ids (migration 0019), which keeps one plan instead of planning every batch.
  const { rows } = await sql<{
    event_id: string;
  }>`${sql.raw(PREPARED)} select event_id from stored_event_ids(${sql.val(events.map((e) => e.event_id))}::uuid[], ${new Date(Math.min(...times) - DAY_MS)}, ${new Date(Math.max(...times) + DAY_MS)})`.execute(
    db,
  );
  return new Set(rows.map((r) => r.event_id));
}

/** An events row as ingest writes it: JSON values for the jsonb columns, ISO strings for times. */
export type NewEvent = Record<Inserted, unknown>;

/** Set by the database on insert (defaults), never by ingest. */
const DEFAULTED = ['obsolete', 'status', 'created_at'] as const;
type Inserted = Exclude<(typeof EVENT_COLUMNS)[number], (typeof DEFAULTED)[number]>;
/** The columns ingest writes: every column an event is read with, but those the database sets. */
const INSERTED_COLUMNS = EVENT_COLUMNS.filter((c): c is Inserted => !(DEFAULTED as readonly string[]).includes(c));

/**
 * Stores a batch in one statement with one parameter (the rows as a JSON array, turned into rows
 * by jsonb_populate_recordset): far cheaper to send and plan than a VALUES list of 30-odd
 * parameters per row. Where pgvector exists (`faces` names the table), the stored rows'
 * 128-value descriptors go into event_faces or event_faces_pending (see face-index.ts) in the
 * same statement, so a descriptor is sent and parsed once. A row already stored under the same
 * (event_id, ts) is skipped; answers the ids stored now.
 */
export async function insertEvents(db: Conn, rows: NewEvent[], faces: FaceTable | null): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  // Descriptors travel apart, as one binary float4[] (see float4Array): a row names its stretch
  // of it (first and last position, 1-based); none when it has no descriptor.
  const stretches: ([number, number] | null)[] = [];
  let length = 0;
  for (const r of rows) {
    const n = Array.isArray(r.descriptor) ? r.descriptor.length : 0;
    stretches.push(n > 0 ? [length + 1, length + n] : null);
    length += n;
  }
  const floats = new Float32Array(length);
  rows.forEach((r, i) => {
    const at = stretches[i];
    if (at) floats.set(r.descriptor as number[], at[0] - 1);
  });
  const columns = sql.raw(INSERTED_COLUMNS.join(', '));
  const selected = sql.join(
    INSERTED_COLUMNS.map((c) => (c === 'descriptor' ? sql`(${sql.val(float4Array(floats))}::real[])[k.first : k.last]` : sql.ref(`r.${c}`))),
  );
  const insert = sql`
    insert into events (${columns})
    select ${selected}
    from jsonb_populate_recordset(null::events, ${rowsJson(rows)}::jsonb) with ordinality as r
    cross join lateral (
      select (${sql.val(stretches.map((x) => x?.[0] ?? null))}::integer[])[r.ordinality] as first,
             (${sql.val(stretches.map((x) => x?.[1] ?? null))}::integer[])[r.ordinality] as last
    ) k
    on conflict do nothing`;
  const stored = faces
    ? await sql<{ event_id: string }>`${sql.raw(PREPARED)}
        with stored as (${insert} returning event_id, ts, organization_id, camera_id, event_type, descriptor),
        faces as (
          insert into ${sql.table(faces)} (event_id, ts, organization_id, camera_id, event_type, descriptor_vec)
          select event_id, ts, organization_id, camera_id, event_type, descriptor::vector from stored where cardinality(descriptor) = 128
        )
        select event_id from stored`.execute(db)
    : await sql<{ event_id: string }>`${sql.raw(PREPARED)} ${insert} returning event_id`.execute(db);
  return new Set(stored.rows.map((r) => r.event_id));
}

/**
 * The rows as one JSON array for jsonb_populate_recordset, without the descriptor (sent apart) and
 * without null values (an absent key is null there too): about a third less for the server to
 * parse, most of the cost of binding the insert.
 */
function rowsJson(rows: readonly NewEvent[]): string {
  return JSON.stringify(
    rows.map((r) => {
      const present: Record<string, unknown> = {};
      for (const c of INSERTED_COLUMNS) if (c !== 'descriptor' && r[c] !== null && r[c] !== undefined) present[c] = r[c];
      return present;
    }),
  );
}

/**
 * A float4[] parameter in PostgreSQL's binary array format (node-postgres sends a Buffer as a
 * binary parameter): parsing decimal text costs ~3.5 µs a number on the embedded engine, 450 µs a
 * descriptor, most of the cost of storing a face event; reading 4 bytes does not.
 */
function float4Array(values: Float32Array): Buffer {
  const out = Buffer.alloc(20 + values.length * 8);
  out.writeInt32BE(1, 0); // dimensions
  out.writeInt32BE(0, 4); // no nulls
  out.writeInt32BE(700, 8); // element type: float4
  out.writeInt32BE(values.length, 12);
  out.writeInt32BE(1, 16); // lower bound
  values.forEach((v, i) => {
    out.writeInt32BE(4, 20 + i * 8);
    out.writeFloatBE(v, 24 + i * 8);
  });
  return out;
}
