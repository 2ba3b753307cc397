import { describe, expect, it } from 'vitest';
import { planMove, scaleVelocity, stepToTranslation, type PtzLimits } from '../src/modules/onvif/ptz';

/** The PTZ move maths under the spec's constants (document 2, section 9) and others. */
const SPEC: PtzLimits = { ptz_max_step: 20, ptz_min_delta: 0.001, ptz_move_coefficient: 1 };

describe('PTZ move maths', () => {
  it('a step is a hundredth of the generic space, clamped to ±ptz_max_step', () => {
    expect(stepToTranslation(5, SPEC)).toBe(0.05);
    expect(stepToTranslation(20, SPEC)).toBe(0.2);
    expect(stepToTranslation(500, SPEC)).toBe(0.2);
    expect(stepToTranslation(-500, SPEC)).toBe(-0.2);
  });

  it('scales by ptz_move_coefficient after clamping, and stays within -1..1', () => {
    expect(stepToTranslation(10, { ...SPEC, ptz_move_coefficient: 0.5 })).toBe(0.05);
    expect(stepToTranslation(50, { ...SPEC, ptz_move_coefficient: 0.5 })).toBe(0.1);
    expect(stepToTranslation(20, { ptz_max_step: 20, ptz_min_delta: 0.001, ptz_move_coefficient: 10 })).toBe(1);
  });

  it('moves below ptz_min_delta are not moved, and a move with nothing left is not sent', () => {
    expect(stepToTranslation(0.05, SPEC)).toBe(0);
    expect(stepToTranslation(0.1, SPEC)).toBe(0.001);
    const tiny = planMove({ kind: 'relative', x: 0.05, y: -0.02 }, SPEC);
    expect(tiny).toEqual({ send: false, reason: 'below_min_delta', command: { operation: 'RelativeMove', x: 0, y: 0, zoom: 0 } });
    const partly = planMove({ kind: 'relative', x: 3, y: 0.01, zoom: 0 }, SPEC);
    expect(partly).toEqual({ send: true, command: { operation: 'RelativeMove', x: 0.03, y: 0, zoom: 0 } });
  });

  it('directional kinds move the named axes by step (default ptz_max_step); tilt up and pan right are positive', () => {
    const cases = {
      left: [-0.1, 0, 0],
      right: [0.1, 0, 0],
      up: [0, 0.1, 0],
      down: [0, -0.1, 0],
      up_left: [-0.1, 0.1, 0],
      up_right: [0.1, 0.1, 0],
      down_left: [-0.1, -0.1, 0],
      down_right: [0.1, -0.1, 0],
      zoom_in: [0, 0, 0.1],
      zoom_out: [0, 0, -0.1],
    } as const;
    for (const [kind, [x, y, zoom]] of Object.entries(cases)) {
      expect(planMove({ kind: kind as keyof typeof cases, step: 10 }, SPEC)).toEqual({ send: true, command: { operation: 'RelativeMove', x, y, zoom } });
    }
    expect(planMove({ kind: 'right' }, SPEC)).toEqual({ send: true, command: { operation: 'RelativeMove', x: 0.2, y: 0, zoom: 0 } });
    expect(planMove({ kind: 'zoom_in', step: 999 }, SPEC)).toMatchObject({ command: { zoom: 0.2 } });
  });

  it('continuous velocities are scaled, clamped to -1..1 and dropped below ptz_min_delta', () => {
    expect(scaleVelocity(0.5, { ...SPEC, ptz_move_coefficient: 3 })).toBe(1);
    expect(scaleVelocity(-0.0005, SPEC)).toBe(0);
    expect(planMove({ kind: 'continuous', x: 0.5, zoom: -0.25, timeout_ms: 2000 }, { ...SPEC, ptz_move_coefficient: 0.5 })).toEqual({
      send: true,
      command: { operation: 'ContinuousMove', x: 0.25, y: 0, zoom: -0.125, timeout_ms: 2000 },
    });
    expect(planMove({ kind: 'continuous', x: 0.0001 }, SPEC)).toMatchObject({ send: false, reason: 'below_min_delta' });
  });

  it('absolute targets are positions: sent as given unless within ptz_min_delta of the current position', () => {
    const at = { x: 0.3, y: -0.2, zoom: 0.5 };
    expect(planMove({ kind: 'absolute', x: 0.9, y: 0.9, zoom: 1 }, SPEC, at)).toEqual({
      send: true,
      command: { operation: 'AbsoluteMove', x: 0.9, y: 0.9, zoom: 1 },
    });
    expect(planMove({ kind: 'absolute', x: 0.3005 }, SPEC, at)).toEqual({
      send: false,
      reason: 'below_min_delta',
      command: { operation: 'AbsoluteMove', x: 0.3005, y: -0.2, zoom: 0.5 },
    });
    expect(planMove({ kind: 'absolute', zoom: 0 }, SPEC, at)).toMatchObject({ send: true, command: { x: 0.3, y: -0.2, zoom: 0 } });
  });

  it('stop is always sent; no float noise on the wire', () => {
    expect(planMove({ kind: 'stop' }, SPEC)).toEqual({ send: true, command: { operation: 'Stop' } });
    expect(planMove({ kind: 'relative', x: 0.1 * 3 * 100 }, SPEC)).toMatchObject({ command: { x: 0.2 } });
    expect(stepToTranslation(7, { ...SPEC, ptz_move_coefficient: 0.1 })).toBe(0.007);
  });
});
