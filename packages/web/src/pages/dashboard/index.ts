import { lazy } from 'react';
import type { AreaPages } from '../areaPages';

/** Screens of this area by route pattern (access/routes.ts), each its own lazy chunk. */
export const dashboardPages: AreaPages = {
  '/dashboard': lazy(() => import('./DashboardPage')),
};
