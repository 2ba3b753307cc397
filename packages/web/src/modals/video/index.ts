import type { ModalEntry } from '../types';

/** Named modals of this area: [name, loader]. */
export const videoModals: readonly ModalEntry[] = [
  ['videomark/new', () => import('./VideomarkNewModal')],
  ['videowalls/new', () => import('./VideowallNewModal')],
  ['videowalls/edit', () => import('./VideowallEditModal')],
  ['videowalls/diff', () => import('./VideowallDiffModal')],
];
