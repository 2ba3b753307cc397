import { isAllowed, type AccessRule, type AccessSubject } from '@argus/contracts';
import { matchPath } from 'react-router';
import { ENTRY_ORDER, ROUTES, SIDEBAR_ORDER, type RouteDef } from './routes';

/** The console keeps the user camelCased; the shared evaluator wants the wire names. */
export interface Subject {
  isSuperuser: boolean;
  permissions: readonly string[];
}

const wire = (s: Subject): AccessSubject => ({ is_superuser: s.isSuperuser, permissions: s.permissions });

export function can(subject: Subject, rule: AccessRule): boolean {
  return isAllowed(wire(subject), rule);
}

export function findRoute(pathname: string): RouteDef | undefined {
  return ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}

/** Whether the user may open a path; unknown paths count as allowed (they lead to the 404 screen). */
export function canOpen(subject: Subject, pathname: string): boolean {
  const route = findRoute(pathname);
  return route ? can(subject, route.rule) : true;
}

/** The first permitted entry page; /profile is open to everyone, so there always is one. */
export function entryPage(subject: Subject): string {
  for (const name of ENTRY_ORDER) {
    const path = `/${name}`;
    if (canOpen(subject, path)) return path;
  }
  return '/profile';
}

export function sidebarItems(subject: Subject): string[] {
  return SIDEBAR_ORDER.filter((name) => canOpen(subject, `/${name}`));
}

/** Where to go after sign-in: the previous path when it is known and permitted, else the entry page. */
export function afterSignIn(subject: Subject, from: string | null | undefined): string {
  if (from && from !== '/' && !from.startsWith('/login') && findRoute(from.split(/[?#]/)[0] ?? '') && canOpen(subject, from.split(/[?#]/)[0] ?? '')) {
    return from;
  }
  return entryPage(subject);
}
