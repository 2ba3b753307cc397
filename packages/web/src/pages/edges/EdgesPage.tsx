import { useIntl } from 'react-intl';
import { useEdgeSearch, type Edge, type EdgeFilters } from '../../api/edges';
import { useRouteState } from '../../app/routeState';
import { QueryPager } from '../../components/QueryPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { useCursorPages } from '../../components/useCursorPages';
import { useModal } from '../../modals/useModal';
import { LiveBadge } from '../cameras/StateBadge';

/** /edges: analytics machines with their live status (polled). */
export default function EdgesPage() {
  const intl = useIntl();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const active = state.isActive === 'true' ? true : state.isActive === 'false' ? false : undefined;
  const filters: EdgeFilters = active === undefined ? {} : { isActive: active };
  const paging = useCursorPages(JSON.stringify(filters));
  const edges = useEdgeSearch(filters, paging.cursor);
  const columns: Columns<Edge> = [
    {
      ...colId('name'),
      accessorKey: 'name',
      header: intl.formatMessage({ id: 'edge.name' }),
      cell: ({ row }) => (
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => open('edge/show', { edgeId: row.original.id })}>
          {row.original.name}
        </button>
      ),
    },
    { ...colId('serial'), accessorKey: 'serialNumber', header: intl.formatMessage({ id: 'edge.serial' }) },
    {
      ...colId('status'),
      accessorFn: (e) => e.status?.status ?? 'offline',
      header: intl.formatMessage({ id: 'edge.status' }),
      cell: ({ row }) => <LiveBadge status={row.original.status?.status} />,
    },
    {
      ...colId('util'),
      accessorFn: (e) => e.status?.util ?? -1,
      header: intl.formatMessage({ id: 'edge.util' }),
      cell: ({ row }) => (row.original.status ? `${Math.round(row.original.status.util * 100)} %` : '—'),
    },
    { ...colId('cameras'), accessorKey: 'cameraCount', header: intl.formatMessage({ id: 'edge.cameras' }) },
    { ...colId('group'), accessorKey: 'capacitygroupToken', header: intl.formatMessage({ id: 'camera.capacitygroup' }) },
  ];
  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.edges' })} />
      <div className="mb-4 max-w-xs">
        <SelectField
          label={intl.formatMessage({ id: 'edge.status' })}
          value={state.isActive === undefined ? '' : String(state.isActive)}
          onChange={(e) => update({ isActive: e.target.value || null }, { replace: true })}
        >
          <option value="">{intl.formatMessage({ id: 'filter.all' })}</option>
          <option value="true">{intl.formatMessage({ id: 'machine.status.online' })}</option>
          <option value="false">{intl.formatMessage({ id: 'machine.status.offline' })}</option>
        </SelectField>
      </div>
      <DataTable
        label={intl.formatMessage({ id: 'nav.edges' })}
        columns={columns}
        data={edges.data?.edges}
        isLoading={edges.isPending}
        error={edges.error}
        onRetry={() => void edges.refetch()}
        empty={intl.formatMessage({ id: 'edge.empty' })}
        getRowId={(e) => String(e.id)}
      />
      <QueryPager paging={paging} query={edges} />
    </div>
  );
}
