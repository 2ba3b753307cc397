import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { sidebarItems } from '../../access/check';
import { FEATURES } from '../../access/modals';
import { useActiveLicenses } from '../../api/licenses';
import { useMe } from '../../api/me';
import { useCan } from '../../access/useCan';
import { Icon } from '../../components/icons';
import type { MessageId } from '../../i18n/messages/en';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The items the user may open, in the order of the spec; docs link and language switcher below. */
export function SidebarNav({ expanded, onNavigate }: { expanded: boolean; onNavigate?: () => void }) {
  const intl = useIntl();
  const me = useMe();
  const can = useCan();
  const items = sidebarItems(me);
  const licenses = useActiveLicenses(items.includes('licenses') && can(FEATURES.licenseCheck));
  const noLicenses = licenses.isSuccess && licenses.data.licenses.length === 0;

  return (
    <div className="flex h-full flex-col">
      <nav aria-label={intl.formatMessage({ id: 'layout.navigation' })} className="flex-1 overflow-y-auto py-2">
        <ul className="flex flex-col gap-0.5 px-2">
          {items.map((name) => {
            const label = intl.formatMessage({ id: `nav.${name}` as MessageId });
            const warn = name === 'licenses' && noLicenses;
            return (
              <li key={name}>
                <NavLink
                  to={`/${name}`}
                  onClick={onNavigate}
                  title={expanded ? undefined : label}
                  aria-label={expanded ? undefined : label}
                  className={({ isActive }) =>
                    `flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-slate-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'} ${expanded ? '' : 'justify-center'}`
                  }
                >
                  <Icon name={name} className="h-5 w-5 shrink-0" />
                  {expanded && <span className="truncate">{label}</span>}
                  {warn && (
                    <span className="ml-auto text-amber-400" title={intl.formatMessage({ id: 'layout.licenseWarning' })}>
                      <Icon name="warning" className="h-4 w-4" />
                      <span className="sr-only">{intl.formatMessage({ id: 'layout.licenseWarning' })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-col gap-2 border-t border-slate-700 p-2">
        <a
          href="/docs"
          target="_blank"
          rel="noreferrer"
          aria-label={expanded ? undefined : intl.formatMessage({ id: 'layout.docs' })}
          className={`flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white ${expanded ? '' : 'justify-center'}`}
        >
          <Icon name="docs" className="h-5 w-5 shrink-0" />
          {expanded && <span>{intl.formatMessage({ id: 'layout.docs' })}</span>}
        </a>
        {expanded && (
          <div className="px-1">
            <LanguageSwitcher dark />
          </div>
        )}
      </div>
    </div>
  );
}
