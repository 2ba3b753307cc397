import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { useDeactivateLicense, useLicenseList, type License } from '../../api/licenses';
import { useAllOrganizations } from '../../api/organizations';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryPager } from '../../components/QueryPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { showToast } from '../../components/toastStore';
import { useCursorPages } from '../../components/useCursorPages';
import { licenseStatus, type LicenseStatus } from '../../lib/licenseStatus';
import { useModal } from '../../modals/useModal';

const STATUS_STYLE: Record<LicenseStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-sky-100 text-sky-800',
  deactivated: 'bg-slate-200 text-slate-700',
  expired: 'bg-red-100 text-red-800',
};

/**
 * Licences: the supplier's view (every organisation, or the one given; rows open licenses/show)
 * or the customer's (their organisation; active ones can be deactivated).
 */
export function LicenseTable({
  organizationId,
  supplier,
  defaultOnlyActive = false,
}: {
  organizationId?: number;
  supplier: boolean;
  defaultOnlyActive?: boolean;
}) {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const [onlyActive, setOnlyActive] = useState(defaultOnlyActive);
  const paging = useCursorPages(String(onlyActive));
  const list = useLicenseList({ ...(onlyActive ? { onlyActive } : {}), ...(organizationId ? { organizationId } : {}) }, paging.cursor);
  const orgs = useAllOrganizations(supplier && !organizationId);
  const deactivate = useDeactivateLicense();
  const [confirm, setConfirm] = useState<License | null>(null);
  const canDeactivate = !supplier && can({ required: ['license_activate'] });
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : '—');
  const [now] = useState(() => Date.now());

  const columns: Columns<License> = [
    {
      ...colId('id'),
      accessorKey: 'id',
      header: intl.formatMessage({ id: 'license.id' }),
      enableSorting: false,
      cell: ({ row }) =>
        supplier ? (
          <button type="button" className="font-mono text-brand-700 hover:underline" onClick={() => open('licenses/show', { licenseId: row.original.id })}>
            {row.original.id.slice(0, 8)}
          </button>
        ) : (
          <span className="font-mono">{row.original.id.slice(0, 8)}</span>
        ),
    },
    ...(supplier && !organizationId
      ? ([
          {
            ...colId('organization'),
            accessorFn: (l) => orgs.data?.find((o) => o.id === l.organizationId)?.name ?? `#${l.organizationId}`,
            header: intl.formatMessage({ id: 'group.organization' }),
          },
        ] satisfies Columns<License>)
      : []),
    { ...colId('issued'), accessorKey: 'issueDate', header: intl.formatMessage({ id: 'license.issueDate' }), cell: ({ row }) => date(row.original.issueDate) },
    {
      ...colId('expires'),
      accessorKey: 'expiryDate',
      header: intl.formatMessage({ id: 'license.expiryDate' }),
      cell: ({ row }) => date(row.original.expiryDate),
    },
    {
      ...colId('support'),
      accessorKey: 'supportExpiryDate',
      header: intl.formatMessage({ id: 'license.supportExpiryDate' }),
      cell: ({ row }) => date(row.original.supportExpiryDate),
    },
    {
      ...colId('status'),
      accessorFn: (l) => licenseStatus(l, now),
      header: intl.formatMessage({ id: 'license.status' }),
      cell: ({ row }) => {
        const s = licenseStatus(row.original, now);
        return <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[s]}`}>{intl.formatMessage({ id: `license.status.${s}` })}</span>;
      },
    },
    ...(canDeactivate
      ? ([
          {
            ...colId('actions'),
            header: intl.formatMessage({ id: 'table.actions' }),
            enableSorting: false,
            cell: ({ row }) =>
              row.original.isActive ? (
                <Button variant="secondary" onClick={() => setConfirm(row.original)}>
                  {intl.formatMessage({ id: 'license.deactivate' })}
                </Button>
              ) : null,
          },
        ] satisfies Columns<License>)
      : []),
  ];

  return (
    <div>
      <div className="mb-3">
        <CheckboxField label={intl.formatMessage({ id: 'license.onlyActive' })} checked={onlyActive} onChange={(e) => setOnlyActive(e.target.checked)} />
      </div>
      <DataTable
        label={intl.formatMessage({ id: 'nav.licenses' })}
        columns={columns}
        data={list.data?.licenses}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={intl.formatMessage({ id: onlyActive ? 'license.emptyActive' : 'license.empty' })}
        getRowId={(l) => l.id}
      />
      <QueryPager paging={paging} query={list} />
      <ConfirmDialog
        open={confirm !== null}
        title={intl.formatMessage({ id: 'license.deactivateConfirm' })}
        text={intl.formatMessage({ id: 'license.deactivateText' })}
        disabled={deactivate.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const l = confirm;
          setConfirm(null);
          if (l) deactivate.mutate(l.id, { onSuccess: () => showToast({ kind: 'success', text: intl.formatMessage({ id: 'license.deactivated' }) }) });
        }}
      />
    </div>
  );
}
