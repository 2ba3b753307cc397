import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useConfig } from '../../api/config';
import { useDeleteSubscription, useSubscriptionList, type Subscription } from '../../api/subscriptions';
import { colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useCursorPages } from '../../components/useCursorPages';
import { reasonWords } from '../../lib/subscriptionForm';
import type { MessageId } from '../../i18n/messages/en';
import { NotifyTable } from './NotifyTable';

const linkButton = 'inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-hover';

/** /subscriptions: the user's own subscriptions (at most subscriptions_user_limit), with what each watches. */
export default function SubscriptionsPage() {
  const intl = useIntl();
  const can = useCan();
  const config = useConfig();
  const paging = useCursorPages('');
  const list = useSubscriptionList(paging.cursor);
  const remove = useDeleteSubscription();
  const mayCreate = can({ required: ['subscription_create'] });
  const mayUpdate = can({ required: ['subscription_update'] });
  const mayDelete = can({ required: ['subscription_delete'] });
  const count = list.data?.subscriptions.length ?? 0;
  const full = paging.index === 0 && !list.data?.pagination.cursor && count >= config.subscriptionsUserLimit;

  const filters = (s: Subscription) => {
    const parts: string[] = [];
    if (s.eventType) parts.push(intl.formatMessage({ id: `notify.eventType.${s.eventType}` as MessageId }));
    if (s.eventReason) parts.push(reasonWords(s.eventReason));
    for (const r of [s.place, s.camera, s.sensor, s.situation, s.list, s.entity]) if (r) parts.push(r.name);
    if (s.dsl) parts.push(intl.formatMessage({ id: 'notify.sub.hasDsl' }));
    if (s.config.worktime) parts.push(intl.formatMessage({ id: 'notify.sub.hasWorktime' }));
    return parts.join(' · ') || intl.formatMessage({ id: 'notify.sub.everything' });
  };

  const columns: Columns<Subscription> = [
    {
      ...colId('name'),
      accessorKey: 'name',
      header: intl.formatMessage({ id: 'notify.sub.name' }),
      cell: ({ row }) =>
        mayUpdate ? (
          <Link to={`/subscriptions/${row.original.id}/edit`} className="font-medium text-brand-700 hover:underline">
            {row.original.name}
          </Link>
        ) : (
          <span className="font-medium">{row.original.name}</span>
        ),
    },
    {
      ...colId('kind'),
      accessorKey: 'kind',
      header: intl.formatMessage({ id: 'notify.sub.kind' }),
      cell: ({ row }) => intl.formatMessage({ id: `notify.kind.${row.original.kind}` as MessageId }),
    },
    {
      ...colId('filters'),
      header: intl.formatMessage({ id: 'notify.sub.filters' }),
      enableSorting: false,
      cell: ({ row }) => <span className="text-slate-700">{filters(row.original)}</span>,
    },
    {
      ...colId('state'),
      accessorKey: 'isStale',
      header: intl.formatMessage({ id: 'notify.sub.state' }),
      cell: ({ row }) =>
        row.original.isStale ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900" title={intl.formatMessage({ id: 'notify.sub.staleHelp' })}>
            {intl.formatMessage({ id: 'notify.sub.stale' })}
          </span>
        ) : (
          <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">{intl.formatMessage({ id: 'notify.sub.active' })}</span>
        ),
    },
    {
      ...colId('last'),
      accessorKey: 'tsLast',
      header: intl.formatMessage({ id: 'notify.sub.last' }),
      cell: ({ row }) => (row.original.tsLast ? intl.formatDate(row.original.tsLast, { dateStyle: 'short', timeStyle: 'medium' }) : '—'),
    },
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.subscriptions' })}>
        {mayCreate &&
          (full ? (
            <span className="text-sm text-slate-600">{intl.formatMessage({ id: 'notify.sub.limitReached' }, { limit: config.subscriptionsUserLimit })}</span>
          ) : (
            <Link to="/subscriptions/new" className={linkButton}>
              {intl.formatMessage({ id: 'notify.sub.new' })}
            </Link>
          ))}
      </PageHeader>
      <p className="mb-4 text-sm text-slate-600">{intl.formatMessage({ id: 'notify.sub.intro' }, { limit: config.subscriptionsUserLimit })}</p>
      <NotifyTable
        columns={columns}
        rows={list.data?.subscriptions}
        list={list}
        paging={paging}
        editPath={(id) => `/subscriptions/${id}/edit`}
        mayUpdate={mayUpdate}
        mayDelete={mayDelete}
        remove={remove}
        messages={{
          label: 'nav.subscriptions',
          empty: 'notify.sub.empty',
          deleteTitle: 'notify.sub.deleteTitle',
          deleteText: 'notify.sub.deleteText',
          deleted: 'notify.sub.deleted',
        }}
      />
    </div>
  );
}
