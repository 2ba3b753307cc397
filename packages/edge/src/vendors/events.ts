import { COLORS, PLATE_REGIONS, type Color } from '@argus/contracts';

/** A plate read by the camera itself. */
export interface PlateRead {
  kind: 'lpr';
  /** The device's time of the read (ms), null when it sent none we can read. */
  ts: number | null;
  number: string;
  region: (typeof PLATE_REGIONS)[number] | null;
  vehicleColor: Color | null;
  plateColor: string | null;
  /** km/h. */
  speed: number | null;
  vehicleType: string | null;
  make: string | null;
  /** The device's name of the event or violation (ANPR, TrafficJunction, overSpeed …). */
  original: string;
  violation: boolean;
  plate: Buffer | null;
  scene: Buffer | null;
  /** Where the plate is in the scene (fractions), when the device sends a box instead of a plate picture. */
  plateBox?: { x_min: number; y_min: number; x_max: number; y_max: number } | null;
}

/** A face captured by the camera itself. */
export interface FaceCapture {
  kind: 'fr';
  ts: number | null;
  original: string;
  age: number | null;
  gender: 'male' | 'female' | null;
  face: Buffer | null;
  scene: Buffer | null;
}

export type DeviceEvent = PlateRead | FaceCapture;

const COLOR_ALIASES: Record<string, Color> = {
  grey: 'gray',
  silver: 'gray',
  cyan: 'blue',
  azure: 'blue',
  pink: 'red',
  golden: 'yellow',
  gold: 'yellow',
  violet: 'purple',
  dark: 'black',
};

/** A device's colour name (Hikvision's lowercase words, Dahua's capitalised ones) as one of the ten, or null. */
export function colorOf(name: string | null | undefined): Color | null {
  const n = (name ?? '').trim().toLowerCase();
  if (!n) return null;
  const direct = COLORS.find((c) => c === n);
  return direct ?? COLOR_ALIASES[n] ?? null;
}

const COUNTRY_NAMES: Record<string, (typeof PLATE_REGIONS)[number]> = {
  kazakhstan: 'kz',
  russia: 'ru',
  uzbekistan: 'uz',
  kyrgyzstan: 'kg',
  tajikistan: 'tj',
  armenia: 'am',
  georgia: 'ge',
  belarus: 'by',
  ukraine: 'ua',
  germany: 'de',
  austria: 'at',
  belgium: 'be',
  estonia: 'ee',
  spain: 'es',
  france: 'fr',
  lithuania: 'lt',
  latvia: 'lv',
  moldova: 'md',
  netherlands: 'nl',
  poland: 'pl',
  romania: 'ro',
  'united kingdom': 'uk',
  uk: 'uk',
  gb: 'uk',
};

/** A device's country (two-letter code or English name) as a plate region, or null. */
export function regionOf(value: string | null | undefined): (typeof PLATE_REGIONS)[number] | null {
  const v = (value ?? '').trim().toLowerCase();
  if (!v) return null;
  return PLATE_REGIONS.find((r) => r === v) ?? COUNTRY_NAMES[v] ?? null;
}

/** A plate number as the API takes it: letters and digits only, 3..20 long; null when nothing is left (a "no plate" read). */
export function plateNumber(raw: string | null | undefined): string | null {
  const n = (raw ?? '').replace(/[^0-9A-Za-z\p{L}]/gu, '').toUpperCase();
  if (n.length < 3 || /^(UNKNOWN|NOPLATE|无车牌)$/i.test(n)) return null;
  return n.slice(0, 20);
}
