import type { TokenResponse } from '@argus/contracts';
import { permissionsOf } from '../../access';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit } from '../../lib/audit';
import { addSeconds } from '../../lib/clock';
import { verifyPassword } from '../../lib/password';
import { randomToken, sha256 } from '../../lib/secrets';
import { verifyTotp } from '../../lib/totp';
import { updateUser, userStanding } from '../users/repo';
import { issueDeviceCookie, trustedDevice } from './device';
import * as repo from './repo';
import { refusal } from './throttle';
import type { RevocationView } from './view';

export interface SignInInput {
  username: string;
  password: string;
  code?: string | undefined;
}

async function issueTokens(ctx: AppContext, sessionId: string, at: Date): Promise<TokenResponse> {
  const access = randomToken();
  const refresh = randomToken();
  await repo.insertToken(ctx.db, { hash: sha256(access), sessionId, kind: 'access', at, expiresAt: addSeconds(at, ctx.config.accessTokenTtlS) });
  await repo.insertToken(ctx.db, { hash: sha256(refresh), sessionId, kind: 'refresh', at, expiresAt: addSeconds(at, ctx.config.refreshTokenTtlS) });
  return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: ctx.config.accessTokenTtlS };
}

/** The account an attempt is counted on: a user, or the name tried when no account has it. */
export function accountKey(userId: number | null, login: string): string {
  return userId === null ? `n:${login.trim().toLowerCase()}` : `u:${userId}`;
}

export interface SignInResult {
  tokens: TokenResponse;
  /** A new device cookie to set (the client presented none valid for this account). */
  deviceCookie: string | null;
}

/**
 * Known and unknown names take the same path (the same queries, one argon2 verification) and
 * get the same answers; only a blocked account (an administrator's act) answers otherwise.
 */
export async function signIn(ctx: AppContext, input: SignInInput, meta: RequestMeta, deviceCookie?: string): Promise<SignInResult> {
  const now = ctx.clock();
  const user = await repo.findLoginUser(ctx.db, input.username);
  const account = accountKey(user?.id ?? null, input.username);
  const device = await trustedDevice(ctx, deviceCookie, user?.id ?? null);
  const signInAudit = (success: boolean, reason: string | null) =>
    audit(ctx.db, {
      organizationId: user?.organization_id ?? null,
      userId: user?.id ?? null,
      actionType: success ? 'token_create' : 'token_create_failed',
      objectType: 'token',
      objectId: null,
      details: { username: input.username.slice(0, 254), ...(reason ? { reason } : {}) },
      at: now,
      meta,
    });
  const record = (success: boolean, reason: string | null, counted: boolean, dev: string | null) =>
    repo.recordSignIn(ctx.db, {
      userId: user?.id ?? null,
      account,
      device: dev,
      username: user?.username ?? input.username,
      success,
      reason,
      counted,
      at: now,
      meta,
    });
  const fail = async (type: ApiError['type'], reason: string, counted: boolean, message: string): Promise<never> => {
    await record(false, reason, counted, device);
    await signInAudit(false, reason);
    throw new ApiError(type, message);
  };
  if (user?.blocked_to && user.blocked_to > now) {
    return fail('token_user_blocked', 'blocked', false, 'The account is blocked');
  }
  const refused = await refusal(ctx, { account, ip: meta.ip, device }, now);
  if (refused) return fail('token_user_auth_attempts_exceeded', refused, false, 'Too many failed attempts; try again later');
  if (!(await verifyPassword(user?.password_hash ?? null, input.password)) || !user) {
    return fail('token_invalid_credentials', 'invalid_credentials', true, 'Wrong username or password');
  }
  if (user.tfa_enabled && user.tfa_secret) {
    if (!input.code) throw new ApiError('token_missing_code', 'A one-time code is required');
    const step = await verifyTotp(user.tfa_secret, input.code, now, user.tfa_last_step === null ? null : Number(user.tfa_last_step));
    if (step === null) return fail('token_invalid_code', 'invalid_code', true, 'The one-time code is wrong');
    await updateUser(ctx.db, user.id, { tfa_last_step: step });
  }
  // The success resets the count of the client that signed in: its device, or its address.
  await record(true, null, true, device);
  const issued = device ? null : await issueDeviceCookie(ctx, user.id);
  await signInAudit(true, null);
  const sessionId = await repo.createSession(ctx.db, user.id, now, meta);
  return { tokens: await issueTokens(ctx, sessionId, now), deviceCookie: issued?.value ?? null };
}

/** Rotates a refresh token. A token used twice means it leaked: the whole session ends. */
export async function refresh(ctx: AppContext, refreshToken: string): Promise<TokenResponse> {
  const now = ctx.clock();
  const hash = sha256(refreshToken);
  const token = await repo.findToken(ctx.db, hash);
  const refused = () => new ApiError('token_invalid_grant', 'The refresh token is invalid, expired or revoked');
  if (!token || token.kind !== 'refresh') throw refused();
  if (token.session_revoked_at || token.revoked_at || token.expires_at <= now) throw refused();
  if (token.used_at || !(await repo.consumeRefreshToken(ctx.db, hash, now))) {
    await repo.revokeSession(ctx.db, token.session_id, now, 'refresh_token_reuse');
    throw refused();
  }
  const user = await userStanding(ctx.db, token.user_id);
  if (!user || user.deleted_at || (user.blocked_to && user.blocked_to > now)) {
    await repo.revokeSession(ctx.db, token.session_id, now, 'user_unavailable');
    throw refused();
  }
  await repo.revokeAccessTokens(ctx.db, token.session_id, now);
  return issueTokens(ctx, token.session_id, now);
}

/** Ends the session the token belongs to. Unknown tokens are ignored (RFC 7009). */
export async function revoke(ctx: AppContext, token: string): Promise<void> {
  const found = await repo.findToken(ctx.db, sha256(token));
  if (found) await repo.revokeSession(ctx.db, found.session_id, ctx.clock(), 'revoked');
}

/**
 * The principal of an access token. With the process's revocation view (view.ts) a token verified
 * before costs no database round trip; otherwise, or while the view's feed is lost, one query.
 */
export async function authenticate(ctx: AppContext, accessToken: string, view?: RevocationView): Promise<Principal | null> {
  const now = ctx.clock();
  const hash = sha256(accessToken);
  const held = view?.get(hash, now);
  if (held) return held;
  const generation = view?.generation ?? 0;
  const row = await repo.principalRow(ctx.db, hash, now);
  if (!row || (row.blocked_to && row.blocked_to > now)) return null;
  const principal: Principal = {
    userId: row.id,
    sessionId: String(row.session_id),
    organizationId: row.organization_id,
    roleId: row.role_id,
    isSuperuser: row.is_superuser,
    groupIds: row.group_ids.map(Number),
    permissions: permissionsOf(row.is_superuser, row.role_id),
    tfaEnabled: row.tfa_enabled,
    tfaRequired: row.tfa_required,
  };
  view?.put(hash, generation, principal, row.expires_at);
  return principal;
}
