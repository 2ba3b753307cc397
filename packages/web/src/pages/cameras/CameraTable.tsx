import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { CameraItem, CameraPage } from '../../api/cameras';
import { Button } from '../../components/Button';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import type { CameraActions } from './CameraGrid';
import { StateBadge } from './StateBadge';

/** Cameras as a table (cards on narrow screens). */
export function CameraTable({ query, filtered, canEdit, onSettings, onWatch }: { query: UseQueryResult<CameraPage>; filtered: boolean } & CameraActions) {
  const intl = useIntl();
  const columns: Columns<CameraItem> = [
    { ...colId('name'), accessorKey: 'name', header: intl.formatMessage({ id: 'camera.name' }) },
    { ...colId('state'), accessorKey: 'state', header: intl.formatMessage({ id: 'camera.state' }), cell: ({ row }) => <StateBadge camera={row.original} /> },
    { ...colId('address'), accessorFn: (c) => c.source.url, header: intl.formatMessage({ id: 'camera.address' }), enableSorting: false },
    {
      ...colId('modules'),
      accessorFn: (c) => c.videoModules.map((m) => intl.formatMessage({ id: `camera.module.${m}` as 'camera.module.fr' })).join(', '),
      header: intl.formatMessage({ id: 'camera.analytics' }),
      enableSorting: false,
    },
    { ...colId('edge'), accessorFn: (c) => c.edge?.name ?? '—', header: intl.formatMessage({ id: 'camera.edge' }) },
    {
      ...colId('actions'),
      header: intl.formatMessage({ id: 'table.actions' }),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex gap-2">
          <Button variant="ghost" onClick={() => onWatch(row.original.id)}>
            {intl.formatMessage({ id: 'camera.watch' })}
          </Button>
          {canEdit && (
            <Button
              variant="ghost"
              onClick={() => onSettings(row.original.id)}
              aria-label={intl.formatMessage({ id: 'camera.settingsNamed' }, { name: row.original.name })}
            >
              {intl.formatMessage({ id: 'camera.settings' })}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label={intl.formatMessage({ id: 'nav.cameras' })}
      columns={columns}
      data={query.data?.cameras}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={intl.formatMessage({ id: filtered ? 'camera.noMatch' : 'camera.empty' })}
      getRowId={(c) => String(c.id)}
    />
  );
}
