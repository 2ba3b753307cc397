/**
 * Pure rules of the bell and the subscription toasts (spec document 1 section 4, document 2
 * sections 4 and 9): an item is unread while ts_read is before ts_last; a toast is due for a
 * subscription whose ts_last moved forward since the previous poll; the settings live in local
 * storage under `global-events-subscription` as {enabled, audioEnabled}, both off by default,
 * and audio counts only while toasts are on.
 */

export interface NotificationItem {
  subscriptionId: number;
  subscriptionName: string;
  tsLast: string;
  tsRead: string | null;
}

/** Dropped when ts_read is at or after ts_last. */
export function isUnread(n: NotificationItem): boolean {
  return n.tsRead === null || Date.parse(n.tsRead) < Date.parse(n.tsLast);
}

export function unreadOf(list: readonly NotificationItem[]): NotificationItem[] {
  return list.filter(isUnread);
}

/** What "mark all" sends: each item at its own ts_last. */
export function markAllBodies(list: readonly NotificationItem[]): { subscriptionId: number; ts: string }[] {
  return unreadOf(list).map((n) => ({ subscriptionId: n.subscriptionId, ts: n.tsLast }));
}

/** The list after marking one read at ts (optimistic update of the bell). */
export function afterMarked(list: readonly NotificationItem[], subscriptionId: number, ts: string): NotificationItem[] {
  return list.map((n) => (n.subscriptionId === subscriptionId ? { ...n, tsRead: ts } : n)).filter(isUnread);
}

/** The badge text: the count, "99+" past 99, nothing at zero. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

export type SeenMap = ReadonlyMap<number, number>;

/**
 * Items whose ts_last is newer than the previous poll saw. The first poll (previous null) only
 * records what exists, so opening the console does not replay old events as toasts.
 */
export function newArrivals(previous: SeenMap | null, list: readonly NotificationItem[]): { arrivals: NotificationItem[]; seen: Map<number, number> } {
  const seen = new Map<number, number>(previous ?? []);
  const arrivals: NotificationItem[] = [];
  for (const n of list) {
    const t = Date.parse(n.tsLast);
    const before = previous?.get(n.subscriptionId);
    if (previous !== null && isUnread(n) && (before === undefined || t > before)) arrivals.push(n);
    seen.set(n.subscriptionId, Math.max(t, before ?? t));
  }
  return { arrivals, seen };
}

export interface ToastSettings {
  enabled: boolean;
  audioEnabled: boolean;
}

export const DEFAULT_TOAST_SETTINGS: ToastSettings = { enabled: false, audioEnabled: false };

/** Reads the stored value; anything unreadable gives the defaults. Audio without toasts is off. */
export function parseToastSettings(raw: string | null): ToastSettings {
  if (!raw) return DEFAULT_TOAST_SETTINGS;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof ToastSettings, unknown>> | null;
    const enabled = v?.enabled === true;
    return { enabled, audioEnabled: enabled && v?.audioEnabled === true };
  } catch {
    return DEFAULT_TOAST_SETTINGS;
  }
}

/** Turning toasts off turns audio off; audio cannot be turned on while toasts are off. */
export function changeToastSettings(current: ToastSettings, change: Partial<ToastSettings>): ToastSettings {
  const enabled = change.enabled ?? current.enabled;
  const audioEnabled = enabled && (change.audioEnabled ?? current.audioEnabled);
  return { enabled, audioEnabled };
}

/** One toast per subscription. `pending` holds a newer arrival while the toast is hovered. */
export interface SubscriptionToast {
  key: number;
  subscriptionId: number;
  subscriptionName: string;
  ts: string;
  hovered: boolean;
  pending: { subscriptionName: string; ts: string } | null;
}

/**
 * A new event of a subscription: replaces that subscription's toast (a fresh key restarts its
 * timer) unless the toast is hovered, in which case the arrival waits until the pointer leaves.
 */
export function pushToast(
  toasts: readonly SubscriptionToast[],
  arrival: { subscriptionId: number; subscriptionName: string; ts: string },
  key: number,
): SubscriptionToast[] {
  const current = toasts.find((t) => t.subscriptionId === arrival.subscriptionId);
  if (current?.hovered) {
    return toasts.map((t) => (t === current ? { ...t, pending: { subscriptionName: arrival.subscriptionName, ts: arrival.ts } } : t));
  }
  const fresh: SubscriptionToast = { key, ...arrival, hovered: false, pending: null };
  return current ? toasts.map((t) => (t === current ? fresh : t)) : [...toasts, fresh];
}

/** Pointer enters or leaves a toast; leaving shows a waiting arrival under a new key. */
export function hoverToast(toasts: readonly SubscriptionToast[], key: number, hovered: boolean, newKey: number): SubscriptionToast[] {
  return toasts.map((t) => {
    if (t.key !== key) return t;
    if (!hovered && t.pending) return { key: newKey, subscriptionId: t.subscriptionId, ...t.pending, hovered: false, pending: null };
    return { ...t, hovered };
  });
}

export function removeToast(toasts: readonly SubscriptionToast[], key: number): SubscriptionToast[] {
  return toasts.filter((t) => t.key !== key);
}
