import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteSensorkind, useSensorkinds, type Sensorkind } from '../../api/sensorkinds';
import { Button } from '../../components/Button';
import { DataTable, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useModal } from '../../modals/useModal';
import { ConfirmDeleteBy, EditDeleteButtons } from './EditDelete';

/** /sensorkinds (superuser): the kinds sensors report as, keyed by ident. */
export default function SensorkindsPage() {
  const intl = useIntl();
  const { open } = useModal();
  const kinds = useSensorkinds();
  const del = useDeleteSensorkind();
  const [deleting, setDeleting] = useState<Sensorkind | null>(null);
  const columns: Columns<Sensorkind> = [
    {
      id: 'ident',
      header: intl.formatMessage({ id: 'sensorkind.ident' }),
      accessorFn: (k) => k.ident,
      cell: ({ getValue }) => <code>{String(getValue())}</code>,
    },
    { id: 'name', header: intl.formatMessage({ id: 'places.form.name' }), accessorFn: (k) => k.name },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'table.actions' }),
      enableSorting: false,
      cell: ({ row: { original: k } }) => (
        <div className="flex gap-1">
          <EditDeleteButtons name={k.name} onEdit={() => open('sensorkinds/edit', { ident: k.ident })} onDelete={() => setDeleting(k)} />
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
      <ConfirmDeleteBy
        item={deleting}
        keyOf={(k) => k.ident}
        text={intl.formatMessage({ id: 'sensorkind.deleteText' })}
        remove={del}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
