import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { useDeletePacs, usePacs, usePacsItem, type Pacs, type PacsItemAction } from '../../api/pacses';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import { GONE } from '../../lib/retry';
import type { MessageId } from '../../i18n/messages/en';
import { useModal } from '../useModal';
import type { ModalProps } from '../types';
import { sortEntries, syncSummary } from './logic';
import { SyncBadge } from './SyncBadge';

/** One person or vehicle on the device, as the table shows it. */
type Row = {
  key: string;
  label: string;
  status: 'pending' | 'synced' | 'failed';
  removing: boolean;
  error: string | null;
  attempts: number;
  syncedAt: string | null;
  action: (remove: boolean) => PacsItemAction;
};

function rowsOf(p: Pacs): Row[] {
  const persons = p.persons.map((e): Row => ({
    key: `p${e.faceId}`,
    label: e.faceName,
    status: e.status,
    removing: e.removing,
    error: e.error,
    attempts: e.attempts,
    syncedAt: e.syncedAt,
    action: (remove) => ({ kind: 'person', faceId: e.faceId, remove }),
  }));
  const vehicles = p.vehicles.map((e): Row => ({
    key: `v${e.plateId}`,
    label: e.number,
    status: e.status,
    removing: e.removing,
    error: e.error,
    attempts: e.attempts,
    syncedAt: e.syncedAt,
    action: (remove) => ({ kind: 'vehicle', plateId: e.plateId, remove }),
  }));
  return sortEntries([...persons, ...vehicles], (r) => r.label);
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-sm font-medium text-slate-800">{children}</dd>
    </div>
  );
}

