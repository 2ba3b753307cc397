import { sql, type Expression, type SqlBool } from 'kysely';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { groupScope } from '../../http/scope';
import { containsPattern } from '../../lib/like';

/**
 * Group scope of recognition lists (face and plate lists alike): administrators see every list of
 * their organisation; others only lists of their groups (a list without a group is the
 * administrators'). Faces and plates are seen through their list. Lists are barred to the
 * superuser (spec section 6), so the caller always has an organisation.
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
  if (!list || list.organization_id !== p.organizationId) return false;
  const scope = groupScope(p);
  return scope === null || (list.group_id !== null && scope.includes(list.group_id));
}

/** The group of a new or moved list: one of the caller's groups (required unless administrator). */
export async function checkListGroup(ctx: AppContext, p: Principal, organizationId: number, groupId: number | null | undefined): Promise<void> {
  const scope = groupScope(p);
  if (groupId === undefined || groupId === null) {
    if (scope !== null) throw invalid({ group_id: 'is required: choose one of your groups' });
    return;
  }
  const g = await ctx.db.selectFrom('groups').select('organization_id').where('id', '=', groupId).executeTakeFirst();
  if (!g || g.organization_id !== organizationId || (scope !== null && !scope.includes(groupId))) {
    throw invalid({ group_id: 'names a group that does not exist in the organisation' });
  }
}

/** Group filter of a list search: null (no filter), or the caller's groups (maybe none: no rows). */
export function scopeFilter(p: Principal): number[] | null {
  return groupScope(p);
}

/**
 * The rows of a list search (POST /facelists/search, /platelists/search) over a lists table
 * aliased `l`: the caller's organisation and groups, a part of the name, one group, and the rows
 * after the cursor's id.
 */
export function listSearchFilter(p: Principal, q: { text?: string | undefined; group_id?: number | undefined }, afterId: number | null): Expression<SqlBool> {
  const conditions = [sql<SqlBool>`l.organization_id = ${organizationOf(p)}`];
  const scope = scopeFilter(p);
  // A caller with no group sees no list.
  if (scope !== null) conditions.push(scope.length > 0 ? sql<SqlBool>`l.group_id = any(${sql.val(scope)}::integer[])` : sql<SqlBool>`false`);
  if (q.text) conditions.push(sql<SqlBool>`l.name ilike ${containsPattern(q.text)}`);
  if (q.group_id !== undefined) conditions.push(sql<SqlBool>`l.group_id = ${q.group_id}`);
  if (afterId !== null) conditions.push(sql<SqlBool>`l.id > ${afterId}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** Spec priority names ↔ the event matches' priority codes (1 low … 5 high; medium is 3). */
export const PRIORITY_CODE = { low: 1, medium: 3, high: 5 } as const;
