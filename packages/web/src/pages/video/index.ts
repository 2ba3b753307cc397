import { lazy } from 'react';
import type { AreaPages } from '../areaPages';

/** Screens of this area by route pattern (access/routes.ts), each its own lazy chunk. */
export const videoPages: AreaPages = {
  '/player/:cameraId?/:ts?': lazy(() => import('./PlayerPage')),
  '/videowalls': lazy(() => import('./VideowallsPage')),
  '/videowalls/:videowallId': lazy(() => import('./VideowallPage')),
  '/videoclips': lazy(() => import('./VideoclipsPage')),
  '/videomarks': lazy(() => import('./VideomarksPage')),
  '/live': lazy(() => import('../live/LivePage')),
};
