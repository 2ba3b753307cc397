import { sql, type Expression, type SqlBool } from 'kysely';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { groupIn, seesObject } from '../../access';
import { containsPattern } from '../../lib/like';

/**
 * Recognition lists (face and plate lists alike) carry a group, seen as the access module says;
 * faces and plates are seen through their list. Lists are barred to the superuser (spec
 * section 6), so the caller always has an organisation.
 */
export interface Scoped {
  organization_id: number;
  group_id: number | null;
}

export function organizationOf(p: Principal): number {
  if (p.organizationId === null) throw notFound('Organization');
  return p.organizationId;
}

export function listVisible(p: Principal, list: Scoped | undefined): list is Scoped {
  return list !== undefined && !p.isSuperuser && seesObject(p, list.organization_id, list.group_id);
}

/**
 * The rows of a list search (POST /facelists/search, /platelists/search) over a lists table
 * aliased `l`: the caller's organisation and groups, a part of the name, one group, and the rows
 * after the cursor's id.
 */
export function listSearchFilter(p: Principal, q: { text?: string | undefined; group_id?: number | undefined }, afterId: number | null): Expression<SqlBool> {
  const conditions = [sql<SqlBool>`l.organization_id = ${organizationOf(p)}`, groupIn(p, 'l.group_id')];
  if (q.text) conditions.push(sql<SqlBool>`l.name ilike ${containsPattern(q.text)}`);
  if (q.group_id !== undefined) conditions.push(sql<SqlBool>`l.group_id = ${q.group_id}`);
  if (afterId !== null) conditions.push(sql<SqlBool>`l.id > ${afterId}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** Spec priority names ↔ the event matches' priority codes (1 low … 5 high; medium is 3). */
export const PRIORITY_CODE = { low: 1, medium: 3, high: 5 } as const;
