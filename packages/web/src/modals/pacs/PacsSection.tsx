import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { usePacsSearch, type Pacs } from '../../api/pacses';
import { Button } from '../../components/Button';
import { CursorPager } from '../../components/CursorPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { useCursorPages } from '../../components/useCursorPages';
import type { MessageId } from '../../i18n/messages/en';
import { useModal } from '../useModal';
import { syncSummary } from './logic';
import { SyncBadge } from './SyncBadge';

/** The "Access control" block of /lists: the systems with their sync state; opens pacs/info and pacs/form. */
export function PacsSection() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const canRead = can({ required: ['pacs_read'] });
  const canCreate = can({ required: ['pacs_create'] });
  const paging = useCursorPages('');
  const q = usePacsSearch({}, paging.cursor, { enabled: canRead, poll: true });
  if (!canRead) return null;
  const title = intl.formatMessage({ id: 'pacs.title' });

  const columns: Columns<Pacs> = [
    {
      ...colId('name'),
      accessorKey: 'name',
      header: intl.formatMessage({ id: 'pacs.name' }),
      cell: ({ row }) => (
        <div className="min-w-0">
          <button
            type="button"
            className="text-left font-medium text-brand-700 hover:underline focus-visible:underline"
            aria-label={intl.formatMessage({ id: 'pacs.detailsNamed' }, { name: row.original.name })}
            onClick={() => open('pacs/info', { id: row.original.id })}
          >
            {row.original.name}
          </button>
          <p className="break-all text-xs text-slate-500">
            {intl.formatMessage({ id: `pacs.vendor.${row.original.vendor}` as MessageId })} ·{' '}
            <span className="font-mono">
              {row.original.host}:{row.original.port}
            </span>
          </p>
        </div>
      ),
    },
    {
      ...colId('kind'),
      accessorKey: 'kind',
      header: intl.formatMessage({ id: 'pacs.kind' }),
      cell: ({ row }) => (
        <div className="text-sm">
          {intl.formatMessage({ id: `pacs.kind.${row.original.kind}` as MessageId })}
          <p className="text-xs text-slate-500">
            {intl.formatMessage(
              { id: 'pacs.listCount' },
              { count: row.original.kind === 'person' ? row.original.facelistIds.length : row.original.listIds.length },
            )}
          </p>
        </div>
      ),
    },
    {
      ...colId('sync'),
      accessorFn: (p) => p.failedCount,
      header: intl.formatMessage({ id: 'pacs.sync' }),
      cell: ({ row }) => {
        const s = syncSummary(row.original);
        return (
          <div className="flex flex-col items-start gap-1 text-xs">
            <SyncBadge state={s.state} />
            <span className="tabular-nums text-slate-600">
              {intl.formatMessage({ id: 'pacs.syncedCount' }, { count: s.synced })}
              {s.pending > 0 && <> · {intl.formatMessage({ id: 'pacs.pendingCount' }, { count: s.pending })}</>}
              {s.failed > 0 && <span className="font-medium text-red-700"> · {intl.formatMessage({ id: 'pacs.failedCount' }, { count: s.failed })}</span>}
            </span>
          </div>
        );
      },
    },
    {
      ...colId('actions'),
      header: intl.formatMessage({ id: 'table.actions' }),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'pacs.detailsNamed' }, { name: row.original.name })}
            onClick={() => open('pacs/info', { id: row.original.id })}
          >
            {intl.formatMessage({ id: 'pacs.details' })}
          </Button>
          {canCreate && (
            <Button
              variant="ghost"
              aria-label={intl.formatMessage({ id: 'pacs.editNamed' }, { name: row.original.name })}
              onClick={() => open('pacs/form', { id: row.original.id })}
            >
              {intl.formatMessage({ id: 'pacs.edit' })}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-label={title} className="mt-8 flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-sm text-slate-500">{intl.formatMessage({ id: 'pacs.sectionText' })}</p>
        </div>
        {canCreate && (
          <Button variant="secondary" onClick={() => open('pacs/form')}>
            {intl.formatMessage({ id: 'pacs.new' })}
          </Button>
        )}
      </div>
      <DataTable
        label={title}
        columns={columns}
        data={q.data?.pacses}
        isLoading={q.isPending}
        error={q.error}
        onRetry={() => void q.refetch()}
        empty={intl.formatMessage({ id: 'pacs.empty' })}
        getRowId={(p) => String(p.id)}
      />
      {(paging.index > 0 || !!q.data?.pagination.cursor) && (
        <CursorPager
          page={paging.index}
          hasPrevious={paging.index > 0}
          hasNext={!!q.data?.pagination.cursor}
          busy={q.isFetching}
          onPrevious={paging.previous}
          onNext={() => paging.next(q.data?.pagination.cursor ?? null)}
        />
      )}
    </section>
  );
}
