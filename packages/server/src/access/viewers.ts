import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { altersGrants, parseAuthChange } from '../lib/auth-change';
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
  private readonly held = new Map<number, { viewer: Viewer | null; loadedAt: number }>();
  private live = false;
  private generation = 0;

  /** The feed is listening (again): what was missed meanwhile is unknown, so start empty. */
  resume(): void {
    this.clear();
    this.live = true;
  }

  /** The feed is lost: hold nothing until `resume`. */
  suspend(): void {
    this.live = false;
    this.clear();
  }

  /**
   * One `argus_auth` payload (`parseAuthChange`): a user's change drops that user; a session's or
   * one that alters no grant changes no viewer; `*` drops all. Heard twice (the live relay hears the
   * channel too, in order with its messages), it drops twice: no harm.
   */
  changed(payload: string): void {
    const c = parseAuthChange(payload);
    if (!altersGrants(c) || c.kind === 'session') return;
    this.generation++;
    if (c.kind === 'user') this.held.delete(c.userId);
    else this.held.clear();
  }

  /** Stops holding a user (their last connection closed). */
  forget(userId: number): void {
    this.held.delete(userId);
  }

  /** The users as they are now (blocked ones absent: they receive nothing). */
  async of(db: Conn, userIds: readonly number[], now: Date): Promise<Map<number, Viewer>> {
    const out = new Map<number, Viewer>();
    const missing: number[] = [];
    for (const id of new Set(userIds)) {
      const entry = this.live ? this.held.get(id) : undefined;
      if (!entry || Date.now() - entry.loadedAt > MAX_AGE_MS) missing.push(id);
      else if (entry.viewer) out.set(id, entry.viewer);
    }
    if (missing.length === 0) return out;
    const generation = this.generation;
    const loaded = await viewersOf(db, missing, now);
    const keep = this.live && generation === this.generation;
    for (const id of missing) {
      const viewer = loaded.get(id) ?? null;
      if (viewer) out.set(id, viewer);
      if (keep) this.held.set(id, { viewer, loadedAt: Date.now() });
    }
    return out;
  }

  private clear(): void {
    this.generation++;
    this.held.clear();
  }
}
