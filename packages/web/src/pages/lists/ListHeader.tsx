import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useCan } from '../../access/useCan';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { GONE } from '../../lib/retry';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { useModal } from '../../modals/useModal';
import { PriorityBadge } from './PriorityBadge';

/** The list id in the route (`param`), or null when it is not one, so that the list query stays off. */
export function useListId(param: 'facelistId' | 'platelistId'): number | null {
  const id = Number(useParams()[param]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Loading and failure of a list page before its list is known; `children` draw the loaded list. */
export function ListGate<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; fetchStatus: string; refetch: () => unknown };
  children: (list: T) => ReactNode;
}) {
  const intl = useIntl();
  // Pending with nothing to fetch: the route's id is not a list id (useListId kept the query off), so no list has it.
  const notAnId = query.isPending && query.fetchStatus === 'idle';
  if (query.isPending && !notAnId) return <Spinner />;
  if (query.isError || notAnId) {
    return (
      <LoadError error={notAnId ? GONE : query.error} onRetry={() => void query.refetch()} failed="lists.loadError" what="list" layout="page">
        <Link to="/lists" className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium text-brand-700 hover:underline">
          {intl.formatMessage({ id: 'lists.backToLists' })}
        </Link>
      </LoadError>
    );
  }
  // Neither pending nor failed: the query holds its list.
  return <>{children(query.data as T)}</>;
}

/** The back link above a list page's title. */
function BackToLists() {
  const intl = useIntl();
  return (
    <Link to="/lists" className="mb-2 inline-block text-sm text-brand-700 hover:underline">
      ← {intl.formatMessage({ id: 'lists.backToLists' })}
    </Link>
  );
}

/** Label/value pairs under a list page's title. */
function Facts({ items }: { items: [string, ReactNode][] }) {
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

/**
 * The top of a face or plate list's page: back link, the list's name with the actions on its
 * entries (`children`) and on the list itself, its description, and its facts, the priority first
 * and the sync count last once access-control systems are linked.
 */
export function ListHeader({
  kind,
  list,
  facts,
  synced,
  children,
}: {
  kind: 'face' | 'plate';
  list: { id: number; name: string; description: string; priority: 'low' | 'medium' | 'high'; pacses: unknown[] };
  facts: [string, ReactNode][];
  synced: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  return (
    <>
      <BackToLists />
      <PageHeader title={list.name}>
        {children}
        {can({ required: ['facelist_update', 'platelist_update'] }) && (
          <Button variant="ghost" onClick={() => open('superlists/edit', { kind, id: list.id })}>
            {intl.formatMessage({ id: 'lists.editList' })}
          </Button>
        )}
        {can({ superuser: 'denied' }) && (
          <Button variant="ghost" onClick={() => open('superlist/pacs', { kind, id: list.id, name: list.name })}>
            {intl.formatMessage({ id: 'pacs.title' })}
          </Button>
        )}
      </PageHeader>
      {list.description && <p className="mb-3 max-w-3xl text-sm text-slate-600">{list.description}</p>}
      <Facts
        items={[
          [intl.formatMessage({ id: 'lists.priority' }), <PriorityBadge key="p" priority={list.priority} />],
          ...facts,
          ...(list.pacses.length ? ([[intl.formatMessage({ id: 'lists.pacsSynced' }), synced]] as [string, string][]) : []),
        ]}
      />
    </>
  );
}
