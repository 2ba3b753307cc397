import { TIMING } from '@argus/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../src/api/queryClient';

describe('the console query cache', () => {
  it(`keeps at most ${TIMING.queryCacheEntries} queries, dropping the oldest unused first`, () => {
    const qc = createQueryClient();
    // One query a view still watches survives although it is the oldest.
    qc.setQueryData(['watched'], 'kept');
    const unsubscribe = new QueryObserver(qc, { queryKey: ['watched'], queryFn: () => 'kept', enabled: false }).subscribe(() => undefined);
    for (let i = 0; i < TIMING.queryCacheEntries + 50; i += 1) qc.setQueryData(['item', i], i);
    const cache = qc.getQueryCache();
    expect(cache.getAll()).toHaveLength(TIMING.queryCacheEntries);
    expect(qc.getQueryData(['watched'])).toBe('kept');
    expect(qc.getQueryData(['item', 0])).toBeUndefined();
    expect(qc.getQueryData(['item', TIMING.queryCacheEntries + 49])).toBe(TIMING.queryCacheEntries + 49);
    unsubscribe();
    qc.clear();
  });

  it(`does not fetch a query again within the dedupe interval (${TIMING.dedupeIntervalMs} ms)`, async () => {
    const qc = createQueryClient();
    let calls = 0;
    const options = { queryKey: ['dedupe'], queryFn: async () => (calls += 1) };
    await qc.fetchQuery(options);
    await qc.fetchQuery(options);
    expect(calls).toBe(1);
    qc.clear();
  });
});
