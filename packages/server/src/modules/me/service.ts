import type { ChangeEmail, ChangePassword, UpdateMe, User } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeOtherSessions } from '../token/repo';
import { urlSigner } from '../../lib/files';
import { checkAvatar } from '../users/avatar';
import { presentUser } from '../users/present';
import { findUserById } from '../users/repo';
import type { UserView } from '../users/view';
import * as repo from './repo';

/** The caller as they are now: from this process's user view when it holds them, else read (and kept there). */
export async function getMe(ctx: AppContext, userId: number, view?: UserView): Promise<User> {
  let user = view?.get(userId);
  if (!user) {
    const generation = view?.generation ?? 0;
    user = await findUserById(ctx.db, userId);
    if (!user) throw notFound('User');
    view?.put(userId, generation, user);
  }
  return presentUser(user, ctx.config, ctx.clock(), await urlSigner(ctx));
}

const auditOf = (p: Principal, action: string, at: Date, meta: RequestMeta, after?: Record<string, unknown>) =>
  changeBy(p, `user_${action}`, 'user', p.userId, at, meta, after ? { after } : {});

export async function updateMe(ctx: AppContext, p: Principal, body: UpdateMe, meta: RequestMeta): Promise<User> {
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    const current = await findUserById(tx, p.userId);
    if (!current) throw notFound('User');
    const values: Parameters<typeof repo.updateUser>[2] = {};
    if (body.first_name !== undefined) values.first_name = body.first_name;
    if (body.last_name !== undefined) values.last_name = body.last_name;
    if (body.avatar_id !== undefined) values.avatar_id = await checkAvatar(tx, body.avatar_id, current.organization_id);
    if (body.attributes !== undefined) values.attributes = JSON.stringify(body.attributes);
    if (body.license_agreement_accepted_version !== undefined) {
      values.license_agreement_accepted_version = body.license_agreement_accepted_version;
    }
    if (body.settings !== undefined) {
      // Settings are merged key by key; a null value removes the key.
      const merged = { ...current.settings };
      for (const [key, setting] of Object.entries(body.settings)) {
        if (setting === null) delete merged[key];
        else merged[key] = setting;
      }
      values.settings = JSON.stringify(merged);
    }
    await repo.updateUser(tx, p.userId, values, now);
    await audit(tx, auditOf(p, 'update', now, meta, body));
  });
  return getMe(ctx, p.userId);
}

export async function changePassword(ctx: AppContext, p: Principal, body: ChangePassword, meta: RequestMeta): Promise<void> {
  const now = ctx.clock();
  const min = ctx.config.public.min_password_length;
  const current = await repo.passwordHashOf(ctx.db, p.userId);
  if (!(await verifyPassword(current.password_hash, body.old_password))) {
    throw invalid({ old_password: 'is wrong' });
  }
  if (body.new_password.length < min) throw invalid({ new_password: `must be at least ${min} characters` });
  if (body.new_password === body.old_password) throw invalid({ new_password: 'must differ from the old password' });
  if (body.new_password.toLowerCase() === current.username.toLowerCase()) {
    throw invalid({ new_password: 'must not be the username' });
  }
  const hash = await hashPassword(body.new_password);
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateUser(tx, p.userId, { password_hash: hash, password_updated_at: now, password_initially_changed: true, password_expired: false }, now);
    // Other devices must sign in with the new password; this one stays signed in.
    await revokeOtherSessions(tx, p.userId, p.sessionId, now, 'password_changed');
    await audit(tx, auditOf(p, 'password_change', now, meta));
  });
}

export async function changeEmail(ctx: AppContext, p: Principal, body: ChangeEmail, meta: RequestMeta): Promise<User> {
  const now = ctx.clock();
  const current = await repo.passwordHashOf(ctx.db, p.userId);
  if (!(await verifyPassword(current.password_hash, body.password))) throw invalid({ password: 'is wrong' });
  const email = body.email.trim();
  if (await repo.emailTaken(ctx.db, email, p.userId)) throw new ApiError('conflict', 'The e-mail is in use', { email: 'is already in use' });
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateUser(tx, p.userId, { email }, now);
    await audit(tx, auditOf(p, 'email_change', now, meta, { email }));
  });
  return getMe(ctx, p.userId);
}

export async function listSignIns(ctx: AppContext, p: Principal, cursor: string | undefined, limit: number) {
  const key = decodeCursor(cursor, 1);
  const rows = await repo.signInLogs(ctx.db, p.userId, key ? String(key[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (r) => [String(r.id)]);
  return {
    logs: items.map((r) => ({ id: Number(r.id), ts: r.ts.toISOString(), success: r.success, reason: r.reason, ip: r.ip, user_agent: r.user_agent })),
    pagination,
  };
}
