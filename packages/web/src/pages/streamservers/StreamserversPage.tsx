import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useStreamserverHealth, useStreamserverList, type Streamserver } from '../../api/streamservers';
import { QueryPager } from '../../components/QueryPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { StorageBadge } from '../../components/StorageFacts';
import { useCursorPages } from '../../components/useCursorPages';
import { useModal } from '../../modals/useModal';
import { LiveBadge } from '../cameras/StateBadge';

/** /streamservers (superuser): media services with their health. */
export default function StreamserversPage() {
  const intl = useIntl();
  const { open } = useModal();
  const paging = useCursorPages('');
  const list = useStreamserverList('', paging.cursor);
  const health = useStreamserverHealth();
  const columns: Columns<Streamserver> = [
    {
      ...colId('name'),
      accessorKey: 'name',
      header: intl.formatMessage({ id: 'ss.name' }),
      cell: ({ row }) => (
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => open('ss/show', { id: row.original.id })}>
          {row.original.name}
        </button>
      ),
    },
    {
      ...colId('status'),
      accessorKey: 'status',
      header: intl.formatMessage({ id: 'edge.status' }),
      cell: ({ row }) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <LiveBadge status={health.data?.get(row.original.id)?.status ?? row.original.status} />
          <StorageBadge storage={row.original.storage} archives={row.original.archives} />
        </span>
      ),
    },
    {
      ...colId('streams'),
      accessorKey: 'streamCount',
      header: intl.formatMessage({ id: 'ss.streams' }),
      cell: ({ row }) => {
        const failed = health.data?.get(row.original.id)?.failedStreams ?? 0;
        return failed ? intl.formatMessage({ id: 'ss.streamsFailed' }, { n: row.original.streamCount, failed }) : row.original.streamCount;
      },
    },
    { ...colId('group'), accessorKey: 'capacitygroupToken', header: intl.formatMessage({ id: 'camera.capacitygroup' }) },
    { ...colId('url'), accessorKey: 'publicUrl', header: intl.formatMessage({ id: 'ss.publicUrl' }), enableSorting: false },
    {
      ...colId('actions'),
      header: intl.formatMessage({ id: 'table.actions' }),
      enableSorting: false,
      cell: ({ row }) => (
        <Link
          to={`/streamservers/${row.original.id}/edit`}
          className="font-medium text-brand-700 hover:underline"
          aria-label={intl.formatMessage({ id: 'ss.editNamed' }, { name: row.original.name })}
        >
          {intl.formatMessage({ id: 'ss.edit' })}
        </Link>
      ),
    },
  ];
  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.streamservers' })}>
        <Link
          to="/streamservers/new"
          className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-hover"
        >
          {intl.formatMessage({ id: 'ss.new' })}
        </Link>
      </PageHeader>
      <DataTable
        label={intl.formatMessage({ id: 'nav.streamservers' })}
        columns={columns}
        data={list.data?.streamservers}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={intl.formatMessage({ id: 'ss.empty' })}
        getRowId={(s) => String(s.id)}
      />
      <QueryPager paging={paging} query={list} />
    </div>
  );
}
