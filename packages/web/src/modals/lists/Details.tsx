import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';

/** Label/value rows of a show modal; empty values show a dash, attributes follow. */
export function Details({ items, attributes }: { items: [MessageId, string | null | undefined][]; attributes?: Record<string, unknown> }) {
  const intl = useIntl();
  const extra = Object.entries(attributes ?? {});
  return (
    <dl className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
      {items.map(([label, value], i) => (
        <div key={`${label}-${i}`} className="contents">
          <dt className="text-slate-500">{intl.formatMessage({ id: label })}</dt>
          <dd className="break-words">{value || '—'}</dd>
        </div>
      ))}
      {extra.map(([k, v]) => (
        <div key={`a-${k}`} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="break-words">{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
        </div>
      ))}
    </dl>
  );
}
