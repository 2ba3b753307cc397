import type { ModalEntry } from '../types';

/** Named modals of this area: [name, loader]. */
export const notifyModals: readonly ModalEntry[] = [['webhook/view', () => import('./WebhookViewModal')]];
