import sharp from 'sharp';
import { compareDescriptors, detectFaces, type DetectFacesOptions, type DetectedFace, type Rect } from '../../src/index';
import { DEMO_FACE_COUNTS, demoPhoto } from './augment';

/**
 * Ground truth for face verification, generated from the demo photos of @vladmandic/face-api:
 * the 22 faces found on the six photos are 21 people (different faces of one photo are different
 * people for sure; across photos, one woman appears twice: SAME_PERSON). Each face gets views cut
 * out of the original photo around the face, each with its own draw of framing, size, blur, JPEG
 * quality, mirroring, rotation and lighting (a seeded generator: the same views every run).
 * Genuine pairs: two views of one person; impostor pairs: views of two different people.
 */
export interface Person {
  /** e.g. "s3f1": photo 3, face 1 (the detector's order). */
  id: string;
  /** Who it is: the id of the first face of that person (`id` itself but for SAME_PERSON). */
  person: string;
  photo: number;
  /** The face box on the original photo (fractions). */
  box: Rect;
  /** The descriptor of the face on the original photo. */
  descriptor: Float32Array;
}

export interface View {
  person: string;
  /** What was done, e.g. "margin 2.1, face 64 px, blur 1, q35, mirrored, 6°, light 0.8". */
  name: string;
  image: Buffer;
  /** Where the face's centre lies in the view (fractions). */
  at: { x: number; y: number };
}

/** How the views of one person are drawn: the ranges each degradation is drawn from. */
export interface ViewProfile {
  /** Picture side as a multiple of the face box's side. */
  margin: [number, number];
  /** Face width in pixels after scaling (the native size when the photo's face is smaller). */
  faceSize: [number, number];
  blur: readonly number[];
  quality: [number, number];
  /** Degrees, either way. */
  rotation: number;
  /** Brightness factor range (sharp's modulate). */
  light: [number, number];
  mirror: boolean;
}

/** Views as an enrolment or search photo gives them: framed face, varied size and quality. */
export const PHOTO_VIEWS: ViewProfile = {
  margin: [1.5, 3],
  faceSize: [50, 220],
  blur: [0, 0, 1, 2],
  quality: [20, 92],
  rotation: 10,
  light: [0.65, 1.35],
  mirror: true,
};

/** Views as a camera gives them: the face small in its scene, softer, more compressed. */
export const CAMERA_VIEWS: ViewProfile = {
  margin: [3, 5],
  faceSize: [40, 100],
  blur: [0, 0.7, 1.2],
  quality: [35, 75],
  rotation: 8,
  light: [0.7, 1.3],
  mirror: true,
};

/** A fixed-seed generator (the same numbers every run). */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Faces of two photos that are one person: the woman whose head is tilted ~45° on photo 1 (s1f2) is
 * the one seen frontally on photo 3 (s3f2). By eye (same face, hair, smile), and by the descriptors:
 * 0.30 apart where every other pair of the 22 faces is at least 0.36 apart, pairs of faces of one
 * photo (different people for sure) included. Counted as impostors, they were the only pair within
 * 0.29 of each other among ~23,000 impostor pairs of the calibration's views.
 */
export const SAME_PERSON: Readonly<Record<string, string>> = { s3f2: 's1f2' };

/** The person whose face `id` ("s3f2") is. */
export const personOf = (id: string): string => SAME_PERSON[id] ?? id;

/** The people of the demo photos: every face the detector finds on photos `photos` (1-based). */
export async function demoPeople(photos: readonly number[] = DEMO_FACE_COUNTS.map((_, i) => i + 1)): Promise<Person[]> {
  const out: Person[] = [];
  for (const n of photos) {
    const { faces } = await detectFaces(demoPhoto(n));
    faces.forEach((f, i) => out.push({ id: `s${n}f${i}`, person: personOf(`s${n}f${i}`), photo: n, box: f.rect, descriptor: f.descriptor }));
  }
  return out;
}

