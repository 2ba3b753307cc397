import { TIMING } from '@argus/contracts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  kind: ToastKind;
  /** Already translated text. */
  text: string;
  link?: { href: string; label: string };
  /** ms; Infinity keeps it until closed. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: number;
  state: 'shown' | 'pendingRemoval';
  duration: number;
}

/** Default 6 s, 20 s when the toast carries a link. */
export function toastDuration(input: ToastInput): number {
  if (input.duration !== undefined) return input.duration;
  return input.link ? TIMING.toastWithLinkMs : TIMING.toastMs;
}
