import { describe, expect, it } from 'vitest';
import { asBulkWork, connectionGate } from '../src/db/priority';

describe('the connection gate', () => {
  it('hands a freed connection to a request before bulk work that waited longer, and never more than its size', async () => {
    const gate = connectionGate(1);
    const order: string[] = [];
    const take = async (name: string) => {
      await gate.acquire();
      order.push(name);
    };
    await take('first');
    // Two batches of ingest wait, then a search: the search is served first when the connection frees.
    const bulk1 = asBulkWork(() => take('bulk 1'));
    const bulk2 = asBulkWork(() => take('bulk 2'));
    const search = take('search');
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first']);
    gate.release();
    await search;
    expect(order).toEqual(['first', 'search']);
    gate.release();
    await bulk1;
    gate.release();
    await bulk2;
    expect(order).toEqual(['first', 'search', 'bulk 1', 'bulk 2']);
    // All handed back: the next one is served at once.
    gate.release();
    await take('after');
    expect(order.at(-1)).toBe('after');
  });
});
