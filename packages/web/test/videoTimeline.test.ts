import { describe, expect, it } from 'vitest';
import { barsOf, bucketFor, MARKER_LIMIT, markerMode, nearestWithPicture } from '../src/lib/timelineEvents';
import {
  clampClip,
  gapsOf,
  isRecorded,
  nearestRecorded,
  nextRecordedAfter,
  parseTsParam,
  rangesToSpans,
  ticks,
  timeToX,
  tsParam,
  windowAround,
  xToTime,
  zoomIndex,
  ZOOM_SPANS,
} from '../src/lib/timeline';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const min = 60_000;

describe('timeline window and pixels', () => {
  it('centres the window on a time but never past now', () => {
    expect(windowAround(T0, 10 * min, T0 + 60 * min)).toEqual({ start: T0 - 5 * min, end: T0 + 5 * min });
    expect(windowAround(T0, 10 * min, T0 + min)).toEqual({ start: T0 + min - 10 * min, end: T0 + min });
  });

  it('maps time to x and back to the whole second', () => {
    const w = { start: T0, end: T0 + 100_000 };
    expect(timeToX(T0 + 50_000, w, 1000)).toBe(500);
    expect(xToTime(500, w, 1000)).toBe(T0 + 50_000);
    expect(xToTime(123.4, w, 1000)).toBe(T0 + 12_000);
    expect(xToTime(-5, w, 1000)).toBe(T0);
    expect(xToTime(2000, w, 1000)).toBe(T0 + 100_000);
  });

  it('clamps the zoom index', () => {
    expect(zoomIndex(0, -1)).toBe(0);
    expect(zoomIndex(ZOOM_SPANS.length - 1, 1)).toBe(ZOOM_SPANS.length - 1);
    expect(zoomIndex(2, 1)).toBe(3);
  });
});

describe('recorded ranges and gaps', () => {
  const w = { start: T0, end: T0 + 10 * min };
  const ranges = [
    { start: T0 - min, end: T0 + 2 * min },
    { start: T0 + 5 * min, end: T0 + 5 * min + 100 },
    { start: T0 + 8 * min, end: T0 + 20 * min },
  ];

  it('clips ranges to the window and keeps short ones visible', () => {
    const spans = rangesToSpans(ranges, w, 600);
    expect(spans).toHaveLength(3);
    expect(spans[0]).toEqual({ x: 0, w: 120 });
    expect(spans[1]!.w).toBe(1);
    expect(spans[2]!.x).toBeCloseTo(480);
    expect(spans[2]!.w).toBeCloseTo(120);
    expect(rangesToSpans([{ start: T0 - 2 * min, end: T0 - min }], w, 600)).toEqual([]);
  });

  it('finds the gaps between them, whatever their order', () => {
    expect(gapsOf([...ranges].reverse(), w)).toEqual([
      { start: T0 + 2 * min, end: T0 + 5 * min },
      { start: T0 + 5 * min + 100, end: T0 + 8 * min },
    ]);
    expect(gapsOf([], w)).toEqual([w]);
  });

  it('says whether a time is recorded and finds the nearest recorded instant', () => {
    expect(isRecorded(ranges, T0)).toBe(true);
    expect(isRecorded(ranges, T0 + 3 * min)).toBe(false);
    expect(nearestRecorded(ranges, T0 + min)).toBe(T0 + min);
    expect(nearestRecorded(ranges, T0 + 7 * min)).toBe(T0 + 8 * min);
    expect(nearestRecorded(ranges, T0 + 2 * min + 10_000)).toBe(T0 + 2 * min - 1000);
    expect(nearestRecorded([], T0)).toBeNull();
  });

  it('goes on after the end of a playlist: in the same range, else the next one, else nowhere', () => {
    expect(nextRecordedAfter(ranges, T0)).toBe(T0 + 1_000);
    expect(nextRecordedAfter(ranges, T0 + 2 * min - 1_500)).toBe(T0 + 5 * min);
    expect(nextRecordedAfter(ranges, T0 + 6 * min)).toBe(T0 + 8 * min);
    expect(nextRecordedAfter(ranges, T0 + 30 * min)).toBeNull();
  });

  it('puts ticks on round times at least the minimum apart', () => {
    const t = ticks({ start: T0 + 1_000, end: T0 + 60 * min }, 1200, 80);
    expect(t.length).toBeGreaterThan(3);
    for (const x of t) expect(x % (5 * min)).toBe(0);
    expect(((t[1]! - t[0]!) / (60 * min)) * 1200).toBeGreaterThanOrEqual(80);
  });
});

