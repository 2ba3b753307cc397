import type { AuditlogQuery } from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { listOrganization } from '../../access';

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export async function list(ctx: AppContext, p: Principal, q: AuditlogQuery) {
  const limit = q.limit ?? 20;
  const ascending = q.order_by === 'created_at';
  const key = decodeCursor(q.cursor, 2);
  const organizationId = listOrganization(p, q.organization_id);
  const userIds = asArray(q.user_ids);
  const actionTypes = asArray(q.action_types);
  if (q.created_at_from && q.created_at_to && q.created_at_from > q.created_at_to) {
    throw invalid({ created_at_from: 'is after created_at_to' });
  }
  const cmp = ascending ? '>' : '<';
  const rows = await ctx.db
    .selectFrom('audit_logs as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.created_at',
      'a.user_id',
      'u.username',
      'a.organization_id',
      'a.action_type',
      'a.object_type',
      'a.object_id',
      'a.details',
      'a.ip',
      'a.user_agent',
    ])
    .$if(organizationId !== null, (b) => b.where('a.organization_id', '=', organizationId as number))
    .$if(userIds.length > 0, (b) => b.where('a.user_id', 'in', userIds))
    .$if(actionTypes.length > 0, (b) => b.where('a.action_type', 'in', actionTypes))
    .$if(!!q.created_at_from, (b) => b.where('a.created_at', '>=', new Date(q.created_at_from as string)))
    .$if(!!q.created_at_to, (b) => b.where('a.created_at', '<=', new Date(q.created_at_to as string)))
    .$if(key !== null, (b) =>
      b.where((eb) =>
        eb.or([
          eb('a.created_at', cmp, new Date(String(key?.[0]))),
          eb.and([eb('a.created_at', '=', new Date(String(key?.[0]))), eb('a.id', cmp, String(key?.[1]))]),
        ]),
      ),
    )
    .orderBy('a.created_at', ascending ? 'asc' : 'desc')
    .orderBy('a.id', ascending ? 'asc' : 'desc')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.created_at.toISOString(), r.id]);
  return {
    auditlogs: items.map((r) => {
      const details = (r.details ?? {}) as { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null };
      return {
        id: Number(r.id),
        created_at: r.created_at.toISOString(),
        user_id: r.user_id,
        username: r.username,
        organization_id: r.organization_id,
        action_type: r.action_type,
        resource_type: r.object_type,
        resource_id: r.object_id,
        before: details.before ?? null,
        after: details.after ?? null,
        ip: r.ip,
        user_agent: r.user_agent,
      };
    }),
    pagination,
  };
}
