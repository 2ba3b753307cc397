import type { CreateEvent, CreateEventBatch } from '@argus/contracts';
import { DAY_MS } from '../../lib/clock';
import type { AppContext } from '../../context';
import { publish, type BusEvent } from '../../lib/bus';
import { fileStore } from '../../lib/files';
import { matchFaces, matchPlates, type ListMatch } from '../../lib/matchers';
import { DEFAULT_RETENTION_DAYS, dayKey, ensurePartitions } from './partitions';
import { plateKey as normalizePlate } from '../plates/normalize';
import { faceRetryAfterS, faceTableOf, noteIngest, takeFaceRoom } from './face-index';
import { ApiError } from '../../http/errors';
import { existingIds, insertEvents, type NewEvent } from './store/repo';
import { ingestCameras } from '../cameras/repo';
import { onceMoreIfSessionLost } from '../../db/sessions';
import { asBulkWork } from '../../db/priority';

/**
 * POST /events/batch: an edge posts up to 100 events at once. Each event is judged on its own:
 * - accepted: stored now, or already stored earlier under the same event_id (a repeat is never a
 *   second row, and is not published again);
 * - rejected: {event_id, index, type, message}; types: not_found (the stream is not a camera
 *   assigned to this edge), validation (ts too far in the future or older than retention,
 *   an image that is not a JPEG).
 * - neither: an event with a face descriptor while the face backlog is full (face-index.ts); the
 *   edge keeps it and sends it again after the answer's Retry-After (retryAfterS here).
 * The answer is 200 with the lists (503 when the backlog left nothing of the batch to store); the
 * edge retries the whole batch only on a 5xx or a network error, which is safe because of the
 * idempotence.
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
  /** Set when faces were left unanswered: when to offer them again (the Retry-After header, not the body). */
  retryAfterS?: number;
}

const FUTURE_TOLERANCE_MS = 24 * 3600_000;

function jpeg(b64: string | undefined): Buffer | null | 'bad' {
  if (b64 === undefined) return null;
  const data = Buffer.from(b64, 'base64');
  return data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff ? data : 'bad';
}

/** An event whose descriptor goes into the face index (insertEvents stores 128 values there, nothing else). */
const hasFace = (p: Prepared) => p.input.event.descriptor?.length === 128;

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

/**
 * When PostgreSQL ended the session under the batch (a restart, pg_terminate_backend), the batch is
 * stored once more on a new session instead of answering 503: safe to repeat, as the edge's own
 * retry is, because an event_id already stored is answered accepted and not stored again (a repeat
 * stored by the first try is then not published again: as when the edge sends it again).
 * Bulk work: other requests get the database's connections first (db/priority.ts).
 */
export function ingestBatch(ctx: AppContext, caller: IngestCaller, batch: CreateEventBatch): Promise<IngestResult> {
  return asBulkWork(() => onceMoreIfSessionLost(() => ingestOnce(ctx, caller, batch)));
}

async function ingestOnce(ctx: AppContext, caller: IngestCaller, batch: CreateEventBatch): Promise<IngestResult> {
  const now = ctx.clock().getTime();
  const rejected: Rejected[] = [];
  const cameraIds = [...new Set(batch.events.map((e) => e.stream_id))];
  // The event keeps its camera's place as it was then (origin: name, description, coordinates).
  const cameras = await ingestCameras(ctx.db, cameraIds);
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
  let fresh = prepared.filter((p) => !already.has(p.input.event_id));
  accepted.push(...prepared.filter((p) => already.has(p.input.event_id)).map((p) => p.input.event_id));
  // Descriptors are admitted while the backlog of the face graph has room; the others wait at the edge.
  const vector = ctx.database.capabilities.vector;
  const faces = vector ? fresh.filter(hasFace).length : 0;
  const room = vector ? await takeFaceRoom(ctx, faces) : 0;
  const offered = fresh.length;
  if (vector) {
    let left = room;
    fresh = fresh.filter((p) => !hasFace(p) || left-- > 0);
  }
  const retryAfterS = faces > room ? faceRetryAfterS(ctx.db, faces - room) : undefined;
  if (fresh.length === 0) {
    noteIngest(ctx.db, room, 0);
    if (offered > 0 && accepted.length === 0 && rejected.length === 0) {
      const error = new ApiError('temporarily_unavailable', 'Face descriptors wait for the face index; send these events again after Retry-After');
      error.retryAfterS = retryAfterS;
      throw error;
    }
    return { accepted, rejected, retryAfterS };
  }
  let storedFaces = 0;
  try {
    return { ...(await storeFresh(ctx, caller, fresh, accepted, rejected, (n) => (storedFaces = n))), retryAfterS };
  } finally {
    if (vector) noteIngest(ctx.db, room, storedFaces);
  }
}

async function storeFresh(
  ctx: AppContext,
  caller: IngestCaller,
  fresh: Prepared[],
  accepted: string[],
  rejected: Rejected[],
  facesStored: (n: number) => void,
): Promise<IngestResult> {
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
  const stored = await insertEvents(ctx.db, rows, ctx.database.capabilities.vector ? faceTableOf(ctx) : null);
  facesStored(fresh.filter((p) => hasFace(p) && stored.has(p.input.event_id)).length);
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
