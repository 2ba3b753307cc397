import { DEFAULT_FACE_THRESHOLD, type SearchByFace, type SearchByFaceInFaces, type SearchByPlate } from '@argus/contracts';
// The descriptor maths alone: the vision package's index loads the models' runtime (~1 s, ~120 MB).
import { distanceAtSimilarity, similarityFromDistance } from '@argus/vision/descriptor';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { ApiError, invalid, notFound } from '../../http/errors';
import { ownRows, visibleCameraIds } from '../../access';
import { setLocal } from '../../db/settings';
import { decodeCursor, encodeCursor } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { urlSigner } from '../../lib/files';
import { plateKey as normalizePlate } from '../plates/normalize';
import { presentEvent } from '../events/present';
import { eventKey, findEvents, findVisibleEvent, type EventFilter, type EventRow, type EventWithoutDescriptor } from '../events/repo';
import { nearestEventFaces } from '../events/faces/repo';
import { faceGraphOf } from '../events/face-index';
import { keysMatching, searchEventKeys, searchPlateEvents } from '../events/search/repo';
import { timeWindow } from '../events/service';
import { photoDescriptors } from '../faces/repo';
import * as faces from '../faces/service';

/**
 * Event searches. Similarity on the wire is raw 0..1: for faces the calibrated mapping of the L2
 * distance of normalised descriptors (contracts, similarity.ts); for plates the
 * trigram similarity of the normalised numbers (1 for an exact number).
 * Paging: sort timestamp → keyset on (ts, event_id); sort similarity → offset cursor (results
 * are re-ranked per query, and a search is a short-lived look, not a feed).
 */
const DEFAULT_THRESHOLD = DEFAULT_FACE_THRESHOLD; // the spec's default 75 % through the display mapping
const MAX_RESULTS = 1000;
/** How many nearest faces a face search reads first (MAX_RESULTS when all of them are hits). */
export const FIRST_LOOK = 200;
/**
 * Face search reads the face graph's candidates and the rows past its watermark by key (the id
 * index of event_faces, faces/repo.ts): never a scan of a whole week of faces, whatever the planner
 * guesses of a table the embedded engine has never analysed.
 */
export const FACE_SEARCH_SETTINGS: Readonly<Record<string, string>> = { enable_seqscan: 'off' };
/** The graph is asked for this many times the faces wanted (filters it does not know drop some of its answers). */
const GRAPH_OVERFETCH = 2;
/** Asked again for this many times more when the filters left too few; past GRAPH_MOST, an exact scan. */
const GRAPH_WIDEN = 8;
const GRAPH_MOST = 32_000;

/** The largest L2 distance whose similarity still reaches the threshold. */
const maxDistance = (threshold: number) => Math.max(0, distanceAtSimilarity(threshold));

/**
 * Runs a search query with planner settings local to its transaction:
 * - faces: pgvector's iterative index scan, so that the filters (organisation, window, type,
 *   threshold) applied after the HNSW walk do not cut results short at ef_search candidates;
 * - plates: pg_trgm's similarity threshold, so `%` (which the trigram index serves) uses the
 *   caller's threshold.
 */
export async function withSettings<T>(ctx: AppContext, settings: Record<string, string>, run: (db: Conn) => Promise<T>): Promise<T> {
  if (Object.keys(settings).length === 0) return run(ctx.db);
  return ctx.db.transaction().execute(async (tx) => {
    await setLocal(tx, settings);
    return run(tx);
  });
}
type Conn = AppContext['db'] | Transaction<DB>;

function normalized(v: readonly number[]): number[] {
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / n);
}

interface Common {
  box?: { x_min: number; y_min: number; x_max: number; y_max: number };
  ts_from?: string;
  ts_to?: string;
  camera_ids?: number[];
  place_ids?: number[];
  sort_type?: 'timestamp' | 'similarity';
  is_only_accurate?: boolean;
}

function baseFilter(ctx: AppContext, q: Common, eventType: string): EventFilter {
  return { ...timeWindow(ctx, q.ts_from, q.ts_to), event_type: eventType, camera_ids: q.camera_ids, place_ids: q.place_ids, box: q.box };
}

