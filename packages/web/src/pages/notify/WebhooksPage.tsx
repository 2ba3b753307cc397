import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useConfig } from '../../api/config';
import { useSubscriptionList } from '../../api/subscriptions';
import { useDeleteWebhook, useWebhookList, type WebhookListItem } from '../../api/webhooks';
import { colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useCursorPages } from '../../components/useCursorPages';
import type { MessageId } from '../../i18n/messages/en';
import { useModal } from '../../modals/useModal';
import { NotifyTable } from './NotifyTable';

/** /webhooks: the user's webhooks; the name opens webhook/view (delivery log, redelivery, test-send). */
export default function WebhooksPage() {
  const intl = useIntl();
  const can = useCan();
  const config = useConfig();
  const { open } = useModal();
  const paging = useCursorPages('');
  const list = useWebhookList(paging.cursor);
  const subs = useSubscriptionList(null, can({ required: ['subscription_read'] }));
  const remove = useDeleteWebhook();
  const mayCreate = can({ required: ['webhook_create'] });
  const mayUpdate = can({ required: ['webhook_update'] });
  const mayDelete = can({ required: ['webhook_delete'] });
  const subName = (id: number) => subs.data?.subscriptions.find((s) => s.id === id)?.name ?? `#${id}`;

  const columns: Columns<WebhookListItem> = [
    {
      ...colId('name'),
      accessorKey: 'name',
      header: intl.formatMessage({ id: 'notify.hook.name' }),
      cell: ({ row }) => (
        <button type="button" className="text-left font-medium text-brand-700 hover:underline" onClick={() => open('webhook/view', { id: row.original.id })}>
          {row.original.name}
        </button>
      ),
    },
    {
      ...colId('url'),
      accessorKey: 'url',
      header: intl.formatMessage({ id: 'notify.hook.url' }),
      cell: ({ row }) => <span className="break-all">{`${row.original.method} ${row.original.url}`}</span>,
    },
    {
      ...colId('subscription'),
      accessorKey: 'subscriptionId',
      header: intl.formatMessage({ id: 'notify.hook.subscription' }),
      cell: ({ row }) => subName(row.original.subscriptionId),
    },
    {
      ...colId('auth'),
      header: intl.formatMessage({ id: 'notify.hook.auth' }),
      enableSorting: false,
      cell: ({ row }) => intl.formatMessage({ id: `notify.hook.auth.${row.original.authentication?.type ?? 'none'}` as MessageId }),
    },
    {
      ...colId('enabled'),
      accessorKey: 'isEnabled',
      header: intl.formatMessage({ id: 'notify.hook.state' }),
      cell: ({ row }) =>
        row.original.isEnabled ? (
          <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">{intl.formatMessage({ id: 'notify.hook.enabled' })}</span>
        ) : (
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{intl.formatMessage({ id: 'notify.hook.disabled' })}</span>
        ),
    },
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.webhooks' })}>
        {mayCreate && (
          <Link
            to="/webhooks/new"
            className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-hover"
          >
            {intl.formatMessage({ id: 'notify.hook.new' })}
          </Link>
        )}
      </PageHeader>
      <p className="mb-4 text-sm text-slate-600">{intl.formatMessage({ id: 'notify.hook.intro' }, { limit: config.organizationWebhookCount })}</p>
      <NotifyTable
        columns={columns}
        rows={list.data?.webhooks}
        list={list}
        paging={paging}
        editPath={(id) => `/webhooks/${id}/edit`}
        mayUpdate={mayUpdate}
        mayDelete={mayDelete}
        remove={remove}
        messages={{
          label: 'nav.webhooks',
          empty: 'notify.hook.empty',
          deleteTitle: 'notify.hook.deleteTitle',
          deleteText: 'notify.hook.deleteText',
          deleted: 'notify.hook.deleted',
        }}
      />
    </div>
  );
}
