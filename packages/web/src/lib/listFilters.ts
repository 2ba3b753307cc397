import { ROLE_IDS, type RoleId } from '@argus/contracts';
import type { RouteState } from './routeState';

/** Filters of the users table, kept in the route state (URL hash) under `filter`. */
export interface UserFilters {
  text: string;
  roleId: number | null;
  groupId: number | null;
  blocked: 'all' | 'yes' | 'no';
}

export const EMPTY_USER_FILTERS: UserFilters = { text: '', roleId: null, groupId: null, blocked: 'all' };

const posInt = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Reads the filters back from the route state; anything malformed falls back to its default. */
export function userFiltersFrom(state: RouteState): UserFilters {
  const f = obj(state.filter);
  return {
    text: typeof f.text === 'string' ? f.text.slice(0, 255) : '',
    roleId: [1, 2, 3].includes(posInt(f.roleId) ?? 0) ? (f.roleId as number) : null,
    groupId: posInt(f.groupId),
    blocked: f.blocked === 'yes' || f.blocked === 'no' ? f.blocked : 'all',
  };
}

/** Only what differs from the defaults goes into the URL; null when nothing does. */
export function userFiltersTo(f: UserFilters): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  if (f.text.trim()) out.text = f.text;
  if (f.roleId !== null) out.roleId = f.roleId;
  if (f.groupId !== null) out.groupId = f.groupId;
  if (f.blocked !== 'all') out.blocked = f.blocked;
  return Object.keys(out).length ? out : null;
}

/** The body's `query` of POST /users/search; a role id from the URL that names no role is left out. */
export function userSearchQuery(f: UserFilters): { text?: string; roleIds?: RoleId[]; groupIds?: number[]; isBlocked?: boolean } {
  const q: { text?: string; roleIds?: RoleId[]; groupIds?: number[]; isBlocked?: boolean } = {};
  const text = f.text.trim();
  if (text) q.text = text;
  const role = ROLE_IDS.find((r) => r === f.roleId);
  if (role !== undefined) q.roleIds = [role];
  if (f.groupId !== null) q.groupIds = [f.groupId];
  if (f.blocked !== 'all') q.isBlocked = f.blocked === 'yes';
  return q;
}

/** Filters of the audit log; dates are calendar days (YYYY-MM-DD) in the browser's time zone. */
export interface AuditFilters {
  organizationId: number | null;
  userId: number | null;
  actionType: string;
  from: string;
  to: string;
  order: 'created_at' | '-created_at';
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { organizationId: null, userId: null, actionType: '', from: '', to: '', order: '-created_at' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z][a-z0-9_]{0,63}$/;

export function auditFiltersFrom(state: RouteState): AuditFilters {
  const f = obj(state.filter);
  return {
    organizationId: posInt(f.organizationId),
    userId: posInt(f.userId),
    actionType: typeof f.actionType === 'string' && ACTION.test(f.actionType) ? f.actionType : '',
    from: typeof f.from === 'string' && DAY.test(f.from) ? f.from : '',
    to: typeof f.to === 'string' && DAY.test(f.to) ? f.to : '',
    order: f.order === 'created_at' ? 'created_at' : '-created_at',
  };
}

export function auditFiltersTo(f: AuditFilters): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  if (f.organizationId !== null) out.organizationId = f.organizationId;
  if (f.userId !== null) out.userId = f.userId;
  if (f.actionType) out.actionType = f.actionType;
  if (f.from) out.from = f.from;
  if (f.to) out.to = f.to;
  if (f.order !== '-created_at') out.order = f.order;
  return Object.keys(out).length ? out : null;
}

/** A local calendar day's start (or, with `end`, the start of the next day) as an ISO instant. */
export function dayBoundary(day: string, end: boolean): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (end ? 1 : 0)).toISOString();
}

/** The time range is invalid when the start is after the end (section 5). */
export const auditRangeValid = (f: AuditFilters): boolean => !f.from || !f.to || f.from <= f.to;

export function auditQuery(f: AuditFilters): {
  organizationId?: number;
  userIds?: number[];
  actionTypes?: string[];
  orderBy: 'created_at' | '-created_at';
  createdAtFrom?: string;
  createdAtTo?: string;
} {
  return {
    orderBy: f.order,
    ...(f.organizationId !== null ? { organizationId: f.organizationId } : {}),
    ...(f.userId !== null ? { userIds: [f.userId] } : {}),
    ...(f.actionType ? { actionTypes: [f.actionType] } : {}),
    ...(f.from ? { createdAtFrom: dayBoundary(f.from, false) } : {}),
    ...(f.to ? { createdAtTo: dayBoundary(f.to, true) } : {}),
  };
}
