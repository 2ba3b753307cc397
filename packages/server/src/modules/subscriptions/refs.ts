import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * The objects a subscription points to, by name. A reference answers null when the object is gone
 * or outside the owner's organisation or groups: on save that is a 422, later it makes the
 * subscription stale (it then produces no notifications).
 */
export type RefKind = 'place' | 'camera' | 'sensor' | 'situation' | 'facelist' | 'platelist' | 'face' | 'plate';

export interface Owner {
  organizationId: number;
  /** null: the whole organisation (administrators). */
  groups: number[] | null;
}

const inGroups = (groupId: number | null, o: Owner) => o.groups === null || (groupId !== null && o.groups.includes(groupId));

export async function resolveRef(db: Conn, kind: RefKind, id: number, o: Owner): Promise<{ id: number; name: string } | null> {
  const org = o.organizationId;
  switch (kind) {
    case 'place':
    case 'camera':
    case 'situation':
    case 'facelist':
    case 'platelist': {
      const table = ({ place: 'places', camera: 'cameras', situation: 'situations', facelist: 'facelists', platelist: 'platelists' } as const)[kind];
      const r = await db.selectFrom(table).select(['id', 'name', 'group_id']).where('id', '=', id).where('organization_id', '=', org).executeTakeFirst();
      return r && inGroups(r.group_id, o) ? { id: r.id, name: r.name } : null;
    }
    case 'sensor': {
      const r = await db.selectFrom('sensors').select(['id', 'name']).where('id', '=', id).where('organization_id', '=', org).executeTakeFirst();
      return r ?? null;
    }
    case 'face': {
      const r = await db
        .selectFrom('faces')
        .innerJoin('facelists', 'facelists.id', 'faces.facelist_id')
        .select(['faces.id', 'faces.full_name as name', 'facelists.group_id'])
        .where('faces.id', '=', id)
        .where('faces.organization_id', '=', org)
        .executeTakeFirst();
      return r && inGroups(r.group_id, o) ? { id: r.id, name: r.name } : null;
    }
    case 'plate': {
      const r = await db
        .selectFrom('plates')
        .innerJoin('platelists', 'platelists.id', 'plates.platelist_id')
        .select(['plates.id', 'plates.number as name', 'platelists.group_id'])
        .where('plates.id', '=', id)
        .where('plates.organization_id', '=', org)
        .executeTakeFirst();
      return r && inGroups(r.group_id, o) ? { id: r.id, name: r.name } : null;
    }
  }
}
