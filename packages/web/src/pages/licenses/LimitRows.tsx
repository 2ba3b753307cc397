import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import type { LimitRow } from '../../lib/licenseForm';

/** The licence's limits: name → count rows, with the known names offered. */
export function LimitRows({
  rows,
  names,
  error,
  onChange,
}: {
  rows: LimitRow[];
  names: readonly string[];
  error: string | undefined;
  onChange: (rows: LimitRow[]) => void;
}) {
  const intl = useIntl();
  const setRow = (i: number, patch: Partial<LimitRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'license.limits' })}</legend>
      <datalist id="license-limit-names">
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      {rows.map((r, i) => (
        <div key={i} className="grid grid-cols-[minmax(0,1fr)_5rem_2.5rem] items-center gap-2">
          <input
            list="license-limit-names"
            aria-label={intl.formatMessage({ id: 'license.limitName' }, { n: i + 1 })}
            value={r.name}
            onChange={(e) => setRow(i, { name: e.target.value })}
            className="min-h-10 w-full min-w-0 rounded-md border border-slate-300 px-3 text-sm"
          />
          <input
            inputMode="numeric"
            aria-label={intl.formatMessage({ id: 'license.limitValue' }, { n: i + 1 })}
            value={r.value}
            onChange={(e) => setRow(i, { value: e.target.value })}
            className="min-h-10 w-full rounded-md border border-slate-300 px-3 text-sm"
          />
          <Button
            variant="ghost"
            className="px-0!"
            aria-label={intl.formatMessage({ id: 'license.limitRemove' }, { n: i + 1 })}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            ×
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...rows, { name: '', value: '' }])}>
          {intl.formatMessage({ id: 'license.limitAdd' })}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
