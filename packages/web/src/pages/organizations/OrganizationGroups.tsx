import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Group } from '../../api/groups';
import { useOrganizationGroups } from '../../api/organizations';
import { Button } from '../../components/Button';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { QueryPager } from '../../components/QueryPager';
import { Section } from '../../components/Section';
import { useCursorPages } from '../../components/useCursorPages';
import { useModal } from '../../modals/useModal';

export function OrganizationGroups({ organizationId }: { organizationId: number }) {
  const intl = useIntl();
  const { open } = useModal();
  const paging = useCursorPages(String(organizationId));
  const groups = useOrganizationGroups(organizationId, paging.cursor);
  const columns: Columns<Group> = [
    {
      ...colId('name'),
      accessorKey: 'name',
      header: intl.formatMessage({ id: 'group.name' }),
      cell: ({ row }) => (
        <Link to={`/groups/${row.original.id}`} className="font-medium text-brand-700 hover:underline">
          {row.original.name}
        </Link>
      ),
    },
    { ...colId('description'), accessorKey: 'description', header: intl.formatMessage({ id: 'group.description' }), enableSorting: false },
    { ...colId('users'), accessorKey: 'userCount', header: intl.formatMessage({ id: 'group.userCount' }) },
    { ...colId('places'), accessorKey: 'placeCount', header: intl.formatMessage({ id: 'group.placeCount' }) },
  ];
  return (
    <Section
      title={intl.formatMessage({ id: 'nav.groups' })}
      actions={<Button onClick={() => open('organizations/groups/new', { organizationId })}>{intl.formatMessage({ id: 'group.new' })}</Button>}
    >
      <DataTable
        label={intl.formatMessage({ id: 'nav.groups' })}
        columns={columns}
        data={groups.data?.groups}
        isLoading={groups.isPending}
        error={groups.error}
        onRetry={() => void groups.refetch()}
        empty={intl.formatMessage({ id: 'group.empty' })}
        getRowId={(g) => String(g.id)}
      />
      <QueryPager paging={paging} query={groups} />
    </Section>
  );
}
