/** A rectangle as fractions (0 to 1) of the image's width and height; wire names of the spec. */
export interface Rect {
  x_min: number;
  y_min: number;
  x_max: number;
  y_max: number;
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/** Converts a pixel box of an image of the given size into a clamped fraction rect. */
export function toRect(box: { x: number; y: number; width: number; height: number }, width: number, height: number): Rect {
  return {
    x_min: clamp01(box.x / width),
    y_min: clamp01(box.y / height),
    x_max: clamp01((box.x + box.width) / width),
    y_max: clamp01((box.y + box.height) / height),
  };
}
