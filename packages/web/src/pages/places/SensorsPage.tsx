import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { usePlaceSearch } from '../../api/places';
import { useSensorkinds } from '../../api/sensorkinds';
import { useDeleteSensor, useSensorSearch, type Sensor, type SensorFilters } from '../../api/sensors';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CursorPager } from '../../components/CursorPager';
import { DataTable, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { SelectField } from '../../components/SelectField';
import { showToast } from '../../components/toastStore';
import { useCursorPages } from '../../components/useCursorPages';
import { useModal } from '../../modals/useModal';

/** /sensors: the organisation's sensors with kind and place filters. */
export default function SensorsPage() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const text = typeof state.text === 'string' ? state.text : '';
  const kind = typeof state.kind === 'string' ? state.kind : '';
  const placeId = typeof state.placeId === 'number' ? state.placeId : null;
  const filters: SensorFilters = { ...(text.trim() ? { text: text.trim() } : {}), ...(kind ? { kind } : {}), ...(placeId ? { placeId } : {}) };
  const filtered = Object.keys(filters).length > 0;
  const paging = useCursorPages(JSON.stringify(filters));
  const sensors = useSensorSearch(filters, paging.cursor, 25);
  const kinds = useSensorkinds();
  const places = usePlaceSearch({}, null, { limit: 200, enabled: can({ required: ['place_read'] }) });
  const placeName = new Map(places.data?.places.map((p) => [p.id, p.name]));
  const kindName = new Map(kinds.data?.map((k) => [k.ident, k.name]));
  const del = useDeleteSensor();
  const [deleting, setDeleting] = useState<Sensor | null>(null);

  const columns: Columns<Sensor> = [
    { id: 'name', header: intl.formatMessage({ id: 'places.form.name' }), accessorFn: (s) => s.name },
    { id: 'kind', header: intl.formatMessage({ id: 'sensor.kind' }), accessorFn: (s) => kindName.get(s.kind) ?? s.kind },
    {
      id: 'place',
      header: intl.formatMessage({ id: 'sensor.place' }),
      accessorFn: (s) => (s.placeId ? (placeName.get(s.placeId) ?? `#${s.placeId}`) : '—'),
      cell: ({ row: { original: s }, getValue }) =>
        s.placeId ? (
          <Link to={`/places/${s.placeId}`} className="text-brand-700 underline">
            {String(getValue())}
          </Link>
        ) : (
          '—'
        ),
    },
    { id: 'camera', header: intl.formatMessage({ id: 'sensor.camera' }), accessorFn: (s) => (s.streamId ? `#${s.streamId}` : '—') },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'table.actions' }),
      enableSorting: false,
      cell: ({ row: { original: s } }) => (
        <div className="flex gap-1">
          {can({ required: ['sensor_update'] }) && (
            <button type="button" className="rounded px-2 py-1 text-sm text-brand-700 hover:bg-slate-100" onClick={() => open('sensors/edit', { sensorId: s.id })} aria-label={intl.formatMessage({ id: 'places.editNamed' }, { name: s.name })}>
              {intl.formatMessage({ id: 'places.editShort' })}
            </button>
          )}
          {can({ required: ['sensor_delete'] }) && (
            <button type="button" className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50" onClick={() => setDeleting(s)} aria-label={intl.formatMessage({ id: 'places.deleteNamed' }, { name: s.name })}>
              {intl.formatMessage({ id: 'app.delete' })}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.sensors' })}>
        {can({ required: ['sensor_create'] }) && <Button onClick={() => open('sensors/new')}>{intl.formatMessage({ id: 'sensor.new' })}</Button>}
      </PageHeader>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox label={intl.formatMessage({ id: 'table.search' })} value={text} onChange={(v) => update({ text: v || null }, { replace: true })} className="w-full max-w-xs" />
        <SelectField label={intl.formatMessage({ id: 'sensor.kind' })} value={kind} onChange={(e) => update({ kind: e.target.value || null }, { replace: true })}>
          <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
          {kinds.data?.map((k) => (
            <option key={k.ident} value={k.ident}>
              {k.name}
            </option>
          ))}
        </SelectField>
        {places.data && (
          <SelectField label={intl.formatMessage({ id: 'sensor.place' })} value={placeId ?? ''} onChange={(e) => update({ placeId: e.target.value ? Number(e.target.value) : null }, { replace: true })}>
            <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
            {places.data.places.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
        )}
        {filtered && (
          <Button variant="ghost" onClick={() => update({ text: null, kind: null, placeId: null }, { replace: true })}>
            {intl.formatMessage({ id: 'filter.reset' })}
          </Button>
        )}
      </div>
      <DataTable
        label={intl.formatMessage({ id: 'nav.sensors' })}
        columns={columns}
        data={sensors.data?.sensors}
        isLoading={sensors.isLoading}
        error={sensors.error}
        onRetry={() => void sensors.refetch()}
        empty={intl.formatMessage({ id: filtered ? 'sensor.emptyFiltered' : 'sensor.empty' })}
        getRowId={(s) => String(s.id)}
      />
      <CursorPager
        page={paging.index}
        hasPrevious={paging.index > 0}
        hasNext={!!sensors.data?.pagination.cursor}
        busy={sensors.isFetching}
        onPrevious={paging.previous}
        onNext={() => paging.next(sensors.data?.pagination.cursor ?? null)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={intl.formatMessage({ id: 'places.deleteTitle' }, { name: deleting?.name ?? '' })}
        text={intl.formatMessage({ id: 'sensor.deleteText' })}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        disabled={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          del.mutate(deleting.id, {
            onSuccess: () => {
              showToast({ kind: 'success', text: intl.formatMessage({ id: 'places.deleted' }, { name: deleting.name }) });
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}
