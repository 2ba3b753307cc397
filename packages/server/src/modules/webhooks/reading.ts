import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { readingWithOrigin } from '../sensorreadings/repo';

/**
 * A sensor reading as a webhook sends it: the reading as GET /sensorreadings answers it (id,
 * sensor_id, payload, ts) and its origin, the sensor (name, kind) and the sensor's place, the
 * way an event carries its camera and place. `reading` is the template root of these bodies.
 */
export interface WebhookReading {
  id: number;
  sensor_id: number;
  payload: Record<string, unknown>;
  ts: string;
  origin: { sensor_id: number; sensor_name: string; sensor_kind: string; place_id: number | null; place_name: string | null };
  sample?: true;
}

export async function findReading(db: Kysely<DB>, organizationId: number, id: string): Promise<WebhookReading | undefined> {
  const r = await readingWithOrigin(db, organizationId, id);
  if (!r) return undefined;
  return {
    id: Number(r.id),
    sensor_id: r.sensor_id,
    payload: r.payload,
    ts: r.ts.toISOString(),
    origin: { sensor_id: r.sensor_id, sensor_name: r.sensor_name, sensor_kind: r.sensor_kind, place_id: r.place_id, place_name: r.place_name ?? null },
  };
}

/** What a test-send carries for a sensorreading subscription that has delivered nothing yet. */
export function sampleReading(now: Date): WebhookReading {
  return {
    id: 0,
    sensor_id: 0,
    payload: {},
    ts: now.toISOString(),
    origin: { sensor_id: 0, sensor_name: 'Test', sensor_kind: 'test', place_id: null, place_name: null },
    sample: true,
  };
}
