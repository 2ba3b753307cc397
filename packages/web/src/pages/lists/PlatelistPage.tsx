import { COLORS } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { usePlatelist, type Platelist } from '../../api/platelists';
import { useDeletePlate, usePlateSearch, type Plate } from '../../api/plates';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { QueryPager } from '../../components/QueryPager';
import { SearchBox } from '../../components/SearchBox';
import { SelectField } from '../../components/SelectField';
import { useCursorPages } from '../../components/useCursorPages';
import { PLATE_REGIONS } from '../../lib/plateMask';
import { displayPlate, isPlateFormat, PREFERRED_REGIONS, type PlateFormat } from '../../lib/plateDisplay';
import { useModal } from '../../modals/useModal';
import { DeleteButton } from './DeleteButton';
import { FaceThumb } from './FaceThumb';
import { ListGate, ListHeader, useListId } from './ListHeader';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The plate number shown with the region masks. */
export function usePlateText() {
  const intl = useIntl();
  const [state] = useRouteState();
  const format: PlateFormat = isPlateFormat(state.plateFormat) ? state.plateFormat : 'auto';
  const preferred = PREFERRED_REGIONS[intl.locale.slice(0, 2)] ?? [];
  return { format, show: (n: string) => displayPlate(n, format, preferred) };
}

export function colorName(intl: ReturnType<typeof useIntl>, c: string | null): string {
  return c && (COLORS as readonly string[]).includes(c) ? intl.formatMessage({ id: `lists.color.${c}` as 'lists.color.black' }) : '—';
}

const VEHICLE_TYPES = ['car', 'truck', 'bus', 'van', 'motorcycle', 'trailer'];

/** A vehicle type in the user's language when it is one the form offers, else as typed. */
export function vehicleTypeName(intl: ReturnType<typeof useIntl>, t: string | null): string {
  if (!t) return '—';
  return VEHICLE_TYPES.includes(t) ? intl.formatMessage({ id: `lists.vehicleType.${t}` as 'lists.vehicleType.car' }) : t;
}

export function dateText(intl: ReturnType<typeof useIntl>, d: string | null): string {
  return d ? intl.formatDate(`${d}T00:00:00`, { dateStyle: 'medium' }) : '—';
}

function PlatesTable({ list }: { list: Platelist }) {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const text = str(state.text);
  const paging = useCursorPages(text);
  const plates = usePlateSearch(list.id, text, paging.cursor);
  const remove = useDeletePlate();
  const { format, show } = usePlateText();
  const canEdit = can({ required: ['plate_update'] });
  const canDelete = can({ required: ['plate_delete'] });
  const columns: Columns<Plate> = [
    {
      ...colId('number'),
      accessorKey: 'number',
      header: intl.formatMessage({ id: 'lists.plateNumber' }),
      cell: ({ row }) => (
        <button
          type="button"
          className="font-mono font-semibold tracking-wide whitespace-nowrap text-brand-700 hover:underline"
          onClick={() => open('plates/show', { plateId: row.original.id })}
        >
          {show(row.original.number)}
        </button>
      ),
    },
    {
      ...colId('image'),
      header: intl.formatMessage({ id: 'lists.vehicleImage' }),
      enableSorting: false,
      cell: ({ row }) => <FaceThumb url={row.original.vehicleImageUrl} name={row.original.number} className="h-12 w-20" />,
    },
    { ...colId('owner'), accessorFn: (p) => p.ownerFullName ?? '—', header: intl.formatMessage({ id: 'lists.owner' }) },
    { ...colId('ownerDocument'), accessorFn: (p) => p.ownerDocumentNumber ?? '—', header: intl.formatMessage({ id: 'lists.ownerDocument' }) },
    {
      ...colId('ownerBirth'),
      accessorFn: (p) => p.ownerBirthDate ?? '',
      header: intl.formatMessage({ id: 'lists.ownerBirthDate' }),
      cell: ({ row }) => dateText(intl, row.original.ownerBirthDate),
    },
    {
      ...colId('vehicle'),
      accessorFn: (p) => [p.vehicleManufacturer, p.vehicleModel].filter(Boolean).join(' ') || '—',
      header: intl.formatMessage({ id: 'lists.vehicle' }),
    },
    { ...colId('type'), accessorFn: (p) => vehicleTypeName(intl, p.vehicleType), header: intl.formatMessage({ id: 'lists.vehicleType' }) },
    { ...colId('color'), accessorFn: (p) => colorName(intl, p.vehicleColor), header: intl.formatMessage({ id: 'lists.vehicleColor' }) },
    {
      ...colId('made'),
      accessorFn: (p) => p.vehicleManufactureDate ?? '',
      header: intl.formatMessage({ id: 'lists.manufactureDate' }),
      cell: ({ row }) => dateText(intl, row.original.vehicleManufactureDate),
    },
    ...(canEdit || canDelete
      ? [
          {
            ...colId('actions'),
            header: intl.formatMessage({ id: 'table.actions' }),
            enableSorting: false,
            cell: ({ row }: { row: { original: Plate } }) => (
              <div className="flex flex-wrap gap-1">
                {canEdit && (
                  <Button
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: 'lists.editNamed' }, { name: row.original.number })}
                    onClick={() => open('plates/edit', { plateId: row.original.id, platelistId: list.id })}
                  >
                    {intl.formatMessage({ id: 'lists.edit' })}
                  </Button>
                )}
                {canDelete && (
                  <DeleteButton
                    label={intl.formatMessage({ id: 'lists.deleteNamed' }, { name: row.original.number })}
                    question={intl.formatMessage({ id: 'lists.deletePlateQuestion' }, { number: show(row.original.number) })}
                    onDelete={() => remove.mutateAsync(row.original.id)}
                  />
                )}
              </div>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label={intl.formatMessage({ id: 'lists.searchPlates' })}
          value={text}
          onChange={(v) => update({ text: v || null }, { replace: true })}
          className="w-full max-w-xs"
        />
        <SelectField
          label={intl.formatMessage({ id: 'lists.plateFormat' })}
          value={format}
          onChange={(e) => update({ plateFormat: e.target.value === 'auto' ? null : e.target.value }, { replace: true })}
        >
          <option value="auto">{intl.formatMessage({ id: 'lists.plateFormatAuto' })}</option>
          {PLATE_REGIONS.map((r) => (
            <option key={r} value={r}>
              {r.toUpperCase()}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        label={intl.formatMessage({ id: 'lists.plates' })}
        columns={columns}
        data={plates.data?.plates}
        isLoading={plates.isPending}
        error={plates.error}
        onRetry={() => void plates.refetch()}
        empty={intl.formatMessage({ id: text.trim() ? 'lists.noPlatesMatch' : 'lists.noPlates' })}
        getRowId={(p) => String(p.id)}
      />
      <QueryPager paging={paging} query={plates} />
    </div>
  );
}

/** /platelists/:platelistId: a plate list's vehicles with every plate field. */
export default function PlatelistPage() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const list = usePlatelist(useListId('platelistId'));
  return (
    <ListGate query={list}>
      {(l) => (
        <div>
          <ListHeader
            kind="plate"
            list={l}
            facts={[[intl.formatMessage({ id: 'lists.plateCount' }), l.plateCount]]}
            synced={`${l.plateSyncCount} / ${l.plateCount}`}
          >
            {can({ required: ['plate_create'] }) && (
              <Button onClick={() => open('plates/new', { platelistId: l.id })}>{intl.formatMessage({ id: 'lists.newPlate' })}</Button>
            )}
          </ListHeader>
          <PlatesTable list={l} />
        </div>
      )}
    </ListGate>
  );
}