type Key = { event_id: string; ts: Date };
interface Hit<R extends Key> {
  row: R;
  similarity: number | null;
  highlight: { field: string; start: number; end: number }[];
}

/**
 * Hits sorted as asked, one page of them, and the next cursor. `complete` gives the stored events
 * of the page's hits (a face search ranks light rows and loads whole events for its page only).
 */
async function pageOf<R extends Key>(
  ctx: AppContext,
  hits: Hit<R>[],
  sort: 'timestamp' | 'similarity',
  cursor: string | undefined,
  limit: number,
  complete: (rows: R[]) => Promise<EventWithoutDescriptor[]>,
) {
  hits.sort((a, b) =>
    sort === 'similarity' && a.similarity !== b.similarity
      ? (b.similarity ?? 0) - (a.similarity ?? 0)
      : b.row.ts.getTime() - a.row.ts.getTime() || (a.row.event_id < b.row.event_id ? 1 : -1),
  );
  const key = decodeCursor(cursor, 1);
  const offset = key ? Number(key[0]) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalid({ cursor: 'is not a cursor this list gave out' });
  const slice = hits.slice(offset, offset + limit);
  const stored = new Map((await complete(slice.map((h) => h.row))).map((row) => [eventKey(row.event_id, row.ts), row]));
  const sign = await urlSigner(ctx);
  const events = [];
  for (const h of slice) {
    // An event dropped by retention between the two reads is simply not shown.
    const row = stored.get(eventKey(h.row.event_id, h.row.ts));
    if (row) events.push({ ...presentEvent(row, sign), similarity: h.similarity, highlight: h.highlight });
  }
  return { events, pagination: { cursor: offset + limit < hits.length ? encodeCursor([offset + limit]) : null } };
}

/** The event a search by an event starts from: one the caller may see, else 404. */
async function sourceEvent(ctx: AppContext, p: Principal, eventId: string) {
  const row = await findVisibleEvent(ctx.db, p, eventId);
  if (!row) throw notFound('Event');
  return row;
}

export async function byFace(ctx: AppContext, p: Principal, body: SearchByFace) {
  let q = body.query;
  if (q.event_id) {
    const source = await sourceEvent(ctx, p, q.event_id);
    if (source.event_type !== 'fr' && source.event_type !== 'sa') throw invalid({ 'query.event_id': 'must be a face (fr) or situation (sa) event' });
    if (!source.descriptor || source.descriptor.length === 0) throw invalid({ 'query.event_id': 'the event has no face descriptor' });
    q = { ...q, descriptor: source.descriptor.map(Number) };
  }
  if (!q.descriptor && !q.attributes) throw invalid({ query: 'give a descriptor, an event, attributes or a mix' });
  const filter = baseFilter(ctx, q, q.event_type);
  const descriptor = q.descriptor;
  if (descriptor) {
    if (!ctx.database.capabilities.vector) throw new ApiError('temporarily_unavailable', 'Face search needs the pgvector extension on the database server');
    if (descriptor.length !== 128) throw invalid({ 'query.descriptor': 'must have 128 values' });
  }
  let hits: Hit<Key>[];
  if (descriptor) {
    const limit = maxDistance(q.threshold ?? DEFAULT_THRESHOLD);
    const first = needsEvents(filter, q.attributes) ? MAX_RESULTS : FIRST_LOOK;
    let near = await nearestFaces(ctx, p, filter, q.attributes, descriptor, first);
    // Most people are seen a few dozen times: look further only when the first look is all hits.
    if (near.length === FIRST_LOOK && first === FIRST_LOOK && (near.at(-1)?.distance ?? Infinity) <= limit)
      near = await nearestFaces(ctx, p, filter, q.attributes, descriptor, MAX_RESULTS);
    hits = near
      .filter((n) => n.distance <= limit)
      .map((n) => ({ row: n, similarity: Math.round(similarityFromDistance(n.distance) * 10000) / 10000, highlight: [] }));
  } else {
    const rows = await searchEventKeys(ctx.db, p, filter, q.attributes, MAX_RESULTS);
    hits = rows.map((row) => ({ row, similarity: null, highlight: [] }));
  }
  const organizationId = p.organizationId ?? -1;
  return pageOf(ctx, hits, descriptor ? (q.sort_type ?? 'similarity') : 'timestamp', body.cursor, body.limit ?? 20, (keys) =>
    findEvents(ctx.db, organizationId, keys),
  );
}

