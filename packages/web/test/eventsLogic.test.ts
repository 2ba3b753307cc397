import { describe, expect, it } from 'vitest';
import {
  eventMatchesFilters,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  readingsQuery,
  DEFAULT_FILTERS,
  type EventFilters,
} from '../src/lib/eventFilters';
import { formatPlate, PLATE_MASKS, PLATE_REGIONS } from '../src/lib/plateMask';
import { formatSimilarity, percentToThreshold, similarityToPercent } from '../src/lib/similarity';
import { highlightParts } from '../src/modals/search/GlobalSearchModal';

describe('similarity mapping', () => {
  it('puts 50% at 0.35 and 99% at 0.7', () => {
    expect(similarityToPercent(0.35)).toBeCloseTo(50, 6);
    expect(similarityToPercent(0.7)).toBeCloseTo(99, 6);
  });
  it('rises with the raw score and stays within 0..100', () => {
    const xs = [0, 0.1, 0.3, 0.5, 0.8, 1].map((x) => similarityToPercent(x));
    for (let i = 1; i < xs.length; i += 1) expect(xs[i]).toBeGreaterThan(xs[i - 1] ?? 0);
    expect(Math.min(...xs)).toBeGreaterThan(0);
    expect(Math.max(...xs)).toBeLessThan(100);
  });
  it('shows one decimal', () => {
    expect(formatSimilarity(0.35)).toBe('50.0');
    expect(formatSimilarity(0.7)).toBe('99.0');
    expect(formatSimilarity(null)).toBe('');
  });
  it('converts a percent threshold back to raw, clamped to 0.01..0.7', () => {
    expect(percentToThreshold(50)).toBeCloseTo(0.35, 6);
    expect(percentToThreshold(99)).toBeCloseTo(0.7, 6);
    expect(percentToThreshold(75)).toBeCloseTo(0.35 + Math.log(3) / (Math.log(99) / 0.35), 6);
    expect(percentToThreshold(99.9)).toBe(0.7);
    expect(percentToThreshold(100)).toBe(0.7);
    expect(percentToThreshold(0.001)).toBe(0.01);
    expect(percentToThreshold(0)).toBe(0.01);
    expect(percentToThreshold(Number.NaN)).toBe(0.01);
  });
  it('round-trips inside the clamp', () => {
    for (const p of [10, 40, 60, 75, 90, 98]) expect(similarityToPercent(percentToThreshold(p))).toBeCloseTo(p, 6);
  });
});

describe('plate display masks', () => {
  it('groups a number that fits its region', () => {
    expect(formatPlate('a123bc77', 'ru')).toBe('A 123 BC 77');
    expect(formatPlate('A123BC777', 'ru')).toBe('A 123 BC 777');
    expect(formatPlate('123abc02', 'kz')).toBe('123 ABC 02');
    expect(formatPlate('ab1234cd', 'ua')).toBe('AB 1234 CD');
    expect(formatPlate('1234ab7', 'by')).toBe('1234 AB 7');
    expect(formatPlate('ab12cde', 'uk')).toBe('AB 12 CDE');
  });
  it('takes Cyrillic letters as letters and ignores spaces and dashes in the input', () => {
    expect(formatPlate('а 123 вс-77', 'ru')).toBe('А 123 ВС 77');
  });
  it('shows anything else upper-cased and unchanged', () => {
    expect(formatPlate('abc', 'ru')).toBe('ABC');
    expect(formatPlate('a123bc77', null)).toBe('A123BC77');
    expect(formatPlate('a12-3', 'xx')).toBe('A12-3');
    expect(formatPlate('12345678', 'ru')).toBe('12345678');
  });
  it('has masks for all 22 regions', () => {
    expect(PLATE_REGIONS).toHaveLength(22);
    for (const r of PLATE_REGIONS) expect(PLATE_MASKS[r].length).toBeGreaterThan(0);
  });
});

