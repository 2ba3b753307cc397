import { describe, expect, it } from 'vitest';
import { frameStep, isTypingTarget, PLAYBACK_SPEEDS, playerKeyAction, stepSpeed } from '../src/lib/playerControls';

describe('player controls', () => {
  it('offers 0.5× to 16× and steps between them, staying within the list', () => {
    expect(PLAYBACK_SPEEDS[0]).toBe(0.5);
    expect(PLAYBACK_SPEEDS[PLAYBACK_SPEEDS.length - 1]).toBe(16);
    expect(stepSpeed(1, 1)).toBe(2);
    expect(stepSpeed(1, -1)).toBe(0.5);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    expect(stepSpeed(16, 1)).toBe(16);
    expect(stepSpeed(3, 1)).toBe(4);
    expect(stepSpeed(3, -1)).toBe(2);
  });

  it('steps one frame (1/25 s) on or back, never before the start or past the end', () => {
    expect(frameStep(1, 1, 10)).toBeCloseTo(1.04, 6);
    expect(frameStep(1, -1, 10)).toBeCloseTo(0.96, 6);
    expect(frameStep(0.01, -1, 10)).toBe(0);
    expect(frameStep(9.99, 1, 10)).toBe(10);
    expect(frameStep(5, 1, Number.NaN, 0.1)).toBeCloseTo(5.1, 6);
  });

  it('maps space, the arrows, comma and full stop to play, seek and frame steps', () => {
    expect(playerKeyAction(' ')).toEqual({ kind: 'toggle' });
    expect(playerKeyAction('ArrowLeft')).toEqual({ kind: 'seek', by: -5 });
    expect(playerKeyAction('ArrowRight', true)).toEqual({ kind: 'seek', by: 30 });
    expect(playerKeyAction(',')).toEqual({ kind: 'frame', dir: -1 });
    expect(playerKeyAction('.')).toEqual({ kind: 'frame', dir: 1 });
    expect(playerKeyAction('>')).toEqual({ kind: 'speed', dir: 1 });
    expect(playerKeyAction('x')).toBeNull();
  });

  it('leaves keys typed into a text field to the field', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'range' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget({ tagName: 'SELECT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
