import type { ModalEntry } from '../types';

/** Named modals of this area: [name, loader]. */
export const listsModals: readonly ModalEntry[] = [];
