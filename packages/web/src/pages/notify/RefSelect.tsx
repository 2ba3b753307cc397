import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRefOptions, type RefKind, type RefQuery } from '../../api/subscriptions';
import type { Ref } from '../../lib/subscriptionForm';
import { LoadError } from '../../components/LoadError';

/**
 * Picks one place, camera, sensor, situation, list or list entry: a search box narrows the
 * options (debounced 250 ms), a native select chooses (keyboard as usual); "any" clears it.
 */
export function RefSelect({
  kind,
  label,
  value,
  onChange,
  error,
  anyLabel,
  extra,
}: {
  kind: RefKind;
  label: string;
  value: Ref | null;
  onChange: (v: Ref | null) => void;
  error?: string | undefined;
  anyLabel: string;
  extra?: RefQuery;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const options = useRefOptions(kind, debounced, extra);
  const list = options.data ?? [];
  const shown = value && !list.some((o) => o.id === value.id) ? [value, ...list] : list;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={intl.formatMessage({ id: 'notify.ref.search' }, { field: label })}
          placeholder={intl.formatMessage({ id: 'notify.ref.searchPlaceholder' })}
          className="min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 sm:w-48"
        />
        <select
          id={id}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value ? String(value.id) : ''}
          onChange={(e) => {
            const picked = shown.find((o) => String(o.id) === e.target.value);
            onChange(picked ?? null);
          }}
          className={`min-h-10 flex-1 rounded-md border bg-surface px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${error ? 'border-red-500' : 'border-slate-300'}`}
        >
          <option value="">{anyLabel}</option>
          {shown.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      {options.isError && <LoadError error={options.error} onRetry={() => void options.refetch()} failed="notify.ref.failed" />}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
