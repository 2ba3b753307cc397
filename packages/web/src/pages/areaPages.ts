import type { ComponentType, LazyExoticComponent } from 'react';

/** An area's screens keyed by route pattern (as in access/routes.ts). */
export type AreaPages = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;
