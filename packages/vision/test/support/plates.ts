import { PLATE_MASKS, PLATE_REGIONS } from '@argus/contracts';
import sharp from 'sharp';

/**
 * Generated plates with known truth: numbers drawn from the spec's region masks, rendered as SVG
 * with fonts Debian ships (DejaVu, Liberation), put on a vehicle in a street-like scene at varied
 * size, rotation, shear and foreshortening (an affine stand-in for perspective), blur, light and
 * JPEG quality. EU plates carry the blue band (star ring, country letters); Russian ones the
 * region code (two or three digits) over "RUS" and the flag after a bar. No photos: every case is
 * reproducible from its seed.
 */
export type Region = (typeof PLATE_REGIONS)[number];

export interface PlateCase {
  seed: number;
  region: Region;
  /** Uppercase, no separators (the stored form). */
  number: string;
  /** The scene as JPEG. */
  scene: Buffer;
  width: number;
  height: number;
  /** Plate box in the scene (pixels, before rotation grows it). */
  box: { x: number; y: number; width: number; height: number };
  view: { plateWidth: number; rotation: number; shear: number; squeeze: number; blur: number; light: number; quality: number };
}

/** mulberry32: small, seeded, good enough for test cases. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const between = (rnd: () => number, lo: number, hi: number): number => lo + (hi - lo) * rnd();

/** Cyrillic-script regions use only the letters that look Latin; others skip I, O and Q as many registries do. */
const CYRILLIC_LOOKALIKE = 'ABEKMHOPCTYX';
const LATIN = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const CYRILLIC_REGIONS = new Set<Region>(['ru', 'by', 'ua', 'kg', 'tj']);
/** Regions whose plates carry the blue EU band at the left. */
const EU_BAND = new Set<Region>(['at', 'be', 'de', 'ee', 'es', 'fr', 'lt', 'lv', 'nl', 'pl', 'ro', 'uk']);
const FONTS = ['DejaVu Sans', 'Liberation Sans Narrow', 'DejaVu Sans Mono', 'Liberation Sans'];

/** A number fitting one of the region's masks, as its groups. */
export function plateNumber(rnd: () => number, region: Region): string[] {
  const letters = CYRILLIC_REGIONS.has(region) ? CYRILLIC_LOOKALIKE : LATIN;
  return pick(rnd, PLATE_MASKS[region])
    .split(' ')
    .map((g) => [...g].map((k) => (k === 'D' ? String(Math.floor(rnd() * 10)) : pick(rnd, [...letters]))).join(''));
}

