import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useOrganizationSearch, type OrganizationItem } from '../../api/organizations';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { QueryPager } from '../../components/QueryPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useCursorPages } from '../../components/useCursorPages';
import { useModal } from '../../modals/useModal';

export default function OrganizationsPage() {
  const intl = useIntl();
  const [state, update] = useRouteState();
  const { open } = useModal();
  const text = typeof state.text === 'string' ? state.text : '';
  const paging = useCursorPages(text);
  const query = useOrganizationSearch(text.trim(), paging.cursor);
  const columns: Columns<OrganizationItem> = [
    {
      ...colId('name'),
      accessorKey: 'name',
      header: intl.formatMessage({ id: 'org.name' }),
      cell: ({ row }) => (
        <Link to={`/organizations/${row.original.id}`} className="font-medium text-brand-700 hover:underline">
          {row.original.name}
        </Link>
      ),
    },
    { ...colId('description'), accessorKey: 'description', header: intl.formatMessage({ id: 'org.description' }), enableSorting: false },
    {
      ...colId('internal'),
      accessorKey: 'isInternal',
      header: intl.formatMessage({ id: 'org.internal' }),
      cell: ({ row }) => intl.formatMessage({ id: row.original.isInternal ? 'app.yes' : 'app.no' }),
    },
    { ...colId('faces'), accessorKey: 'faceCount', header: intl.formatMessage({ id: 'org.faces' }) },
    { ...colId('plates'), accessorKey: 'plateCount', header: intl.formatMessage({ id: 'org.plates' }) },
  ];
  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.organizations' })}>
        <Button onClick={() => open('organizations/new')}>{intl.formatMessage({ id: 'org.new' })}</Button>
      </PageHeader>
      <SearchBox
        label={intl.formatMessage({ id: 'table.search' })}
        value={text}
        onChange={(v) => update({ text: v || null }, { replace: true })}
        className="mb-4 max-w-sm"
      />
      <DataTable
        label={intl.formatMessage({ id: 'nav.organizations' })}
        columns={columns}
        data={query.data?.organizations}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={intl.formatMessage({ id: 'org.empty' })}
        getRowId={(o) => String(o.id)}
      />
      <QueryPager paging={paging} query={query} />
    </div>
  );
}
