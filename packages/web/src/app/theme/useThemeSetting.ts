import { useEffect } from 'react';
import { useMeQuery, useUpdateMe } from '../../api/me';
import { preferenceFromSettings, settingOf, type ThemePreference } from '../../lib/theme';
import { setThemePreference, useTheme } from './store';

/** Follows the choice kept in the signed-in user's settings (another device may have changed it). */
export function useThemeFromSettings(): void {
  const me = useMeQuery();
  // A user without a choice follows the system (not the previous user of this browser).
  const stored = me.data ? (preferenceFromSettings(me.data.settings) ?? 'system') : null;
  useEffect(() => {
    if (stored) setThemePreference(stored);
  }, [stored]);
}

/** The choice and a setter that draws it at once and keeps it in the user's settings. */
export function useThemeSetting(): { preference: ThemePreference; choose: (p: ThemePreference) => void } {
  const { preference } = useTheme();
  const update = useUpdateMe();
  return {
    preference,
    choose: (p) => {
      setThemePreference(p);
      update.mutate({ settings: settingOf(p) });
    },
  };
}
