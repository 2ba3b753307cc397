import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { groupScope, type Viewer } from './rule';
import type { Permission } from '@argus/contracts';

type Conn = Kysely<DB> | Transaction<DB>;
type Scoped = Pick<Viewer, 'organizationId' | 'isSuperuser' | 'roleId' | 'groupIds'>;

/**
 * The rule of rule.ts as SQL, for sets of rows: lists, searches, statistics and the set of
 * objects a batch of pushes concerns are filtered in the query, never row by row afterwards.
 */

/** `column` (a group id, maybe null) is in the viewer's group scope; true for the whole organisation. */
export function groupIn(v: Scoped, column: string): Expression<SqlBool> {
  const scope = groupScope(v);
  if (scope === null) return sql<SqlBool>`true`;
  if (scope.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(scope)})`;
}

/** `column` (an organisation id) is the viewer's organisation; any for the superuser. */
export function organizationIn(v: Scoped, column: string): Expression<SqlBool> {
  return v.isSuperuser ? sql<SqlBool>`true` : sql<SqlBool>`${sql.ref(column)} = ${v.organizationId ?? -1}`;
}

/** Rows of a table aliased `alias` with organization_id and group_id columns that the viewer sees. */
export function ownRows(v: Scoped, alias: string): Expression<SqlBool> {
  return sql<SqlBool>`(${organizationIn(v, `${alias}.organization_id`)} and ${groupIn(v, `${alias}.group_id`)})`;
}

/**
 * Events the viewer sees: of their organisation (the superuser none: events are barred to it) and,
 * below administrator, of cameras in their groups (the cameras' current groups, so moving a
 * camera moves its history).
 */
export function visibleEvents(v: Scoped) {
  return (eb: ExpressionBuilder<DB, 'events'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [eb('events.organization_id', '=', v.organizationId ?? -1)];
    const scope = groupScope(v);
    if (scope !== null) {
      conditions.push(
        eb(
          'events.camera_id',
          'in',
          eb
            .selectFrom('cameras')
            .select('cameras.id')
            .where('cameras.group_id', 'in', scope.length > 0 ? scope : [-1]),
        ),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * The ids of the cameras the viewer sees in their organisation, or null when that is all of them:
 * for walks (the face index) that take a plain list of ids.
 */
export async function visibleCameraIds(db: Conn, v: Scoped): Promise<number[] | null> {
  if (groupScope(v) === null) return null;
  const rows = await db.selectFrom('cameras as c').select('c.id').where(ownRows(v, 'c')).execute();
  return rows.map((r) => r.id);
}

/** What may be named by id and seen: the objects of a subscription's references, among others. */
export type Kind = 'camera' | 'place' | 'situation' | 'facelist' | 'platelist' | 'face' | 'plate' | 'sensor';

/**
 * Of `ids`, those of `kind` the viewer sees, with their names (one query). Faces and plates are
 * seen through their list; sensors through their place (a sensor without a place is the
 * administrators').
 */
export async function visibleNames(db: Conn, v: Scoped, kind: Kind, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const wanted = [...new Set(ids)];
  let rows: { id: number; name: string }[];
  switch (kind) {
    case 'camera':
    case 'place':
    case 'situation':
    case 'facelist':
    case 'platelist': {
      const table = ({ place: 'places', camera: 'cameras', situation: 'situations', facelist: 'facelists', platelist: 'platelists' } as const)[kind];
      rows = await db
        // The five tables share id, name, organization_id and group_id: typed as one of them.
        .selectFrom(`${table} as t` as 'cameras as t')
        .select(['t.id', 't.name'])
        .where('t.id', 'in', wanted)
        .where(ownRows(v, 't'))
        .execute();
      break;
    }
    case 'face':
      rows = await db
        .selectFrom('faces as f')
        .innerJoin('facelists as l', 'l.id', 'f.facelist_id')
        .select(['f.id', 'f.full_name as name'])
        .where('f.id', 'in', wanted)
        .where(ownRows(v, 'l'))
        .execute();
      break;
    case 'plate':
      rows = await db
        .selectFrom('plates as t')
        .innerJoin('platelists as l', 'l.id', 't.platelist_id')
        .select(['t.id', 't.number as name'])
        .where('t.id', 'in', wanted)
        .where(ownRows(v, 'l'))
        .execute();
      break;
    case 'sensor':
      rows = await db
        .selectFrom('sensors as s')
        .leftJoin('places as pl', 'pl.id', 's.place_id')
        .select(['s.id', 's.name'])
        .where('s.id', 'in', wanted)
        .where(organizationIn(v, 's.organization_id'))
        .where(groupIn(v, 'pl.group_id'))
        .execute();
      break;
  }
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether the viewer sees the stored event (event_id, ts). */
export async function seesEvent(db: Conn, v: Scoped, eventId: string, ts: Date): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('events.event_id')
    .where(visibleEvents(v))
    .where('events.event_id', '=', eventId)
    .where('events.ts', '=', ts)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a stored item still reaches the viewer when it is sent (a webhook delivery acts for its
 * subscription's owner, whose groups or role may have changed since the hit): the permission to
 * read it, never the superuser, and the item in sight.
 */
export async function stillReceives(db: Conn, v: Viewer, item: { event_id: string; ts: Date } | { sensor_id: number }): Promise<boolean> {
  const permission: Permission = 'event_id' in item ? 'event_read' : 'sensorreading_read';
  if (v.isSuperuser || !v.permissions.includes(permission)) return false;
  if ('event_id' in item) return seesEvent(db, v, item.event_id, item.ts);
  return (await visibleNames(db, v, 'sensor', [item.sensor_id])).has(item.sensor_id);
}
