import type { Pagination } from '@argus/contracts';
import { request } from './client';

/** Follows the cursor of a GET list to its end (bounded: small dictionaries such as kinds and tags). */
export async function fetchAll<T>(path: string, key: string, signal?: AbortSignal, query: Record<string, unknown> = {}, maxPages = 20): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < maxPages; i++) {
    const page: Record<string, unknown> & { pagination: Pagination } = await request(path, {
      query: { ...query, limit: 100, ...(cursor ? { cursor } : {}) },
      ...(signal ? { signal } : {}),
    });
    out.push(...((page[key] as T[] | undefined) ?? []));
    cursor = page.pagination.cursor ?? null;
    if (!cursor) break;
  }
  return out;
}
