import { useIntl } from 'react-intl';

const TONES = { high: 'bg-red-100 text-red-800', medium: 'bg-amber-100 text-amber-900', low: 'bg-slate-100 text-slate-700' } as const;

/** A list's priority as a coloured label (the text carries the meaning, the colour only helps). */
export function PriorityBadge({ priority }: { priority: 'low' | 'medium' | 'high' }) {
  const intl = useIntl();
  return (
    <span className={`inline-flex rounded px-2 py-0.5 text-xs font-medium ${TONES[priority]}`}>
      {intl.formatMessage({ id: `lists.priority.${priority}` as 'lists.priority.low' })}
    </span>
  );
}
