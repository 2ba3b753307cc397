import { MAX_CROWD_COUNT } from '@argus/contracts';

/**
 * Geometry of regions of interest over a frame, coordinates as fractions 0..1 (x right, y down):
 * polygon validity, line direction and the ROI records with their defaults and interval limits.
 */
export type Pt = { x: number; y: number };
export type Direction = 'any' | 'forward' | 'backward';

export type RoiBox = {
  id: string;
  name: string;
  situationId: number | null;
  polygon: Pt[];
  objClassType: string | null;
  objClassThreshold: number;
  watchPeopleActivity: boolean;
  minEventInterval: number;
  minActivityInterval: number;
  minInactivityInterval: number;
  countInterval: number;
  /** Objects that make a crowd (count_interval > 0); absent: DEFAULT_CROWD_COUNT. */
  crowdCount?: number;
  detectAttributes: boolean;
  hardhat: boolean;
};

export type RoiLine = {
  id: string;
  name: string;
  situationId: number | null;
  coords: Pt[];
  objClasses: string[];
  direction: Direction;
};

export type RoiMax = { maxEventInterval: number; maxActivityInterval: number; maxInactivityInterval: number };

const EPS = 1e-9;
const round = (v: number) => Math.round(v * 10000) / 10000;

/** A point kept inside the frame, rounded to 1/10000 (stable through save and reload). */
export const clampPoint = (p: Pt): Pt => ({ x: round(Math.min(1, Math.max(0, p.x))), y: round(Math.min(1, Math.max(0, p.y))) });

const cross = (o: Pt, a: Pt, b: Pt) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Signed area (shoelace); positive when clockwise on screen (y down). */
export function polygonArea(points: Pt[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Pt;
    const b = points[(i + 1) % points.length] as Pt;
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

function onSegment(p: Pt, q: Pt, r: Pt): boolean {
  return Math.min(p.x, r.x) - EPS <= q.x && q.x <= Math.max(p.x, r.x) + EPS && Math.min(p.y, r.y) - EPS <= q.y && q.y <= Math.max(p.y, r.y) + EPS;
}

/** Whether segments ab and cd meet (touching counts). */
export function segmentsIntersect(a: Pt, b: Pt, c: Pt, d: Pt): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) && ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS))) return true;
  if (Math.abs(d1) <= EPS && onSegment(c, a, d)) return true;
  if (Math.abs(d2) <= EPS && onSegment(c, b, d)) return true;
  if (Math.abs(d3) <= EPS && onSegment(a, c, b)) return true;
  if (Math.abs(d4) <= EPS && onSegment(a, d, b)) return true;
  return false;
}

export type PolygonProblem = 'tooFewPoints' | 'tooManyPoints' | 'outside' | 'noArea' | 'selfIntersecting';

/** Why a polygon cannot be a zone, or null: 3..64 points inside the frame, an area, no crossing edges. */
export function polygonProblem(points: Pt[]): PolygonProblem | null {
  if (points.length < 3) return 'tooFewPoints';
  if (points.length > 64) return 'tooManyPoints';
  if (points.some((p) => p.x < 0 || p.x > 1 || p.y < 0 || p.y > 1)) return 'outside';
  const n = points.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Adjacent edges share a vertex; skip them (and the first/last pair).
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsIntersect(points[i] as Pt, points[(i + 1) % n] as Pt, points[j] as Pt, points[(j + 1) % n] as Pt)) return 'selfIntersecting';
    }
  }
  if (Math.abs(polygonArea(points)) < 1e-6) return 'noArea';
  return null;
}

export const isValidPolygon = (points: Pt[]) => polygonProblem(points) === null;

/** A line needs two distinct points inside the frame. */
export function isValidLine(coords: Pt[]): boolean {
  if (coords.length !== 2) return false;
  const [a, b] = coords as [Pt, Pt];
  return Math.hypot(b.x - a.x, b.y - a.y) > 1e-4 && coords.every((p) => p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1);
}

/**
 * Side of a point relative to the line a→b as seen on screen: 'left' or 'right' (null on the
 * line). Forward crossing goes from the left side to the right side.
 */
