import { Popover } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMarkAsRead, useNotifications } from '../../api/notifications';
import { CheckboxField } from '../../components/CheckboxField';
import { Icon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { badgeText, markAllBodies, newArrivals, type SeenMap } from '../../lib/notifications';
import { useNotificationFavicon } from './favicon';
import { setToastSettings, useToastSettings } from './settings';
import { showSubscriptionToast } from './toastStore';
import { SubscriptionToasts } from './SubscriptionToasts';

const SOUND = '/notification-sound.mp3';

function playSound() {
  try {
    void new Audio(SOUND).play().catch(() => undefined);
  } catch {
    // No audio in this browser.
  }
}

/**
 * The header bell (event_read and subscription_read, never the superuser; the header checks):
 * polls the notifications every 7 s, shows the unread count, swaps the tab icon while any exist,
 * lists one entry per subscription with mark one / mark all, and raises a toast (and the sound,
 * when both are on) for each subscription whose newest event moved since the previous poll.
 */
export function Bell({ className }: { className: string }) {
  const intl = useIntl();
  const list = useNotifications(true);
  const mark = useMarkAsRead();
  const settings = useToastSettings();
  const seen = useRef<SeenMap | null>(null);
  const items = list.data ?? [];
  useNotificationFavicon(items.length > 0);

  useEffect(() => {
    if (!list.data) return;
    const { arrivals, seen: next } = newArrivals(seen.current, list.data);
    seen.current = next;
    if (!settings.enabled || arrivals.length === 0) return;
    for (const n of arrivals) showSubscriptionToast({ subscriptionId: n.subscriptionId, subscriptionName: n.subscriptionName, ts: n.tsLast });
    if (settings.audioEnabled) playSound();
    // Only a new answer raises toasts; a settings change alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data]);

  const count = items.length;
  const badge = badgeText(count);
  const label = count ? intl.formatMessage({ id: 'notify.bell.unread' }, { count }) : intl.formatMessage({ id: 'layout.notifications' });

  return (
    <>
      <Popover.Root>
        <Popover.Trigger className={`${className} relative`} aria-label={label} data-testid="bell">
          <Icon name="bell" />
          {badge && (
            <span
              data-testid="bell-count"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
            >
              {badge}
            </span>
          )}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 flex max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-md border border-slate-200 bg-surface shadow-lg"
          >
            <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
              <h2 className="text-sm font-semibold">{intl.formatMessage({ id: 'layout.notifications' })}</h2>
              <button
                type="button"
                className="rounded px-2 py-1 text-sm font-medium text-brand-700 hover:bg-slate-100 disabled:text-slate-400"
                disabled={count === 0 || mark.isPending}
                onClick={() => mark.mutate(markAllBodies(items))}
              >
                {intl.formatMessage({ id: 'notify.bell.markAll' })}
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto" aria-live="polite">
              {list.isPending ? (
                <ul aria-busy="true" aria-label={intl.formatMessage({ id: 'notify.bell.loading' })} className="flex flex-col gap-2 p-4">
                  {[0, 1, 2].map((i) => (
                    <li key={i} className="h-10 animate-pulse rounded bg-slate-100" />
                  ))}
                </ul>
              ) : list.isError && !list.data ? (
                <LoadError error={list.error} onRetry={() => void list.refetch()} failed="notify.bell.error" className="p-4" />
              ) : count === 0 ? (
                <p className="p-4 text-sm text-slate-600">{intl.formatMessage({ id: 'notify.bell.empty' })}</p>
              ) : (
                <ul className="divide-y divide-slate-100" data-testid="bell-list">
                  {items.map((n) => (
                    <li key={n.subscriptionId} className="flex items-center gap-3 px-4 py-2">
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="truncate font-medium">{n.subscriptionName}</p>
                        <p className="text-slate-600">
                          {intl.formatMessage({ id: 'notify.bell.last' }, { ts: intl.formatDate(n.tsLast, { dateStyle: 'short', timeStyle: 'medium' }) })}
                        </p>
                      </div>
                      <button
                        type="button"
                        className="shrink-0 rounded px-2 py-1 text-sm font-medium text-brand-700 hover:bg-slate-100"
                        aria-label={intl.formatMessage({ id: 'notify.bell.markOneNamed' }, { name: n.subscriptionName })}
                        onClick={() => mark.mutate([{ subscriptionId: n.subscriptionId, ts: n.tsLast }])}
                      >
                        {intl.formatMessage({ id: 'notify.bell.markOne' })}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="flex flex-col gap-2 border-t border-slate-200 px-4 py-3">
              <CheckboxField
                label={intl.formatMessage({ id: 'notify.settings.toasts' })}
                checked={settings.enabled}
                onChange={(e) => setToastSettings({ enabled: e.target.checked })}
              />
              <CheckboxField
                label={intl.formatMessage({ id: 'notify.settings.audio' })}
                hint={settings.enabled ? undefined : intl.formatMessage({ id: 'notify.settings.audioNeedsToasts' })}
                checked={settings.audioEnabled}
                disabled={!settings.enabled}
                onChange={(e) => {
                  setToastSettings({ audioEnabled: e.target.checked });
                  if (e.target.checked) playSound();
                }}
              />
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <SubscriptionToasts />
    </>
  );
}
