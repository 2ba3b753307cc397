import { RETENTION_DAYS } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';

/** Recording: only around events or always, and how many days to keep (retention options up to videoarchive_depth). */
export function StreamingTab({
  value,
  onChange,
}: {
  value: { byEvent: boolean; storageDepth: number };
  onChange: (v: { byEvent: boolean; storageDepth: number }) => void;
}) {
  const intl = useIntl();
  const config = useConfig();
  const options = RETENTION_DAYS.filter((d) => d <= config.videoarchiveDepth);
  return (
    <div className="flex max-w-md flex-col gap-4">
      <CheckboxField
        label={intl.formatMessage({ id: 'camera.byEvent' })}
        hint={intl.formatMessage({ id: 'camera.byEventHint' })}
        checked={value.byEvent}
        onChange={(e) => onChange({ ...value, byEvent: e.target.checked })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'camera.storageDepth' })}
        value={String(value.storageDepth)}
        onChange={(e) => onChange({ ...value, storageDepth: Number(e.target.value) })}
      >
        {options.map((d) => (
          <option key={d} value={d}>
            {intl.formatMessage({ id: 'camera.days' }, { n: d })}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'camera.storageDepthHint' }, { n: config.videoarchiveDepth })}</p>
    </div>
  );
}
