import { describe, expect, it } from 'vitest';
import {
  afterMarked,
  badgeText,
  changeToastSettings,
  hoverToast,
  isUnread,
  markAllBodies,
  newArrivals,
  parseToastSettings,
  pushToast,
  removeToast,
  unreadOf,
  type NotificationItem,
} from '../src/lib/notifications';

const n = (id: number, tsLast: string, tsRead: string | null = null): NotificationItem => ({ subscriptionId: id, subscriptionName: `s${id}`, tsLast, tsRead });
const T1 = '2026-01-01T10:00:00.000Z';
const T2 = '2026-01-01T10:00:05.000Z';
const T3 = '2026-01-01T10:00:09.000Z';

describe('notifications', () => {
  it('an item is dropped when ts_read is at or after ts_last', () => {
    expect(isUnread(n(1, T2))).toBe(true);
    expect(isUnread(n(1, T2, T1))).toBe(true);
    expect(isUnread(n(1, T2, T2))).toBe(false);
    expect(isUnread(n(1, T2, T3))).toBe(false);
    expect(unreadOf([n(1, T2, T2), n(2, T2)]).map((x) => x.subscriptionId)).toEqual([2]);
  });

  it('mark all marks each at its ts_last; marking one drops it', () => {
    expect(markAllBodies([n(1, T1), n(2, T3, T1), n(3, T2, T2)])).toEqual([
      { subscriptionId: 1, ts: T1 },
      { subscriptionId: 2, ts: T3 },
    ]);
    expect(afterMarked([n(1, T1), n(2, T3)], 2, T3).map((x) => x.subscriptionId)).toEqual([1]);
    expect(afterMarked([n(2, T3)], 2, T1)).toHaveLength(1);
  });

  it('badge text', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });

  it('the first poll records, later polls report subscriptions whose ts_last moved', () => {
    const first = newArrivals(null, [n(1, T1)]);
    expect(first.arrivals).toEqual([]);
    const second = newArrivals(first.seen, [n(1, T1), n(2, T2)]);
    expect(second.arrivals.map((x) => x.subscriptionId)).toEqual([2]);
    const third = newArrivals(second.seen, [n(1, T3), n(2, T2)]);
    expect(third.arrivals.map((x) => x.subscriptionId)).toEqual([1]);
    // An older ts_last (never happens on the server, which keeps the greatest) raises nothing.
    expect(newArrivals(third.seen, [n(1, T2)]).arrivals).toEqual([]);
    // Read items raise nothing.
    expect(newArrivals(first.seen, [n(3, T3, T3)]).arrivals).toEqual([]);
  });

  it('settings: off by default, audio only while toasts are on', () => {
    expect(parseToastSettings(null)).toEqual({ enabled: false, audioEnabled: false });
    expect(parseToastSettings('not json')).toEqual({ enabled: false, audioEnabled: false });
    expect(parseToastSettings('{"enabled":true,"audioEnabled":true}')).toEqual({ enabled: true, audioEnabled: true });
    expect(parseToastSettings('{"enabled":false,"audioEnabled":true}')).toEqual({ enabled: false, audioEnabled: false });
    const on = changeToastSettings({ enabled: false, audioEnabled: false }, { audioEnabled: true });
    expect(on).toEqual({ enabled: false, audioEnabled: false });
    const both = changeToastSettings({ enabled: true, audioEnabled: false }, { audioEnabled: true });
    expect(both).toEqual({ enabled: true, audioEnabled: true });
    expect(changeToastSettings(both, { enabled: false })).toEqual({ enabled: false, audioEnabled: false });
  });

  it('toasts: one per subscription, replaced unless hovered, the waiting one shows on leave', () => {
    let t = pushToast([], { subscriptionId: 1, subscriptionName: 'a', ts: T1 }, 1);
    t = pushToast(t, { subscriptionId: 2, subscriptionName: 'b', ts: T1 }, 2);
    t = pushToast(t, { subscriptionId: 1, subscriptionName: 'a', ts: T2 }, 3);
    expect(t.map((x) => [x.key, x.subscriptionId, x.ts])).toEqual([
      [3, 1, T2],
      [2, 2, T1],
    ]);
    t = hoverToast(t, 3, true, 4);
    t = pushToast(t, { subscriptionId: 1, subscriptionName: 'a', ts: T3 }, 5);
    expect(t[0]).toMatchObject({ key: 3, ts: T2, hovered: true, pending: { ts: T3 } });
    t = hoverToast(t, 3, false, 6);
    expect(t[0]).toMatchObject({ key: 6, ts: T3, hovered: false, pending: null });
    t = hoverToast(t, 6, true, 7);
    t = hoverToast(t, 6, false, 8);
    expect(t[0]).toMatchObject({ key: 6, hovered: false });
    expect(removeToast(t, 6).map((x) => x.key)).toEqual([2]);
  });
});
