import type { AreaPages } from './areaPages';
import { dashboardPages } from './dashboard';
import { listsPages } from './lists';
import { notifyPages } from './notify';
import { placesPages } from './places';
import { videoPages } from './video';

/** Screens of the areas that register their own routes, by route pattern. */
export const AREA_PAGES: AreaPages = { ...dashboardPages, ...videoPages, ...listsPages, ...placesPages, ...notifyPages };
