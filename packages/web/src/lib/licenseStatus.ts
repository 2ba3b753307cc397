/** What a licence row shows: active, waiting for activation, deactivated or expired. */
export type LicenseStatus = 'active' | 'pending' | 'deactivated' | 'expired';

export function licenseStatus(
  l: { isActive: boolean; activatedAt: string | null; deactivatedAt: string | null; expiryDate: string },
  now: number,
): LicenseStatus {
  if (l.isActive) return 'active';
  if (Date.parse(l.expiryDate) <= now) return 'expired';
  if (l.deactivatedAt) return 'deactivated';
  if (!l.activatedAt) return 'pending';
  return 'expired';
}

/** A counter is over (or at) its limit; null limits are unlimited. */
export const usageFull = (u: { current: number; limit: number | null }): boolean => u.limit !== null && u.current >= u.limit;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When to ask again for the active licences: at the earliest expiry, at most 24 h ahead (section 4). */
export function licenseRecheckDelay(expiryDates: readonly string[], now: number): number {
  const next = expiryDates.map((d) => Date.parse(d) - now).filter((ms) => Number.isFinite(ms) && ms > 0);
  return Math.max(1000, Math.min(DAY_MS, ...next));
}