function Info({ p, onClose }: { p: Pacs; onClose: () => void }) {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const canUpdate = can({ required: ['pacs_update'] });
  const canDelete = can({ required: ['pacs_delete'] });
  const item = usePacsItem(p.id);
  const del = useDeletePacs();
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const s = syncSummary(p);
  const rows = rowsOf(p);

  const act = (r: Row, remove: boolean) =>
    item.mutate(r.action(remove), {
      onSuccess: () => showToast({ kind: 'success', text: intl.formatMessage({ id: remove ? 'pacs.removed' : 'pacs.pushed' }, { name: r.label }) }),
    });

  const columns: Columns<Row> = [
    {
      ...colId('item'),
      accessorKey: 'label',
      header: intl.formatMessage({ id: 'pacs.colItem' }),
      cell: ({ row }) => <span className="font-medium">{row.original.label}</span>,
    },
    {
      ...colId('status'),
      accessorFn: (r) => r.status,
      header: intl.formatMessage({ id: 'pacs.colStatus' }),
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-1">
          <SyncBadge state={row.original.status} item />
          {row.original.removing && <span className="text-xs text-slate-500">{intl.formatMessage({ id: 'pacs.removing' })}</span>}
        </div>
      ),
    },
    {
      ...colId('error'),
      accessorFn: (r) => r.error ?? '',
      header: intl.formatMessage({ id: 'pacs.colError' }),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.error ? (
          <span className="block max-w-xs break-words font-mono text-xs text-red-800">{row.original.error}</span>
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
    {
      ...colId('attempts'),
      accessorKey: 'attempts',
      header: intl.formatMessage({ id: 'pacs.colAttempts' }),
      cell: ({ row }) => <span className="tabular-nums">{row.original.attempts}</span>,
    },
    {
      ...colId('syncedAt'),
      accessorFn: (r) => r.syncedAt ?? '',
      header: intl.formatMessage({ id: 'pacs.colSyncedAt' }),
      cell: ({ row }) =>
        row.original.syncedAt ? (
          <time dateTime={row.original.syncedAt} className="whitespace-nowrap text-xs">
            {intl.formatDate(row.original.syncedAt, { dateStyle: 'short', timeStyle: 'medium' })}
          </time>
        ) : (
          <span className="text-xs text-slate-500">{intl.formatMessage({ id: 'pacs.never' })}</span>
        ),
    },
    ...(canUpdate
      ? ([
          {
            ...colId('actions'),
            header: intl.formatMessage({ id: 'table.actions' }),
            enableSorting: false,
            cell: ({ row }) => (
              <div className="flex flex-wrap gap-1">
                {!row.original.removing && (
                  <Button
                    variant="ghost"
                    disabled={item.isPending}
                    aria-label={intl.formatMessage({ id: 'pacs.pushNamed' }, { name: row.original.label })}
                    onClick={() => act(row.original, false)}
                  >
                    {intl.formatMessage({ id: 'pacs.push' })}
                  </Button>
                )}
                {!row.original.removing && (
                  <Button
                    variant="ghost"
                    disabled={item.isPending}
                    aria-label={intl.formatMessage({ id: 'pacs.removeNamed' }, { name: row.original.label })}
                    onClick={() => setRemoving(row.original)}
                  >
                    {intl.formatMessage({ id: 'pacs.remove' })}
                  </Button>
                )}
              </div>
            ),
          },
        ] satisfies Columns<Row>)
      : []),
  ];

  const confirmDelete = () =>
    del.mutate(p.id, {
      onSuccess: () => {
        setDeleting(false);
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'pacs.deleted' }, { name: p.name }) });
        onClose();
      },
      onError: () => setDeleting(false),
    });

  return (
    <Modal
      title={p.name}
      description={`${intl.formatMessage({ id: `pacs.vendor.${p.vendor}` as MessageId })} · ${intl.formatMessage({ id: `pacs.kind.${p.kind}` as MessageId })}`}
      onClose={onClose}
      wide
      footer={
        <>
          {canDelete && (
            <Button variant="danger" className="sm:mr-auto" disabled={del.isPending} onClick={() => setDeleting(true)}>
              {intl.formatMessage({ id: 'pacs.delete' })}
            </Button>
          )}
          {canUpdate && (
            <Button variant="secondary" onClick={() => open('pacs/form', { id: p.id })}>
              {intl.formatMessage({ id: 'pacs.edit' })}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.close' })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label={intl.formatMessage({ id: 'pacs.address' })}>
            <span className="font-mono">
              {p.host}:{p.port}
            </span>
          </Fact>
          <Fact label={intl.formatMessage({ id: 'pacs.channel' })}>{p.channel}</Fact>
          <Fact label={intl.formatMessage({ id: 'pacs.version' })}>{p.version ?? intl.formatMessage({ id: 'pacs.unknown' })}</Fact>
          <Fact label={intl.formatMessage({ id: 'pacs.lists' })}>
            {intl.formatMessage({ id: 'pacs.listCount' }, { count: p.kind === 'person' ? p.facelistIds.length : p.listIds.length })}
          </Fact>
        </dl>
        <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
          <SyncBadge state={s.state} />
          <span className="tabular-nums">{intl.formatMessage({ id: 'pacs.syncedCount' }, { count: s.synced })}</span>
          <span className="tabular-nums text-amber-800">{intl.formatMessage({ id: 'pacs.pendingCount' }, { count: s.pending })}</span>
          <span className={`tabular-nums ${s.failed > 0 ? 'font-semibold text-red-700' : ''}`}>
            {intl.formatMessage({ id: 'pacs.failedCount' }, { count: s.failed })}
          </span>
        </div>
        <h3 className="text-sm font-semibold">{intl.formatMessage({ id: p.kind === 'person' ? 'pacs.persons' : 'pacs.vehicles' })}</h3>
        <DataTable
          label={p.name}
          columns={columns}
          data={rows}
          isLoading={false}
          error={null}
          onRetry={() => undefined}
          empty={intl.formatMessage({ id: 'pacs.noItems' })}
          getRowId={(r) => r.key}
        />
      </div>
      <ConfirmDialog
        open={deleting}
        title={intl.formatMessage({ id: 'pacs.deleteQuestion' }, { name: p.name })}
        text={intl.formatMessage({ id: 'pacs.deleteText' })}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        disabled={del.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={intl.formatMessage({ id: 'pacs.removeQuestion' }, { name: removing?.label ?? '' })}
        text={intl.formatMessage({ id: 'pacs.removeText' })}
        confirmLabel={intl.formatMessage({ id: 'pacs.remove' })}
        onConfirm={() => {
          if (removing) act(removing, true);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Modal>
  );
}

/** pacs/info ({id}): the system's connection, its sync counts and every person or vehicle with its state. */
export default function PacsInfoModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = typeof props.id === 'number' ? props.id : null;
  const q = usePacs(id);
  if (id === null || q.isError) {
    return (
      <Modal title={intl.formatMessage({ id: 'pacs.title' })} onClose={onClose}>
        <LoadError error={id === null ? GONE : q.error} onRetry={() => void q.refetch()} failed="pacs.oneLoadError" what="pacs" />
      </Modal>
    );
  }
  if (!q.data) return <Spinner />;
  return <Info p={q.data} onClose={onClose} />;
}
