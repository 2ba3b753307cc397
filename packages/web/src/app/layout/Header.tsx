import { useIntl } from 'react-intl';
import { FEATURES } from '../../access/modals';
import { useCan } from '../../access/useCan';
import { Icon } from '../../components/icons';
import { Bell } from '../notifications/Bell';
import { useRouteState } from '../routeState';
import { UserMenu } from './UserMenu';

const iconButton = 'flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** Menu button (narrow screens), global search, the notifications bell and the user menu. */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const intl = useIntl();
  const can = useCan();
  const [, update] = useRouteState();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-surface px-3 sm:px-4">
      <button type="button" onClick={onOpenMenu} aria-label={intl.formatMessage({ id: 'layout.openMenu' })} className={`${iconButton} sm:hidden`}>
        <Icon name="menu" />
      </button>
      <div className="flex-1" />
      {can(FEATURES.globalSearch) && (
        <button
          type="button"
          className={iconButton}
          aria-label={intl.formatMessage({ id: 'layout.search' })}
          onClick={() => update({ isGlobalSearchModalOpen: true })}
        >
          <Icon name="search" />
        </button>
      )}
      {can(FEATURES.bell) && <Bell className={iconButton} />}
      <UserMenu />
    </header>
  );
}
