import type { TfaBeginResponse } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { newTotpSecret, totpUri, verifyTotp } from '../../lib/totp';
import { updateUser } from '../me/repo';
import { recordSignIn, revokeOtherSessions } from '../token/repo';
import { accountKey } from '../token/service';
import { refusal } from '../token/throttle';
import { findUserById } from '../users/repo';

const entry = (p: Principal, action: string, objectId: number, at: Date, meta: RequestMeta, organizationId?: number | null) =>
  changeBy(p, `user_${action}`, 'user', objectId, at, meta, organizationId === undefined ? {} : { organizationId });

async function self(ctx: AppContext, p: Principal) {
  const user = await findUserById(ctx.db, p.userId);
  if (!user) throw notFound('User');
  return user;
}

/**
 * A code checked for a signed-in user (confirm, disable) is throttled like one at sign-in: the
 * same counts (the account and the address), so a stolen session cannot try codes at speed.
 */
async function checkCode(
  ctx: AppContext,
  p: Principal,
  user: { username: string },
  secret: string,
  code: string,
  afterStep: number | null,
  meta: RequestMeta,
  now: Date,
) {
  const account = accountKey(p.userId, user.username);
  if (await refusal(ctx, { account, ip: meta.ip, device: null }, now)) {
    throw new ApiError('token_user_auth_attempts_exceeded', 'Too many failed attempts; try again later');
  }
  const step = await verifyTotp(secret, code, now, afterStep);
  if (step === null) {
    await recordSignIn(ctx.db, {
      userId: p.userId,
      account,
      device: null,
      username: user.username,
      success: false,
      reason: 'tfa_invalid_code',
      counted: true,
      at: now,
      meta,
    });
    throw new ApiError('token_invalid_code', 'The one-time code is wrong');
  }
  return step;
}

/** Starts enrolment: a new secret, kept pending until a code from it is confirmed. */
export async function begin(ctx: AppContext, p: Principal, meta: RequestMeta): Promise<TfaBeginResponse> {
  const now = ctx.clock();
  const user = await self(ctx, p);
  if (user.tfa_enabled) throw new ApiError('conflict', 'Two-factor sign-in is already enabled');
  const secret = newTotpSecret();
  await ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, p.userId, { tfa_pending_secret: secret }, now);
    await audit(tx, entry(p, 'tfa_begin', p.userId, now, meta));
  });
  const account = user.email || user.username;
  return { secret, otpauth_uri: totpUri(secret, account, ctx.config.public.product_title) };
}

export async function confirm(ctx: AppContext, p: Principal, code: string, meta: RequestMeta): Promise<void> {
  const now = ctx.clock();
  const user = await self(ctx, p);
  if (user.tfa_enabled) throw new ApiError('conflict', 'Two-factor sign-in is already enabled');
  if (!user.tfa_pending_secret) throw new ApiError('conflict', 'Start enrolment first');
  const step = await checkCode(ctx, p, user, user.tfa_pending_secret, code, null, meta, now);
  await ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, p.userId, { tfa_enabled: true, tfa_secret: user.tfa_pending_secret, tfa_pending_secret: null, tfa_last_step: step }, now);
    await audit(tx, entry(p, 'tfa_enable', p.userId, now, meta));
  });
}

export async function disable(ctx: AppContext, p: Principal, code: string, meta: RequestMeta): Promise<void> {
  const now = ctx.clock();
  const user = await self(ctx, p);
  if (!user.tfa_enabled || !user.tfa_secret) throw new ApiError('conflict', 'Two-factor sign-in is not enabled');
  if (user.tfa_required) throw new ApiError('forbidden', 'An administrator requires two-factor sign-in for this account');
  await checkCode(ctx, p, user, user.tfa_secret, code, user.tfa_last_step === null ? null : Number(user.tfa_last_step), meta, now);
  await ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, p.userId, { tfa_enabled: false, tfa_secret: null, tfa_pending_secret: null, tfa_last_step: null }, now);
    await audit(tx, entry(p, 'tfa_disable', p.userId, now, meta));
  });
}

/** The target of an administrator's 2FA action: the superuser reaches anyone, others their organisation. */
async function managedUser(ctx: AppContext, p: Principal, userId: number) {
  const user = await findUserById(ctx.db, userId);
  const visible = user && (p.isSuperuser || (!user.is_superuser && user.organization_id === p.organizationId));
  if (!user || !visible) throw notFound('User');
  return user;
}

export async function requireFor(ctx: AppContext, p: Principal, userId: number, meta: RequestMeta): Promise<void> {
  const now = ctx.clock();
  const target = await managedUser(ctx, p, userId);
  await ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, userId, { tfa_required: true }, now);
    await audit(tx, entry(p, 'tfa_require', userId, now, meta, target.organization_id));
  });
}

/** Resets a user's second factor (a lost phone): they enrol again at their next sign-in. */
export async function resetFor(ctx: AppContext, p: Principal, userId: number, meta: RequestMeta): Promise<void> {
  const now = ctx.clock();
  const target = await managedUser(ctx, p, userId);
  await ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, userId, { tfa_enabled: false, tfa_secret: null, tfa_pending_secret: null, tfa_last_step: null }, now);
    await revokeOtherSessions(tx, userId, null, now, 'tfa_reset');
    await audit(tx, entry(p, 'tfa_reset', userId, now, meta, target.organization_id));
  });
}
