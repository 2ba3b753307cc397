import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Group } from '../../api/groups';
import { useOrganizationGroups } from '../../api/organizations';
import { Button } from '../../components/Button';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { Section } from '../../components/Section';
import { useModal } from '../../modals/useModal';

export function OrganizationGroups({ organizationId }: { organizationId: number }) {
  const intl = useIntl();
  const { open } = useModal();
  const groups = useOrganizationGroups(organizationId);
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
        data={groups.data}
        isLoading={groups.isPending}
        error={groups.error}
        onRetry={() => void groups.refetch()}
        empty={intl.formatMessage({ id: 'group.empty' })}
        getRowId={(g) => String(g.id)}
      />
    </Section>
  );
}
