import { pacsModals } from '../pacs';
import type { ModalEntry } from '../types';

/** Named modals of this area: [name, loader]. */
export const listsModals: readonly ModalEntry[] = [
  ...pacsModals,
  // Lists (either kind) and their entries.
  ['superlists/new', () => import('./ListFormModal')],
  ['superlists/edit', () => import('./ListFormModal')],
  ['faces/new', () => import('./FaceFormModal')],
  ['faces/edit', () => import('./FaceFormModal')],
  ['faces/show', () => import('./FaceShowModal')],
  ['multipleFaces/new', () => import('./MultipleFacesModal')],
  ['unrecognized-faces/new', () => import('./UnrecognizedFaceModal')],
  ['plates/new', () => import('./PlateFormModal')],
  ['plates/edit', () => import('./PlateFormModal')],
  ['plates/show', () => import('./PlateShowModal')],
];
