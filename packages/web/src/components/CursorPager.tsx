import { useIntl } from 'react-intl';
import { Button } from './Button';

/** Previous / next through a cursor-paged list. */
export function CursorPager({
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  busy = false,
}: {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  busy?: boolean;
}) {
  const intl = useIntl();
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'table.paging' })} className="mt-4 flex items-center justify-end gap-2">
      <span className="mr-auto text-sm text-slate-600" aria-live="polite">
        {intl.formatMessage({ id: 'table.page' }, { page: page + 1 })}
      </span>
      <Button variant="secondary" disabled={!hasPrevious || busy} onClick={onPrevious}>
        {intl.formatMessage({ id: 'table.previous' })}
      </Button>
      <Button variant="secondary" disabled={!hasNext || busy} onClick={onNext}>
        {intl.formatMessage({ id: 'table.next' })}
      </Button>
    </nav>
  );
}
