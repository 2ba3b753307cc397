import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSensorChoices, useSensorReadings } from '../../api/sensorreadings';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { INTERVAL_OPTIONS, readingsQuery, type EventFilters, type IntervalOption } from '../../lib/eventFilters';
import { TimeText } from './EventParts';
import { intervalLabel } from './FilterPanel';

/** A payload value as short text (objects as JSON). */
function valueText(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v as string | number | boolean);
}

/** The sensor readings tab: readings of the sensors the user may see, newest first, by sensor and time range. */
export function SensorReadingsPanel({ filters, onChange }: { filters: EventFilters; onChange: (patch: Partial<EventFilters>) => void }) {
  const intl = useIntl();
  // The window is fixed when the tab opens or a filter changes; "refresh" moves it to now.
  const [now, setNow] = useState(() => Date.now());
  const query = useMemo(() => readingsQuery(filters, now), [filters, now]);
  const sensors = useSensorChoices();
  const readings = useSensorReadings(query);
  const names = useMemo(() => new Map((sensors.data?.sensors ?? []).map((s) => [s.id, s.name])), [sensors.data]);
  const rows = readings.data?.pages.flatMap((p) => p.sensorreadings) ?? [];
  const interval = filters.interval === 'custom' ? 'last' : filters.interval;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 lg:flex-row">
      <aside className="flex flex-col gap-3 lg:w-72 lg:shrink-0">
        <SelectField
          label={intl.formatMessage({ id: 'events.readings.sensor' })}
          value={filters.sensorId ? String(filters.sensorId) : ''}
          onChange={(e) => onChange({ sensorId: Number(e.target.value) || undefined })}
        >
          <option value="">{intl.formatMessage({ id: 'events.readings.sensor.all' })}</option>
          {(sensors.data?.sensors ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={intl.formatMessage({ id: 'events.interval' })}
          value={interval}
          onChange={(e) => onChange({ interval: e.target.value as IntervalOption, tsFrom: undefined, tsTo: undefined })}
        >
          {INTERVAL_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {intervalLabel(intl, o)}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={() => setNow(Date.now())} disabled={readings.isFetching}>
          {intl.formatMessage({ id: 'events.readings.refresh' })}
        </Button>
      </aside>
      <section className="flex min-h-0 flex-1 flex-col gap-2" aria-live="polite" aria-label={intl.formatMessage({ id: 'events.tab.sensorreadings' })}>
        {readings.isPending ? (
          <Spinner />
        ) : readings.isError && rows.length === 0 ? (
          <LoadError error={readings.error} onRetry={() => void readings.refetch()} failed="events.readings.loadError" />
        ) : rows.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
            {intl.formatMessage({ id: 'events.readings.empty' })}
          </p>
        ) : (
          <>
            <div className="min-h-0 flex-1 overflow-auto rounded-md border border-slate-200">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
                  <tr>
                    <th className="px-3 py-2 font-medium">{intl.formatMessage({ id: 'events.readings.time' })}</th>
                    <th className="px-3 py-2 font-medium">{intl.formatMessage({ id: 'events.readings.sensor' })}</th>
                    <th className="px-3 py-2 font-medium">{intl.formatMessage({ id: 'events.readings.payload' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} data-reading-id={r.id} className="border-t border-slate-100 align-top">
                      <td className="px-3 py-2 whitespace-nowrap">
                        <TimeText ts={r.ts} />
                      </td>
                      <td className="px-3 py-2 break-words">
                        {names.get(r.sensor_id) ?? intl.formatMessage({ id: 'events.readings.sensorId' }, { id: r.sensor_id })}
                      </td>
                      <td className="px-3 py-2">
                        <dl className="flex flex-wrap gap-x-3 gap-y-1">
                          {Object.entries(r.payload).map(([k, v]) => (
                            <div key={k} className="flex gap-1">
                              <dt className="text-slate-500">{k}:</dt>
                              <dd className="font-medium break-all">{valueText(v)}</dd>
                            </div>
                          ))}
                        </dl>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {readings.hasNextPage && (
              <Button variant="secondary" className="self-center" onClick={() => void readings.fetchNextPage()} disabled={readings.isFetchingNextPage}>
                {intl.formatMessage({ id: 'events.loadMore' })}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
