/** A point on a plan image as fractions of its width and height (0..1), as stored in plan_x, plan_y. */
export interface PlanPoint {
  x: number;
  y: number;
}

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);
const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** Pointer position (client coordinates) over the image's box to plan fractions, clamped to the image. */
export function toPlanPoint(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): PlanPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: round(clamp01((clientX - box.left) / box.width)), y: round(clamp01((clientY - box.top) / box.height)) };
}

/** A keyboard nudge of a marker: arrows move by 1 % (10 % with Shift), kept on the image. */
export function nudge(p: PlanPoint, key: string, large: boolean): PlanPoint | null {
  const d = large ? 0.1 : 0.01;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-d, 0], ArrowRight: [d, 0], ArrowUp: [0, -d], ArrowDown: [0, d] };
  const m = moves[key];
  if (!m) return null;
  return { x: round(clamp01(p.x + m[0])), y: round(clamp01(p.y + m[1])) };
}

/** Whether a drag moved far enough (in pixels) to count as a move rather than a click. */
export function isDrag(dx: number, dy: number, threshold = 4): boolean {
  return Math.hypot(dx, dy) >= threshold;
}

/** Where a camera without a position is first put: spread along the top edge so markers do not overlap. */
export function defaultSpot(index: number): PlanPoint {
  const col = index % 9;
  const row = Math.floor(index / 9);
  return { x: round(0.1 + col * 0.1), y: round(Math.min(0.9, 0.1 + row * 0.1)) };
}
