import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useCan } from '../../access/useCan';
import { useMeQuery } from '../../api/me';
import { useCameraStats, useStat } from '../../api/stats';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { translate } from '../../i18n/translate';
import { useModal } from '../../modals/useModal';
import { cohortTable, pivotByDay, RANGE_PRESETS, rangeError, rangeFromState, topN, type DayRange } from '../../lib/dashboard';
import { ChartCard, colour } from './ChartCard';

const EVENT_TYPES = ['fr', 'lpr', 'sa', 'tp', 'ao'];
const CHART_HEIGHT = 256;
const TOP = 10;

const priorityKey = (p: number | null) => (p === 1 ? 'low' : p === 5 ? 'high' : p === null ? 'none' : `p${p}`);
const priorityName = (key: string) =>
  ['low', 'high', 'none'].includes(key) ? translate(`dashboard.priority.${key}`) : translate('dashboard.priority.other', { n: key.slice(1) });

/** A short day label (e.g. 21.11) for the axis; the tooltip shows the full date. */
const shortDay = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}`;

function StackedByDay({ data, keys, name }: { data: Record<string, string | number>[]; keys: string[]; name: (k: string) => string }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDay} fontSize={12} minTickGap={8} />
        <YAxis allowDecimals={false} fontSize={12} width={40} />
        <Tooltip />
        <Legend />
        {keys.map((k, i) => (
          <Bar key={k} dataKey={k} name={name(k)} stackId="a" fill={colour(i)} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

function HorizontalBars({ data, label }: { data: { name: string; count: number }[]; label: string }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, data.length * 28 + 40)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} fontSize={12} />
        <YAxis type="category" dataKey="name" width={140} fontSize={12} tickFormatter={(v: string) => (v.length > 20 ? `${v.slice(0, 19)}…` : v)} />
        <Tooltip />
        <Bar dataKey="count" name={label} fill={colour(0)} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

function RangePicker({
  range,
  preset,
  onPreset,
  onCustom,
}: {
  range: DayRange;
  preset: number | null;
  onPreset: (d: number) => void;
  onCustom: (r: DayRange) => void;
}) {
  const intl = useIntl();
  const [from, setFrom] = useState(range.dateFrom);
  const [to, setTo] = useState(range.dateTo);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const why = rangeError(from, to);
    setError(why);
    if (!why) onCustom({ dateFrom: from, dateTo: to });
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div role="group" aria-label={intl.formatMessage({ id: 'dashboard.range' })} className="flex flex-wrap rounded-md border border-slate-300">
        {RANGE_PRESETS.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={preset === d}
            onClick={() => {
              setError(null);
              onPreset(d);
            }}
            className={`min-h-10 px-3 text-sm ${preset === d ? 'bg-brand-600 text-white' : 'bg-surface text-slate-700 hover:bg-slate-100'} first:rounded-l-md last:rounded-r-md`}
          >
            {intl.formatMessage({ id: 'dashboard.range.days' }, { days: d })}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={intl.formatMessage({ id: 'dashboard.range.custom' })}>
        <TextField
          type="date"
          label={intl.formatMessage({ id: 'dashboard.range.from' })}
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          type="date"
          label={intl.formatMessage({ id: 'dashboard.range.to' })}
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'dashboard.range.apply' })}
        </Button>
      </form>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {intl.formatMessage({ id: `dashboard.range.error.${error as 'missing'}` })}
        </p>
      )}
    </div>
  );
}

/** /dashboard: the organisation's cameras and events in charts over a range of days (route state: days or dateFrom/dateTo). */
export default function DashboardPage() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const [now] = useState(() => Date.now());
  const { preset, ...range } = rangeFromState(state, now);
  const canEvents = can({ required: ['event_read'] });
  const canCameras = can({ required: ['camera_read'] });

  const cameras = useCameraStats(canCameras);
  const byType = useStat('eventsbytype', range, canEvents);
  const byPriority = useStat('eventmatchesbypriority', range, canEvents);
  const byStream = useStat('eventsbystream', range, canEvents);
  const byLine = useStat('eventsbyline', range, canEvents);
  const byRoi = useStat('eventsbyroi', range, canEvents);
  const activity = useStat('activitytracking', range, canEvents);
  const cohorts = useStat('cohorts', range, canEvents);
  const tracking = useStat('cohorttracking', range, canEvents);

  const me = useMeQuery().data;
  // Administrators see every camera of the organisation; others only their groups' cameras.
  const seesAll = !!me && (me.isSuperuser || me.roleId === 1);
  const noCameras = (
    <>
      <p className="font-medium text-slate-800">{intl.formatMessage({ id: 'dashboard.cameras.none' })}</p>
      <p>{intl.formatMessage({ id: seesAll ? 'dashboard.cameras.noneHintAdmin' : 'dashboard.cameras.noneHint' })}</p>
    </>
  );
  const count = intl.formatMessage({ id: 'dashboard.count' });
  const typeName = (k: string) => (EVENT_TYPES.includes(k) ? translate(`events.type.${k}`) : k);
  const cameraName = (id: number, name: string | null) => name ?? intl.formatMessage({ id: 'dashboard.camera' }, { id });
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const dayTime = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });

  const typeSeries = byType.data ? pivotByDay(range, byType.data.items, (r) => r.event_type, EVENT_TYPES) : null;
  const prioritySeries = byPriority.data ? pivotByDay(range, byPriority.data.items, (r) => priorityKey(r.priority), ['high', 'low']) : null;
  const cohortSeries = cohorts.data
    ? pivotByDay(
        range,
        cohorts.data.items.map((c) => ({ date: c.date, count: c.size, k: 'size' })),
        (r) => r.k,
      )
    : null;
  const streamTop = byStream.data
    ? topN(
        byStream.data.items.map((s) => ({ name: cameraName(s.stream_id, s.camera_name), count: s.count })),
        TOP,
      )
    : null;
  const zone = (items: { stream_id: number; name: string | null; id: string; count: number }[]) =>
    topN(
      items.map((z) => ({ name: `${z.name ?? z.id} · ${cameraName(z.stream_id, null)}`, count: z.count })),
      TOP,
    ).top;
  const lineTop = byLine.data ? zone(byLine.data.items.map((l) => ({ stream_id: l.stream_id, name: l.line_name, id: l.line_id, count: l.count }))) : null;
  const roiTop = byRoi.data ? zone(byRoi.data.items.map((l) => ({ stream_id: l.stream_id, name: l.roi_name, id: l.roi_id, count: l.count }))) : null;
  const cohortRows = tracking.data ? cohortTable(tracking.data.items) : null;
  const reasons = cameras.data
    ? Object.entries(cameras.data.inactive_by_reason).map(([reason, n]) => ({ name: translate(`camera.reason.${reason}`), count: n }))
    : [];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.dashboard' })}>
        {can({ required: ['user_create', 'user_delete'] }) && (
          <Button variant="secondary" onClick={() => open('apikeys')}>
            {intl.formatMessage({ id: 'apikeys.title' })}
          </Button>
        )}
      </PageHeader>
      {canEvents && (
        <RangePicker
          key={`${range.dateFrom}|${range.dateTo}`}
          range={range}
          preset={preset}
          onPreset={(d) => update({ days: d, dateFrom: null, dateTo: null }, { replace: true })}
          onCustom={(r) => update({ days: null, dateFrom: r.dateFrom, dateTo: r.dateTo }, { replace: true })}
        />
      )}
      {!canEvents && !canCameras && (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          {intl.formatMessage({ id: 'dashboard.nothing' })}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {canCameras && (
          <ChartCard title={intl.formatMessage({ id: 'dashboard.cameras' })} query={cameras} empty={cameras.data?.total === 0} emptyText={noCameras}>
            {() => (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <dl className="grid grid-cols-3 gap-3 sm:w-40 sm:grid-cols-1">
                  {(['total', 'active', 'inactive'] as const).map((k) => (
                    <div key={k}>
                      <dt className="text-xs text-slate-600">{intl.formatMessage({ id: `dashboard.cameras.${k}` })}</dt>
                      <dd className="text-2xl font-semibold tabular-nums">{intl.formatNumber(cameras.data?.[k] ?? 0)}</dd>
                    </div>
                  ))}
                </dl>
                <div className="min-w-0 flex-1">
                  {reasons.length === 0 ? (
                    <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'dashboard.cameras.allActive' })}</p>
                  ) : (
                    <ResponsiveContainer width="100%" height={200}>
                      <PieChart>
                        <Pie data={reasons} dataKey="count" nameKey="name" innerRadius={40} outerRadius={80} isAnimationActive={false}>
                          {reasons.map((r, i) => (
                            <Cell key={r.name} fill={colour(i + 2)} />
                          ))}
                        </Pie>
                        <Tooltip />
                        <Legend />
                      </PieChart>
                    </ResponsiveContainer>
                  )}
                </div>
              </div>
            )}
          </ChartCard>
        )}
        {canEvents && (
          <>
            <ChartCard title={intl.formatMessage({ id: 'dashboard.byType' })} query={byType} empty={(byType.data?.items.length ?? 0) === 0}>
              {() => typeSeries && <StackedByDay data={typeSeries.data} keys={typeSeries.keys} name={typeName} />}
            </ChartCard>
            <ChartCard title={intl.formatMessage({ id: 'dashboard.byPriority' })} query={byPriority} empty={(byPriority.data?.items.length ?? 0) === 0}>
              {() => prioritySeries && <StackedByDay data={prioritySeries.data} keys={prioritySeries.keys} name={priorityName} />}
            </ChartCard>
            <ChartCard title={intl.formatMessage({ id: 'dashboard.byStream' })} query={byStream} empty={(byStream.data?.items.length ?? 0) === 0}>
              {() =>
                streamTop && (
                  <>
                    <HorizontalBars data={streamTop.top} label={count} />
                    {streamTop.other > 0 && (
                      <p className="mt-1 text-xs text-slate-600">{intl.formatMessage({ id: 'dashboard.other' }, { count: streamTop.other })}</p>
                    )}
                  </>
                )
              }
            </ChartCard>
            <ChartCard title={intl.formatMessage({ id: 'dashboard.byRoi' })} query={byRoi} empty={(byRoi.data?.items.length ?? 0) === 0}>
              {() => roiTop && <HorizontalBars data={roiTop} label={count} />}
            </ChartCard>
            <ChartCard title={intl.formatMessage({ id: 'dashboard.byLine' })} query={byLine} empty={(byLine.data?.items.length ?? 0) === 0}>
              {() => lineTop && <HorizontalBars data={lineTop} label={count} />}
            </ChartCard>
            <ChartCard title={intl.formatMessage({ id: 'dashboard.cohorts' })} query={cohorts} empty={(cohorts.data?.items.length ?? 0) === 0}>
              {() =>
                cohortSeries && (
                  <StackedByDay data={cohortSeries.data} keys={cohortSeries.keys} name={() => intl.formatMessage({ id: 'dashboard.cohorts.new' })} />
                )
              }
            </ChartCard>
            <ChartCard title={intl.formatMessage({ id: 'dashboard.activity' })} query={activity} empty={(activity.data?.items.length ?? 0) === 0} wide>
              {() => (
                <div className="max-h-96 overflow-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="sticky top-0 bg-surface text-xs text-slate-600">
                      <tr>
                        <th className="py-2 pr-3 font-medium">{intl.formatMessage({ id: 'dashboard.activity.person' })}</th>
                        <th className="py-2 pr-3 text-right font-medium">{intl.formatMessage({ id: 'dashboard.activity.events' })}</th>
                        <th className="py-2 pr-3 text-right font-medium">{intl.formatMessage({ id: 'dashboard.activity.days' })}</th>
                        <th className="hidden py-2 pr-3 font-medium sm:table-cell">{intl.formatMessage({ id: 'dashboard.activity.first' })}</th>
                        <th className="py-2 font-medium">{intl.formatMessage({ id: 'dashboard.activity.last' })}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {activity.data?.items.map((a) => (
                        <tr key={a.entity_id} className="border-t border-slate-100">
                          <td className="py-2 pr-3 break-words">
                            <Link className="text-brand-700 underline-offset-2 hover:underline" to={`/facelists/${a.list_id}`}>
                              {a.entity_name ?? `#${a.entity_id}`}
                            </Link>
                          </td>
                          <td className="py-2 pr-3 text-right tabular-nums">{intl.formatNumber(a.events)}</td>
                          <td className="py-2 pr-3 text-right tabular-nums">{intl.formatNumber(a.days)}</td>
                          <td className="hidden py-2 pr-3 sm:table-cell">{dayTime(a.first_ts)}</td>
                          <td className="py-2">{dayTime(a.last_ts)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </ChartCard>
            <ChartCard title={intl.formatMessage({ id: 'dashboard.tracking' })} query={tracking} empty={(cohortRows?.length ?? 0) === 0} wide>
              {() => {
                const width = Math.max(0, ...(cohortRows ?? []).map((r) => r.returns.length));
                return (
                  <div className="overflow-auto">
                    <table className="text-sm" aria-describedby="cohort-tracking-hint">
                      <thead className="text-xs text-slate-600">
                        <tr>
                          <th className="py-1 pr-3 text-left font-medium">{intl.formatMessage({ id: 'dashboard.tracking.cohort' })}</th>
                          <th className="py-1 pr-3 text-right font-medium">{intl.formatMessage({ id: 'dashboard.tracking.size' })}</th>
                          {Array.from({ length: Math.max(0, width - 1) }, (_, i) => (
                            <th key={i} className="px-1 py-1 text-center font-medium">
                              {intl.formatMessage({ id: 'dashboard.tracking.day' }, { n: i + 1 })}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {cohortRows?.map((r) => (
                          <tr key={r.cohort}>
                            <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                              {day(r.cohort)}
                            </th>
                            <td className="py-1 pr-3 text-right tabular-nums">{r.size}</td>
                            {r.returns.slice(1).map((n, i) => {
                              const share = r.size > 0 ? n / r.size : 0;
                              return (
                                <td
                                  key={i}
                                  className="px-1 py-1 text-center tabular-nums"
                                  style={{ backgroundColor: `color-mix(in oklab, var(--color-brand-500) ${Math.round(8 + share * 60)}%, transparent)` }}
                                  title={intl.formatNumber(share, { style: 'percent' })}
                                >
                                  {n}
                                </td>
                              );
                            })}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    <p id="cohort-tracking-hint" className="mt-2 text-xs text-slate-600">
                      {intl.formatMessage({ id: 'dashboard.tracking.hint' })}
                    </p>
                  </div>
                );
              }}
            </ChartCard>
          </>
        )}
      </div>
    </div>
  );
}
