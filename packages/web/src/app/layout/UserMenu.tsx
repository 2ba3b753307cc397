import { DropdownMenu } from 'radix-ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { canOpen } from '../../access/check';
import { USER_MENU_LINKS } from '../../access/routes';
import { useMe } from '../../api/me';
import { signOut } from '../../auth/session';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/icons';
import type { MessageId } from '../../i18n/messages/en';
import { THEME_PREFERENCES, type ThemePreference } from '../../lib/theme';
import { useThemeSetting } from '../theme/useThemeSetting';

const PERMISSION_OF: Record<(typeof USER_MENU_LINKS)[number], string> = {
  videoclips: 'videoclip_read',
  videomarks: 'videomark_read',
  subscriptions: 'subscription_read',
  webhooks: 'webhook_read',
};

const itemClass = 'flex min-h-9 cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** Avatar button; the menu holds who is signed in, the profile, permitted links and log-out. */
export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const me = useMe();
  const fullName = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.username;
  const theme = useThemeSetting();
  const links = USER_MENU_LINKS.filter((l) => me.permissions.includes(PERMISSION_OF[l]) && canOpen(me, `/${l}`));

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={intl.formatMessage({ id: 'layout.userMenu' })}
        className="flex h-9 w-9 items-center justify-center rounded-full hover:opacity-90"
      >
        <Avatar user={me} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-72 rounded-md border border-slate-200 bg-surface p-1 shadow-lg">
          <div className="flex items-center gap-3 px-3 py-3">
            <Avatar user={me} className="h-10 w-10" />
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold" data-testid="user-menu-name">
                {fullName}
              </p>
              {me.email && <p className="truncate text-slate-600">{me.email}</p>}
              {me.organization && <p className="truncate text-slate-500">{me.organization.name}</p>}
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/profile')}>
            <Icon name="profile" className="h-4 w-4" />
            {intl.formatMessage({ id: 'layout.profile' })}
          </DropdownMenu.Item>
          {links.map((l) => (
            <DropdownMenu.Item key={l} className={itemClass} onSelect={() => navigate(`/${l}`)}>
              <Icon name="lists" className="h-4 w-4" />
              {intl.formatMessage({ id: `nav.${l}` as MessageId })}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Label className="px-3 pt-1 pb-1 text-xs font-medium text-slate-500">{intl.formatMessage({ id: 'layout.theme' })}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={theme.preference}
            onValueChange={(v) => theme.choose(v as ThemePreference)}
            aria-label={intl.formatMessage({ id: 'layout.theme' })}
          >
            {THEME_PREFERENCES.map((p) => (
              <DropdownMenu.RadioItem key={p} value={p} className={itemClass} onSelect={(e) => e.preventDefault()}>
                <span aria-hidden="true" className="w-4 text-center">
                  <DropdownMenu.ItemIndicator>●</DropdownMenu.ItemIndicator>
                </span>
                {intl.formatMessage({ id: `layout.theme.${p}` })}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <Icon name="logout" className="h-4 w-4" />
            {intl.formatMessage({ id: 'app.signOut' })}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
