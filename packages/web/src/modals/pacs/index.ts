import type { ModalEntry } from '../types';

/** Access-control systems (pacs): the form, the sync state, and linking a list to systems. */
export const pacsModals: readonly ModalEntry[] = [
  ['pacs/form', () => import('./PacsFormModal')],
  ['pacs/info', () => import('./PacsInfoModal')],
  ['superlist/pacs', () => import('./SuperlistPacsModal')],
];
