import { useIntl } from 'react-intl';
import { useCapacitygroupSearch, type Capacitygroup } from '../../api/capacitygroups';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { QueryPager } from '../../components/QueryPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useCursorPages } from '../../components/useCursorPages';
import { useModal } from '../../modals/useModal';

/** /capacitygroups (superuser): pools of edges and stream servers and their module slots. */
export default function CapacitygroupsPage() {
  const intl = useIntl();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const text = typeof state.text === 'string' ? state.text : '';
  const paging = useCursorPages(text);
  const groups = useCapacitygroupSearch(text.trim(), paging.cursor);
  const columns: Columns<Capacitygroup> = [
    {
      ...colId('name'),
      accessorKey: 'name',
      header: intl.formatMessage({ id: 'cg.name' }),
      cell: ({ row }) => (
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => open('capacitygroups/show', { token: row.original.token })}>
          {row.original.name}
        </button>
      ),
    },
    { ...colId('token'), accessorKey: 'token', header: intl.formatMessage({ id: 'cg.token' }) },
    {
      ...colId('usage'),
      accessorFn: (g) => g.used,
      header: intl.formatMessage({ id: 'cg.usage' }),
      cell: ({ row }) => intl.formatMessage({ id: 'cg.usedOf' }, { used: row.original.used, capacity: row.original.capacity }),
    },
    { ...colId('orgs'), accessorFn: (g) => g.organizationIds.length, header: intl.formatMessage({ id: 'cg.organizations' }) },
    {
      ...colId('actions'),
      header: intl.formatMessage({ id: 'table.actions' }),
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          variant="ghost"
          onClick={() => open('capacitygroups/form', { token: row.original.token })}
          aria-label={intl.formatMessage({ id: 'cg.editNamed' }, { name: row.original.name })}
        >
          {intl.formatMessage({ id: 'cg.edit' })}
        </Button>
      ),
    },
  ];
  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.capacitygroups' })}>
        <Button onClick={() => open('capacitygroups/form')}>{intl.formatMessage({ id: 'cg.new' })}</Button>
      </PageHeader>
      <SearchBox
        label={intl.formatMessage({ id: 'table.search' })}
        value={text}
        onChange={(v) => update({ text: v || null }, { replace: true })}
        className="mb-4 max-w-sm"
      />
      <DataTable
        label={intl.formatMessage({ id: 'nav.capacitygroups' })}
        columns={columns}
        data={groups.data?.capacitygroups}
        isLoading={groups.isPending}
        error={groups.error}
        onRetry={() => void groups.refetch()}
        empty={intl.formatMessage({ id: 'cg.empty' })}
        getRowId={(g) => g.token}
      />
      <QueryPager paging={paging} query={groups} />
    </div>
  );
}
