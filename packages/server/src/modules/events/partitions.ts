import { RETENTION_DAYS } from '@argus/contracts';
import { DAY_MS } from '../../lib/clock';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import { exclusively, LOCK_CLASS } from '../../db/locks';
import type { DB } from '../../db/types';
import { fileStore } from '../../lib/files';
import * as repo from './partitions/repo';
import { forgetFaces } from './face-index';
import { pruneGoneFaces } from './faces/repo';

/**
 * Daily partitions of `events` (events_pYYYYMMDD, UTC days), weekly partitions of `event_faces`
 * (event_faces_wYYYYMMDD, where pgvector exists) and retention.
 *
 * - Ingest calls `ensurePartitions` for the days of its events (cached per process; creating an
 *   existing partition is a no-op, and a race with another replica is caught).
 * - `maintainEvents` (at start and every hour) creates the partitions of yesterday to
 *   PARTITIONS_AHEAD days ahead, drops every partition wholly older than the longest retention of
 *   any organisation (and its files), and deletes the older rows of organisations whose own
 *   retention is shorter than that.
 * Retention per organisation: event_retention.days (one of RETENTION_DAYS); default the longest
 * option (30 days).
 * Replicas: one maintenance pass at a time on a PostgreSQL database (an advisory lock; a replica
 * that finds it taken skips its pass, the holder does the same work), and one at a time in a
 * process (a later call waits for the running one).
 */
export const PARTITIONS_AHEAD = 3;
export const DEFAULT_RETENTION_DAYS = Math.max(...RETENTION_DAYS);

