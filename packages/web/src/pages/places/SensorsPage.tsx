import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { usePlaceSearch } from '../../api/places';
import { useSensorkinds } from '../../api/sensorkinds';
import { useDeleteSensor, useSensorSearch, type Sensor, type SensorFilters } from '../../api/sensors';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { DataTable, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { QueryPager } from '../../components/QueryPager';
import { SelectField } from '../../components/SelectField';
import { useCursorPages } from '../../components/useCursorPages';
import { useModal } from '../../modals/useModal';
import { ConfirmDelete, EditDeleteButtons } from './EditDelete';
import { SearchFilters } from './SearchFilters';

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
          <EditDeleteButtons
            name={s.name}
            onEdit={can({ required: ['sensor_update'] }) ? () => open('sensors/edit', { sensorId: s.id }) : undefined}
            onDelete={can({ required: ['sensor_delete'] }) ? () => setDeleting(s) : undefined}
          />
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.sensors' })}>
        {can({ required: ['sensor_create'] }) && <Button onClick={() => open('sensors/new')}>{intl.formatMessage({ id: 'sensor.new' })}</Button>}
      </PageHeader>
      <SearchFilters
        text={text}
        onText={(v) => update({ text: v || null }, { replace: true })}
        filtered={filtered}
        onReset={() => update({ text: null, kind: null, placeId: null }, { replace: true })}
      >
        <SelectField
          label={intl.formatMessage({ id: 'sensor.kind' })}
          value={kind}
          onChange={(e) => update({ kind: e.target.value || null }, { replace: true })}
        >
          <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
          {kinds.data?.map((k) => (
            <option key={k.ident} value={k.ident}>
              {k.name}
            </option>
          ))}
        </SelectField>
        {places.data && (
          <SelectField
            label={intl.formatMessage({ id: 'sensor.place' })}
            value={placeId ?? ''}
            onChange={(e) => update({ placeId: e.target.value ? Number(e.target.value) : null }, { replace: true })}
          >
            <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
            {places.data.places.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
        )}
      </SearchFilters>
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
      <QueryPager paging={paging} query={sensors} />
      <ConfirmDelete item={deleting} text={intl.formatMessage({ id: 'sensor.deleteText' })} remove={del} onClose={() => setDeleting(null)} />
    </div>
  );
}
