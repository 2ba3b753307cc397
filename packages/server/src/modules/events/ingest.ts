import type { CreateEvent, CreateEventBatch } from '@argus/contracts';
import { DAY_MS } from '../../lib/clock';
import type { AppContext } from '../../context';
import { publish, type BusEvent } from '../../lib/bus';
import { fileStore } from '../../lib/files';
import { matchFaces, matchPlates, type ListMatch } from '../../lib/matchers';
import { DEFAULT_RETENTION_DAYS, dayKey, ensurePartitions } from './partitions';
import { plateKey as normalizePlate } from '../plates/normalize';
import { faceTarget, noteIngest } from './face-index';
import { existingIds, insertEvents, type NewEvent } from './repo';
import { PREPARED } from '../../db/prepared';
import { sql, type SqlBool } from 'kysely';

/**
 * POST /events/batch: an edge posts up to 100 events at once. Each event is judged on its own:
 * - accepted: stored now, or already stored earlier under the same event_id (a repeat is never a
 *   second row, and is not published again);
 * - rejected: {event_id, index, type, message}; types: not_found (the stream is not a camera
 *   assigned to this edge), validation (ts too far in the future or older than retention,
 *   an image that is not a JPEG).
 * The answer is 200 with both lists; the edge retries the whole batch only on a 5xx or a network
 * error, which is safe because of the idempotence.
 */
/** An edge (its cameras only) or an organisation API key (that organisation's cameras). */
export type IngestCaller = { edgeId: number } | { apiKeyId: number; organizationId: number };

export interface Rejected {
  event_id: string;
  index: number;
  type: 'not_found' | 'validation';
  message: string;
}

export interface IngestResult {
  accepted: string[];
  rejected: Rejected[];
}

const FUTURE_TOLERANCE_MS = 24 * 3600_000;

function jpeg(b64: string | undefined): Buffer | null | 'bad' {
  if (b64 === undefined) return null;
  const data = Buffer.from(b64, 'base64');
  return data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff ? data : 'bad';
}

