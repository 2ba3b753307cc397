import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { invalid } from '../http/errors';
import { groupScope, type Viewer } from './rule';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * The group a new or moved object (camera, place, situation, list) may be put into: a group of
 * the organisation and, below administrator, one of the caller's own, which is then required (an
 * object without a group is the administrators').
 */
export async function checkAssignableGroup(
  db: Conn,
  v: Pick<Viewer, 'isSuperuser' | 'roleId' | 'groupIds'>,
  organizationId: number,
  groupId: number | null | undefined,
): Promise<void> {
  const scope = groupScope(v);
  if (groupId === undefined || groupId === null) {
    if (scope !== null) throw invalid({ group_id: 'is required: choose one of your groups' });
    return;
  }
  const g = await db.selectFrom('groups').select('organization_id').where('id', '=', groupId).executeTakeFirst();
  if (!g || g.organization_id !== organizationId || (scope !== null && !scope.includes(groupId))) {
    throw invalid({ group_id: 'names a group that does not exist in the organisation' });
  }
}
