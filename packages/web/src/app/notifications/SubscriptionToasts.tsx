import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { clearSubscriptionToasts, dismissSubscriptionToast, hoverSubscriptionToast, useSubscriptionToasts } from './toastStore';
import { DEFAULT_FILTERS, filtersToSearch } from '../../lib/eventFilters';

/** The stack of subscription toasts, bottom right (clear of the general toasts at the top). */
export function SubscriptionToasts() {
  const intl = useIntl();
  const toasts = useSubscriptionToasts();
  useEffect(() => clearSubscriptionToasts, []);
  if (toasts.length === 0) return null;
  return (
    <section
      aria-label={intl.formatMessage({ id: 'notify.toasts.region' })}
      className="pointer-events-none fixed right-4 bottom-4 left-4 z-[60] flex flex-col items-end gap-4 sm:left-auto"
    >
      {toasts.map((t) => (
        <div
          key={t.key}
          role="status"
          data-testid="subscription-toast"
          onMouseEnter={() => hoverSubscriptionToast(t.key, true)}
          onMouseLeave={() => hoverSubscriptionToast(t.key, false)}
          onFocus={() => hoverSubscriptionToast(t.key, true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hoverSubscriptionToast(t.key, false);
          }}
          className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 border-amber-500 bg-surface px-4 py-3 shadow-lg sm:w-96"
        >
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold break-words">{intl.formatMessage({ id: 'notify.toast.title' }, { name: t.subscriptionName })}</p>
            <p className="text-slate-600">{intl.formatDate(t.ts, { dateStyle: 'short', timeStyle: 'medium' })}</p>
            <Link
              to={`/events?${filtersToSearch({ ...DEFAULT_FILTERS, tab: 'subscription', subscriptionId: t.subscriptionId })}`}
              className="mt-1 inline-block font-medium text-brand-700 underline"
            >
              {intl.formatMessage({ id: 'notify.toast.open' })}
            </Link>
          </div>
          <button
            type="button"
            className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2"
            aria-label={intl.formatMessage({ id: 'toast.close' })}
            onClick={() => dismissSubscriptionToast(t.key)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