const esc = (s: string): string => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plate face as SVG, 520 × 112 units (the EU size), drawn at `width` pixels. */
export function plateSvg(groups: string[], region: Region, width: number, font: string): string {
  const height = Math.round((width * 112) / 520);
  const band = EU_BAND.has(region);
  const yellow = region === 'nl';
  const textX = band ? 290 : 260;
  const ruRegion = region === 'ru' && groups.length === 4 ? groups.pop() : undefined;
  const text = esc(groups.join(' '));
  // The EU band's ring of twelve yellow stars (drawn as dots) above the country letters.
  const stars = Array.from({ length: 12 }, (_, k) => {
    const a = (k * Math.PI) / 6;
    return `<circle cx="${(27 + 13 * Math.cos(a)).toFixed(1)}" cy="${(36 + 13 * Math.sin(a)).toFixed(1)}" r="2.6" fill="#ffcc00"/>`;
  }).join('');
  // Sized to fit the free width (librsvg ignores textLength): ~0.62 em per character in these bold faces.
  const free = ruRegion ? 370 : band ? 440 : 480;
  const size = Math.min(80, Math.floor(free / (0.62 * groups.join(' ').length * (font.includes('Narrow') ? 0.82 : 1))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 520 112">
  <rect x="2" y="2" width="516" height="108" rx="10" fill="${yellow ? '#f2c500' : '#f6f6f2'}" stroke="#111" stroke-width="5"/>
  ${band ? `<rect x="5" y="5" width="44" height="102" rx="6" fill="#1746a2"/>${stars}<text x="27" y="96" font-family="DejaVu Sans" font-weight="bold" font-size="24" fill="#fff" text-anchor="middle">${region.toUpperCase()}</text>` : ''}
  ${ruRegion ? `<line x1="400" y1="6" x2="400" y2="106" stroke="#111" stroke-width="4"/><text x="460" y="${ruRegion.length === 3 ? 66 : 70}" font-family="${font}" font-weight="bold" font-size="${ruRegion.length === 3 ? 50 : 58}" fill="#111" text-anchor="middle">${ruRegion}</text><text x="446" y="100" font-family="DejaVu Sans" font-weight="bold" font-size="20" fill="#111" text-anchor="middle">RUS</text><rect x="482" y="86" width="24" height="15" fill="#fff" stroke="#111" stroke-width="1"/><rect x="482" y="91" width="24" height="5" fill="#1746a2"/><rect x="482" y="96" width="24" height="5" fill="#d52b1e"/>` : ''}
  <text x="${ruRegion ? 200 : textX}" y="${42 + size / 2}" font-family="${font}" font-weight="bold" font-size="${size}" fill="#111" text-anchor="middle">${text}</text>
</svg>`;
}

/** One scene: a car-coloured body on a road-like background with the plate, degraded. */
export async function plateCase(seed: number, region: Region = pick(random(seed * 7 + 1), PLATE_REGIONS)): Promise<PlateCase> {
  const rnd = random(seed);
  const width = 640;
  const height = 360;
  const groups = plateNumber(rnd, region);
  const number = groups.join('');
  const view = {
    plateWidth: pick(rnd, [90, 110, 140, 180, 230]),
    rotation: between(rnd, -12, 12),
    shear: between(rnd, -0.3, 0.3),
    squeeze: between(rnd, 0.65, 1),
    // Gaussian sigma in scene pixels (0: sharp).
    blur: pick(rnd, [0, 0.5, 0.8, 1.2]),
    light: pick(rnd, [0.3, 0.45, 0.7, 1, 1, 1.3]),
    quality: pick(rnd, [35, 50, 70, 90]),
  };
  const font = pick(rnd, FONTS);
  const plate = await sharp(Buffer.from(plateSvg([...groups], region, view.plateWidth, font)))
    .png()
    .toBuffer();
  // Yaw squeezes the width, pitch/roll shear it; then an in-plane rotation. Transparent outside.
  const rad = (view.rotation * Math.PI) / 180;
  const [c, s] = [Math.cos(rad), Math.sin(rad)];
  const m: [number, number, number, number] = [c * view.squeeze, c * view.shear - s, s * view.squeeze, s * view.shear + c];
  const warped = await sharp(plate)
    .ensureAlpha()
    .affine([m[0], m[1], m[2], m[3]], { background: { r: 0, g: 0, b: 0, alpha: 0 }, interpolator: 'bicubic' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const body = pick(rnd, ['#b01818', '#1d3d7a', '#d8d8d8', '#202020', '#5a6b3a', '#8c8c8c']);
  const left = Math.round(between(rnd, 20, width - warped.info.width - 20));
  const top = Math.round(between(rnd, height * 0.35, height - warped.info.height - 15));
  const bodyBox = { x: Math.max(0, left - 60), y: Math.max(0, top - 110), w: Math.min(width, warped.info.width + 120), h: 110 + warped.info.height + 10 };
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7d8a96"/><stop offset="1" stop-color="#3b3f44"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <rect x="0" y="${height * 0.55}" width="${width}" height="6" fill="#e8e8e8" opacity="0.6"/>
  <rect x="${bodyBox.x}" y="${bodyBox.y}" width="${bodyBox.w}" height="${bodyBox.h}" rx="24" fill="${body}"/>
  <rect x="${bodyBox.x + 20}" y="${bodyBox.y + 12}" width="${bodyBox.w - 40}" height="50" rx="8" fill="#27323c" opacity="0.8"/>
</svg>`;
  let img = sharp(Buffer.from(background)).composite([{ input: warped.data, left, top }]);
  img = sharp(await img.png().toBuffer()).modulate({ brightness: view.light });
  if (view.blur > 0) img = img.blur(view.blur);
  const scene = await img.jpeg({ quality: view.quality }).toBuffer();
  return { seed, region, number, scene, width, height, box: { x: left, y: top, width: warped.info.width, height: warped.info.height }, view };
}

/** `count` cases cycling through every region (so each region is tried as often as the others). */
export async function plateCases(count: number, firstSeed = 1): Promise<PlateCase[]> {
  const out: PlateCase[] = [];
  for (let i = 0; i < count; i += 1) out.push(await plateCase(firstSeed + i, PLATE_REGIONS[i % PLATE_REGIONS.length]));
  return out;
}