export function sideOf(line: [Pt, Pt], p: Pt): 'left' | 'right' | null {
  const c = cross(line[0], line[1], p);
  // With y pointing down, a positive cross product is on the right of a→b.
  return c > EPS ? 'right' : c < -EPS ? 'left' : null;
}

/** The direction of a move from `from` to `to` across the line, or null when it does not cross. */
export function crossing(line: [Pt, Pt], from: Pt, to: Pt): 'forward' | 'backward' | null {
  const s0 = sideOf(line, from);
  const s1 = sideOf(line, to);
  if (!s0 || !s1 || s0 === s1 || !segmentsIntersect(line[0], line[1], from, to)) return null;
  return s0 === 'left' ? 'forward' : 'backward';
}

/** Unit normal of a→b pointing to its right side on screen (where forward crossings go). */
export function rightNormal(a: Pt, b: Pt): Pt {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: -dy / len, y: dx / len };
}

/** Arrows to draw at a line's midpoint for its direction (length in the same units as the points). */
export function directionArrows(coords: [Pt, Pt], direction: Direction, length: number): { from: Pt; to: Pt }[] {
  const mid = { x: (coords[0].x + coords[1].x) / 2, y: (coords[0].y + coords[1].y) / 2 };
  const n = rightNormal(coords[0], coords[1]);
  const arrow = (sign: number) => ({ from: mid, to: { x: mid.x + sign * n.x * length, y: mid.y + sign * n.y * length } });
  if (direction === 'forward') return [arrow(1)];
  if (direction === 'backward') return [arrow(-1)];
  return [arrow(1), arrow(-1)];
}

/** An id not yet used by any zone or line of the module. */
export function nextRoiId(prefix: 'roi' | 'line', used: readonly string[]): string {
  let i = 1;
  while (used.includes(`${prefix}-${i}`)) i++;
  return `${prefix}-${i}`;
}

export function newRoiBox(id: string, name: string, polygon: Pt[]): RoiBox {
  return {
    id,
    name,
    situationId: null,
    polygon: polygon.map(clampPoint),
    objClassType: null,
    objClassThreshold: 0.5,
    watchPeopleActivity: false,
    minEventInterval: 0,
    minActivityInterval: 0,
    minInactivityInterval: 0,
    countInterval: 0,
    detectAttributes: false,
    hardhat: false,
  };
}

export function newRoiLine(id: string, name: string, coords: Pt[]): RoiLine {
  return { id, name, situationId: null, coords: coords.map(clampPoint), objClasses: [], direction: 'any' };
}

export type RoiFieldProblem = 'required' | 'tooLarge' | 'notInteger' | 'fraction' | 'crowd';

/** Field checks of a zone: name, whole non-negative intervals within the configured maxima, threshold 0..1. */
export function roiBoxProblems(box: RoiBox, max: RoiMax): Partial<Record<keyof RoiBox, RoiFieldProblem>> {
  const out: Partial<Record<keyof RoiBox, RoiFieldProblem>> = {};
  if (!box.name.trim()) out.name = 'required';
  const interval = (k: 'minEventInterval' | 'minActivityInterval' | 'minInactivityInterval' | 'countInterval', limit: number) => {
    const v = box[k];
    if (!Number.isInteger(v) || v < 0) out[k] = 'notInteger';
    else if (v > limit) out[k] = 'tooLarge';
  };
  interval('minEventInterval', max.maxEventInterval);
  interval('minActivityInterval', max.maxActivityInterval);
  interval('minInactivityInterval', max.maxInactivityInterval);
  interval('countInterval', Number.POSITIVE_INFINITY);
  if (box.crowdCount !== undefined && !(Number.isInteger(box.crowdCount) && box.crowdCount >= 1 && box.crowdCount <= MAX_CROWD_COUNT)) out.crowdCount = 'crowd';
  if (!(box.objClassThreshold >= 0 && box.objClassThreshold <= 1)) out.objClassThreshold = 'fraction';
  return out;
}