/** One view of a person, drawn with `rand` from `profile`. */
export async function makeView(person: Person, profile: ViewProfile, rand: () => number): Promise<View> {
  const photo = demoPhoto(person.photo);
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const between = ([a, b]: [number, number]) => a + (b - a) * rand();
  const margin = between(profile.margin);
  const bw = (person.box.x_max - person.box.x_min) * width;
  const bh = (person.box.y_max - person.box.y_min) * height;
  const side = Math.max(bw, bh) * margin;
  const cx = ((person.box.x_min + person.box.x_max) / 2) * width + (rand() - 0.5) * 0.1 * bw;
  const cy = ((person.box.y_min + person.box.y_max) / 2) * height + (rand() - 0.5) * 0.1 * bh;
  const left = Math.max(0, Math.round(cx - side / 2));
  const top = Math.max(0, Math.round(cy - side / 2));
  const w = Math.min(width, Math.round(cx + side / 2)) - left;
  const h = Math.min(height, Math.round(cy + side / 2)) - top;
  const faceSize = Math.min(bw, between(profile.faceSize));
  const scale = faceSize / bw;
  const blur = profile.blur[Math.floor(rand() * profile.blur.length)] ?? 0;
  const quality = Math.round(between(profile.quality));
  const mirrored = profile.mirror && rand() < 0.5;
  const angle = Math.round((rand() * 2 - 1) * profile.rotation);
  const light = between(profile.light);
  const vw = Math.max(32, Math.round(w * scale));
  const vh = Math.round((h * vw) / w);
  let img = sharp(photo).extract({ left, top, width: w, height: h }).resize(vw, vh);
  if (mirrored) img = img.flop();
  // Rotation in its own pass (sharp applies rotate before extract in one pipeline); grey corners.
  let buffer = await img.png().toBuffer();
  let out = sharp(buffer)
    .rotate(angle, { background: { r: 128, g: 128, b: 128 } })
    .modulate({ brightness: light });
  if (blur > 0) out = out.blur(blur);
  buffer = await out.jpeg({ quality }).toBuffer();
  // The face's centre, followed through the cut (clamped at the photo's edges), the mirror and the turn.
  let fx = ((((person.box.x_min + person.box.x_max) / 2) * width - left) / w) * vw;
  const fy = ((((person.box.y_min + person.box.y_max) / 2) * height - top) / h) * vh;
  if (mirrored) fx = vw - fx;
  const rad = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const rw = Math.abs(vw * cos) + Math.abs(vh * sin);
  const rh = Math.abs(vw * sin) + Math.abs(vh * cos);
  const [dx, dy] = [fx - vw / 2, fy - vh / 2];
  const at = { x: (rw / 2 + dx * cos - dy * sin) / rw, y: (rh / 2 + dx * sin + dy * cos) / rh };
  const name = `margin ${margin.toFixed(1)}, face ${Math.round(faceSize)} px, blur ${blur}, q${quality}${mirrored ? ', mirrored' : ''}, ${angle}°, light ${light.toFixed(2)}`;
  return { person: person.person, name, image: buffer, at };
}

/** `count` views of every person, each person with its own seed (adding people does not change the others' views). */
export async function viewsOf(people: readonly Person[], profile: ViewProfile, count: number, seed = 1): Promise<View[]> {
  const out: View[] = [];
  for (const [k, p] of people.entries()) {
    const rand = seeded(seed * 7919 + k * 104729 + p.photo);
    for (let i = 0; i < count; i++) out.push(await makeView(p, profile, rand));
  }
  return out;
}

/** The face of a view: of those covering the place where the view put the person's face, the nearest to it. */
export async function describeView(view: View, options: DetectFacesOptions = {}): Promise<DetectedFace | null> {
  const { faces } = await detectFaces(view.image, options);
  const { x, y } = view.at;
  const covering = faces.filter((f) => f.rect.x_min <= x && f.rect.x_max >= x && f.rect.y_min <= y && f.rect.y_max >= y);
  const dist = (f: DetectedFace) => Math.hypot((f.rect.x_min + f.rect.x_max) / 2 - x, (f.rect.y_min + f.rect.y_max) / 2 - y);
  return covering.sort((a, b) => dist(a) - dist(b))[0] ?? null;
}

export interface Described {
  person: string;
  name: string;
  descriptor: Float32Array;
}

export interface Pairs {
  genuine: number[];
  impostor: number[];
  /** Views whose face was not found (left out of the pairs). */
  missed: string[];
}

/** Descriptors of the views (the missed ones listed) and the distances of every genuine and impostor pair. */
export async function measurePairs(
  views: readonly View[],
  references: readonly Described[] = [],
  options: DetectFacesOptions = {},
): Promise<Pairs & { described: Described[] }> {
  const described: Described[] = [...references];
  const missed: string[] = [];
  for (const v of views) {
    const face = await describeView(v, options);
    if (face) described.push({ person: v.person, name: v.name, descriptor: face.descriptor });
    else missed.push(`${v.person}: ${v.name}`);
  }
  return { ...pairsOf(described), missed, described };
}

/** The distances of every genuine and impostor pair among `described`. */
export function pairsOf(described: readonly Described[]): { genuine: number[]; impostor: number[] } {
  const genuine: number[] = [];
  const impostor: number[] = [];
  for (let i = 0; i < described.length; i++) {
    for (let j = i + 1; j < described.length; j++) {
      const a = described[i]!;
      const b = described[j]!;
      const d = compareDescriptors(a.descriptor, b.descriptor).distance;
      (a.person === b.person ? genuine : impostor).push(d);
    }
  }
  return { genuine, impostor };
}

/** Share of `values` at or under `distance` (a pair at or under the threshold's distance is accepted). */
export const shareUnder = (values: readonly number[], distance: number): number => values.filter((v) => v <= distance).length / Math.max(1, values.length);

/** Mean and standard deviation of the impostor distances, and the fitted normal's share under `distance`. */
export function normalFit(values: readonly number[]): { mean: number; sd: number; shareUnder: (distance: number) => number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
  return { mean, sd, shareUnder: (d) => normalCdf((d - mean) / sd) };
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Rank-1 of each view against the originals: the nearest original is the view's own person. */
export function rank1(views: readonly Described[], originals: readonly Described[]): { right: number; of: number } {
  let right = 0;
  for (const v of views) {
    let best: Described | null = null;
    let bestD = Infinity;
    for (const o of originals) {
      const d = compareDescriptors(v.descriptor, o.descriptor).distance;
      if (d < bestD) [best, bestD] = [o, d];
    }
    if (best?.person === v.person) right++;
  }
  return { right, of: views.length };
}
