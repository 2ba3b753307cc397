import { EVENT_TYPES } from '@argus/contracts';
import { useIntl, type IntlShape } from 'react-intl';
import { useCameraSearch } from '../../api/cameras';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { INTERVAL_OPTIONS, type EventFilters, type EventType, type IntervalOption } from '../../lib/eventFilters';
import { REASONS } from './columns';
import { useReasonText } from './reasons';

export function intervalLabel(intl: IntlShape, o: IntervalOption): string {
  if (o === 'last') return intl.formatMessage({ id: 'events.interval.last' });
  if (o === 'custom') return intl.formatMessage({ id: 'events.interval.custom' });
  const h = Number(o);
  if (h < 1) return intl.formatMessage({ id: 'events.interval.minutes' }, { minutes: h * 60 });
  if (h >= 48) return intl.formatMessage({ id: 'events.interval.days' }, { days: h / 24 });
  return intl.formatMessage({ id: 'events.interval.hours' }, { hours: h });
}

/** datetime-local value (local time) ⇄ ISO. */
const toLocal = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : undefined);

export function FilterPanel({ filters, onChange }: { filters: EventFilters; onChange: (patch: Partial<EventFilters>) => void }) {
  const intl = useIntl();
  const cameras = useCameraSearch({}, null, { limit: 100, refetchMs: 60_000 });
  const reasonText = useReasonText();
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => e.preventDefault()} aria-label={intl.formatMessage({ id: 'events.tab.filter' })}>
      <SelectField
        label={intl.formatMessage({ id: 'events.type' })}
        value={filters.eventType ?? ''}
        onChange={(e) => {
          const t = e.target.value as EventType | '';
          onChange({ eventType: t || undefined, reason: undefined });
        }}
      >
        <option value="">{intl.formatMessage({ id: 'events.type.all' })}</option>
        {EVENT_TYPES.map((t) => (
          <option key={t} value={t}>
            {intl.formatMessage({ id: `events.type.${t}` as 'events.type.fr' })}
          </option>
        ))}
      </SelectField>
      {filters.eventType && (
        <SelectField
          label={intl.formatMessage({ id: 'events.reason' })}
          value={filters.reason ?? ''}
          onChange={(e) => onChange({ reason: e.target.value || undefined })}
        >
          <option value="">{intl.formatMessage({ id: 'events.reason.all' })}</option>
          {REASONS[filters.eventType]
            .filter((r) => r !== 'any')
            .map((r) => (
              <option key={r} value={r}>
                {reasonText(filters.eventType ?? '', r)}
              </option>
            ))}
        </SelectField>
      )}
      <SelectField
        label={intl.formatMessage({ id: 'events.camera' })}
        value={filters.cameraId ? String(filters.cameraId) : ''}
        onChange={(e) => onChange({ cameraId: e.target.value ? Number(e.target.value) : undefined })}
      >
        <option value="">{intl.formatMessage({ id: 'events.camera.all' })}</option>
        {(cameras.data?.cameras ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={intl.formatMessage({ id: 'events.interval' })}
        value={filters.interval}
        onChange={(e) => {
          const v = e.target.value as IntervalOption;
          if (v === 'custom') onChange({ interval: v, tsFrom: new Date(Date.now() - 86_400_000).toISOString(), tsTo: undefined });
          else onChange({ interval: v, tsFrom: undefined, tsTo: undefined });
        }}
      >
        {[...INTERVAL_OPTIONS, 'custom' as const].map((o) => (
          <option key={o} value={o}>
            {intervalLabel(intl, o)}
          </option>
        ))}
      </SelectField>
      {filters.interval === 'custom' && (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
          <TextField
            label={intl.formatMessage({ id: 'events.from' })}
            type="datetime-local"
            value={toLocal(filters.tsFrom)}
            onChange={(e) => onChange({ tsFrom: fromLocal(e.target.value) })}
          />
          <TextField
            label={intl.formatMessage({ id: 'events.to' })}
            type="datetime-local"
            value={toLocal(filters.tsTo)}
            onChange={(e) => onChange({ tsTo: fromLocal(e.target.value) })}
          />
        </div>
      )}
      <CheckboxField
        label={intl.formatMessage({ id: 'events.onlyMatches' })}
        checked={filters.onlyMatches}
        onChange={(e) => onChange({ onlyMatches: e.target.checked })}
      />
      <CheckboxField
        label={intl.formatMessage({ id: 'events.live' })}
        hint={intl.formatMessage({ id: 'events.live.on' })}
        checked={filters.live}
        onChange={(e) => onChange({ live: e.target.checked })}
      />
    </form>
  );
}
