import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { parseAuthChange } from '../lib/auth-change';
import { HeldRows } from '../lib/held';
import { permissionsOf, type Viewer } from './rule';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * The users as viewers, for what is decided without a request: subscription hits and webhook
 * deliveries act for the subscription's owner. Blocked users are left out (they receive nothing).
 * Two queries for any number of users.
 */
export async function viewersOf(db: Conn, userIds: readonly number[], now: Date): Promise<Map<number, Viewer>> {
  if (userIds.length === 0) return new Map();
  const ids = [...new Set(userIds)];
  const users = await db
    .selectFrom('users')
    .select(['id', 'organization_id', 'role_id', 'is_superuser', 'blocked_to'])
    .where('id', 'in', ids)
    // A deleted user sees nothing: deleting leaves their groups, but an administrator needs none.
    .where('deleted_at', 'is', null)
    .execute();
  const groups = await db.selectFrom('user_groups').select(['user_id', 'group_id']).where('user_id', 'in', ids).execute();
  const viewers = new Map<number, Viewer>();
  for (const u of users) {
    if (u.blocked_to && u.blocked_to > now) continue;
    viewers.set(u.id, {
      organizationId: u.organization_id,
      roleId: u.role_id,
      isSuperuser: u.is_superuser,
      groupIds: groups.filter((g) => g.user_id === u.id).map((g) => g.group_id),
      permissions: permissionsOf(u.is_superuser, u.role_id),
    });
  }
  return viewers;
}

/** A held viewer is loaded again after this long even without a notification (a bound on any missed one, and on a block that ran out). */
const MAX_AGE_MS = 60_000;

/**
 * The users as viewers, held between changes, for pushes to open connections (the live hub): a
 * connection's user may be put into or taken out of a group, get another role or be blocked while
 * it stays open, and each push must follow that without a query per connection. Kept current by
 * the `argus_auth` feed (modules/token/listener.ts: every change of a user or of their groups
 * announces `u:<user id>` when it commits, on every replica): it answers from what it holds only
 * while the feed is listening (`resume` … `suspend`); otherwise every call loads the users it is
 * asked for (one `viewersOf` for all of them). A load that a change overtook is used once, not
 * kept (`generation`, as the revocation view does).
 */
export class HeldViewers {
  private readonly held = new HeldRows<number, Viewer | null>(MAX_AGE_MS);

  /** The feed is listening (again): what was missed meanwhile is unknown, so start empty. */
  resume(): void {
    this.held.resume();
  }

  /** The feed is lost: hold nothing until `resume`. */
  suspend(): void {
    this.held.suspend();
  }

  /**
   * One `argus_auth` payload (`parseAuthChange`): a user's change drops that user; a session's or
   * one that alters no grant changes no viewer; `*` drops all. Heard twice (the live relay hears the
   * channel too, in order with its messages), it drops twice: no harm.
   */
  changed(payload: string): void {
    const c = parseAuthChange(payload);
    if (c.kind === 'user') this.held.drop(c.userId);
    else if (c.kind === 'all') this.held.clear();
  }

  /** Stops holding a user (their last connection closed). */
  forget(userId: number): void {
    this.held.forget(userId);
  }

  /** The users as they are now (blocked ones absent: they receive nothing). */
  async of(db: Conn, userIds: readonly number[], now: Date): Promise<Map<number, Viewer>> {
    const out = new Map<number, Viewer>();
    const missing: number[] = [];
    for (const id of new Set(userIds)) {
      const held = this.held.get(id);
      if (!held) missing.push(id);
      else if (held.value) out.set(id, held.value);
    }
    if (missing.length === 0) return out;
    const generation = this.held.generation;
    const loaded = await viewersOf(db, missing, now);
    for (const id of missing) {
      const viewer = loaded.get(id) ?? null;
      if (viewer) out.set(id, viewer);
      this.held.put(id, generation, viewer);
    }
    return out;
  }
}
