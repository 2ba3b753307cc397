import { useIntl } from 'react-intl';
import { useLicenseUsage, type UsageCounter } from '../../api/licenses';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { usageFull } from '../../lib/licenseStatus';
import { useLimitName } from './limitNames';

/** Usage counters (name, kind, current, limit) of the caller's organisation or the one given. */
export function UsageTable({ organizationId }: { organizationId?: number }) {
  const intl = useIntl();
  const usage = useLicenseUsage(organizationId);
  const limitName = useLimitName();
  const columns: Columns<UsageCounter> = [
    { ...colId('name'), accessorFn: (u) => limitName(u.name), header: intl.formatMessage({ id: 'license.usageName' }) },
    {
      ...colId('kind'),
      accessorKey: 'kind',
      header: intl.formatMessage({ id: 'license.usageKind' }),
      cell: ({ row }) => intl.formatMessage({ id: row.original.kind === 'feature' ? 'license.kind.feature' : 'license.kind.limit' }),
    },
    {
      ...colId('usage'),
      accessorFn: (u) => u.current,
      header: intl.formatMessage({ id: 'license.usageCurrent' }),
      cell: ({ row }) => {
        const u = row.original;
        const pct = u.limit ? Math.min(100, Math.round((u.current / u.limit) * 100)) : 0;
        if (u.limit === 0 && u.current === 0) {
          return (
            <span className="text-slate-500" data-testid={`usage-${u.name}`}>
              {intl.formatMessage({ id: 'license.notLicensed' })}
            </span>
          );
        }
        return (
          <div className="flex min-w-40 flex-col gap-1">
            <span className={usageFull(u) ? 'font-semibold text-red-700' : ''} data-testid={`usage-${u.name}`}>
              {u.limit === null
                ? intl.formatMessage({ id: 'license.usageUnlimited' }, { current: u.current })
                : intl.formatMessage({ id: 'license.usageOf' }, { current: u.current, limit: u.limit })}
            </span>
            {u.limit !== null && (
              <span className="h-1.5 w-full rounded bg-slate-200" aria-hidden="true">
                <span className={`block h-1.5 rounded ${usageFull(u) ? 'bg-red-500' : 'bg-brand-500'}`} style={{ width: `${pct}%` }} />
              </span>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      label={intl.formatMessage({ id: 'license.usage' })}
      columns={columns}
      data={usage.data}
      isLoading={usage.isPending}
      error={usage.error}
      onRetry={() => void usage.refetch()}
      empty={intl.formatMessage({ id: 'license.usageEmpty' })}
      getRowId={(u) => u.name}
    />
  );
}
