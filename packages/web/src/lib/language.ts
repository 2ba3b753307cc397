/**
 * The language: the stored choice, else the first two letters of the browser language, else the
 * default; each only if it is one of the available locales.
 */
export function chooseLanguage(opts: {
  stored: string | null | undefined;
  browser: string | null | undefined;
  available: readonly string[];
  fallback: string;
}): string {
  const { stored, browser, available, fallback } = opts;
  if (stored && available.includes(stored)) return stored;
  const short = browser?.slice(0, 2).toLowerCase();
  if (short && available.includes(short)) return short;
  if (available.includes(fallback)) return fallback;
  return available[0] ?? fallback;
}
