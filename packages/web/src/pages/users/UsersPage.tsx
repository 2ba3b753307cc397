import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useMe } from '../../api/me';
import { useUserSearch, type UserItem } from '../../api/users';
import { useRouteState } from '../../app/routeState';
import { QueryPager } from '../../components/QueryPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useCursorPages } from '../../components/useCursorPages';
import type { MessageId } from '../../i18n/messages/en';
import { userFiltersFrom, userFiltersTo, userSearchQuery, type UserFilters } from '../../lib/listFilters';
import { UserFiltersBar } from './UserFiltersBar';

const linkButton = 'inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-hover';

export const fullName = (u: UserItem) => [u.firstName, u.lastName].filter(Boolean).join(' ');

export default function UsersPage() {
  const intl = useIntl();
  const can = useCan();
  const me = useMe();
  const [state, update] = useRouteState();
  const filters = userFiltersFrom(state);
  const query = userSearchQuery(filters);
  const paging = useCursorPages(JSON.stringify(query));
  const users = useUserSearch(query, paging.cursor);
  const canEdit = can({ required: ['user_update'], superuser: 'allowed' });
  const setFilters = (f: UserFilters) => update({ filter: userFiltersTo(f) }, { replace: true });
  const columns: Columns<UserItem> = [
    {
      ...colId('name'),
      accessorFn: (u) => fullName(u) || u.username,
      header: intl.formatMessage({ id: 'user.name' }),
      cell: ({ row }) => {
        const u = row.original;
        const label = fullName(u) || u.username;
        return canEdit ? (
          <Link to={`/users/${u.id}/edit`} className="font-medium text-brand-700 hover:underline">
            {label}
          </Link>
        ) : (
          <span className="font-medium">{label}</span>
        );
      },
    },
    { ...colId('username'), accessorKey: 'username', header: intl.formatMessage({ id: 'user.username' }) },
    { ...colId('email'), accessorKey: 'email', header: intl.formatMessage({ id: 'user.email' }) },
    ...(me.isSuperuser
      ? ([
          { ...colId('organization'), accessorFn: (u) => u.organization?.name ?? '—', header: intl.formatMessage({ id: 'group.organization' }) },
        ] satisfies Columns<UserItem>)
      : []),
    {
      ...colId('role'),
      accessorFn: (u) => u.roleId ?? 0,
      header: intl.formatMessage({ id: 'user.role' }),
      cell: ({ row }) =>
        row.original.isSuperuser
          ? intl.formatMessage({ id: 'profile.superuser' })
          : row.original.roleId
            ? intl.formatMessage({ id: `role.${row.original.roleId}` as MessageId })
            : '—',
    },
    { ...colId('groups'), accessorFn: (u) => u.groupIds.length, header: intl.formatMessage({ id: 'user.groupCount' }) },
    {
      ...colId('status'),
      accessorFn: (u) => (u.blockedTo && Date.parse(u.blockedTo) > Date.now() ? 1 : 0),
      header: intl.formatMessage({ id: 'user.status' }),
      cell: ({ row }) => {
        const b = row.original.blockedTo;
        return b && Date.parse(b) > Date.now() ? (
          <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
            {intl.formatMessage({ id: 'user.blockedUntil' }, { date: intl.formatDate(b, { dateStyle: 'short', timeStyle: 'short' }) })}
          </span>
        ) : (
          <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">{intl.formatMessage({ id: 'user.active' })}</span>
        );
      },
    },
  ];
  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.users' })}>
        {can({ required: ['user_create'], superuser: 'allowed' }) && (
          <Link to="/users/new" className={linkButton}>
            {intl.formatMessage({ id: 'user.new' })}
          </Link>
        )}
      </PageHeader>
      <UserFiltersBar filters={filters} onChange={setFilters} />
      <DataTable
        label={intl.formatMessage({ id: 'nav.users' })}
        columns={columns}
        data={users.data?.users}
        isLoading={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        empty={intl.formatMessage({ id: 'user.empty' })}
        getRowId={(u) => String(u.id)}
      />
      <QueryPager paging={paging} query={users} />
    </div>
  );
}
