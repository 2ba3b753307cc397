import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { audit } from '../../lib/audit';

type Conn = Kysely<DB> | Transaction<DB>;

const NAME = 'Demo';
const DESCRIPTION = 'The demo camera and watch list; put an operator in this group to let them see the demo';
const META = { ip: null, userAgent: 'bootstrap' };

/**
 * The demo organisation's group, as the audit log remembers creating it (an administrator may
 * rename it), or null when it was never made or has been deleted.
 */
export async function demoGroupId(db: Conn, organizationId: number): Promise<number | null> {
  const made = await db
    .selectFrom('audit_logs as a')
    .innerJoin('groups as g', (j) => j.on((eb) => eb(eb.cast('g.id', 'text'), '=', eb.ref('a.object_id'))))
    .select('g.id')
    .where('a.organization_id', '=', organizationId)
    .where('a.action_type', '=', 'group_create')
    .where('a.user_agent', '=', META.userAgent)
    .where('g.organization_id', '=', organizationId)
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
  return made?.id ?? null;
}

async function madeBefore(db: Conn, organizationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('audit_logs')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('action_type', '=', 'group_create')
    .where('user_agent', '=', META.userAgent)
    .executeTakeFirst();
  return row !== undefined;
}

/** The demo group of a new demo organisation (in its creating transaction). */
export async function createDemoGroup(tx: Transaction<DB>, organizationId: number, now: Date): Promise<number> {
  const row = await tx
    .insertInto('groups')
    .values({ organization_id: organizationId, name: NAME, description: DESCRIPTION })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(tx, {
    organizationId,
    userId: null,
    actionType: 'group_create',
    objectType: 'group',
    objectId: row.id,
    after: { name: NAME },
    at: now,
    meta: META,
  });
  return row.id;
}

/**
 * For a data directory made before the demo had a group: once (the audit log remembers), the
 * group is made and the ungrouped camera and watch list the start created are put in it. Nothing
 * else moves, and nothing happens when nothing of the start's is ungrouped or the organisation
 * already has a group of that name.
 */
export async function adoptDemoGroup(ctx: AppContext, organizationId: number): Promise<number | null> {
  if (await madeBefore(ctx.db, organizationId)) return null;
  const made = (db: Conn, action: string) =>
    db
      .selectFrom('audit_logs')
      .select('object_id')
      .where('organization_id', '=', organizationId)
      .where('action_type', '=', action)
      .where('user_agent', '=', META.userAgent);
  const ungrouped = async (db: Conn) => ({
    cameras: await db
      .selectFrom('cameras')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('group_id', 'is', null)
      .where((eb) => eb(eb.cast('id', 'text'), 'in', made(db, 'camera_create')))
      .execute(),
    facelists: await db
      .selectFrom('facelists')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('group_id', 'is', null)
      .where((eb) => eb(eb.cast('id', 'text'), 'in', made(db, 'facelist_create')))
      .execute(),
  });
  // Nothing the start made is left ungrouped (or an organisation merely named Demo): no group.
  const found = await ungrouped(ctx.db);
  if (found.cameras.length === 0 && found.facelists.length === 0) return null;
  const taken = await ctx.db.selectFrom('groups').select('id').where('organization_id', '=', organizationId).where('name', '=', NAME).executeTakeFirst();
  if (taken) return null;
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (tx) => {
    const groupId = await createDemoGroup(tx, organizationId, now);
    const rows = await ungrouped(tx);
    for (const objectType of ['camera', 'facelist'] as const) {
      const ids = (objectType === 'camera' ? rows.cameras : rows.facelists).map((r) => r.id);
      if (ids.length === 0) continue;
      await tx
        .updateTable(objectType === 'camera' ? 'cameras' : 'facelists')
        .set({ group_id: groupId, updated_at: now })
        .where('id', 'in', ids)
        .execute();
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
