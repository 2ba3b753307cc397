import type { Pagination } from '@argus/contracts';
import { api } from './operations';
import type { SearchCall } from '../lib/attributeSearch';
import type { EventHit } from './events';

export type SortType = 'timestamp' | 'similarity';
export interface SearchSettings {
  sortType: SortType;
  isOnlyAccurate: boolean;
}
export const DEFAULT_SEARCH_SETTINGS: SearchSettings = { sortType: 'similarity', isOnlyAccurate: false };
export type HitPage = { events: EventHit[]; pagination: Pagination };

const SEARCH_LIMIT = 100;

/** POST /search/byplate: fuzzy over lpr plate numbers. */
export function searchByPlate(number: string, settings: SearchSettings, signal?: AbortSignal): Promise<HitPage> {
  return api.post('/search/byplate', {
    ...(signal ? { signal } : {}),
    json: { query: { eventType: 'lpr', number, sortType: settings.sortType, isOnlyAccurate: settings.isOnlyAccurate }, limit: SEARCH_LIMIT },
  });
}

/** POST /search/byface: fr events by a face descriptor at a raw threshold. */
export function searchByFace(descriptor: number[], threshold: number, settings: SearchSettings, signal?: AbortSignal): Promise<HitPage> {
  return api.post('/search/byface', {
    ...(signal ? { signal } : {}),
    json: { query: { eventType: 'fr', descriptor, threshold, sortType: settings.sortType, isOnlyAccurate: settings.isOnlyAccurate }, limit: SEARCH_LIMIT },
  });
}

export type EntityKind = 'camera' | 'place' | 'facelist' | 'platelist';
export interface EntityHit {
  kind: EntityKind;
  id: number;
  name: string;
}

type Named = { id: number; name: string }[];
/** Each kind's search by name (raw: a kind the user may not read fails quietly, and is left out). */
const ENTITY_CALLS: Record<EntityKind, (text: string, signal: AbortSignal | undefined) => Promise<Named>> = {
  camera: (text, signal) =>
    api.post('/cameras/search', { json: { query: { text }, limit: 10 }, raw: true, ...(signal ? { signal } : {}) }).then((r) => r.cameras),
  place: (text, signal) => api.post('/places/search', { json: { query: { text }, limit: 10 }, raw: true, ...(signal ? { signal } : {}) }).then((r) => r.places),
  facelist: (text, signal) =>
    api.post('/facelists/search', { json: { query: { text }, limit: 10 }, raw: true, ...(signal ? { signal } : {}) }).then((r) => r.facelists),
  platelist: (text, signal) =>
    api.post('/platelists/search', { json: { query: { text }, limit: 10 }, raw: true, ...(signal ? { signal } : {}) }).then((r) => r.platelists),
};

/** Entities whose name holds the text, over the kinds the user may read; a failing kind is left out. */
export async function searchEntities(text: string, kinds: EntityKind[], signal?: AbortSignal): Promise<EntityHit[]> {
  const answers = await Promise.all(
    kinds.map(async (kind) => {
      try {
        return (await ENTITY_CALLS[kind](text, signal)).map((x) => ({ kind, id: x.id, name: x.name }));
      } catch {
        return [];
      }
    }),
  );
  return answers.flat();
}

/** An attribute search or a search by an event (lib/attributeSearch.ts builds the call). */
export function searchBy(call: SearchCall, threshold: number | null, settings: SearchSettings, signal?: AbortSignal): Promise<HitPage> {
  const added = { ...(threshold !== null ? { threshold } : {}), sortType: settings.sortType, isOnlyAccurate: settings.isOnlyAccurate };
  const options = signal ? { signal } : {};
  return call.call === 'byface'
    ? api.post('/search/byface', { ...options, json: { query: { ...call.query, ...added }, limit: SEARCH_LIMIT } })
    : api.post('/search/byplate', { ...options, json: { query: { ...call.query, ...added }, limit: SEARCH_LIMIT } });
}