describe('event filters ⇄ URL', () => {
  it('keeps the plain URL for the defaults', () => {
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
    expect(filtersFromSearch('')).toEqual(DEFAULT_FILTERS);
  });
  it('round-trips every field', () => {
    const f: EventFilters = {
      tab: 'filter',
      view: 'grid',
      eventType: 'sa',
      reason: 'line_crossing',
      cameraId: 7,
      interval: 'custom',
      tsFrom: '2026-01-01T00:00:00.000Z',
      tsTo: '2026-01-02T00:00:00.000Z',
      onlyMatches: true,
      live: false,
    };
    expect(filtersFromSearch(filtersToSearch(f))).toEqual(f);
    const g: EventFilters = { ...DEFAULT_FILTERS, tab: 'search', interval: '0.25' };
    expect(filtersFromSearch(filtersToSearch(g))).toEqual(g);
  });
  it('drops malformed values', () => {
    const f = filtersFromSearch('type=zz&camera=-3&interval=5&view=globe&reason=any&from=nope&tab=x');
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearch('interval=custom').interval).toBe('last');
    expect(filtersFromSearch('reason=motion').reason).toBeUndefined();
  });
  it('builds the GET /events query', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(filtersToQuery(DEFAULT_FILTERS, now)).toEqual({});
    expect(filtersToQuery({ ...DEFAULT_FILTERS, eventType: 'lpr', reason: 'over_speed', cameraId: 3, onlyMatches: true, interval: '2' }, now)).toEqual({
      eventType: 'lpr',
      reason: 'over_speed',
      streamId: 3,
      onlyMatches: true,
      tsFrom: '2026-03-01T10:00:00.000Z',
    });
    expect(filtersToQuery({ ...DEFAULT_FILTERS, interval: 'custom', tsFrom: '2026-01-01T00:00:00.000Z' }, now)).toEqual({ tsFrom: '2026-01-01T00:00:00.000Z' });
  });
  it('tells whether a pushed event fits the filters', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const e = { eventType: 'fr', ts: '2026-03-01T11:59:00Z', streamId: 4, matches: [], event: { reason: 'any' } };
    expect(eventMatchesFilters(e, DEFAULT_FILTERS, now)).toBe(true);
    expect(eventMatchesFilters(e, { ...DEFAULT_FILTERS, eventType: 'lpr' }, now)).toBe(false);
    expect(eventMatchesFilters(e, { ...DEFAULT_FILTERS, cameraId: 5 }, now)).toBe(false);
    expect(eventMatchesFilters(e, { ...DEFAULT_FILTERS, onlyMatches: true }, now)).toBe(false);
    expect(eventMatchesFilters({ ...e, ts: '2026-02-27T11:59:00Z' }, DEFAULT_FILTERS, now)).toBe(false);
  });
});

describe('global search highlight', () => {
  it('marks the query only when longer than one character after trimming', () => {
    expect(highlightParts('Main gate', ' a ')).toBeNull();
    expect(highlightParts('Main gate', ' ga ')).toEqual(['Main ', 'ga', 'te']);
    expect(highlightParts('Main gate', 'zz')).toBeNull();
  });
});

describe('events tabs: subscription and sensor readings', () => {
  it('keeps the tab, the chosen subscription and sensor in the URL', () => {
    const f = filtersFromSearch('tab=sensorreadings&sensor=4&subscription=9');
    expect(f).toMatchObject({ tab: 'sensorreadings', sensorId: 4, subscriptionId: 9 });
    expect(filtersFromSearch(filtersToSearch(f))).toEqual(f);
    expect(filtersFromSearch('tab=subscription').tab).toBe('subscription');
    expect(filtersFromSearch('tab=nope&sensor=-1&subscription=x')).toEqual(DEFAULT_FILTERS);
  });
  it('asks for the readings of the sensor in the chosen window ("last" is a day)', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(readingsQuery({ ...DEFAULT_FILTERS, sensorId: 3 }, now)).toEqual({ sensorId: 3, tsFrom: '2026-11-20T12:00:00.000Z' });
    expect(readingsQuery({ ...DEFAULT_FILTERS, interval: '1' }, now)).toEqual({ tsFrom: '2026-11-21T11:00:00.000Z' });
    expect(readingsQuery({ ...DEFAULT_FILTERS, interval: 'custom', tsFrom: '2026-11-01T00:00:00.000Z' }, now)).toEqual({ tsFrom: '2026-11-01T00:00:00.000Z' });
  });
});
