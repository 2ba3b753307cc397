import { useIntl } from 'react-intl';
import { useAuditlogs, type AuditlogItem } from '../../api/auditlogs';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { auditFiltersFrom, auditFiltersTo, auditQuery, auditRangeValid, type AuditFilters } from '../../lib/listFilters';
import { useAuditWords } from './actionWords';
import { AuditFiltersBar } from './AuditFiltersBar';

function Changes({ row }: { row: AuditlogItem }) {
  const intl = useIntl();
  if (!row.before && !row.after) return <span className="text-slate-400">—</span>;
  return (
    <details className="max-w-md">
      <summary className="cursor-pointer text-brand-700">{intl.formatMessage({ id: 'audit.changes' })}</summary>
      <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify({ before: row.before, after: row.after }, null, 2)}</pre>
    </details>
  );
}

/** /auditlogs (expanded layout): filters in the URL, the list grows page by page, order by time on the server. */
export default function AuditlogsPage() {
  const intl = useIntl();
  const words = useAuditWords();
  const [state, update] = useRouteState();
  const filters = auditFiltersFrom(state);
  const valid = auditRangeValid(filters);
  const logs = useAuditlogs(auditQuery(filters), valid);
  const setFilters = (f: AuditFilters) => update({ filter: auditFiltersTo(f) }, { replace: true });
  const rows = logs.data?.pages.flatMap((p) => p.auditlogs);
  const columns: Columns<AuditlogItem> = [
    {
      ...colId('time'),
      accessorKey: 'createdAt',
      header: () => (
        <button
          type="button"
          className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
          aria-label={intl.formatMessage({ id: 'audit.sortByTime' })}
          onClick={() => setFilters({ ...filters, order: filters.order === 'created_at' ? '-created_at' : 'created_at' })}
        >
          {intl.formatMessage({ id: 'audit.time' })}
          <span aria-hidden="true">{filters.order === 'created_at' ? '▲' : '▼'}</span>
        </button>
      ),
      enableSorting: false,
      cell: ({ row }) => <span className="whitespace-nowrap">{intl.formatDate(row.original.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}</span>,
    },
    { ...colId('user'), accessorFn: (r) => r.username ?? '—', header: intl.formatMessage({ id: 'audit.user' }), enableSorting: false },
    {
      ...colId('action'),
      accessorKey: 'actionType',
      header: intl.formatMessage({ id: 'audit.action' }),
      enableSorting: false,
      cell: ({ row }) => <span title={row.original.actionType}>{words.action(row.original.actionType)}</span>,
    },
    {
      ...colId('object'),
      accessorFn: (r) => `${words.resource(r.resourceType)}${r.resourceId ? ` #${r.resourceId}` : ''}`,
      header: intl.formatMessage({ id: 'audit.object' }),
      enableSorting: false,
    },
    { ...colId('ip'), accessorFn: (r) => r.ip ?? '—', header: intl.formatMessage({ id: 'audit.ip' }), enableSorting: false },
    { ...colId('changes'), header: intl.formatMessage({ id: 'audit.changes' }), enableSorting: false, cell: ({ row }) => <Changes row={row.original} /> },
  ];
  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.auditlogs' })} />
      <AuditFiltersBar filters={filters} onChange={setFilters} />
      <DataTable
        label={intl.formatMessage({ id: 'nav.auditlogs' })}
        columns={columns}
        data={valid ? rows : []}
        isLoading={logs.isPending}
        error={logs.error}
        onRetry={() => void logs.refetch()}
        empty={intl.formatMessage({ id: 'audit.empty' })}
        getRowId={(r) => String(r.id)}
        enableSorting={false}
      />
      {logs.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" disabled={logs.isFetchingNextPage} onClick={() => void logs.fetchNextPage()}>
            {intl.formatMessage({ id: logs.isFetchingNextPage ? 'app.loading' : 'audit.more' })}
          </Button>
        </div>
      )}
    </div>
  );
}
