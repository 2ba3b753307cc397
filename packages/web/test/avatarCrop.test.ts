import { describe, expect, it } from 'vitest';
import { CENTRED, squareOf } from '../src/lib/avatarCrop';

describe('avatar crop', () => {
  it('keeps the largest centred square by default', () => {
    expect(squareOf(400, 300, CENTRED)).toEqual({ sx: 50, sy: 0, side: 300 });
    expect(squareOf(300, 400, CENTRED)).toEqual({ sx: 0, sy: 50, side: 300 });
    expect(squareOf(256, 256, CENTRED)).toEqual({ sx: 0, sy: 0, side: 256 });
  });

  it('zooms in and moves the square, never past the image edges', () => {
    expect(squareOf(400, 300, { zoom: 2, x: 0, y: 0 })).toEqual({ sx: 0, sy: 0, side: 150 });
    expect(squareOf(400, 300, { zoom: 2, x: 1, y: 1 })).toEqual({ sx: 250, sy: 150, side: 150 });
    // Out-of-range choices are clamped: zoom 1..3, position 0..1.
    expect(squareOf(400, 300, { zoom: 10, x: 2, y: -1 })).toEqual({ sx: 300, sy: 0, side: 100 });
    expect(squareOf(400, 300, { zoom: 0.2, x: 0.5, y: 0.5 })).toEqual({ sx: 50, sy: 0, side: 300 });
  });
});