describe('clip range', () => {
  const now = T0 + 60 * min;
  it('keeps the length within 5..300 s and whole seconds', () => {
    expect(clampClip(T0, T0 + 1_000, now)).toEqual({ start: T0, end: T0 + 5_000 });
    expect(clampClip(T0, T0 + 10 * min, now)).toEqual({ start: T0, end: T0 + 300_000 });
    expect(clampClip(T0 + 400, T0 + 30_200, now)).toEqual({ start: T0, end: T0 + 30_000 });
  });
  it('ends at now at the latest, shortened, and moves the start back only below the minimum', () => {
    expect(clampClip(now - 10_000, now + 20_000, now)).toEqual({ start: now - 10_000, end: now });
    expect(clampClip(now - 2_000, now + 20_000, now)).toEqual({ start: now - 5_000, end: now });
  });
});

describe('the ts of /player', () => {
  it('reads epoch seconds, epoch ms and ISO 8601, and writes seconds', () => {
    expect(parseTsParam('1767268800')).toBe(1767268800000);
    expect(parseTsParam('1767268800123')).toBe(1767268800123);
    expect(parseTsParam('2026-01-01T12:00:00Z')).toBe(T0);
    expect(parseTsParam('nonsense')).toBeNull();
    expect(parseTsParam(undefined)).toBeNull();
    expect(tsParam(T0 + 999)).toBe(String(T0 / 1000));
  });
});

describe('events on the timeline: exact markers or counts per bucket', () => {
  const hour = { start: T0, end: T0 + 60 * min };

  it('draws each event while the window holds at most 200, counts beyond', () => {
    expect(MARKER_LIMIT).toBe(200);
    expect(markerMode(0)).toBe('markers');
    expect(markerMode(200)).toBe('markers');
    expect(markerMode(201)).toBe('counts');
    // The demo's rate, about 20 a minute: an hour is counted, 5 minutes are drawn one by one.
    expect(markerMode(20 * 60)).toBe('counts');
    expect(markerMode(20 * 5)).toBe('markers');
  });

  it('chooses a nice bucket giving bars about 4 px wide, within the most buckets the server gives', () => {
    expect(bucketFor(hour, 900)).toBe(30); // 3600 s over 225 bars: 16 s, next nice 30 s
    expect(bucketFor({ start: T0, end: T0 + 5 * min }, 1200)).toBe(1);
    expect(bucketFor({ start: T0, end: T0 + 24 * 60 * min }, 800)).toBe(600);
    // However wide the strip, a day is never more than 2000 buckets.
    expect((24 * 3600) / bucketFor({ start: T0, end: T0 + 24 * 60 * min }, 100_000)).toBeLessThanOrEqual(2000);
    expect(bucketFor({ start: T0, end: T0 + 400 * 24 * 60 * min }, 800)).toBe(86_400);
  });

  it('turns the histogram into one bar a bucket, types summed, heights relative to the fullest, clipped to the window', () => {
    const iso = (t: number) => new Date(t).toISOString();
    const buckets = [
      { ts: iso(T0 - 10 * min), eventType: 'tp', count: 9 }, // before the window, not counted in the heights
      { ts: iso(T0), eventType: 'ao', count: 6 },
      { ts: iso(T0), eventType: 'tp', count: 2 },
      { ts: iso(T0 + 30 * min), eventType: 'fr', count: 4 },
      { ts: iso(T0 + 59 * min), eventType: 'fr', count: 1 },
    ];
    const bars = barsOf(buckets, 600, hour, 600);
    expect(bars.map((b) => [b.x, b.w, b.count, b.height])).toEqual([
      [0, 100, 8, 1],
      [300, 100, 4, 0.5],
      [590, 10, 1, 0.125],
    ]);
    expect(bars[0]?.byType).toEqual({ ao: 6, tp: 2 });
    expect(barsOf([], 60, hour, 600)).toEqual([]);
  });
});

describe('timeline hover thumbnail', () => {
  it('is the picture of the event nearest the pointer within the tolerance, skipping events without one', () => {
    const markers = [
      { id: 'a', t: 1000, thumb: 'a.jpg' },
      { id: 'b', t: 1900, thumb: null },
      { id: 'c', t: 2500, thumb: 'c.jpg' },
    ];
    expect(nearestWithPicture(markers, 1200, 500)?.id).toBe('a');
    expect(nearestWithPicture(markers, 1950, 600)?.id).toBe('c');
    expect(nearestWithPicture(markers, 1950, 100)).toBeNull();
    expect(nearestWithPicture([], 0, 1000)).toBeNull();
  });
});
