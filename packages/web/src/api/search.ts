import type { Pagination } from '@argus/contracts';
import { request } from './client';
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
  return request<HitPage>('/search/byplate', {
    method: 'POST',
    ...(signal ? { signal } : {}),
    body: { json: { query: { eventType: 'lpr', number, sortType: settings.sortType, isOnlyAccurate: settings.isOnlyAccurate }, limit: SEARCH_LIMIT } },
  });
}

/** POST /search/byface: fr events by a face descriptor at a raw threshold. */
export function searchByFace(descriptor: number[], threshold: number, settings: SearchSettings, signal?: AbortSignal): Promise<HitPage> {
  return request<HitPage>('/search/byface', {
    method: 'POST',
    ...(signal ? { signal } : {}),
    body: {
      json: { query: { eventType: 'fr', descriptor, threshold, sortType: settings.sortType, isOnlyAccurate: settings.isOnlyAccurate }, limit: SEARCH_LIMIT },
    },
  });
}

export type EntityKind = 'camera' | 'place' | 'facelist' | 'platelist';
export interface EntityHit {
  kind: EntityKind;
  id: number;
  name: string;
}

const ENTITY_CALLS: Record<EntityKind, { path: string; items: string }> = {
  camera: { path: '/cameras/search', items: 'cameras' },
  place: { path: '/places/search', items: 'places' },
  facelist: { path: '/facelists/search', items: 'facelists' },
  platelist: { path: '/platelists/search', items: 'platelists' },
};

/** Entities whose name holds the text, over the kinds the user may read; a failing kind is left out. */
export async function searchEntities(text: string, kinds: EntityKind[], signal?: AbortSignal): Promise<EntityHit[]> {
  const answers = await Promise.all(
    kinds.map(async (kind) => {
      const call = ENTITY_CALLS[kind];
      try {
        const r = await request<Record<string, { id: number; name: string }[]>>(call.path, {
          method: 'POST',
          ...(signal ? { signal } : {}),
          body: { json: { query: { text }, limit: 10 } },
          raw: true,
        });
        return (r[call.items] ?? []).map((x) => ({ kind, id: x.id, name: x.name }));
      } catch {
        return [];
      }
    }),
  );
  return answers.flat();
}

/** An attribute search or a search by an event (lib/attributeSearch.ts builds the call). */
export function searchBy(
  call: { call: 'byface' | 'byplate'; query: Record<string, unknown> },
  threshold: number | null,
  settings: SearchSettings,
  signal?: AbortSignal,
): Promise<HitPage> {
  return request<HitPage>(`/search/${call.call}`, {
    method: 'POST',
    ...(signal ? { signal } : {}),
    body: {
      json: {
        query: { ...call.query, ...(threshold !== null ? { threshold } : {}), sortType: settings.sortType, isOnlyAccurate: settings.isOnlyAccurate },
        limit: SEARCH_LIMIT,
      },
    },
  });
}
