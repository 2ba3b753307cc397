import { lazy } from 'react';
import type { AreaPages } from '../areaPages';

/** Screens of this area by route pattern (access/routes.ts), each its own lazy chunk. */
export const placesPages: AreaPages = {
  '/places': lazy(() => import('./PlacesPage')),
  '/places/:placeId': lazy(() => import('./PlacePage')),
  '/map': lazy(() => import('./MapPage')),
  '/sensors': lazy(() => import('./SensorsPage')),
  '/sensorkinds': lazy(() => import('./SensorkindsPage')),
};
