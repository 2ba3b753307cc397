import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { FullPageMessage } from '../../components/FullPageMessage';
import { Spinner } from '../../components/Spinner';
import { isApiError } from '../../api/errors';

/** Loading and failure of a list page before its list is known. */
export function ListGate({ query, children }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; children: () => ReactNode }) {
  const intl = useIntl();
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.statusCode === 404;
    return (
      <FullPageMessage
        title={intl.formatMessage({ id: missing ? 'lists.notFound' : 'lists.loadError' })}
        actions={
          <>
            {!missing && <Button onClick={() => void query.refetch()}>{intl.formatMessage({ id: 'app.retry' })}</Button>}
            <Link to="/lists" className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium text-brand-700 hover:underline">
              {intl.formatMessage({ id: 'lists.backToLists' })}
            </Link>
          </>
        }
      />
    );
  }
  return <>{children()}</>;
}

/** The back link above a list page's title. */
export function BackToLists() {
  const intl = useIntl();
  return (
    <Link to="/lists" className="mb-2 inline-block text-sm text-brand-700 hover:underline">
      ← {intl.formatMessage({ id: 'lists.backToLists' })}
    </Link>
  );
}

/** Label/value pairs under a list page's title. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="flex gap-2">
          <dt className="text-slate-500">{k}</dt>
          <dd className="font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
