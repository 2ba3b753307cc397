import { useIntl } from 'react-intl';
import { useGroupOptions } from '../../../api/groups';
import { Spinner } from '../../../components/Spinner';

/** Checkboxes of the organisation's groups; at most `max` may be ticked. */
export function GroupPicker({
  organizationId,
  value,
  onChange,
  max,
  error,
}: {
  organizationId: number | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  max: number;
  error: string | undefined;
}) {
  const intl = useIntl();
  const groups = useGroupOptions(organizationId);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'group-picker-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{intl.formatMessage({ id: 'user.groups' }, { max })}</legend>
      {groups.isPending && <Spinner />}
      {groups.data?.length === 0 && <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'group.empty' })}</p>}
      <div className="flex max-h-48 flex-wrap gap-2 overflow-y-auto">
        {groups.data?.map((g) => {
          const checked = value.includes(g.id);
          return (
            <label
              key={g.id}
              className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm ${checked ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-surface'}`}
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={checked}
                disabled={!checked && value.length >= max}
                onChange={(e) => toggle(g.id, e.target.checked)}
              />
              {g.name}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="group-picker-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
