import { eventMatchesFilter, inWorktime, type Worktime } from '@argus/contracts';
import { filterable, type EventWithoutDescriptor } from '../events/repo';
import { evaluateDsl, parseDsl, type DslNode, type DslRecord } from './dsl';
import type { SubscriptionRow } from './repo';

/**
 * Whether one stored event matches one subscription's filters (every non-null filter narrows).
 * Who may see the event is checked by the caller (listener.ts); this is the rule itself.
 */

/** The event as the filter language sees it (dsl.ts DSL_FIELDS). */
export function dslRecord(e: EventWithoutDescriptor): DslRecord {
  const matches = (e.matches ?? []) as { entity_id?: number }[];
  return {
    event_type: e.event_type,
    reason: e.reason,
    label: e.label,
    status: e.status,
    camera_id: e.camera_id,
    camera_name: e.camera_name,
    place_id: e.place_id,
    place_name: e.place_name,
    number: e.number,
    region: e.region,
    matched: e.matched,
    list_id: e.match_list_ids ?? [],
    entity_id: matches.map((m) => m.entity_id).filter((x) => x !== undefined),
    top_priority: e.top_priority === null || e.top_priority === undefined ? null : Number(e.top_priority),
    attributes: e.attributes ?? {},
  };
}

const parsed = new Map<string, DslNode>();
function tree(dsl: string): DslNode {
  let node = parsed.get(dsl);
  if (!node) {
    node = parseDsl(dsl);
    if (parsed.size > 1000) parsed.clear();
    parsed.set(dsl, node);
  }
  return node;
}

export interface SituationRef {
  id: number;
  event_type: string;
  reason: string | null;
  place_id: number | null;
  group_id: number | null;
}

/**
 * kind event: any event; event_unrecognized: only events that matched no list entry.
 * A situation narrows to its event type, reason, place and group (cameraGroup: the camera's group).
 */
export function matches(s: SubscriptionRow, e: EventWithoutDescriptor, cameraGroup: number | null, situation: SituationRef | null): boolean {
  if (s.kind === 'sensorreading') return false;
  const filter = {
    event_type: s.event_type ?? undefined,
    reason: s.event_reason ?? undefined,
    stream_id: s.camera_id ?? undefined,
    place_id: s.place_id ?? undefined,
    list_id: s.match_kind === 'list' ? (s.list_id ?? -1) : undefined,
    recognition: s.kind === 'event_unrecognized' ? ('unrecognized' as const) : undefined,
  };
  if (!eventMatchesFilter(filter, filterable(e, cameraGroup))) return false;
  if (s.match_kind === 'entity') {
    const hit = ((e.matches ?? []) as { entity_id?: number; list_id?: number }[]).some((m) => m.entity_id === s.entity_id);
    if (!hit) return false;
  }
  if (s.situation_id !== null) {
    if (!situation) return false;
    if (e.event_type !== situation.event_type) return false;
    if (situation.reason !== null && e.reason !== situation.reason) return false;
    if (situation.place_id !== null && e.place_id !== situation.place_id) return false;
    if (situation.group_id !== null && cameraGroup !== situation.group_id) return false;
  }
  if (!inWorktime((s.config?.worktime ?? null) as Worktime | null, e.ts)) return false;
  if (s.dsl !== null && !evaluateDsl(tree(s.dsl), dslRecord(e))) return false;
  return true;
}

/** A stored sensor reading as the matcher sees it. */
export interface ReadingRef {
  sensor_id: number;
  place_id: number | null;
  ts: Date;
  payload: Record<string, unknown>;
}

/** The reading as the filter language sees it: its payload under attributes. */
export function readingRecord(r: ReadingRef): DslRecord {
  return { event_type: 'sensorreading', sensor_id: r.sensor_id, place_id: r.place_id, attributes: r.payload };
}

/** kind sensorreading only: the sensor, the place, the worktime (at the reading's ts) and the DSL narrow. */
export function matchesReading(s: SubscriptionRow, r: ReadingRef): boolean {
  if (s.kind !== 'sensorreading') return false;
  if (s.sensor_id !== null && r.sensor_id !== s.sensor_id) return false;
  if (s.place_id !== null && r.place_id !== s.place_id) return false;
  if (!inWorktime((s.config?.worktime ?? null) as Worktime | null, r.ts)) return false;
  if (s.dsl !== null && !evaluateDsl(tree(s.dsl), readingRecord(r))) return false;
  return true;
}