/**
 * The visible events nearest to a descriptor (at most k, closest first) with their L2 distance,
 * from event_faces (one HNSW graph a week, migration 0017): keys only, so that the walk does not
 * carry whole events. The walk filters on what event_faces holds (organisation, window, type,
 * cameras the caller sees); the filters only events hold (places, area, attributes) are applied to
 * the walk's answers after it, so with those a search reads MAX_RESULTS neighbours (see byFace).
 * No threshold inside the walk: there it would make the walk visit every tuple it may before
 * giving up.
 */
export async function nearestFaces(
  ctx: AppContext,
  p: Principal,
  filter: EventFilter,
  attributes: Record<string, unknown> | undefined,
  descriptor: readonly number[],
  k: number,
): Promise<(Key & { distance: number })[]> {
  const unit = normalized(descriptor);
  const literal = `[${unit.join(',')}]`;
  const organizationId = p.organizationId ?? -1;
  const graph = faceGraphOf(ctx.db);
  const look = async (fetch: number): Promise<Awaited<ReturnType<typeof nearestEventFaces>>> => {
    // The watermark is read before the graph is asked: a row it passes meanwhile is in the graph already.
    const high = fetch > GRAPH_MOST || !graph ? 0 : graph.high;
    const candidates = high > 0 && graph ? await graph.search(organizationId, Float32Array.from(unit), fetch) : [];
    // The cameras the caller sees are read on the same connection: one wait for it (during ingest on
    // the embedded engine, each wait lasts up to a batch's statement).
    const found = await withSettings(ctx, FACE_SEARCH_SETTINGS, async (db) => {
      const cameraLists = [await visibleCameraIds(db, p), filter.camera_ids ?? null];
      return nearestEventFaces(db, organizationId, filter, cameraLists, literal, k, candidates, high);
    });
    // Enough, or the graph gave all the organisation's faces it holds, or the exact answer: else, ask the graph for more.
    return found.length >= k || candidates.length < fetch || high === 0 ? found : look(fetch * GRAPH_WIDEN);
  };
  const rows = await look(k * GRAPH_OVERFETCH);
  // pgvector cosine distance = 1 - cos; the L2 distance of unit vectors is sqrt(2 (1 - cos)).
  const near = rows.map((r) => ({ event_id: r.event_id, ts: r.ts, distance: Math.sqrt(2 * Math.max(0, Number(r.cosine))) }));
  if (!needsEvents(filter, attributes) || near.length === 0) return near;
  const kept = await keysMatching(ctx.db, p, filter, attributes, near);
  const keys = new Set(kept.map((r) => eventKey(r.event_id, r.ts)));
  return near.filter((n) => keys.has(eventKey(n.event_id, n.ts)));
}

/** Whether a face search filters on what only events hold (see nearestFaces). */
function needsEvents(filter: EventFilter, attributes: Record<string, unknown> | undefined): boolean {
  return filter.place_ids !== undefined || filter.box !== undefined || Object.values(attributes ?? {}).some((v) => v !== undefined);
}

