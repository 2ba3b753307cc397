import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryPager } from '../../components/QueryPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { showToast } from '../../components/toastStore';
import type { useCursorPages } from '../../components/useCursorPages';
import type { MessageId } from '../../i18n/messages/en';

type Item = { id: number; name: string };

/** One page of the list query: what the table, the pager and the retry need. */
type PagedList = {
  data?: { pagination: { cursor: string | null } } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

type DeleteMutation = {
  mutate: (id: number, options: { onSuccess: () => void; onSettled: () => void }) => void;
  isPending: boolean;
};

/**
 * The table of the subscriptions or webhooks page: the page's columns followed by edit and delete
 * actions, the cursor pager, and the delete confirmation with its toast.
 */
export function NotifyTable<T extends Item>({
  columns,
  rows,
  list,
  paging,
  editPath,
  mayUpdate,
  mayDelete,
  remove,
  messages,
}: {
  columns: Columns<T>;
  rows: T[] | undefined;
  list: PagedList;
  paging: ReturnType<typeof useCursorPages>;
  editPath: (id: number) => string;
  mayUpdate: boolean;
  mayDelete: boolean;
  remove: DeleteMutation;
  messages: { label: MessageId; empty: MessageId; deleteTitle: MessageId; deleteText: MessageId; deleted: MessageId };
}) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState<T | null>(null);

  const actions: Columns<T>[number] = {
    ...colId('actions'),
    header: intl.formatMessage({ id: 'table.actions' }),
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-3">
        {mayUpdate && (
          <Link
            to={editPath(row.original.id)}
            className="font-medium text-brand-700 hover:underline"
            aria-label={intl.formatMessage({ id: 'notify.editNamed' }, { name: row.original.name })}
          >
            {intl.formatMessage({ id: 'notify.edit' })}
          </Link>
        )}
        {mayDelete && (
          <button
            type="button"
            className="font-medium text-red-700 hover:underline"
            aria-label={intl.formatMessage({ id: 'notify.deleteNamed' }, { name: row.original.name })}
            onClick={() => setDeleting(row.original)}
          >
            {intl.formatMessage({ id: 'notify.delete' })}
          </button>
        )}
      </div>
    ),
  };

  return (
    <>
      <DataTable
        label={intl.formatMessage({ id: messages.label })}
        columns={[...columns, actions]}
        data={rows}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={intl.formatMessage({ id: messages.empty })}
        getRowId={(item) => String(item.id)}
      />
      <QueryPager paging={paging} query={list} />
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: messages.deleteTitle }, { name: deleting?.name ?? '' })}
        text={intl.formatMessage({ id: messages.deleteText })}
        confirmLabel={intl.formatMessage({ id: 'notify.delete' })}
        disabled={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => showToast({ kind: 'success', text: intl.formatMessage({ id: messages.deleted }) }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
