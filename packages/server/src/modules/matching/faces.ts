// The descriptor maths alone: the vision package's index loads the models' runtime (~1 s, ~120 MB).
import { distanceAtSimilarity, l2normalize, MAX_MATCH_DISTANCE, similarityFromDistance } from '@argus/vision/descriptor';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import type { ListMatch } from '../../lib/matchers';
import { PRIORITY_CODE } from '../facelists/scope';
import { vectorLiteral } from '../faces/images';
import { matchedFaces, matchingReachAndRevision, organizationPhotos, photoDistances, photoRevision } from '../faces/repo';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * Face matching for event ingest, per batch. A face's distance is the least L2 distance between
 * an event's descriptor and any of the face's photos; its similarity is the vision package's
 * calibrated mapping of that distance (contracts, similarity.ts: linear, clamped 0..1). A face
 * matches when the similarity reaches its list's `threshold`; `exact` when it reaches
 * `exact_threshold`.
 *
 * Lists are small (organization_face_count, 1000 faces × up to 10 photos), so this is an exact
 * scan of the organisation's photos for the whole batch at once: in SQL with pgvector's `<->` on a
 * PostgreSQL server with the extension, else in JS over the photos kept in memory until the
 * organisation's photo revision moves. Lists and faces are read per batch, so a face enrolled,
 * moved or deleted counts for the very next event.
 */
export async function matchFaceDescriptors(
  ctx: AppContext,
  db: Conn,
  organizationId: number,
  descriptors: readonly (readonly number[])[],
): Promise<ListMatch[][]> {
  const out: ListMatch[][] = descriptors.map(() => []);
  const probes = new Map<number, number[]>();
  descriptors.forEach((d, i) => {
    if (d.length === 128 && d.every(Number.isFinite)) probes.set(i, Array.from(l2normalize(d)));
  });
  if (probes.size === 0) return out;
  // No photo farther than the lowest list threshold allows can match: the scan stops there (in JS most
  // photos are given up after their first 8 values). No list, nothing to scan.
  // With it, the organisation's photo revision (one round trip for both; the JS scan needs it).
  const head = await matchingReachAndRevision(db, organizationId);
  const least = head?.least;
  if (least === null || least === undefined) return out;
  const reach = Math.min(MAX_USEFUL_DISTANCE, distanceAtSimilarity(Number(least)) + 1e-9);
  // In SQL only on a PostgreSQL server with pgvector (its own cores); the embedded engine runs in
  // this process as WASM, where the same scan costs several times what it costs here in JS.
  const inSql = ctx.database.engine === 'postgres' && ctx.database.capabilities.vector;
  const distances = inSql
    ? await distancesInSql(db, organizationId, probes, reach)
    : await distancesInJs(ctx, db, organizationId, probes, reach, String(head?.revision ?? '0'));
  const faceIds = new Set<number>();
  for (const byFace of distances.values()) for (const id of byFace.keys()) faceIds.add(id);
  if (faceIds.size === 0) return out;
  const faces = await matchedFaces(db, [...faceIds]);
  for (const [i, byFace] of distances) {
    const matches: ListMatch[] = [];
    for (const f of faces) {
      const distance = byFace.get(f.id);
      if (distance === undefined) continue;
      const similarity = similarityFromDistance(distance);
      if (similarity < f.threshold) continue;
      matches.push({
        entity_id: f.id,
        entity_name: f.full_name,
        list_id: f.list_id,
        list_name: f.list_name,
        priority: PRIORITY_CODE[f.priority],
        similarity: Math.round(similarity * 10000) / 10000,
        exact: similarity >= f.exact_threshold,
      });
    }
    out[i] = matches.sort((a, b) => b.priority - a.priority || b.similarity - a.similarity || a.entity_id - b.entity_id);
  }
  return out;
}

/** Distances beyond this can match no list (similarity 0 from there on). */
const MAX_USEFUL_DISTANCE = MAX_MATCH_DISTANCE;

/** Probe index → (face id → least distance under MAX_USEFUL_DISTANCE). */
export type Distances = Map<number, Map<number, number>>;

function put(out: Distances, probe: number, faceId: number, distance: number) {
  let byFace = out.get(probe);
  if (!byFace) out.set(probe, (byFace = new Map()));
  if (distance < (byFace.get(faceId) ?? Infinity)) byFace.set(faceId, distance);
}

export async function distancesInSql(db: Conn, organizationId: number, probes: Map<number, number[]>, reach = MAX_USEFUL_DISTANCE): Promise<Distances> {
  const rows = await photoDistances(db, organizationId, [...probes.keys()], [...probes.values()].map(vectorLiteral), reach);
  const out: Distances = new Map();
  for (const r of rows) put(out, Number(r.probe), r.face_id, Number(r.distance));
  return out;
}

/** An organisation's enrolled photos as one matrix of unit rows, as of a face_image_revisions revision. */
interface Photos {
  revision: string;
  faceIds: Int32Array;
  rows: Float64Array;
}
const DIM = 128;
const photoCache = new WeakMap<object, Map<number, Photos>>();