export async function byPlate(ctx: AppContext, p: Principal, body: SearchByPlate) {
  let q = body.query;
  if (q.event_id) {
    const source = await sourceEvent(ctx, p, q.event_id);
    if (!source.number) throw invalid({ 'query.event_id': 'the event has no plate number' });
    q = { ...q, number: source.number };
  }
  if (!q.number && !q.attributes) throw invalid({ query: 'give a number, an event, attributes or a mix' });
  const filter = baseFilter(ctx, q, q.event_type);
  const wanted = q.number ? normalizePlate(q.number) : null;
  if (wanted !== null && wanted === '') throw invalid({ 'query.number': 'must hold letters or digits' });
  const threshold = q.threshold ?? 0.3;
  const trgm = ctx.database.capabilities.trgm;
  const settings: Record<string, string> = wanted && trgm ? { 'pg_trgm.similarity_threshold': String(threshold) } : {};
  const attributes = q.attributes;
  const rows = await withSettings(ctx, settings, (db) => searchPlateEvents(db, p, filter, attributes, wanted, trgm, MAX_RESULTS));
  let hits: Hit<EventRow>[] = rows.map((row) => {
    const plate = row.plate_norm ?? '';
    const similarity = wanted ? trigramSimilarity(plate, wanted) : null;
    const at = wanted ? plate.indexOf(wanted) : -1;
    return {
      row,
      similarity: wanted && plate === wanted ? 1 : similarity,
      highlight: at >= 0 && wanted ? [{ field: 'number', start: at, end: at + wanted.length }] : [],
    };
  });
  if (q.is_only_accurate && wanted) {
    // "Only top plates": the best-matching number(s) only.
    const best = Math.max(0, ...hits.map((h) => h.similarity ?? 0));
    hits = hits.filter((h) => (h.similarity ?? 0) === best);
  }
  return pageOf(ctx, hits, wanted ? (q.sort_type ?? 'similarity') : 'timestamp', body.cursor, body.limit ?? 20, async (page) => page);
}

/** pg_trgm's similarity, computed the same way here so both engines rank alike. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (s: string) => {
    const padded = `  ${s.toLowerCase()} `;
    const out = new Set<string>();
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
    return out;
  };
  const x = grams(a);
  const y = grams(b);
  let common = 0;
  for (const g of x) if (y.has(g)) common++;
  const union = x.size + y.size - common;
  return union === 0 ? 0 : Math.round((common / union) * 10000) / 10000;
}

/**
 * Faces of the organisation's face lists by a descriptor: each face's closest photo (exact scan of
 * face_images.descriptor; lists are small, see modules/matching/faces.ts), best first.
 */
export async function byFaceInFaces(ctx: AppContext, p: Principal, body: SearchByFaceInFaces) {
  const q = body.query;
  if (q.descriptor.length !== 128) throw invalid({ 'query.descriptor': 'must have 128 values' });
  const probe = normalized(q.descriptor);
  // Only faces of lists the caller sees are ranked (pages and cursors count no hidden face).
  const rows = await photoDescriptors(ctx.db, p.organizationId ?? -1, ownRows(p, 'l'), q.facelist_ids);
  const best = new Map<number, number>();
  for (const r of rows) {
    const d = normalized((r.descriptor as number[]).map(Number));
    let dot = 0;
    for (let i = 0; i < d.length; i++) dot += (d[i] ?? 0) * (probe[i] ?? 0);
    const dist = Math.sqrt(Math.max(0, 2 - 2 * dot));
    if (dist < (best.get(r.face_id) ?? Infinity)) best.set(r.face_id, dist);
  }
  const threshold = q.threshold ?? DEFAULT_THRESHOLD;
  const ranked = [...best.entries()]
    .map(([id, d]) => ({ id, similarity: Math.round(similarityFromDistance(d) * 10000) / 10000 }))
    .filter((h) => h.similarity >= threshold);
  ranked.sort((a, b) => b.similarity - a.similarity || a.id - b.id);
  const key = decodeCursor(body.cursor, 1);
  const offset = key ? Number(key[0]) : 0;
  const limit = body.limit ?? 20;
  const out = [];
  for (const h of ranked.slice(offset, offset + limit)) {
    // A face gone meanwhile answers 404 there: leave it out.
    const face = await faces.get(ctx, p, h.id).catch(() => null);
    if (face) out.push({ ...face, similarity: h.similarity });
  }
  return { faces: out, pagination: { cursor: offset + limit < ranked.length ? encodeCursor([offset + limit]) : null } };
}
