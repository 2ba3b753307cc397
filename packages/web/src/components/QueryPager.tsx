import { CursorPager } from './CursorPager';
import type { useCursorPages } from './useCursorPages';

/** The pager under a page of a cursor-paged search: "next" goes on from the cursor of the last answer. */
export function QueryPager({
  paging,
  query,
}: {
  paging: ReturnType<typeof useCursorPages>;
  query: { data?: { pagination: { cursor: string | null } } | undefined; isFetching: boolean };
}) {
  const cursor = query.data?.pagination.cursor ?? null;
  return (
    <CursorPager
      page={paging.index}
      hasPrevious={paging.index > 0}
      hasNext={!!cursor}
      busy={query.isFetching}
      onPrevious={paging.previous}
      onNext={() => paging.next(cursor)}
    />
  );
}
