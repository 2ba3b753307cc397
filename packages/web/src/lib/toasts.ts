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

/** The toast already on screen that says the same (one toast per error, however many calls failed with it). */
export function sameToast<T extends { kind: ToastKind; text: string; state: string }>(shown: readonly T[], input: ToastInput): T | undefined {
  return shown.find((t) => t.state === 'shown' && t.kind === input.kind && t.text === input.text);
}
