import type { OnvifPtzCommand, OnvifPtzMove, PtzDirection } from '@argus/contracts';

/**
 * The PTZ move maths (pure). A move request (see OnvifPtzMoveSchema for the kinds) becomes the
 * ONVIF command to send, under the spec's constants (document 2, section 9):
 * - a step is a hundredth of the ONVIF generic space; a requested step is clamped to
 *   ±ptz_max_step, then scaled by ptz_move_coefficient (translation = step / 100 × coefficient,
 *   kept within the generic translation space -1..1);
 * - an axis whose translation (or velocity) is below ptz_min_delta is not moved; a move with no
 *   axis left is not sent at all;
 * - continuous velocities (-1..1) are scaled by the coefficient and clamped to -1..1;
 * - absolute targets are positions, not steps: they are sent as given, unless every axis is
 *   within ptz_min_delta of the current position.
 */

export interface PtzLimits {
  ptz_max_step: number;
  ptz_min_delta: number;
  ptz_move_coefficient: number;
}

export interface PtzPosition {
  x: number;
  y: number;
  zoom: number;
}

export type PtzPlan = { send: true; command: OnvifPtzCommand } | { send: false; reason: 'below_min_delta'; command: OnvifPtzCommand };

/** Unit direction of each directional kind: pan right and tilt up are positive, as in ONVIF. */
export const DIRECTIONS: Record<PtzDirection, PtzPosition> = {
  left: { x: -1, y: 0, zoom: 0 },
  right: { x: 1, y: 0, zoom: 0 },
  up: { x: 0, y: 1, zoom: 0 },
  down: { x: 0, y: -1, zoom: 0 },
  up_left: { x: -1, y: 1, zoom: 0 },
  up_right: { x: 1, y: 1, zoom: 0 },
  down_left: { x: -1, y: -1, zoom: 0 },
  down_right: { x: 1, y: -1, zoom: 0 },
  zoom_in: { x: 0, y: 0, zoom: 1 },
  zoom_out: { x: 0, y: 0, zoom: -1 },
};

const AXES = ['x', 'y', 'zoom'] as const;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
/** Six decimals: no float noise on the wire (0.1 + 0.2 is sent as 0.3). */
const round = (v: number) => Math.round(v * 1e6) / 1e6 + 0;

/** A signed step → translation in the generic space, or 0 when below ptz_min_delta. */
export function stepToTranslation(step: number, limits: PtzLimits): number {
  const max = Math.abs(limits.ptz_max_step);
  const clamped = clamp(step, -max, max);
  const translation = round(clamp((clamped / 100) * limits.ptz_move_coefficient, -1, 1));
  return Math.abs(translation) < limits.ptz_min_delta ? 0 : translation;
}

/** A velocity → scaled velocity, or 0 when below ptz_min_delta. */
export function scaleVelocity(velocity: number, limits: PtzLimits): number {
  const v = round(clamp(velocity * limits.ptz_move_coefficient, -1, 1));
  return Math.abs(v) < limits.ptz_min_delta ? 0 : v;
}

function relative(steps: PtzPosition, limits: PtzLimits): PtzPlan {
  const t = { x: stepToTranslation(steps.x, limits), y: stepToTranslation(steps.y, limits), zoom: stepToTranslation(steps.zoom, limits) };
  const command: OnvifPtzCommand = { operation: 'RelativeMove', ...t };
  return AXES.some((a) => t[a] !== 0) ? { send: true, command } : { send: false, reason: 'below_min_delta', command };
}

/** The command for a move; `position` (the device's, from GetStatus) is needed for absolute moves only. */
export function planMove(move: OnvifPtzMove, limits: PtzLimits, position?: PtzPosition): PtzPlan {
  switch (move.kind) {
    case 'stop':
      return { send: true, command: { operation: 'Stop' } };
    case 'relative':
      return relative({ x: move.x ?? 0, y: move.y ?? 0, zoom: move.zoom ?? 0 }, limits);
    case 'continuous': {
      const v = { x: scaleVelocity(move.x ?? 0, limits), y: scaleVelocity(move.y ?? 0, limits), zoom: scaleVelocity(move.zoom ?? 0, limits) };
      const command: OnvifPtzCommand = { operation: 'ContinuousMove', ...v, ...(move.timeout_ms ? { timeout_ms: move.timeout_ms } : {}) };
      return AXES.some((a) => v[a] !== 0) ? { send: true, command } : { send: false, reason: 'below_min_delta', command };
    }
    case 'absolute': {
      const from = position ?? { x: 0, y: 0, zoom: 0 };
      const to = { x: move.x ?? from.x, y: move.y ?? from.y, zoom: move.zoom ?? from.zoom };
      const command: OnvifPtzCommand = { operation: 'AbsoluteMove', x: round(to.x), y: round(to.y), zoom: round(to.zoom) };
      const moves = !position || AXES.some((a) => Math.abs(to[a] - from[a]) >= limits.ptz_min_delta);
      return moves ? { send: true, command } : { send: false, reason: 'below_min_delta', command };
    }
    default: {
      const unit = DIRECTIONS[move.kind];
      const step = move.step ?? limits.ptz_max_step;
      return relative({ x: unit.x * step, y: unit.y * step, zoom: unit.zoom * step }, limits);
    }
  }
}
