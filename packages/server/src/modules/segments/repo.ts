import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, MediaSegmentsTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * No segment is longer than this: a range query may then bound start_at from below and use the
 * (camera_id, start_at) index instead of reading the camera's whole history.
 */
export const MAX_SEGMENT_S = 600;

/** A media_segments row as segmentsInRange reads it, with its stream server's public URL. */
export type SegmentRow = Omit<Selectable<MediaSegmentsTable>, 'disc' | 'created_at'> & { public_url: string | null };

/** Segments of a camera overlapping [from, to), oldest first, after the keyset (start_at, id). */
export function segmentsInRange(db: Conn, cameraId: number, from: Date, to: Date, after: [string, number] | null, limit: number): Promise<SegmentRow[]> {
  return db
    .selectFrom('media_segments as m')
    .leftJoin('streamservers as s', 's.id', 'm.streamserver_id')
    .select([
      'm.id',
      'm.camera_id',
      'm.streamserver_id',
      'm.stream_id',
      'm.start_at',
      'm.end_at',
      'm.duration',
      'm.bytes',
      'm.path',
      'm.init_path',
      'm.run',
      'm.seq',
      's.public_url',
    ])
    .where('m.camera_id', '=', cameraId)
    .where('m.start_at', '<', to)
    .where('m.start_at', '>', new Date(from.getTime() - MAX_SEGMENT_S * 1000))
    .where('m.end_at', '>', from)
    .$if(after !== null, (b) =>
      b.where((eb) =>
        eb.or([
          eb('m.start_at', '>', new Date(String(after?.[0]))),
          eb.and([eb('m.start_at', '=', new Date(String(after?.[0]))), eb('m.id', '>', Number(after?.[1]))]),
        ]),
      ),
    )
    .orderBy('m.start_at')
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

/**
 * Gaps and islands in SQL: a segment starting more than `toleranceS` after the latest end so far
 * opens a new range; each range is the min start and max end of its segments.
 */
export async function mergedRanges(db: Conn, cameraId: number, from: Date, to: Date, toleranceS: number) {
  const lower = new Date(from.getTime() - MAX_SEGMENT_S * 1000);
  const result = await sql<{ start_at: Date; end_at: Date }>`
    with s as (
      select id, start_at, end_at,
             max(end_at) over (order by start_at, id rows between unbounded preceding and 1 preceding) as prev_end
      from media_segments
      where camera_id = ${cameraId} and start_at < ${to} and start_at > ${lower} and end_at > ${from}
    ), g as (
      select start_at, end_at,
             sum(case when prev_end is null or start_at > prev_end + make_interval(secs => ${toleranceS}) then 1 else 0 end)
               over (order by start_at, id rows unbounded preceding) as island
      from s
    )
    select min(start_at) as start_at, max(end_at) as end_at from g group by island order by 1
  `.execute(db);
  return result.rows.map((r) => ({ start: new Date(r.start_at), end: new Date(r.end_at) }));
}

export async function lastEnd(db: Conn, cameraId: number): Promise<Date | null> {
  const row = await db.selectFrom('media_segments').select('end_at').where('camera_id', '=', cameraId).orderBy('start_at', 'desc').limit(1).executeTakeFirst();
  return row ? new Date(row.end_at) : null;
}

/** Records segment files; one already known (same server and path) is left as it is. */
export async function insertSegments(db: Conn, rows: Insertable<MediaSegmentsTable>[]): Promise<void> {
  await db
    .insertInto('media_segments')
    .values(rows)
    .onConflict((oc) => oc.columns(['streamserver_id', 'path']).doNothing())
    .execute();
}

/** Forgets a stream server's segment files by path; answers how many it knew. */
export async function deleteSegments(db: Conn, streamserverId: number, paths: readonly string[]): Promise<number> {
  const r = await db.deleteFrom('media_segments').where('streamserver_id', '=', streamserverId).where('path', 'in', paths).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Whether anything of the camera is recorded in [from, to). */
export async function recordedInRange(db: Conn, cameraId: number, from: Date, to: Date): Promise<boolean> {
  const recorded = await db
    .selectFrom('media_segments')
    .select('id')
    .where('camera_id', '=', cameraId)
    .where('start_at', '<', to)
    .where('end_at', '>', from)
    .executeTakeFirst();
  return recorded !== undefined;
}

/** The camera's segments that overlap [from, to), as their start and end. */
export function segmentsOverlapping(db: Conn, cameraId: number, from: Date, to: Date) {
  return db
    .selectFrom('media_segments')
    .select(['start_at', 'end_at'])
    .where('camera_id', '=', cameraId)
    .where('start_at', '<', to)
    .where('end_at', '>', from)
    .execute();
}
