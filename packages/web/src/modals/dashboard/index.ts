import type { ModalEntry } from '../types';

/** Named modals of this area: [name, loader]. */
export const dashboardModals: readonly ModalEntry[] = [['apikeys', () => import('./ApiKeysModal')]];
