import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../components/LoadError';

/** One dashboard block: its title and the loading skeleton, error with retry, empty text or the chart. */
export function ChartCard({
  title,
  query,
  empty,
  emptyText,
  wide = false,
  children,
}: {
  title: string;
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'data' | 'refetch' | 'isFetching'>;
  empty: boolean;
  /** Why this card is empty and what to do, when the date range is not the reason. */
  emptyText?: ReactNode;
  wide?: boolean;
  children: () => ReactNode;
}) {
  const intl = useIntl();
  let body: ReactNode;
  if (query.isPending) {
    body = <div aria-busy="true" aria-label={intl.formatMessage({ id: 'dashboard.loading' })} className="h-64 animate-pulse rounded-md bg-slate-100" />;
  } else if (query.error && !query.data) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} failed="dashboard.error" layout="block" className="h-64" />;
  } else if (empty) {
    body = (
      <div className="flex h-64 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
        {emptyText ?? <p>{intl.formatMessage({ id: 'dashboard.empty' })}</p>}
      </div>
    );
  } else {
    body = children();
  }
  return (
    <section aria-label={title} className={`min-w-0 rounded-lg border border-slate-200 bg-surface p-4 ${wide ? 'lg:col-span-2' : ''}`}>
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      {body}
    </section>
  );
}

/** Colours of the series, in order: mid-tones, distinguishable and readable on the light and the dark surface. */
export const PALETTE = ['#2563eb', '#16a34a', '#dc2626', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#65a30d', '#64748b', '#ea580c'];
export const colour = (i: number): string => PALETTE[i % PALETTE.length] ?? '#64748b';
