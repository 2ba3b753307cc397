import type { Sensorreading, SensorreadingList } from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid } from '../../http/errors';
import { publish } from '../../lib/bus';
import { decodeCursor, page } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { sensorOrigin } from '../sensors/repo';
import { sensorsQuery } from '../sensors/repo';
import { scoped, visibleSensor } from '../sensors/service';
import * as repo from './repo';

/**
 * Sensor readings: telemetry, appended and never changed. They are not audited one by one (as
 * events are not): the audit log records who configured the sensors, not each value they sent.
 * Two ways in, both ending in `store`: POST /sensorreadings (a user or integration account with
 * sensor_update) and the MQTT consumer (mqtt.ts) when ARGUS_MQTT_URL is set.
 */
export const MAX_PAYLOAD_KEYS = 200;

export function checkPayload(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return 'payload must be a JSON object';
  const keys = Object.keys(payload);
  if (keys.length > MAX_PAYLOAD_KEYS) return `payload has more than ${MAX_PAYLOAD_KEYS} keys`;
  if (keys.some((k) => k.length > 100)) return 'payload has a key longer than 100 characters';
  return null;
}

export async function store(ctx: AppContext, sensorId: number, payload: Record<string, unknown>, ts: Date): Promise<Sensorreading> {
  const now = ctx.clock();
  const r = await repo.insertReading(ctx.db, sensorId, payload, ts, now);
  const sensor = await sensorOrigin(ctx.db, sensorId);
  if (sensor) {
    publish({
      type: 'sensorreading.created',
      organization_id: sensor.organization_id,
      sensor_id: sensorId,
      place_id: sensor.place_id,
      reading_id: String(r.id),
      ts: r.ts.toISOString(),
    });
  }
  return present(r);
}

function present(r: { id: string; sensor_id: number; payload: Record<string, unknown>; ts: Date }): Sensorreading {
  return { id: Number(r.id), sensor_id: r.sensor_id, payload: r.payload, ts: r.ts.toISOString() };
}

export async function create(
  ctx: AppContext,
  p: Principal,
  body: { sensor_id: number; payload: Record<string, unknown>; ts?: string },
): Promise<Sensorreading> {
  await visibleSensor(ctx, p, body.sensor_id).catch(() => {
    throw invalid({ sensor_id: 'names a sensor that does not exist' });
  });
  const problem = checkPayload(body.payload);
  if (problem) throw invalid({ payload: problem });
  return store(ctx, body.sensor_id, body.payload, body.ts ? new Date(body.ts) : ctx.clock());
}

export interface ReadingQuery {
  cursor?: string;
  limit?: number;
  sensor_id?: number;
  place_id?: number;
  ts_from?: string;
  ts_to?: string;
}

/** Newest first; keyset on (ts, id). Only readings of sensors the caller may see. */
export async function list(ctx: AppContext, p: Principal, q: ReadingQuery): Promise<SensorreadingList> {
  const limit = q.limit ?? 20;
  const key = decodeCursor(q.cursor, 2);
  if (q.ts_from && q.ts_to && Date.parse(q.ts_from) > Date.parse(q.ts_to)) throw invalid({ ts_from: 'must not be after ts_to' });
  const visible = scoped(p, sensorsQuery(ctx.db))
    .clearSelect()
    .select('s.id')
    .$if(q.sensor_id !== undefined, (b) => b.where('s.id', '=', q.sensor_id as number))
    .$if(q.place_id !== undefined, (b) => b.where('s.place_id', '=', q.place_id as number));
  const rows = await repo.readingsOf(ctx.db, visible, {
    from: q.ts_from ? new Date(q.ts_from) : null,
    to: q.ts_to ? new Date(q.ts_to) : null,
    before: key === null ? null : { ts: new Date(String(key[0])), id: String(key[1]) },
    limit,
  });
  const { items, pagination } = page(rows, limit, (r) => [r.ts.toISOString(), r.id]);
  return { sensorreadings: items.map(present), pagination };
}
