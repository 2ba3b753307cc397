import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../access/useCan';
import { useGroupSearch, type Group } from '../../api/groups';
import { useMe } from '../../api/me';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { QueryPager } from '../../components/QueryPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useCursorPages } from '../../components/useCursorPages';
import { GroupCreateDialog } from '../../modals/groups/GroupCreateDialog';
import { useModal } from '../../modals/useModal';

export default function GroupsPage() {
  const intl = useIntl();
  const me = useMe();
  const can = useCan();
  const navigate = useNavigate();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const [creating, setCreating] = useState(false);
  const text = typeof state.text === 'string' ? state.text : '';
  const paging = useCursorPages(text);
  const groups = useGroupSearch(text.trim() ? { text: text.trim() } : {}, paging.cursor);
  const canCreate = can({ required: ['group_create'], superuser: 'allowed' });
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
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.groups' })}>
        {canCreate && (
          // The named modal groups/new is the superuser's (it picks the organisation); administrators create in their own.
          <Button onClick={() => (me.isSuperuser ? open('groups/new') : setCreating(true))}>{intl.formatMessage({ id: 'group.new' })}</Button>
        )}
      </PageHeader>
      <SearchBox
        label={intl.formatMessage({ id: 'table.search' })}
        value={text}
        onChange={(v) => update({ text: v || null }, { replace: true })}
        className="mb-4 max-w-sm"
      />
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
      {creating && <GroupCreateDialog organization="own" onClose={() => setCreating(false)} onCreated={(g) => void navigate(`/groups/${g.id}`)} />}
    </div>
  );
}
