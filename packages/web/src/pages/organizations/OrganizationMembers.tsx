import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useOrganizationMembers } from '../../api/organizations';
import type { UserItem } from '../../api/users';
import { Button } from '../../components/Button';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { QueryPager } from '../../components/QueryPager';
import { Section } from '../../components/Section';
import { useCursorPages } from '../../components/useCursorPages';
import type { MessageId } from '../../i18n/messages/en';
import { useModal } from '../../modals/useModal';
import { fullName } from '../users/UsersPage';

export function OrganizationMembers({ organizationId }: { organizationId: number }) {
  const intl = useIntl();
  const { open } = useModal();
  const paging = useCursorPages(String(organizationId));
  const members = useOrganizationMembers(organizationId, paging.cursor);
  const columns: Columns<UserItem> = [
    {
      ...colId('name'),
      accessorFn: (u) => fullName(u) || u.username,
      header: intl.formatMessage({ id: 'user.name' }),
      cell: ({ row }) => (
        <Link to={`/users/${row.original.id}/edit`} className="font-medium text-brand-700 hover:underline">
          {fullName(row.original) || row.original.username}
        </Link>
      ),
    },
    { ...colId('username'), accessorKey: 'username', header: intl.formatMessage({ id: 'user.username' }) },
    { ...colId('email'), accessorKey: 'email', header: intl.formatMessage({ id: 'user.email' }) },
    {
      ...colId('role'),
      accessorFn: (u) => u.roleId ?? 0,
      header: intl.formatMessage({ id: 'user.role' }),
      cell: ({ row }) => (row.original.roleId ? intl.formatMessage({ id: `role.${row.original.roleId}` as MessageId }) : '—'),
    },
  ];
  return (
    <Section
      title={intl.formatMessage({ id: 'org.members' })}
      actions={<Button onClick={() => open('organizations/members/new', { organizationId })}>{intl.formatMessage({ id: 'org.newMember' })}</Button>}
    >
      <DataTable
        label={intl.formatMessage({ id: 'org.members' })}
        columns={columns}
        data={members.data?.users}
        isLoading={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        empty={intl.formatMessage({ id: 'user.empty' })}
        getRowId={(u) => String(u.id)}
      />
      <QueryPager paging={paging} query={members} />
    </Section>
  );
}
