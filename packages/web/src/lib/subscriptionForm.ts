import { AO_REASONS, FR_REASONS, LPR_REASONS, SA_REASONS, TAMPER_KINDS, type EVENT_TYPES, type MATCH_KINDS, type SUBSCRIPTION_KINDS } from '@argus/contracts';
import { fullGrid, toWorktime, type Worktime } from './cameraWorktime';

/**
 * The subscription form's rules (spec document 1 section 3, the server's checks in
 * modules/subscriptions/service.ts): which fields apply to which kind, the list kind that goes
 * with an event type, the body sent, and the position of a filter-language error.
 */
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];
export type MatchKind = (typeof MATCH_KINDS)[number];
export type EventType = (typeof EVENT_TYPES)[number];
export type ListKind = 'facelist' | 'platelist';

export interface Ref {
  id: number;
  name: string;
}

export interface SubscriptionValues {
  name: string;
  kind: SubscriptionKind;
  eventType: EventType | '';
  eventReason: string;
  matchKind: MatchKind;
  listKind: ListKind;
  place: Ref | null;
  camera: Ref | null;
  sensor: Ref | null;
  situation: Ref | null;
  list: Ref | null;
  entity: Ref | null;
  dsl: string;
  worktimeOn: boolean;
  worktime: Worktime;
}

export interface SubscriptionBody {
  name: string;
  kind: SubscriptionKind;
  eventType: EventType | null;
  eventReason: string | null;
  matchKind: MatchKind;
  placeId: number | null;
  cameraId: number | null;
  sensorId: number | null;
  situationId: number | null;
  listId: number | null;
  entityId: number | null;
  dsl: string | null;
  config: { worktime: Worktime | null };
}

/** The subscription as the server answers it (camelCased). */
export interface SubscriptionLike {
  name: string;
  kind: SubscriptionKind;
  eventType: EventType | null;
  eventReason: string | null;
  matchKind: MatchKind;
  place: Ref | null;
  camera: Ref | null;
  sensor: Ref | null;
  situation: Ref | null;
  list: (Ref & { kind: ListKind }) | null;
  entity: (Ref & { kind: 'face' | 'plate' }) | null;
  dsl: string | null;
  config: { worktime: Worktime | null };
}

export function reasonsFor(eventType: EventType | ''): readonly string[] {
  switch (eventType) {
    case 'sa':
      return SA_REASONS;
    case 'lpr':
      return LPR_REASONS;
    case 'tp':
      return TAMPER_KINDS;
    case 'fr':
      return FR_REASONS;
    case 'ao':
      return AO_REASONS;
    default:
      return [];
  }
}

/** Plates for lpr, faces for fr and sa; with no event type the user chooses. */
export function listKindFor(eventType: EventType | '', chosen: ListKind): ListKind {
  if (eventType === 'lpr') return 'platelist';
  if (eventType === 'fr' || eventType === 'sa') return 'facelist';
  return chosen;
}

/** Event types that can match a list entry (or none chosen). */
export const canMatchLists = (eventType: EventType | '') => eventType === '' || eventType === 'fr' || eventType === 'sa' || eventType === 'lpr';

export const emptyValues = (): SubscriptionValues => ({
  name: '',
  kind: 'event',
  eventType: '',
  eventReason: '',
  matchKind: 'any',
  listKind: 'facelist',
  place: null,
  camera: null,
  sensor: null,
  situation: null,
  list: null,
  entity: null,
  dsl: '',
  worktimeOn: false,
  worktime: toWorktime(fullGrid(true)),
});

