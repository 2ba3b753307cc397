import type * as VisionModule from '@argus/vision';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import type { ListMatch } from '../../lib/matchers';
import { PRIORITY_CODE } from '../facelists/scope';
import { vectorLiteral } from '../faces/images';

type Conn = Kysely<DB> | Transaction<DB>;

/** The vision package (tfjs and face-api behind it) loads on the first match, not with the server. */
let vision: Promise<typeof VisionModule> | null = null;
const visionModule = () => (vision ??= import('@argus/vision'));

/**
 * Face matching for event ingest. A face's distance is the least L2 distance between the event's
 * descriptor and any of the face's photos; its similarity is the vision package's mapping of that
 * distance (distance 0.30 → 0.35, 0.15 → 0.70, linear, clamped 0..1). A face matches when the
 * similarity reaches its list's `threshold`; `exact` when it reaches `exact_threshold`.
 *
 * Lists are small (organization_face_count, 1000 faces × up to 10 photos), so this is an exact
 * scan of the organisation's photos: in SQL with pgvector's `<->` where the extension exists,
 * else over the `real[]` descriptors in JS. It reads the tables on every call — no cache — so a
 * face enrolled, moved or deleted counts for the very next event.
 */
export async function matchFaceDescriptor(ctx: AppContext, db: Conn, organizationId: number, descriptor: readonly number[]): Promise<ListMatch[]> {
  if (descriptor.length !== 128 || !descriptor.every(Number.isFinite)) return [];
  const { l2normalize, similarityFromDistance } = await visionModule();
  const probe = Array.from(l2normalize(descriptor));
  const distances = ctx.database.capabilities.vector ? await distancesInSql(db, organizationId, probe) : await distancesInJs(db, organizationId, probe, l2normalize);
  if (distances.size === 0) return [];
  const faces = await db
    .selectFrom('faces as f')
    .innerJoin('facelists as l', 'l.id', 'f.facelist_id')
    .select(['f.id', 'f.full_name', 'l.id as list_id', 'l.name as list_name', 'l.priority', 'l.threshold', 'l.exact_threshold'])
    .where('f.id', 'in', [...distances.keys()])
    .execute();
  const matches: ListMatch[] = [];
  for (const f of faces) {
    const similarity = similarityFromDistance(distances.get(f.id) ?? Infinity);
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
  return matches.sort((a, b) => b.priority - a.priority || b.similarity - a.similarity || a.entity_id - b.entity_id);
}

/** Distances beyond this can match no list (similarity 0 from distance 0.45 on). */
const MAX_USEFUL_DISTANCE = 0.45;

async function distancesInSql(db: Conn, organizationId: number, probe: readonly number[]): Promise<Map<number, number>> {
  const vector = vectorLiteral(probe);
  const rows = await db
    .selectFrom('face_images')
    .select(['face_id', sql<number>`min(embedding <-> ${vector}::vector)`.as('distance')])
    .where('organization_id', '=', organizationId)
    .groupBy('face_id')
    .having(sql<number>`min(embedding <-> ${vector}::vector)`, '<', MAX_USEFUL_DISTANCE)
    .execute();
  return new Map(rows.map((r) => [r.face_id, Number(r.distance)]));
}

async function distancesInJs(db: Conn, organizationId: number, probe: readonly number[], l2normalize: (v: ArrayLike<number>) => Float32Array): Promise<Map<number, number>> {
  const rows = await db.selectFrom('face_images').select(['face_id', 'descriptor']).where('organization_id', '=', organizationId).execute();
  const out = new Map<number, number>();
  for (const r of rows) {
    const d = r.descriptor.map(Number);
    if (d.length !== probe.length) continue;
    const n = l2normalize(d);
    let sum = 0;
    for (let i = 0; i < n.length; i++) sum += ((n[i] ?? 0) - (probe[i] ?? 0)) ** 2;
    const distance = Math.sqrt(sum);
    if (distance < MAX_USEFUL_DISTANCE && distance < (out.get(r.face_id) ?? Infinity)) out.set(r.face_id, distance);
  }
  return out;
}
