import { TIMING } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { dismissToast, setToastsPaused, useToasts } from './toastStore';

const KIND_STYLES = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-950',
  error: 'border-red-600 bg-red-50 text-red-950',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  info: 'border-sky-600 bg-sky-50 text-sky-950',
} as const;

/** The toast stack: top right under the header (clear of the version notice), 16 px apart; hovering pauses removal. */
export function Toasts() {
  const toasts = useToasts();
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'toast.region' })}
      className="pointer-events-none fixed top-16 right-4 left-4 z-[60] flex flex-col items-end sm:left-auto"
      style={{ gap: TIMING.toastGapPx }}
      onMouseEnter={() => setToastsPaused(true)}
      onMouseLeave={() => setToastsPaused(false)}
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}
          data-state={t.state}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 px-4 py-3 shadow-lg transition-opacity duration-300 sm:w-96 ${KIND_STYLES[t.kind]} ${t.state === 'pendingRemoval' ? 'opacity-0' : 'opacity-100'}`}
        >
          <div className="min-w-0 flex-1 text-sm">
            <p className="break-words">{t.text}</p>
            {t.link && (
              <a className="mt-1 inline-block font-medium underline" href={t.link.href}>
                {t.link.label}
              </a>
            )}
          </div>
          <button
            type="button"
            className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2"
            aria-label={intl.formatMessage({ id: 'toast.close' })}
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