export const dayKey = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
const partitionName = (day: string) => `events_p${day}`;
const dayStart = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)} 00:00:00+00`;
/** The first millisecond of a day key's day (UTC). */
const dayMs = (day: string) => Date.parse(dayStart(day).replace(' ', 'T').replace('+00', 'Z'));
const nextDay = (day: string) => dayKey(new Date(dayMs(day) + DAY_MS));

const known = new WeakMap<object, Set<string>>();

/**
 * The Monday (UTC) of a day's week, as a day key: event_faces (the face search index, migration
 * 0017) is partitioned by week, event_faces_wYYYYMMDD.
 */
export function weekKey(day: string): string {
  const start = dayMs(day);
  return dayKey(new Date(start - ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS));
}
/** The face index and the descriptors waiting for it (face-index.ts): retention applies to both. */
const FACE_TABLES = ['event_faces', 'event_faces_pending'] as const;
const facePartitionName = (week: string) => `event_faces_w${week}`;
const weekEnd = (week: string) => dayKey(new Date(dayMs(week) + 7 * DAY_MS));

/** Whether this database has event_faces (pgvector), asked once per handle. */
const hasFaces = new WeakMap<object, Promise<boolean>>();
function facesTable(db: Kysely<DB>): Promise<boolean> {
  let known = hasFaces.get(db);
  if (!known) {
    known = repo.hasEventFaces(db);
    hasFaces.set(db, known);
  }
  return known;
}

async function createPartition(db: Kysely<DB>, create: () => Promise<unknown>, exists: () => Promise<boolean>): Promise<void> {
  try {
    await create();
  } catch (error) {
    // Another replica created it between our check and our create: that is the goal anyway.
    if (!(await exists())) throw error;
  }
}

/** The day partitions of events for these days, and the week partitions of event_faces. */
export async function ensurePartitions(db: Kysely<DB>, days: Iterable<string>): Promise<void> {
  let done = known.get(db);
  if (!done) known.set(db, (done = new Set()));
  const faces = await facesTable(db);
  for (const day of new Set(days)) {
    if (done.has(day)) continue;
    await createPartition(
      db,
      () => repo.createPartition(db, 'events', partitionName(day), dayStart(day), dayStart(nextDay(day))),
      () => partitionDays(db).then((d) => d.includes(day)),
    );
    const week = weekKey(day);
    if (faces && !done.has(`w${week}`)) {
      await createPartition(
        db,
        () => repo.createPartition(db, 'event_faces', facePartitionName(week), dayStart(week), dayStart(weekEnd(week))),
        () => faceWeeks(db).then((w) => w.includes(week)),
      );
      done.add(`w${week}`);
    }
    done.add(day);
  }
}

/** The weeks (their Mondays' day keys) of event_faces' partitions, oldest first. */
export async function faceWeeks(db: Kysely<DB>): Promise<string[]> {
  return (await facesTable(db)) ? partitionKeys(db, 'event_faces', 'event_faces_w') : [];
}

export function partitionDays(db: Kysely<DB>): Promise<string[]> {
  return partitionKeys(db, 'events', 'events_p');
}

/** The day keys in the names of a partitioned table's partitions, oldest first. */
async function partitionKeys(db: Kysely<DB>, parent: string, prefix: string): Promise<string[]> {
  return (await repo.partitionNames(db, parent))
    .map((name) => name.replace(prefix, ''))
    .filter((d) => /^\d{8}$/.test(d))
    .sort();
}

export interface MaintenanceResult {
  created: string[];
  dropped: string[];
  deletedRows: number;
  /** Another replica was running its pass: this one did nothing. */
  skipped: boolean;
}

const passes = new WeakMap<object, Promise<unknown>>();

export function maintainEvents(ctx: AppContext): Promise<MaintenanceResult> {
  const previous = passes.get(ctx.db) ?? Promise.resolve();
  const pass = previous
    .catch(() => undefined)
    .then(() => exclusively(ctx.db, ctx.database, LOCK_CLASS.eventMaintenance, 0, () => maintenancePass(ctx)))
    .then((r) => (r.ran ? r.value : { created: [], dropped: [], deletedRows: 0, skipped: true }));
  passes.set(ctx.db, pass);
  return pass;
}

async function maintenancePass(ctx: AppContext): Promise<MaintenanceResult> {
  const now = ctx.clock().getTime();
  const before = new Set(await partitionDays(ctx.db));
  const wanted = Array.from({ length: PARTITIONS_AHEAD + 2 }, (_, i) => dayKey(new Date(now + (i - 1) * DAY_MS)));
  known.delete(ctx.db);
  await ensurePartitions(ctx.db, wanted);
  const created = wanted.filter((d) => !before.has(d));

  const settings = await repo.retentionSettings(ctx.db);
  const longest = Math.max(DEFAULT_RETENTION_DAYS, ...settings.map((s) => s.days));
  const cutoff = now - longest * DAY_MS;
  const dropped: string[] = [];
  for (const day of await partitionDays(ctx.db)) {
    const end = dayMs(nextDay(day));
    if (end > cutoff) continue;
    await repo.dropPartition(ctx.db, partitionName(day));
    await fileStore(ctx).deletePrefix(`events/${day}`);
    dropped.push(day);
  }
  // Face descriptors: whole weeks past the cutoff go, and the older rows of the week it falls in
  // (a descriptor is personal data and lives no longer than its event). Waiting rows first, so
  // that the indexer never moves one into a week that is gone.
  // The keys of the indexed rows that go are taken out of this process's face graph too (its searches
  // would drop them anyway, but they would hold places among the graph's candidates).
  const faces = await facesTable(ctx.db);
  if (faces) await repo.deleteFaceRowsBefore(ctx.db, 'event_faces_pending', new Date(cutoff));
  for (const week of await faceWeeks(ctx.db)) {
    const end = dayMs(weekEnd(week));
    if (end > cutoff) continue;
    const keys = await repo.faceKeysIn(ctx.db, facePartitionName(week));
    await repo.dropPartition(ctx.db, facePartitionName(week));
    await forgetFaces(ctx.db, keys);
  }
  if (faces) await forgetFaces(ctx.db, await repo.deleteFaceRowsBefore(ctx.db, 'event_faces', new Date(cutoff)));
  await pruneGoneFaces(ctx.db);
  known.delete(ctx.db);

  let deletedRows = 0;
  for (const s of settings.filter((x) => x.days < longest)) {
    const rows = await repo.deleteEventsBefore(ctx.db, s.organization_id, new Date(now - s.days * DAY_MS));
    deletedRows += rows.length;
    if (faces) {
      for (const table of FACE_TABLES)
        await forgetFaces(ctx.db, await repo.deleteFaceRowsBefore(ctx.db, table, new Date(now - s.days * DAY_MS), s.organization_id));
    }
    for (const r of rows) for (const f of [r.snapshot_file, r.scene_file, r.plate_file]) if (f) await fileStore(ctx).delete(f);
  }
  return { created, dropped, deletedRows, skipped: false };
}

/** After a failed pass (the database was unavailable), the next one comes this much sooner than the hour. */
const RETRY_MS = 60_000;

/** Hourly maintenance of this process (partitions ahead, retention); stopped when the app closes. */
export function startEventMaintenance(app: FastifyInstance): boolean {
  let running = false;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const run = () => {
    if (running || closed) return;
    running = true;
    if (retry) clearTimeout(retry);
    retry = null;
    maintainEvents(app.ctx)
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'event maintenance failed; trying again in a minute');
        retry = setTimeout(run, RETRY_MS);
        retry.unref();
      })
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => run());
  const timer = setInterval(run, 3600_000);
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    if (retry) clearTimeout(retry);
  });
  return true;
}
