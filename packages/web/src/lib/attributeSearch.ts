import { ATTRIBUTE_SEARCH_TARGETS, type AttributeSearchType } from '@argus/contracts';

/**
 * Attribute searches (spec section 3: person-fr, person-sa, plate-lpr, plate-sa) and search by an
 * event (section 4): the search call and its query (camelCase) from what the user chose.
 */
export type { AttributeSearchType };

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

export interface SearchCall {
  call: 'byface' | 'byplate';
  query: Record<string, unknown>;
}

export const isPersonSearch = (t: AttributeSearchType): boolean => t === 'person-fr' || t === 'person-sa';

const num = (s: string | undefined, max: number): number | undefined => {
  if (s === undefined || s.trim() === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
};
const range = (from: string | undefined, to: string | undefined, max: number) => {
  const r = { from: num(from, max), to: num(to, max) };
  return r.from === undefined && r.to === undefined ? undefined : Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined));
};
const text = (s: string | undefined) => (s && s.trim() ? s.trim() : undefined);

/** The attribute search to run, or null while no attribute is given (the server wants at least one). */
export function attributeSearch(type: AttributeSearchType, v: AttributeValues): SearchCall | null {
  const target = ATTRIBUTE_SEARCH_TARGETS[type];
  const attributes: Record<string, unknown> = isPersonSearch(type)
    ? {
        gender: v.gender || undefined,
        age: range(v.ageFrom, v.ageTo, 150),
        upperbodyColor: v.upperbodyColor ? [v.upperbodyColor] : undefined,
        lowerbodyColor: v.lowerbodyColor ? [v.lowerbodyColor] : undefined,
      }
    : { speed: range(v.speedFrom, v.speedTo, 500), color: v.color ? [v.color] : undefined, make: text(v.make), model: text(v.model) };
  // person-fr events carry no clothing colours.
  if (type === 'person-fr') {
    delete attributes.upperbodyColor;
    delete attributes.lowerbodyColor;
  }
  const given = Object.fromEntries(Object.entries(attributes).filter(([, x]) => x !== undefined));
  if (Object.keys(given).length === 0) return null;
  return { call: target.call, query: { eventType: target.event_type, attributes: given } };
}

/** Search by an event: its descriptor (fr, sa) or its plate number (lpr), looked up by the server. */
export function eventSearch(unit: { eventId: string; eventType: string }): SearchCall | null {
  if (unit.eventType === 'fr' || unit.eventType === 'sa') return { call: 'byface', query: { eventType: unit.eventType, eventId: unit.eventId } };
  if (unit.eventType === 'lpr') return { call: 'byplate', query: { eventType: 'lpr', eventId: unit.eventId } };
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
