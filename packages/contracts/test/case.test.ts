import { describe, expect, it } from 'vitest';
import { camelize, snakify, toCamelKey, toSnakeKey } from '../src/case';

describe('case conversion', () => {
  it('converts keys both ways', () => {
    expect(toCamelKey('capacitygroup_token')).toBe('capacitygroupToken');
    expect(toCamelKey('plan_x')).toBe('planX');
    expect(toSnakeKey('tsFrom')).toBe('ts_from');
    expect(toSnakeKey('isOnlyAccurate')).toBe('is_only_accurate');
  });

  it('converts nested objects and arrays, leaving values and dates alone', () => {
    const date = new Date(0);
    const wire = { access_token: 'a_b', items: [{ place_id: 1, created_at: date }], pagination: { next_cursor: null } };
    const camel = camelize(wire);
    expect(camel).toEqual({ accessToken: 'a_b', items: [{ placeId: 1, createdAt: date }], pagination: { nextCursor: null } });
    expect(camel.items[0]?.createdAt).toBe(date);
    expect(snakify(camel)).toEqual(wire);
  });

  it('keeps the keys of data maps (settings, validation detail) as they are', () => {
    const wire = { settings: { sidebar_flag: { version: 1, value: { some_key: 1 } } }, detail: { 'source.url': 'bad' } };
    const camel = camelize(wire) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(camel.settings ?? {})).toEqual(['sidebar_flag']);
    expect(camel.settings?.sidebar_flag).toEqual({ version: 1, value: { someKey: 1 } });
    expect(camel.detail).toEqual({ 'source.url': 'bad' });
  });
});
