import type { Auditlog, Camelize, Pagination } from '@argus/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from './operations';

export type AuditlogItem = Camelize<Auditlog>;
export type AuditlogPage = { auditlogs: AuditlogItem[]; pagination: Pagination };
export type AuditlogQuery = {
  userIds?: number[];
  actionTypes?: string[];
  orderBy: 'created_at' | '-created_at';
  organizationId?: number;
  createdAtFrom?: string;
  createdAtTo?: string;
};

/** The audit log as an infinite list: each page asks for the next cursor. */
export function useAuditlogs(query: AuditlogQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['auditlogs', query],
    queryFn: ({ signal, pageParam }) => api.get('/auditlogs', { signal, query: { ...query, limit: 50, ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.pagination.cursor,
    enabled,
  });
}
