import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSubscriptionChoices, useSubscriptionEvents } from '../../api/events';
import { LoadError } from '../../components/LoadError';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import type { EventFilters } from '../../lib/eventFilters';
import type { ColumnId } from './columns';
import { EventList } from './EventList';

/** The subscription tab: the events one of the user's event subscriptions matched, newest first. */
export function SubscriptionPanel({
  filters,
  columns,
  onChange,
}: {
  filters: EventFilters;
  columns: ColumnId[];
  onChange: (patch: Partial<EventFilters>) => void;
}) {
  const intl = useIntl();
  const choices = useSubscriptionChoices();
  const subscriptions = useMemo(() => (choices.data?.subscriptions ?? []).filter((s) => s.kind !== 'sensorreading'), [choices.data]);
  const chosen = filters.subscriptionId ?? subscriptions[0]?.id;
  const known = subscriptions.some((s) => s.id === chosen);
  const list = useSubscriptionEvents(known ? chosen : undefined);
  const events = useMemo(() => list.data?.pages.flatMap((p) => p.events.map((e) => e.event)) ?? [], [list.data]);
  const loadMore = useCallback(() => void list.fetchNextPage(), [list]);
  const stale = subscriptions.find((s) => s.id === chosen)?.isStale;

  let body;
  if (choices.isPending) body = <Spinner />;
  else if (choices.isError) body = <LoadError error={choices.error} onRetry={() => void choices.refetch()} failed="events.subscription.loadError" />;
  else if (subscriptions.length === 0)
    body = (
      <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
        {intl.formatMessage({ id: 'events.subscription.none' })}{' '}
        <Link className="text-brand-700 underline" to="/subscriptions/new">
          {intl.formatMessage({ id: 'events.subscription.create' })}
        </Link>
      </p>
    );
  else if (list.isPending) body = <Spinner />;
  else if (list.isError) body = <LoadError error={list.error} onRetry={() => void list.refetch()} failed="events.loadError" what="subscription" />;
  else if (events.length === 0)
    body = (
      <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
        {intl.formatMessage({ id: 'events.subscription.empty' })}
      </p>
    );
  else
    body = (
      <>
        <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'events.count' }, { count: events.length })}</p>
        <EventList
          events={events}
          columns={columns}
          view={filters.view === 'grid' ? 'grid' : 'list'}
          hasMore={!!list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={loadMore}
        />
      </>
    );

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 lg:flex-row">
      <aside className="lg:w-72 lg:shrink-0">
        {subscriptions.length > 0 && (
          <SelectField
            label={intl.formatMessage({ id: 'events.subscription' })}
            value={chosen ? String(chosen) : ''}
            onChange={(e) => onChange({ subscriptionId: Number(e.target.value) || undefined })}
          >
            {subscriptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.isStale ? intl.formatMessage({ id: 'events.subscription.staleName' }, { name: s.name }) : s.name}
              </option>
            ))}
          </SelectField>
        )}
        {stale && <p className="mt-2 text-xs text-amber-800">{intl.formatMessage({ id: 'events.subscription.stale' })}</p>}
      </aside>
      <section className="flex min-h-0 flex-1 flex-col gap-2" aria-live="polite">
        {body}
      </section>
    </div>
  );
}
