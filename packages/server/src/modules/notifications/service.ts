import type { MarkNotificationRead, NotificationList } from '@argus/contracts';
import type { AppContext } from '../../context';
import type { Principal } from '../../http/principal';
import { unreadSubscriptions, updateSubscription } from '../subscriptions/repo';
import { ownSubscription, resolveAll } from '../subscriptions/service';

/**
 * Notifications are the caller's subscriptions with unread items: one per subscription, with
 * ts_last (its newest matching event) and ts_read (what the user marked). An item is dropped
 * when ts_read is at or after ts_last (spec 2.6); a stale subscription shows none.
 */
export async function list(ctx: AppContext, p: Principal): Promise<NotificationList> {
  const rows = await unreadSubscriptions(ctx.db, p.userId);
  const notifications = [];
  for (const s of rows) {
    if ((await resolveAll(ctx, s, p)).stale) continue;
    notifications.push({
      subscription_id: s.id,
      subscription_name: s.name,
      ts_last: (s.ts_last as Date).toISOString(),
      ts_read: s.ts_read?.toISOString() ?? null,
    });
  }
  return { notifications, pagination: { cursor: null } };
}

/** Sets ts_read to the given time (mark all: the console sends each one's ts_last). Not audited: a read mark is no change of data. */
export async function markAsRead(ctx: AppContext, p: Principal, body: MarkNotificationRead): Promise<void> {
  await ownSubscription(ctx, p, body.subscription_id);
  await updateSubscription(ctx.db, body.subscription_id, { ts_read: new Date(body.ts) });
}
