/** The player's controls: speeds, frame steps and keyboard shortcuts. */

export const PLAYBACK_SPEEDS = [0.5, 1, 2, 4, 8, 16] as const;

/** Seconds of one frame when the stream does not say (25 fps, the cameras' usual rate). */
export const DEFAULT_FRAME_S = 1 / 25;

/** The speed one step faster (+1) or slower (-1) than `rate`, staying within the list. */
export function stepSpeed(rate: number, dir: 1 | -1): number {
  const last = PLAYBACK_SPEEDS[PLAYBACK_SPEEDS.length - 1] ?? 1;
  if (dir > 0) return PLAYBACK_SPEEDS.find((s) => s > rate + 1e-9) ?? last;
  return [...PLAYBACK_SPEEDS].reverse().find((s) => s < rate - 1e-9) ?? PLAYBACK_SPEEDS[0];
}

/** The playhead one frame on (or back), kept within the media's [0, duration]. */
export function frameStep(currentTime: number, dir: 1 | -1, duration: number, frameS = DEFAULT_FRAME_S): number {
  const t = currentTime + dir * frameS;
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, t));
}

export type PlayerAction = { kind: 'toggle' } | { kind: 'seek'; by: number } | { kind: 'frame'; dir: 1 | -1 } | { kind: 'speed'; dir: 1 | -1 };

/**
 * The shortcut of a key: space plays or pauses; ←/→ go 5 s back or on (Shift: 30 s); , and . step
 * one frame back or on (pausing); < and > (Shift with , and .) play slower or faster.
 */
export function playerKeyAction(key: string, shift = false): PlayerAction | null {
  switch (key) {
    case ' ':
    case 'k':
      return { kind: 'toggle' };
    case 'ArrowLeft':
      return { kind: 'seek', by: shift ? -30 : -5 };
    case 'ArrowRight':
      return { kind: 'seek', by: shift ? 30 : 5 };
    case ',':
      return { kind: 'frame', dir: -1 };
    case '.':
      return { kind: 'frame', dir: 1 };
    case '<':
      return { kind: 'speed', dir: -1 };
    case '>':
      return { kind: 'speed', dir: 1 };
    default:
      return null;
  }
}

/** Keys typed into a field are the field's, not the player's. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null;
  if (!el?.tagName) return false;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  return el.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'range'].includes(el.type ?? '');
}
