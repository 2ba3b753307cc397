import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { SearchBox } from '../../components/SearchBox';

/** The search box over the places or sensors table, the page's other filters (`children`), and a reset once any filter is set. */
export function SearchFilters({
  text,
  onText,
  filtered,
  onReset,
  children,
}: {
  text: string;
  onText: (text: string) => void;
  filtered: boolean;
  onReset: () => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <SearchBox label={intl.formatMessage({ id: 'table.search' })} value={text} onChange={onText} className="w-full max-w-xs" />
      {children}
      {filtered && (
        <Button variant="ghost" onClick={onReset}>
          {intl.formatMessage({ id: 'filter.reset' })}
        </Button>
      )}
    </div>
  );
}
