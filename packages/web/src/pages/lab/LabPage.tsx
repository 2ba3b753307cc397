import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { request } from '../../api/client';
import { useConfig } from '../../api/config';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { Spinner } from '../../components/Spinner';
import { useModal } from '../../modals/useModal';

type Health = { status: string; engine: string; vector: boolean; trgm: boolean };

/** /lab: server health and the configuration the console runs with. */
export default function LabPage() {
  const intl = useIntl();
  const { open } = useModal();
  const config = useConfig();
  const health = useQuery({
    queryKey: ['healthz'],
    queryFn: ({ signal }) => request<Health>('/healthz', { absolute: true, signal }),
    refetchInterval: 10_000,
    meta: { silent: true },
  });
  const yes = (b: boolean) => intl.formatMessage({ id: b ? 'app.yes' : 'app.no' });
  const rows: [string, string][] = health.data
    ? [
        [intl.formatMessage({ id: 'lab.status' }), health.data.status],
        [intl.formatMessage({ id: 'lab.engine' }), health.data.engine],
        [intl.formatMessage({ id: 'lab.vector' }), yes(health.data.vector)],
        [intl.formatMessage({ id: 'lab.trgm' }), yes(health.data.trgm)],
      ]
    : [];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={intl.formatMessage({ id: 'nav.lab' })}>
        <Button onClick={() => open('config/show')}>{intl.formatMessage({ id: 'lab.config' })}</Button>
      </PageHeader>
      <Section
        title={intl.formatMessage({ id: 'lab.health' })}
        actions={
          <Button variant="secondary" disabled={health.isFetching} onClick={() => void health.refetch()}>
            {intl.formatMessage({ id: 'lab.refresh' })}
          </Button>
        }
      >
        {health.isPending && <Spinner />}
        {health.isError && (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="health-status">
            {intl.formatMessage({ id: 'lab.down' })}
          </p>
        )}
        {health.data && (
          <dl className="divide-y divide-slate-100 text-sm" data-testid="health-status">
            {rows.map(([k, v]) => (
              <div key={k} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
                <dt className="text-slate-500 sm:w-48">{k}</dt>
                <dd className="font-medium">{v}</dd>
              </div>
            ))}
          </dl>
        )}
      </Section>
      <Section title={intl.formatMessage({ id: 'lab.versions' })}>
        <dl className="text-sm">
          <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
            <dt className="text-slate-500 sm:w-48">{intl.formatMessage({ id: 'lab.productVersion' })}</dt>
            <dd className="font-medium">{config.productVersion}</dd>
          </div>
          <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
            <dt className="text-slate-500 sm:w-48">{intl.formatMessage({ id: 'lab.frontVersion' })}</dt>
            <dd className="font-medium">{config.frontVersion}</dd>
          </div>
        </dl>
      </Section>
    </div>
  );
}
