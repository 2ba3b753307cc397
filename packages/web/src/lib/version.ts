/** The update notice shows when the served front version changed since last seen, or differs from this build's. */
export function shouldShowVersionNotice(served: string | undefined, seen: string | null, build: string): boolean {
  if (!served) return false;
  if (seen !== null && seen !== served) return true;
  return served !== build;
}
