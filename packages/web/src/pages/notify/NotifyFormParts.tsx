import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import type { LoadSubject } from '../../lib/retry';

/**
 * Holds the form back until the subscription or webhook an edit route names has loaded (a
 * spinner, or the error with a retry), so the form starts from its stored values; a new one
 * (no id) renders at once.
 */
export function EditedItem<T>({
  id,
  query,
  what,
  children,
}: {
  id: number | null;
  query: { data?: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  what: LoadSubject;
  children: (item: T | null) => ReactNode;
}) {
  if (id && !query.data) {
    if (query.isPending) return <Spinner />;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} className="max-w-2xl" />;
  }
  return children(id ? (query.data ?? null) : null);
}

/** Create (or Save when editing) and Cancel back to the list. */
export function NotifyFormButtons({ editing, busy, backTo }: { editing: boolean; busy: boolean; backTo: string }) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={busy}>
        {intl.formatMessage({ id: editing ? 'app.save' : 'app.create' })}
      </Button>
      <Link to={backTo} className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium text-slate-700 hover:bg-slate-100">
        {intl.formatMessage({ id: 'app.cancel' })}
      </Link>
    </div>
  );
}
