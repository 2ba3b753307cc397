import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useUserSearch } from '../../api/users';
import { useDeleteVideowall, useGiveVideowall, useVideowalls, type Videowall } from '../../api/videowalls';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { QueryPager } from '../../components/QueryPager';
import { colId, DataTable, type Columns } from '../../components/DataTable';
import { Modal } from '../../components/Modal';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { showToast } from '../../components/toastStore';
import { useCursorPages } from '../../components/useCursorPages';
import { useModal } from '../../modals/useModal';
import { errorMessage } from './errors';

const WALL_ERRORS = { limit_exceeded: 'video.wall.limitOther' } as const;

function GiveDialog({ wall, onClose }: { wall: Videowall; onClose: () => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const users = useUserSearch(text.trim() ? { text: text.trim() } : {}, null, 20);
  const give = useGiveVideowall();
  const list = (users.data?.users ?? []).filter((u) => u.id !== wall.userId);
  return (
    <Modal
      title={intl.formatMessage({ id: 'video.wall.give' }, { name: wall.name })}
      description={intl.formatMessage({ id: 'video.wall.giveHint' })}
      onClose={onClose}
      disabled={give.isPending}
    >
      <div className="flex flex-col gap-3">
        <SearchBox label={intl.formatMessage({ id: 'video.wall.findUser' })} value={text} onChange={setText} />
        {users.isError ? (
          <LoadError error={users.error} onRetry={() => void users.refetch()} />
        ) : list.length === 0 && users.data ? (
          <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'video.wall.noUsers' })}</p>
        ) : (
          <ul className="flex max-h-80 flex-col divide-y divide-slate-100 overflow-y-auto">
            {list.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 truncate text-sm">
                  {[u.firstName, u.lastName].filter(Boolean).join(' ') || u.username}
                  <span className="ml-2 text-slate-500">{u.email || u.username}</span>
                </span>
                <Button
                  variant="secondary"
                  disabled={give.isPending}
                  onClick={() =>
                    give.mutate(
                      { userId: u.id, wall },
                      {
                        onSuccess: () => {
                          showToast({ kind: 'success', text: intl.formatMessage({ id: 'video.wall.given' }) });
                          onClose();
                        },
                      },
                    )
                  }
                >
                  {intl.formatMessage({ id: 'video.wall.giveTo' })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {give.error && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(intl, give.error, WALL_ERRORS)}
          </p>
        )}
      </div>
    </Modal>
  );
}

/** /videowalls: the user's own video walls; create, rename, give a copy, delete. */
export default function VideowallsPage() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const paging = useCursorPages('walls');
  const walls = useVideowalls(paging.cursor);
  const del = useDeleteVideowall();
  const [giving, setGiving] = useState<Videowall | null>(null);
  const [deleting, setDeleting] = useState<Videowall | null>(null);
  const canCreate = can({ required: ['videowall_create'] });
  const canUpdate = can({ required: ['videowall_update'] });
  const canDelete = can({ required: ['videowall_delete'] });

  const columns: Columns<Videowall> = [
    {
      ...colId('name'),
      header: intl.formatMessage({ id: 'video.name' }),
      accessorKey: 'name',
      cell: ({ row }) => (
        <Link to={`/videowalls/${row.original.id}`} className="font-medium text-brand-700 hover:underline">
          {row.original.name}
        </Link>
      ),
    },
    { ...colId('grid'), header: intl.formatMessage({ id: 'video.wall.grid' }), accessorKey: 'gridType' },
    {
      ...colId('cameras'),
      header: intl.formatMessage({ id: 'video.wall.cameras' }),
      accessorFn: (w) => w.cameras.filter((c) => c !== null).length,
      cell: ({ row }) => `${row.original.cameras.filter((c) => c !== null).length} / ${row.original.gridLayout.length}`,
    },
    {
      ...colId('updated'),
      header: intl.formatMessage({ id: 'video.updated' }),
      accessorKey: 'updatedAt',
      cell: ({ row }) => intl.formatDate(row.original.updatedAt, { dateStyle: 'short', timeStyle: 'short' }),
    },
    {
      ...colId('actions'),
      header: intl.formatMessage({ id: 'video.actions' }),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          {canUpdate && (
            <Button variant="ghost" onClick={() => open('videowalls/edit', { videowallId: row.original.id })}>
              {intl.formatMessage({ id: 'video.wall.rename' })}
            </Button>
          )}
          {canCreate && (
            <Button variant="ghost" onClick={() => setGiving(row.original)}>
              {intl.formatMessage({ id: 'video.wall.giveShort' })}
            </Button>
          )}
          {canDelete && (
            <Button variant="secondary" onClick={() => setDeleting(row.original)}>
              {intl.formatMessage({ id: 'video.delete' })}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'video.walls' })}>
        {canCreate && <Button onClick={() => open('videowalls/new')}>{intl.formatMessage({ id: 'video.wall.new' })}</Button>}
      </PageHeader>
      <DataTable
        label={intl.formatMessage({ id: 'video.walls' })}
        columns={columns}
        data={walls.data?.videowalls}
        isLoading={walls.isPending}
        error={walls.error}
        onRetry={() => void walls.refetch()}
        empty={intl.formatMessage({ id: 'video.wall.empty' })}
        getRowId={(w) => String(w.id)}
      />
      <QueryPager paging={paging} query={walls} />
      {giving && <GiveDialog wall={giving} onClose={() => setGiving(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={intl.formatMessage({ id: 'video.wall.deleteTitle' }, { name: deleting?.name ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'video.delete' })}
        disabled={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
