import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useRedeliver, useTestWebhook, useWebhook, useWebhookDeliveries, type WebhookDelivery } from '../../api/webhooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CursorPager } from '../../components/CursorPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import { useCursorPages } from '../../components/useCursorPages';
import type { MessageId } from '../../i18n/messages/en';
import type { ModalProps } from '../types';

const STATUS_STYLE = {
  pending: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
} as const;

/** webhook/view (webhook_read): the webhook, a test-send, and its delivery log with redelivery. */
export default function WebhookViewModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const can = useCan();
  const id = Number(props.id);
  const hook = useWebhook(id);
  const paging = useCursorPages(String(id));
  const log = useWebhookDeliveries(id, paging.cursor);
  const redeliver = useRedeliver(id);
  const test = useTestWebhook(id);
  const mayUpdate = can({ required: ['webhook_update'] });
  const t = (mid: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id: mid }, values);
  const time = (ts: string | null) => (ts ? intl.formatDate(ts, { dateStyle: 'short', timeStyle: 'medium' }) : '—');

  const columns: Columns<WebhookDelivery> = [
    { ...colId('created'), accessorKey: 'createdAt', header: t('notify.log.created'), cell: ({ row }) => time(row.original.createdAt) },
    {
      ...colId('status'),
      accessorKey: 'status',
      header: t('notify.log.status'),
      cell: ({ row }) => (
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[row.original.status]}`}>
          {t(`notify.log.status.${row.original.status}` as MessageId)}
        </span>
      ),
    },
    { ...colId('code'), accessorKey: 'responseCode', header: t('notify.log.code'), cell: ({ row }) => row.original.responseCode ?? '—' },
    {
      ...colId('latency'),
      accessorKey: 'latencyMs',
      header: t('notify.log.latency'),
      cell: ({ row }) => (row.original.latencyMs === null ? '—' : t('notify.log.ms', { ms: row.original.latencyMs })),
    },
    { ...colId('attempts'), accessorKey: 'attempts', header: t('notify.log.attempts') },
    {
      ...colId('error'),
      accessorKey: 'error',
      header: t('notify.log.error'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="break-words text-slate-700">
          {row.original.error ?? ''}
          {row.original.status === 'pending' && row.original.nextAttemptAt && (
            <span className="block text-xs text-slate-500">{t('notify.log.next', { ts: time(row.original.nextAttemptAt) })}</span>
          )}
        </span>
      ),
    },
    {
      ...colId('actions'),
      header: t('table.actions'),
      enableSorting: false,
      cell: ({ row }) =>
        mayUpdate && row.original.status !== 'pending' ? (
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline disabled:text-slate-400"
            disabled={redeliver.isPending}
            onClick={() => redeliver.mutate(row.original.id, { onSuccess: () => showToast({ kind: 'success', text: t('notify.log.redelivered') }) })}
          >
            {t('notify.log.redeliver')}
          </button>
        ) : null,
    },
  ];

  return (
    <Modal title={hook.data ? t('notify.view.title', { name: hook.data.name }) : t('notify.view.loading')} onClose={onClose} wide>
      {hook.isPending ? (
        <Spinner />
      ) : hook.isError || !hook.data ? (
        <LoadError error={hook.error} onRetry={() => void hook.refetch()} what="webhook" />
      ) : (
        <div className="flex flex-col gap-5">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-slate-600">{t('notify.hook.url')}</dt>
            <dd className="break-all">{`${hook.data.method} ${hook.data.url}`}</dd>
            <dt className="font-medium text-slate-600">{t('notify.hook.contentType')}</dt>
            <dd>{hook.data.contentType}</dd>
            <dt className="font-medium text-slate-600">{t('notify.hook.kind')}</dt>
            <dd>{t(`notify.hook.kind.${hook.data.kind}` as MessageId)}</dd>
            <dt className="font-medium text-slate-600">{t('notify.hook.auth')}</dt>
            <dd>{t(`notify.hook.auth.${hook.data.authentication?.type ?? 'none'}` as MessageId)}</dd>
            <dt className="font-medium text-slate-600">{t('notify.hook.rate')}</dt>
            <dd>{t('notify.view.rate', { limit: hook.data.rate.limit, duration: hook.data.rate.duration })}</dd>
            <dt className="font-medium text-slate-600">{t('notify.hook.state')}</dt>
            <dd>{t(hook.data.isEnabled ? 'notify.hook.enabled' : 'notify.hook.disabled')}</dd>
          </dl>
          {mayUpdate && (
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Button onClick={() => test.mutate()} disabled={test.isPending}>
                  {test.isPending ? t('notify.view.testing') : t('notify.view.test')}
                </Button>
                <Link
                  to={`/webhooks/${id}/edit`}
                  onClick={onClose}
                  className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium text-brand-700 hover:bg-slate-100"
                >
                  {t('notify.edit')}
                </Link>
              </div>
              {test.data && (
                <div role="status" data-testid="webhook-test-result">
                  <Alert kind={test.data.ok ? 'info' : 'error'}>
                    {test.data.ok
                      ? t('notify.view.testOk', { code: test.data.responseCode ?? 0, ms: test.data.latencyMs })
                      : t('notify.view.testFailed', { code: test.data.responseCode ?? '—', error: test.data.error ?? '' })}
                  </Alert>
                </div>
              )}
            </div>
          )}
          <section aria-label={t('notify.log.title')} className="flex flex-col gap-2">
            <h3 className="text-base font-semibold">{t('notify.log.title')}</h3>
            <div className="overflow-x-auto">
              <DataTable
                label={t('notify.log.title')}
                columns={columns}
                data={log.data?.deliveries}
                isLoading={log.isPending}
                error={log.error}
                onRetry={() => void log.refetch()}
                empty={t('notify.log.empty')}
                getRowId={(d) => d.id}
              />
            </div>
            <CursorPager
              page={paging.index}
              hasPrevious={paging.index > 0}
              hasNext={!!log.data?.pagination.cursor}
              busy={log.isFetching}
              onPrevious={paging.previous}
              onNext={() => paging.next(log.data?.pagination.cursor ?? null)}
            />
          </section>
        </div>
      )}
    </Modal>
  );
}
