import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import type { AttributeRow } from '../../lib/listFields';

/** Free attributes as key/value rows. */
export function AttributesEditor({ rows, onChange, error }: { rows: AttributeRow[]; onChange: (rows: AttributeRow[]) => void; error?: string | undefined }) {
  const intl = useIntl();
  const change = (i: number, patch: Partial<AttributeRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'lists.attributes' })}</legend>
      {rows.map((r, i) => (
        <div key={i} className="flex flex-wrap items-center gap-2">
          <input
            aria-label={intl.formatMessage({ id: 'lists.attributeKey' }, { n: i + 1 })}
            placeholder={intl.formatMessage({ id: 'lists.attributeKeyPlaceholder' })}
            value={r.key}
            maxLength={100}
            onChange={(e) => change(i, { key: e.target.value })}
            className="min-h-10 min-w-0 flex-1 rounded-md border border-slate-300 px-3 text-sm"
          />
          <input
            aria-label={intl.formatMessage({ id: 'lists.attributeValue' }, { n: i + 1 })}
            placeholder={intl.formatMessage({ id: 'lists.attributeValuePlaceholder' })}
            value={r.value}
            onChange={(e) => change(i, { value: e.target.value })}
            className="min-h-10 min-w-0 flex-[2] rounded-md border border-slate-300 px-3 text-sm"
          />
          <Button
            variant="ghost"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
            aria-label={intl.formatMessage({ id: 'lists.removeAttribute' }, { n: i + 1 })}
          >
            ✕
          </Button>
        </div>
      ))}
      <div>
        <Button variant="ghost" onClick={() => onChange([...rows, { key: '', value: '' }])}>
          {intl.formatMessage({ id: 'lists.addAttribute' })}
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
