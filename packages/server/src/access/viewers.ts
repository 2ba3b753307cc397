import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
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
  const users = await db.selectFrom('users').select(['id', 'organization_id', 'role_id', 'is_superuser', 'blocked_to']).where('id', 'in', ids).execute();
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
