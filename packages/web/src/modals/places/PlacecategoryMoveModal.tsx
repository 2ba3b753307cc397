import type { ModalProps } from '../types';
import PlacecategoryModal from './PlacecategoryModal';

/** placecategory/move: the category form showing only the new parent. */
export default function PlacecategoryMoveModal({ props, onClose }: ModalProps) {
  return <PlacecategoryModal props={{ ...props, mode: 'move' }} onClose={onClose} />;
}
