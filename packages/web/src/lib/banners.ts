export type Banner = 'offline' | 'clockDrift' | 'maintenance';

/** The first applicable banner wins: offline, then clock drift, then maintenance. */
export function pickBanner(flags: { offline: boolean; clockDrift: boolean; maintenance: boolean }): Banner | null {
  if (flags.offline) return 'offline';
  if (flags.clockDrift) return 'clockDrift';
  if (flags.maintenance) return 'maintenance';
  return null;
}
