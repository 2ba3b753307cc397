import type { ComponentType } from 'react';

export interface ModalProps {
  props: Record<string, unknown>;
  onClose: () => void;
}

export type ModalLoader = () => Promise<{ default: ComponentType<ModalProps> }>;

/** A named modal and how to load it. */
export type ModalEntry = readonly [name: string, load: ModalLoader];
