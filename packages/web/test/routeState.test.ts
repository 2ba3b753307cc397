import { describe, expect, it } from 'vitest';
import { decodeRouteState, encodeRouteState, patchRouteState } from '../src/lib/routeState';
import { Lru } from '../src/lib/lru';

describe('route state in the hash', () => {
  it('round-trips a structured object', () => {
    const state = { isGlobalSearchModalOpen: true, filter: { eventType: 'fr', ids: [1, 2] }, uploadId: 'u-1', threshold: 75 };
    const hash = encodeRouteState(state);
    expect(hash.startsWith('#')).toBe(true);
    expect(decodeRouteState(hash)).toEqual(state);
  });

  it('drops empty fields and encodes nothing for an empty state', () => {
    expect(encodeRouteState({})).toBe('');
    expect(encodeRouteState({ a: undefined, b: null })).toBe('');
    expect(decodeRouteState('')).toEqual({});
    expect(decodeRouteState('#')).toEqual({});
  });

  it('reads plain hash parameters such as faceId and facelistId', () => {
    expect(decodeRouteState('#faceId=12&facelistId=3')).toEqual({ faceId: 12, facelistId: 3 });
    expect(decodeRouteState('#name=plain')).toEqual({ name: 'plain' });
  });

  it('keeps strings that look like numbers as strings', () => {
    expect(decodeRouteState(encodeRouteState({ q: '123' }))).toEqual({ q: '123' });
  });

  it('patches: null or undefined removes a field', () => {
    expect(patchRouteState({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
  });
});

describe('route-state cache', () => {
  it('keeps the most recent entries up to its limit', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.size).toBe(2);
  });
});
