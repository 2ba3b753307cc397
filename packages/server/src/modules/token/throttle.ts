import type { AppContext } from '../../context';
import * as repo from './repo';

/**
 * Sign-in throttling that cannot be turned against the owner. Failures are counted per account
 * and client and per client address, never per account alone:
 * - a client is an address (untrusted) or a device cookie of the account (trusted); after
 *   `maxFailures` failures since its last success within the window it waits, and the wait
 *   doubles with every further failure (`blockS`, 2·blockS, … up to an hour when
 *   temporary_block_enabled; 1 s, 2 s, … up to blockS otherwise);
 * - an address with `addressMaxFailures` failures within the window, over every account, waits
 *   the same way (password spraying);
 * - untrusted clients together get at most `hourlyCap` failures an hour per account (ASVS V2.2.1);
 *   a trusted device is held only by its own failures.
 * Unknown names are accounts like any other (`n:<name>`): they answer the same sequence.
 */

export interface Attempt {
  account: string;
  ip: string | null;
  /** The device cookie's hash when valid for this account; null: untrusted. */
  device: string | null;
}

export type Refusal = 'hourly_cap' | 'client_throttled' | 'device_throttled' | 'address_throttled';

/** Whether a client with `n` counted failures, the last at `last`, must still wait. */
function waiting(ctx: AppContext, n: number, last: Date | null, threshold: number, now: Date): boolean {
  if (n < threshold || last === null) return false;
  const blocks = ctx.config.public.temporary_block_enabled;
  const { blockS } = ctx.config.login;
  const base = blocks ? blockS : 1;
  const cap = blocks ? Math.max(3600, blockS) : blockS;
  const delayS = Math.min(base * 2 ** Math.min(n - threshold, 20), cap);
  return now.getTime() < last.getTime() + delayS * 1000;
}

export async function refusal(ctx: AppContext, a: Attempt, now: Date): Promise<Refusal | null> {
  const { login } = ctx.config;
  const windowStart = new Date(now.getTime() - login.windowS * 1000);
  const hourStart = new Date(now.getTime() - 3600 * 1000);
  const rows = await repo.accountHistory(ctx.db, a.account, windowStart < hourStart ? windowStart : hourStart);
  // A client's counted failures since its last success (and within the window).
  const held = (mine: typeof rows, threshold: number) => {
    const lastSuccess = mine.reduce<Date>((t, r) => (r.success && r.ts > t ? r.ts : t), windowStart);
    const failures = mine.filter((r) => !r.success && r.counted && r.ts > lastSuccess);
    return waiting(ctx, failures.length, failures.at(-1)?.ts ?? null, threshold, now);
  };
  if (a.device) {
    const mine = rows.filter((r) => r.device === a.device);
    return held(mine, login.maxFailures) ? 'device_throttled' : null;
  }
  const untrusted = rows.filter((r) => r.device === null);
  if (untrusted.filter((r) => !r.success && r.counted && r.ts > hourStart).length >= login.hourlyCap) return 'hourly_cap';
  if (
    held(
      untrusted.filter((r) => r.ip === a.ip),
      login.maxFailures,
    )
  )
    return 'client_throttled';
  if (a.ip !== null) {
    const address = await repo.addressFailures(ctx.db, a.ip, windowStart);
    if (waiting(ctx, address.n, address.last, login.addressMaxFailures, now)) return 'address_throttled';
  }
  return null;
}
