import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';

const TONE = {
  synced: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  empty: 'bg-slate-50 text-slate-700 ring-slate-200',
} as const;

/** A coloured label for a sync state (of one item, or a whole system's). */
export function SyncBadge({ state, item = false }: { state: keyof typeof TONE; item?: boolean }) {
  const intl = useIntl();
  const id = (item && state !== 'empty' ? `pacs.status.${state}` : `pacs.state.${state}`) as MessageId;
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[state]}`}>
      {intl.formatMessage({ id })}
    </span>
  );
}
