import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { audit } from '../../lib/audit';
import { anythingMadeBy, objectsMadeBy } from '../auditlogs/repo';
import { setGroupOfCameras, ungroupedCamerasAmong } from '../cameras/repo';
import { setGroupOfFacelists, ungroupedFacelistsAmong } from '../facelists/repo';
import { groupMadeBy, groupNamed, insertGroup } from './repo';

type Conn = Kysely<DB> | Transaction<DB>;

const NAME = 'Demo';
const DESCRIPTION = 'The demo camera and watch list; put an operator in this group to let them see the demo';
const META = { ip: null, userAgent: 'bootstrap' };

/**
 * The demo organisation's group, as the audit log remembers creating it (an administrator may
 * rename it), or null when it was never made or has been deleted.
 */
export function demoGroupId(db: Conn, organizationId: number): Promise<number | null> {
  return groupMadeBy(db, organizationId, META.userAgent);
}

/** The demo group of a new demo organisation (in its creating transaction). */
export async function createDemoGroup(tx: Transaction<DB>, organizationId: number, now: Date): Promise<number> {
  const groupId = await insertGroup(tx, { organization_id: organizationId, name: NAME, description: DESCRIPTION });
  await audit(tx, {
    organizationId,
    userId: null,
    actionType: 'group_create',
    objectType: 'group',
    objectId: groupId,
    after: { name: NAME },
    at: now,
    meta: META,
  });
  return groupId;
}

/**
 * For a data directory made before the demo had a group: once (the audit log remembers), the
 * group is made and the ungrouped camera and watch list the start created are put in it. Nothing
 * else moves, and nothing happens when nothing of the start's is ungrouped or the organisation
 * already has a group of that name.
 */
export async function adoptDemoGroup(ctx: AppContext, organizationId: number): Promise<number | null> {
  if (await anythingMadeBy(ctx.db, organizationId, 'group_create', META.userAgent)) return null;
  const ungrouped = async (db: Conn) => ({
    cameras: await ungroupedCamerasAmong(db, organizationId, objectsMadeBy(db, organizationId, 'camera_create', META.userAgent)),
    facelists: await ungroupedFacelistsAmong(db, organizationId, objectsMadeBy(db, organizationId, 'facelist_create', META.userAgent)),
  });
  // Nothing the start made is left ungrouped (or an organisation merely named Demo): no group.
  const found = await ungrouped(ctx.db);
  if (found.cameras.length === 0 && found.facelists.length === 0) return null;
  const taken = await groupNamed(ctx.db, organizationId, NAME);
  if (taken) return null;
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (tx) => {
    const groupId = await createDemoGroup(tx, organizationId, now);
    const rows = await ungrouped(tx);
    for (const objectType of ['camera', 'facelist'] as const) {
      const ids = (objectType === 'camera' ? rows.cameras : rows.facelists).map((r) => r.id);
      if (ids.length === 0) continue;
      await (objectType === 'camera' ? setGroupOfCameras : setGroupOfFacelists)(tx, ids, groupId, now);
      for (const id of ids) {
        await audit(tx, {
          organizationId,
          userId: null,
          actionType: `${objectType}_update`,
          objectType,
          objectId: id,
          before: { group_id: null },
          after: { group_id: groupId },
          at: now,
          meta: META,
        });
      }
    }
    return groupId;
  });
}
