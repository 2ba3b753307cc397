import { ATTRIBUTE_SEARCH_TARGETS, COLORS, GENDERS, type AttributeSearchType } from '@argus/contracts';
import type { RequestOf } from '../api/operations';

/**
 * Attribute searches (spec section 3: person-fr, person-sa, plate-lpr, plate-sa) and search by an
 * event (section 4): the search call and its query (camelCase) from what the user chose.
 */
export type { AttributeSearchType };

/** The form's values, as typed or picked. */
export interface AttributeValues {
  gender?: string;
  ageFrom?: string;
  ageTo?: string;
  upperbodyColor?: string;
  lowerbodyColor?: string;
  speedFrom?: string;
  speedTo?: string;
  color?: string;
  make?: string;
  model?: string;
}

/** What the caller adds to every query (api/search.ts searchBy): its settings, and a threshold where it asks for one. */
type Added = 'sortType' | 'isOnlyAccurate' | 'threshold';
/** A search to run: its call and its query, as the API's document types them. */
export type SearchCall =
  | { call: 'byface'; query: Omit<RequestOf<'/search/byface', 'post'>['query'], Added> }
  | { call: 'byplate'; query: Omit<RequestOf<'/search/byplate', 'post'>['query'], Added> };

export const isPersonSearch = (t: AttributeSearchType): boolean => t === 'person-fr' || t === 'person-sa';

const num = (s: string | undefined, max: number): number | undefined => {
  if (s === undefined || s.trim() === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
};
/** The fields of `o` that hold a value. */
const given = <T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
const range = (from: string | undefined, to: string | undefined, max: number) => {
  const r = given({ from: num(from, max), to: num(to, max) });
  return Object.keys(r).length === 0 ? undefined : r;
};
const text = (s: string | undefined) => (s && s.trim() ? s.trim() : undefined);
/** A value picked from `list`, or nothing. */
const oneOf = <T extends string>(list: readonly T[], s: string | undefined): T | undefined => list.find((x) => x === s);
const colours = (s: string | undefined) => {
  const c = oneOf(COLORS, s);
  return c ? [c] : undefined;
};

/** The attribute search to run, or null while no attribute is given (the server wants at least one). */
export function attributeSearch(type: AttributeSearchType, v: AttributeValues): SearchCall | null {
  const target = ATTRIBUTE_SEARCH_TARGETS[type];
  if (target.call === 'byface') {
    const attributes = given({
      gender: oneOf(GENDERS, v.gender),
      age: range(v.ageFrom, v.ageTo, 150),
      // person-fr events carry no clothing colours.
      ...(type === 'person-sa' ? { upperbodyColor: colours(v.upperbodyColor), lowerbodyColor: colours(v.lowerbodyColor) } : {}),
    });
    return Object.keys(attributes).length === 0 ? null : { call: 'byface', query: { eventType: target.event_type, attributes } };
  }
  const attributes = given({ speed: range(v.speedFrom, v.speedTo, 500), color: colours(v.color), make: text(v.make), model: text(v.model) });
  return Object.keys(attributes).length === 0 ? null : { call: 'byplate', query: { eventType: target.event_type, attributes } };
}

/** Search by an event: its descriptor (fr, sa) or its plate number (lpr), looked up by the server. */
export function eventSearch(unit: { eventId: string; eventType: string }): SearchCall | null {
  const { eventId, eventType } = unit;
  if (eventType === 'fr' || eventType === 'sa') return { call: 'byface', query: { eventType, eventId } };
  if (eventType === 'lpr') return { call: 'byplate', query: { eventType, eventId } };
  return null;
}

/** The route-state unitOfEvent, if it is one. */
export function unitOf(v: unknown): { eventId: string; eventType: string } | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  return typeof o.eventId === 'string' && /^[0-9a-f-]{36}$/i.test(o.eventId) && typeof o.eventType === 'string'
    ? { eventId: o.eventId, eventType: o.eventType }
    : null;
}
