import type { ModalEntry } from '../types';

const place = () => import('./PlaceFormModal');
const kind = () => import('./PlacekindModal');
const category = () => import('./PlacecategoryModal');
const tag = () => import('./PlacetagModal');
const tagGroup = () => import('./PlacetaggroupModal');
const sensor = () => import('./SensorModal');
const sensorkind = () => import('./SensorkindModal');
const situation = () => import('./SituationModal');

/** Named modals of this area: [name, loader]. */
export const placesModals: readonly ModalEntry[] = [
  ['places/new', place],
  ['places/edit', place],
  ['places/picker', () => import('./PlacePickerModal')],
  ['placekind/new', kind],
  ['placekind/edit', kind],
  ['placecategory/new', category],
  ['placecategory/edit', category],
  ['placecategory/move', () => import('./PlacecategoryMoveModal')],
  ['placetag/new', tag],
  ['placetag/edit', tag],
  ['placetag-group/new', tagGroup],
  ['placetag-group/edit', tagGroup],
  ['sensors/new', sensor],
  ['sensors/edit', sensor],
  ['sensorkinds/new', sensorkind],
  ['sensorkinds/edit', sensorkind],
  ['situations/new', situation],
  ['situations/edit', situation],
];
