import { lazy } from 'react';
import type { AreaPages } from '../areaPages';

/** Screens of this area by route pattern (access/routes.ts), each its own lazy chunk. */
export const listsPages: AreaPages = {
  '/lists': lazy(() => import('./ListsPage')),
  '/facelists/:facelistId': lazy(() => import('./FacelistPage')),
  '/platelists/:platelistId': lazy(() => import('./PlatelistPage')),
};
