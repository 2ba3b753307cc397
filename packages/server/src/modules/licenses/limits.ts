import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { ApiError } from '../../http/errors';
import { limitsOf, documentOf } from './present';
import * as repo from './repo';
import { usageResource, usageResources } from './usage';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * What other modules call: the licences in force for an organisation and whether they allow one
 * more of something. Expired licences are not in force, whatever their activation says.
 */

/** The licences in force at `now` (default: the context's clock). */
export function activeLicenses(ctx: AppContext, organizationId: number, now: Date = ctx.clock(), db: Conn = ctx.db): Promise<repo.LicenseRow[]> {
  return repo.activeLicenseRows(db, organizationId, now);
}

/** The limits of several licences add up; a name none of them carries is absent. */
export function combinedLimits(rows: readonly repo.LicenseRow[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const row of rows) {
    for (const [name, value] of Object.entries(limitsOf(documentOf(row)))) total.set(name, (total.get(name) ?? 0) + value);
  }
  return total;
}

/** ok, or why not: no licence in force, none licenses this resource, or the limit would be passed. */
export type LimitReason = 'ok' | 'no_active_license' | 'not_licensed' | 'limit_exceeded';

export interface LimitCheck {
  allowed: boolean;
  reason: LimitReason;
  name: string;
  current: number;
  /** null: unlimited. */
  limit: number | null;
}

/**
 * Whether the organisation may have `wanted` more of `name` (a registered usage name such as
 * `cameras`, `fr`, `faces`). Call it inside the creating transaction, before the insert: it locks
 * the organisation's row so concurrent creations are counted one after the other.
 */
export async function checkLimit(ctx: AppContext, tx: Conn, organizationId: number, name: string, wanted = 1): Promise<LimitCheck> {
  const resource = usageResource(name);
  if (!resource) throw new Error(`no usage counter registered for licence limit "${name}"`);
  await repo.lockOrganization(tx, organizationId);
  const licences = await activeLicenses(ctx, organizationId, ctx.clock(), tx);
  const limit = combinedLimits(licences).get(name);
  const current = await resource.count(tx, organizationId);
  if (limit === undefined) {
    if (resource.unlicensed === 'unlimited') return { allowed: true, reason: 'ok', name, current, limit: null };
    return { allowed: false, reason: licences.length ? 'not_licensed' : 'no_active_license', name, current, limit: 0 };
  }
  const allowed = current + wanted <= limit;
  return { allowed, reason: allowed ? 'ok' : 'limit_exceeded', name, current, limit };
}

const REFUSALS: Record<Exclude<LimitReason, 'ok'>, string> = {
  no_active_license: 'The organisation has no active licence',
  not_licensed: 'No active licence of the organisation includes',
  limit_exceeded: 'The licence limit is reached for',
};

/** checkLimit for resources with no inactive state: refuses with `limit_exceeded` (409). */
export async function requireLimit(ctx: AppContext, tx: Conn, organizationId: number, name: string, wanted = 1): Promise<void> {
  const check = await checkLimit(ctx, tx, organizationId, name, wanted);
  if (check.allowed) return;
  const reason = check.reason as Exclude<LimitReason, 'ok'>;
  const message = reason === 'no_active_license' ? REFUSALS[reason] : `${REFUSALS[reason]} ${name} (limit ${check.limit}, in use ${check.current})`;
  throw new ApiError('limit_exceeded', message, { [name]: reason });
}

/** Usage counters of an organisation: every registered resource with its licensed limit. */
export async function usageOf(ctx: AppContext, organizationId: number, now: Date = ctx.clock()) {
  const limits = combinedLimits(await activeLicenses(ctx, organizationId, now));
  const counters = [];
  for (const resource of usageResources()) {
    const limit = limits.get(resource.name);
    counters.push({
      name: resource.name,
      kind: 'limit' as const,
      current: await resource.count(ctx.db, organizationId),
      limit: limit ?? (resource.unlicensed === 'unlimited' ? null : 0),
    });
  }
  return counters;
}
