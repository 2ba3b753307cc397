/** The stored avatar's side in pixels: a square the menu and lists scale down. */
export const AVATAR_SIDE = 256;

export interface CropChoice {
  /** 1 shows the largest square the image holds; 3 a third of it. */
  zoom: number;
  /** Where the square sits, 0 (left, top) to 1 (right, bottom). */
  x: number;
  y: number;
}

export const CENTRED: CropChoice = { zoom: 1, x: 0.5, y: 0.5 };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The square of the source image to keep: always inside the image, whatever the choice. */
export function squareOf(width: number, height: number, choice: CropChoice): { sx: number; sy: number; side: number } {
  const side = Math.max(1, Math.round(Math.min(width, height) / clamp(choice.zoom, 1, 3)));
  const sx = Math.round((width - side) * clamp(choice.x, 0, 1));
  const sy = Math.round((height - side) * clamp(choice.y, 0, 1));
  return { sx, sy, side };
}

/** Draws the chosen square of the image, scaled to AVATAR_SIDE, as a JPEG (the browser's canvas). */
export function cropToBlob(image: HTMLImageElement, choice: CropChoice, canvas: HTMLCanvasElement = document.createElement('canvas')): Promise<Blob> {
  const { sx, sy, side } = squareOf(image.naturalWidth, image.naturalHeight, choice);
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  const g = canvas.getContext('2d');
  if (!g) return Promise.reject(new Error('No 2D canvas'));
  g.drawImage(image, sx, sy, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be cropped'))), 'image/jpeg', 0.9));
}
