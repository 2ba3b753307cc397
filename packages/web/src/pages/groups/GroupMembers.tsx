import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';
import { isApiError } from '../../api/errors';
import { useGroupMembers, useGroupMembership, type Group } from '../../api/groups';
import { useMe } from '../../api/me';
import { useUserSearch, type UserItem } from '../../api/users';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { QueryPager } from '../../components/QueryPager';
import { Section } from '../../components/Section';
import { useCursorPages } from '../../components/useCursorPages';
import { SelectField } from '../../components/SelectField';
import { showToast } from '../../components/toastStore';
import type { MessageId } from '../../i18n/messages/en';
import { describeError } from '../../lib/errorText';
import { fullName } from '../users/UsersPage';

/** Members of a group: add one of the organisation's users, remove members; the group limit is explained. */
export function GroupMembers({ group, canUpdate }: { group: Group; canUpdate: boolean }) {
  const intl = useIntl();
  const me = useMe();
  const { groupsPerUser } = useConfig();
  const paging = useCursorPages(String(group.id));
  const members = useGroupMembers(group.id, paging.cursor);
  const candidates = useUserSearch(me.isSuperuser ? { organizationId: group.organizationId } : {}, null, 100, canUpdate);
  const add = useGroupMembership(group.id, 'add');
  const remove = useGroupMembership(group.id, 'remove');
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Members are paged: a user's own group ids say whether they are in this group already.
  const options = candidates.data?.users.filter((u) => !u.groupIds.includes(group.id) && !u.isSuperuser) ?? [];

  const failed = (e: unknown) => {
    if (!isApiError(e)) return;
    if (e.type === 'limit_exceeded') {
      // The detail names the users already in the most groups: "already in 3 groups: 6, 9".
      const ids = (String(e.detail?.user_ids ?? '').split(':')[1] ?? '').match(/\d+/g)?.map(Number) ?? [];
      const names = ids.map((id) => {
        const u = candidates.data?.users.find((x) => x.id === id);
        return u ? fullName(u) || u.username : `#${id}`;
      });
      setError(
        names.length
          ? intl.formatMessage({ id: 'group.limitExceededWho' }, { max: groupsPerUser, names: names.join(', ') })
          : intl.formatMessage({ id: 'group.limitExceeded' }, { max: groupsPerUser }),
      );
      return;
    }
    const d = describeError(e);
    setError(intl.formatMessage({ id: d.id as MessageId }, d.values));
  };
  const label = (u: UserItem) => `${fullName(u) || u.username} · ${u.email}`;

  const columns: Columns<UserItem> = [
    { ...colId('name'), accessorFn: (u) => fullName(u) || u.username, header: intl.formatMessage({ id: 'user.name' }) },
    { ...colId('email'), accessorKey: 'email', header: intl.formatMessage({ id: 'user.email' }) },
    {
      ...colId('role'),
      accessorFn: (u) => u.roleId ?? 0,
      header: intl.formatMessage({ id: 'user.role' }),
      cell: ({ row }) => (row.original.roleId ? intl.formatMessage({ id: `role.${row.original.roleId}` as MessageId }) : '—'),
    },
    ...(canUpdate
      ? ([
          {
            ...colId('actions'),
            header: intl.formatMessage({ id: 'table.actions' }),
            enableSorting: false,
            cell: ({ row }) => (
              <Button
                variant="secondary"
                disabled={remove.isPending}
                aria-label={intl.formatMessage({ id: 'group.removeMember' }, { name: label(row.original) })}
                onClick={() => {
                  setError(null);
                  remove.mutate([row.original.id], {
                    onSuccess: () => showToast({ kind: 'success', text: intl.formatMessage({ id: 'group.memberRemoved' }) }),
                    onError: failed,
                  });
                }}
              >
                {intl.formatMessage({ id: 'app.remove' })}
              </Button>
            ),
          },
        ] satisfies Columns<UserItem>)
      : []),
  ];

  return (
    <Section title={intl.formatMessage({ id: 'group.members' })}>
      {canUpdate && (
        <form
          className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (!picked) return;
            setError(null);
            add.mutate([Number(picked)], {
              onSuccess: () => {
                setPicked('');
                showToast({ kind: 'success', text: intl.formatMessage({ id: 'group.memberAdded' }) });
              },
              onError: failed,
            });
          }}
        >
          <SelectField label={intl.formatMessage({ id: 'group.addMember' })} value={picked} onChange={(e) => setPicked(e.target.value)} className="flex-1">
            <option value="">{intl.formatMessage({ id: 'form.choose' })}</option>
            {options.map((u) => (
              <option key={u.id} value={u.id}>
                {label(u)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={!picked || add.isPending}>
            {intl.formatMessage({ id: 'app.add' })}
          </Button>
        </form>
      )}
      {error && (
        <div className="mb-4">
          <Alert>{error}</Alert>
        </div>
      )}
      <DataTable
        label={intl.formatMessage({ id: 'group.members' })}
        columns={columns}
        data={members.data?.users}
        isLoading={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        empty={intl.formatMessage({ id: 'group.noMembers' })}
        getRowId={(u) => String(u.id)}
      />
      <QueryPager paging={paging} query={members} />
    </Section>
  );
}
