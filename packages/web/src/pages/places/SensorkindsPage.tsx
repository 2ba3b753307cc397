import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteSensorkind, useSensorkinds, type Sensorkind } from '../../api/sensorkinds';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { showToast } from '../../components/toastStore';
import { useModal } from '../../modals/useModal';

/** /sensorkinds (superuser): the kinds sensors report as, keyed by ident. */
export default function SensorkindsPage() {
  const intl = useIntl();
  const { open } = useModal();
  const kinds = useSensorkinds();
  const del = useDeleteSensorkind();
  const [deleting, setDeleting] = useState<Sensorkind | null>(null);
  const columns: Columns<Sensorkind> = [
    { id: 'ident', header: intl.formatMessage({ id: 'sensorkind.ident' }), accessorFn: (k) => k.ident, cell: ({ getValue }) => <code>{String(getValue())}</code> },
    { id: 'name', header: intl.formatMessage({ id: 'places.form.name' }), accessorFn: (k) => k.name },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'table.actions' }),
      enableSorting: false,
      cell: ({ row: { original: k } }) => (
        <div className="flex gap-1">
          <button type="button" className="rounded px-2 py-1 text-sm text-brand-700 hover:bg-slate-100" onClick={() => open('sensorkinds/edit', { ident: k.ident })} aria-label={intl.formatMessage({ id: 'places.editNamed' }, { name: k.name })}>
            {intl.formatMessage({ id: 'places.editShort' })}
          </button>
          <button type="button" className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50" onClick={() => setDeleting(k)} aria-label={intl.formatMessage({ id: 'places.deleteNamed' }, { name: k.name })}>
            {intl.formatMessage({ id: 'app.delete' })}
          </button>
        </div>
      ),
    },
  ];
  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.sensorkinds' })}>
        <Button onClick={() => open('sensorkinds/new')}>{intl.formatMessage({ id: 'sensorkind.new' })}</Button>
      </PageHeader>
      <DataTable
        label={intl.formatMessage({ id: 'nav.sensorkinds' })}
        columns={columns}
        data={kinds.data}
        isLoading={kinds.isLoading}
        error={kinds.error}
        onRetry={() => void kinds.refetch()}
        empty={intl.formatMessage({ id: 'sensorkind.empty' })}
        getRowId={(k) => k.ident}
      />
      <ConfirmDialog
        open={!!deleting}
        title={intl.formatMessage({ id: 'places.deleteTitle' }, { name: deleting?.name ?? '' })}
        text={intl.formatMessage({ id: 'sensorkind.deleteText' })}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        disabled={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          del.mutate(deleting.ident, {
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
