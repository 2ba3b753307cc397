import { TIMING, type Camelize, type Notification as Wire } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { afterMarked, unreadOf, type NotificationItem } from '../lib/notifications';
import { api } from './operations';

export type Notification = Camelize<Wire>;

export const notificationsKey = ['notifications'] as const;

/** GET /notifications, polled every 7 s (spec document 2 section 9); only unread items are kept. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.get('/notifications', { signal }).then((r) => unreadOf(r.notifications)),
    enabled,
    refetchInterval: TIMING.notificationPollMs,
    refetchIntervalInBackground: true,
    meta: { silent: true },
  });
}

/** PUT /notifications/mark-as-read; a failure is only a console warning (spec document 2 section 8). */
export function useMarkAsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (items: { subscriptionId: number; ts: string }[]) => Promise.all(items.map((body) => api.put('/notifications/mark-as-read', { json: body }))),
    onMutate: (items) => {
      qc.setQueryData<NotificationItem[]>(notificationsKey, (list) => items.reduce((acc, i) => afterMarked(acc, i.subscriptionId, i.ts), list ?? []));
    },
    onError: (error) => console.warn('mark-as-read failed', error),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsKey }),
    meta: { silent: true },
  });
}