interface Prepared {
  input: CreateEvent;
  ts: Date;
  camera: {
    id: number;
    organization_id: number;
    group_id: number | null;
    name: string;
    place_id: number | null;
    streamserver_id: number | null;
    edge_id: number | null;
    place_name: string | null;
    place_description: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  images: { snapshot: Buffer | null; scene: Buffer | null; plate: Buffer | null };
}

export async function ingestBatch(ctx: AppContext, caller: IngestCaller, batch: CreateEventBatch): Promise<IngestResult> {
  const now = ctx.clock().getTime();
  const rejected: Rejected[] = [];
  const cameraIds = [...new Set(batch.events.map((e) => e.stream_id))];
  const cameras = await ctx.db
    .selectFrom('cameras')
    .modifyFront(sql.raw(PREPARED))
    // The event keeps its camera's place as it was then (origin: name, description, coordinates).
    .leftJoin('places', 'places.id', 'cameras.place_id')
    .select([
      'cameras.id',
      'cameras.organization_id',
      'cameras.group_id',
      'cameras.name',
      'cameras.place_id',
      'cameras.streamserver_id',
      'cameras.edge_id',
      'places.name as place_name',
      'places.description as place_description',
      'places.latitude',
      'places.longitude',
    ])
    .where(sql<SqlBool>`cameras.id = any(${sql.val(cameraIds)}::integer[])`)
    .execute();
  const byId = new Map(cameras.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const prepared: Prepared[] = [];
  const accepted: string[] = [];

  batch.events.forEach((input, index) => {
    const reject = (type: Rejected['type'], message: string) => rejected.push({ event_id: input.event_id, index, type, message });
    const camera = byId.get(input.stream_id);
    const mine = camera && ('edgeId' in caller ? camera.edge_id === caller.edgeId : camera.organization_id === caller.organizationId);
    if (!camera || !mine)
      return reject('not_found', 'edgeId' in caller ? 'Stream not found or not assigned to this edge' : 'Stream not found in this organisation');
    const ts = new Date(input.ts);
    if (ts.getTime() > now + FUTURE_TOLERANCE_MS) return reject('validation', 'ts is more than a day in the future');
    if (ts.getTime() < now - DEFAULT_RETENTION_DAYS * DAY_MS) return reject('validation', 'ts is older than the retention');
    const snapshot = jpeg(input.snapshot_jpeg);
    const scene = jpeg(input.scene_jpeg);
    const plate = jpeg(input.event_type === 'lpr' ? input.plate_jpeg : undefined);
    if (snapshot === 'bad' || scene === 'bad' || plate === 'bad') return reject('validation', 'Images must be base64 JPEG');
    // The same id twice in one batch: the first one counts.
    if (seen.has(input.event_id)) return void accepted.push(input.event_id);
    seen.add(input.event_id);
    prepared.push({ input, ts, camera, images: { snapshot, scene, plate } });
  });

  const already = await existingIds(
    ctx.db,
    prepared.map((p) => ({ event_id: p.input.event_id, ts: p.ts })),
  );
  const fresh = prepared.filter((p) => !already.has(p.input.event_id));
  accepted.push(...prepared.filter((p) => already.has(p.input.event_id)).map((p) => p.input.event_id));
  if (fresh.length === 0) return { accepted, rejected };

  await ensurePartitions(
    ctx.db,
    fresh.map((p) => dayKey(p.ts)),
  );
  // Images first: a crash between the two leaves an unreferenced file, never a broken link.
  const files = new Map<string, { snapshot: string | null; scene: string | null; plate: string | null }>();
  for (const p of fresh) {
    const base = `events/${dayKey(p.ts)}/${p.input.event_id}`;
    const keys = { snapshot: null as string | null, scene: null as string | null, plate: null as string | null };
    for (const kind of ['snapshot', 'scene', 'plate'] as const) {
      const data = p.images[kind];
      if (!data) continue;
      keys[kind] = `${base}-${kind}.jpg`;
      await fileStore(ctx).put(keys[kind], data);
    }
    files.set(p.input.event_id, keys);
  }

  const matches = await matchBatch(ctx, fresh);
  const rows: NewEvent[] = fresh.map((p, i) => {
    const { input, camera } = p;
    const inner = input.event;
    const descriptor = inner.descriptor ?? null;
    const number = input.event_type === 'lpr' ? input.number : null;
    const found = matches[i] ?? [];
    const keys = files.get(input.event_id);
    return {
      event_id: input.event_id,
      ts: p.ts.toISOString(),
      organization_id: camera.organization_id,
      camera_id: camera.id,
      edge_id: 'edgeId' in caller ? caller.edgeId : camera.edge_id,
      streamserver_id: camera.streamserver_id,
      event_type: input.event_type,
      reason: inner.reason,
      label: inner.label,
      camera_name: camera.name,
      place_id: camera.place_id,
      place_name: camera.place_name,
      place_description: camera.place_description,
      latitude: camera.latitude === null ? null : Number(camera.latitude),
      longitude: camera.longitude === null ? null : Number(camera.longitude),
      detection: inner.detection ?? null,
      trajectory: inner.trajectory,
      roi: inner.roi ?? null,
      line: inner.line ?? null,
      attributes: inner.attributes,
      inner_ts: new Date(inner.ts).toISOString(),
      descriptor,
      number,
      plate_norm: number ? normalizePlate(number) : null,
      region: input.event_type === 'lpr' ? (input.region ?? null) : null,
      snapshot_file: keys?.snapshot ?? null,
      scene_file: keys?.scene ?? null,
      plate_file: keys?.plate ?? null,
      matches: found,
      matched: found.length > 0,
      match_list_ids: listIds(found),
      top_priority: found[0]?.priority ?? null,
    };
  });
  // A row another request stored meanwhile is skipped (and not published twice).
  const withFace = rows.filter((r) => Array.isArray(r.descriptor) && r.descriptor.length === 128);
  const faces = ctx.database.capabilities.vector ? await faceTarget(ctx.db, withFace.length) : null;
  const stored = await insertEvents(ctx.db, rows, faces);
  if (faces) noteIngest(ctx.db, faces === 'event_faces_pending' ? withFace.filter((r) => stored.has(r.event_id as string)).length : 0);
  const created: BusEvent[] = [];
  fresh.forEach((p, i) => {
    accepted.push(p.input.event_id);
    if (!stored.has(p.input.event_id)) return;
    const found = matches[i] ?? [];
    created.push({
      type: 'event.created',
      organization_id: p.camera.organization_id,
      camera_id: p.camera.id,
      group_id: p.camera.group_id,
      event_id: p.input.event_id,
      event_type: p.input.event_type,
      ts: p.ts.toISOString(),
      matched: found.length > 0,
      list_ids: listIds(found),
    });
  });
  for (const event of created) publish(event);
  return { accepted, rejected };
}

const listIds = (found: readonly ListMatch[]) => [...new Set(found.map((m) => m.list_id))];

/**
 * List matches of each event, in order and best first (as the matchers answer): faces (fr and sa
 * descriptors) and plates (lpr numbers) of each organisation in one matcher call each.
 */
async function matchBatch(ctx: AppContext, events: Prepared[]): Promise<ListMatch[][]> {
  const out: ListMatch[][] = events.map(() => []);
  const byOrg = new Map<number, { faces: number[]; descriptors: number[][]; plates: number[]; numbers: string[] }>();
  events.forEach(({ input, camera }, i) => {
    let org = byOrg.get(camera.organization_id);
    if (!org) byOrg.set(camera.organization_id, (org = { faces: [], descriptors: [], plates: [], numbers: [] }));
    if (input.event_type === 'lpr') {
      if (!input.number) return;
      org.plates.push(i);
      org.numbers.push(input.number);
    } else if (input.event.descriptor && (input.event_type === 'fr' || input.event_type === 'sa')) {
      org.faces.push(i);
      org.descriptors.push(input.event.descriptor);
    }
  });
  for (const [organizationId, org] of byOrg) {
    const faceMatches = await matchFaces(ctx, ctx.db, organizationId, org.descriptors);
    const plateMatches = await matchPlates(ctx, ctx.db, organizationId, org.numbers);
    org.faces.forEach((i, k) => (out[i] = faceMatches[k] ?? []));
    org.plates.forEach((i, k) => (out[i] = plateMatches[k] ?? []));
  }
  return out;
}