/**
 * The photos, from memory while the organisation's revision (raised by a trigger on every
 * face_images change, migration 0014) has not moved. The revision is read before the photos, so a
 * change racing the load leaves an older revision beside newer rows: the next batch reloads.
 */
async function photosOf(ctx: AppContext, db: Conn, organizationId: number, known?: string): Promise<Photos> {
  let byOrg = photoCache.get(ctx.db);
  if (!byOrg) photoCache.set(ctx.db, (byOrg = new Map()));
  const revision = known ?? (await photoRevision(db, organizationId));
  const cached = byOrg.get(organizationId);
  if (cached?.revision === revision) return cached;
  const stored = await organizationPhotos(db, organizationId);
  const usable = stored.filter((r) => r.descriptor.length === DIM);
  const photos: Photos = { revision, faceIds: new Int32Array(usable.length), rows: new Float64Array(usable.length * DIM) };
  usable.forEach((r, i) => {
    photos.faceIds[i] = r.face_id;
    photos.rows.set(l2normalize(r.descriptor.map(Number)), i * DIM);
  });
  byOrg.set(organizationId, photos);
  return photos;
}

export async function distancesInJs(
  ctx: AppContext,
  db: Conn,
  organizationId: number,
  probes: Map<number, number[]>,
  reach = MAX_USEFUL_DISTANCE,
  /** The organisation's photo revision when the caller has just read it. */
  revision?: string,
): Promise<Distances> {
  const { faceIds, rows } = await photosOf(ctx, db, organizationId, revision);
  const out: Distances = new Map();
  const limit = reach ** 2;
  const keys = [...probes.keys()];
  const vectors = keys.map((k) => Float64Array.from(probes.get(k) ?? []));
  closePairs(rows, faceIds.length, vectors, limit, (probe, row, squared) => put(out, keys[probe] as number, faceIds[row] as number, Math.sqrt(squared)));
  return out;
}

/**
 * Calls `found` for every (probe, photo row) pair whose squared distance is under `limit`, photo by
 * photo: a photo's first 8 values are held in locals and compared with the first 8 of every probe
 * at once, and only pairs still under the limit read on (squaredDistanceUnder from value 8). Going
 * probe by probe reloaded every photo's values for each probe: 1.1 against 0.6 ms for a batch of 50
 * probes against 1,000 photos.
 */
export function closePairs(
  rows: Float64Array,
  count: number,
  probes: readonly Float64Array[],
  limit: number,
  found: (probe: number, row: number, squared: number) => void,
): void {
  const heads = new Float64Array(probes.length * 8);
  probes.forEach((p, i) => heads.set(p.subarray(0, 8), i * 8));
  for (let row = 0; row < count; row++) {
    const base = row * DIM;
    const r0 = rows[base] as number;
    const r1 = rows[base + 1] as number;
    const r2 = rows[base + 2] as number;
    const r3 = rows[base + 3] as number;
    const r4 = rows[base + 4] as number;
    const r5 = rows[base + 5] as number;
    const r6 = rows[base + 6] as number;
    const r7 = rows[base + 7] as number;
    for (let p = 0, h = 0; p < probes.length; p++, h += 8) {
      const x0 = r0 - (heads[h] as number);
      const x1 = r1 - (heads[h + 1] as number);
      const x2 = r2 - (heads[h + 2] as number);
      const x3 = r3 - (heads[h + 3] as number);
      const x4 = r4 - (heads[h + 4] as number);
      const x5 = r5 - (heads[h + 5] as number);
      const x6 = r6 - (heads[h + 6] as number);
      const x7 = r7 - (heads[h + 7] as number);
      const head = x0 * x0 + x1 * x1 + x2 * x2 + x3 * x3 + x4 * x4 + x5 * x5 + x6 * x6 + x7 * x7;
      if (head >= limit) continue;
      const squared = squaredDistanceUnder(rows, base, probes[p] as Float64Array, limit, 8, head);
      if (squared < limit) found(p, row, squared);
    }
  }
}

/**
 * |rows[base … base+DIM) − probe|², or any value ≥ limit as soon as a partial sum passes it: most
 * photos are far from a probe, and their sums pass the limit within the first blocks, so only a
 * fraction of the 128 values is read (closePairs sums the first 8 itself and calls this from there). Blocks of 8:
 * at the reach of usual list thresholds (distance ≤ 0.3) the first 8 values give most photos up.
 */
export function squaredDistanceUnder(rows: Float64Array, base: number, probe: Float64Array, limit: number, from = 0, partial = 0): number {
  // `from` (a multiple of 8) and `partial`: the values before `from` are already summed.
  let sum = partial;
  for (let k = from; k < DIM; k += 8) {
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    for (let j = k; j < k + 8; j += 4) {
      const x = (rows[base + j] as number) - (probe[j] as number);
      const y = (rows[base + j + 1] as number) - (probe[j + 1] as number);
      const z = (rows[base + j + 2] as number) - (probe[j + 2] as number);
      const w = (rows[base + j + 3] as number) - (probe[j + 3] as number);
      a += x * x;
      b += y * y;
      c += z * z;
      d += w * w;
    }
    sum += a + b + c + d;
    if (sum >= limit) return sum;
  }
  return sum;
}
