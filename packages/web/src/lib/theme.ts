/** The colour scheme a user chose: the system's, or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
export type Scheme = 'light' | 'dark';

/** The user setting (settings.theme = {version, value}) that keeps the choice. */
export const THEME_SETTING = 'theme';
export const THEME_SETTING_VERSION = 1;
export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

const isPreference = (v: unknown): v is ThemePreference => v === 'system' || v === 'light' || v === 'dark';

/**
 * The preference kept in the user's settings; null when there is none (or of a version this
 * console does not know, which the spec resets to the initial value).
 */
export function preferenceFromSettings(settings: Record<string, { version: number; value: unknown }> | null | undefined): ThemePreference | null {
  const s = settings?.[THEME_SETTING];
  if (!s || s.version !== THEME_SETTING_VERSION) return null;
  return isPreference(s.value) ? s.value : null;
}

/** The setting to merge into the user's settings for a preference. */
export function settingOf(preference: ThemePreference): Record<string, { version: number; value: ThemePreference }> {
  return { [THEME_SETTING]: { version: THEME_SETTING_VERSION, value: preference } };
}

/** A stored string (local cache) as a preference; anything else is the system's. */
export function parsePreference(v: string | null | undefined): ThemePreference {
  return isPreference(v) ? v : 'system';
}

/** The scheme to draw: the choice, or the system's when the choice is to follow it. */
export function resolveScheme(preference: ThemePreference, systemDark: boolean): Scheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/** Relative luminance (WCAG) of an sRGB colour given as 0–255 channels. */
export function luminance(r: number, g: number, b: number): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