export function fromSubscription(s: SubscriptionLike): SubscriptionValues {
  return {
    name: s.name,
    kind: s.kind,
    eventType: s.eventType ?? '',
    eventReason: s.eventReason ?? '',
    matchKind: s.matchKind,
    listKind: s.list?.kind ?? (s.entity?.kind === 'plate' ? 'platelist' : 'facelist'),
    place: s.place,
    camera: s.camera,
    sensor: s.sensor,
    situation: s.situation,
    list: s.list ? { id: s.list.id, name: s.list.name } : null,
    entity: s.entity ? { id: s.entity.id, name: s.entity.name } : null,
    dsl: s.dsl ?? '',
    worktimeOn: s.config.worktime !== null,
    worktime: s.config.worktime ?? toWorktime(fullGrid(true)),
  };
}

/** Which inputs the form shows for these values. */
export function applicable(v: SubscriptionValues) {
  const events = v.kind !== 'sensorreading';
  const lists = events && v.kind !== 'event_unrecognized' && canMatchLists(v.eventType);
  return {
    eventType: events,
    eventReason: events && v.eventType !== '',
    camera: events,
    situation: events,
    sensor: !events,
    matchKind: lists,
    list: lists && v.matchKind !== 'any',
    entity: lists && v.matchKind === 'entity',
  };
}

/** The body sent: fields that do not apply go as null so the server clears them. */
export function toBody(v: SubscriptionValues): SubscriptionBody {
  const a = applicable(v);
  const dsl = v.dsl.trim();
  return {
    name: v.name.trim(),
    kind: v.kind,
    eventType: a.eventType && v.eventType !== '' ? v.eventType : null,
    eventReason: a.eventReason && v.eventReason !== '' ? v.eventReason : null,
    matchKind: a.matchKind ? v.matchKind : 'any',
    placeId: v.place?.id ?? null,
    cameraId: a.camera ? (v.camera?.id ?? null) : null,
    sensorId: a.sensor ? (v.sensor?.id ?? null) : null,
    situationId: a.situation ? (v.situation?.id ?? null) : null,
    listId: a.matchKind && v.matchKind === 'list' ? (v.list?.id ?? null) : null,
    entityId: a.entity ? (v.entity?.id ?? null) : null,
    dsl: dsl === '' ? null : dsl,
    config: { worktime: v.worktimeOn ? v.worktime : null },
  };
}

export type FieldProblem = 'required' | 'tooShort' | 'noHours';

/** Checks before sending (the server checks the rest and its answer maps onto fields). */
export function checkValues(v: SubscriptionValues, minLength = 3): Partial<Record<keyof SubscriptionValues, FieldProblem>> {
  const out: Partial<Record<keyof SubscriptionValues, FieldProblem>> = {};
  if (v.name.trim().length < minLength) out.name = 'tooShort';
  const a = applicable(v);
  if (a.matchKind && v.matchKind === 'list' && !v.list) out.list = 'required';
  if (a.entity && !v.entity) out.entity = 'required';
  if (v.worktimeOn && !Object.entries(v.worktime).some(([k, h]) => k !== 'timezone' && Array.isArray(h) && h.some(Boolean))) out.worktime = 'noHours';
  return out;
}

/** The server names a filter error's place as "… at position N" (1-based); null when it does not. */
export function dslErrorPosition(message: string | undefined): number | null {
  const m = message ? /at position (\d+)/.exec(message) : null;
  return m ? Number(m[1]) : null;
}

/** The server's field names (snake_case, *_id) on the form's fields. */
export function formFieldOf(serverField: string): keyof SubscriptionValues | 'form' {
  const map: Record<string, keyof SubscriptionValues> = {
    name: 'name',
    kind: 'kind',
    event_type: 'eventType',
    event_reason: 'eventReason',
    match_kind: 'matchKind',
    place_id: 'place',
    camera_id: 'camera',
    sensor_id: 'sensor',
    situation_id: 'situation',
    list_id: 'list',
    entity_id: 'entity',
    dsl: 'dsl',
    config: 'worktime',
    'config.worktime': 'worktime',
  };
  return map[serverField] ?? 'form';
}

/** A reason code as words (line_crossing: "line crossing"). */
export const reasonWords = (code: string) => code.replace(/_/g, ' ');
