import type { AuditlogQuery } from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { listOrganization } from '../../access';
import * as repo from './repo';

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
  const rows = await repo.searchAuditlogs(ctx.db, {
    organizationId,
    userIds,
    actionTypes,
    from: q.created_at_from ? new Date(q.created_at_from) : null,
    to: q.created_at_to ? new Date(q.created_at_to) : null,
    after: key === null ? null : { createdAt: new Date(String(key[0])), id: String(key[1]) },
    ascending,
    limit,
  });
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
