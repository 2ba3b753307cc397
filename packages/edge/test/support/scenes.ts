import { encodeGraph } from './encode';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Generated ground truth for sa and ao: plain boxes moving over a noisy plain scene, drawn by
 * ffmpeg's overlay with time expressions (so positions are exact functions of time), H.264 encoded.
 * 640×360 at 10 fps; the tests analyse them at 2 fps.
 */
export interface MovingBox {
  color: string;
  w: number;
  h: number;
  /** Left edge at time t (seconds): x0 + vx * (t - from); y fixed (top edge). */
  x0: number;
  vx: number;
  y: number;
  from: number;
  to: number;
}

const W = 640;
const H = 360;

function render(name: string, duration: number, boxes: MovingBox[]): string {
  const dir = mkdtempSync(join(tmpdir(), `edge-${name}-`));
  const file = join(dir, `${name}.mp4`);
  const inputs: string[] = ['-f', 'lavfi', '-i', `color=c=0x5a6e7a:s=${W}x${H}:r=10:d=${duration},noise=alls=8:allf=t`];
  const graph: string[] = [];
  let last = '0:v';
  boxes.forEach((b, i) => {
    inputs.push('-f', 'lavfi', '-i', `color=c=${b.color}:s=${b.w}x${b.h}:r=10:d=${duration}`);
    const out = `v${i}`;
    graph.push(`[${last}][${i + 1}:v]overlay=x='${b.x0}+${b.vx}*(t-${b.from})':y=${b.y}:enable='between(t,${b.from},${b.to})'[${out}]`);
    last = out;
  });
  graph.push(`[${last}]format=yuv420p[v]`);
  encodeGraph(file, inputs, graph.join(';'), { crf: 24, seconds: duration });
  return file;
}

/** When a box's centre reaches x (pixels): the truth of a crossing of a vertical line there. */
const reachesX = (b: MovingBox, x: number) => b.from + (x - (b.x0 + b.w / 2)) / b.vx;

export interface Truth {
  kind: string;
  at: number;
}

/**
 * 13 s: box A walks left → right through the middle (1 s … 6 s), box B right → left (7 s … 12 s),
 * box C walks left → right along the bottom edge, below the end of the line (1 s … 6 s).
 * The line is vertical at x = 0.5 from y = 0.1 to 0.9, drawn top to bottom: its left side (as
 * drawn, y down) is the picture's right half, so B (right → left) crosses it forward and A backward.
 * The motion ROI is the left part of the middle band (x < 0.45, 0.2 < y < 0.8): A moves in it from
 * its start, B from when its left edge enters it; C never enters it.
 */
export function crossingClip(): { file: string; line: { x: number; y: number }[]; roi: { x: number; y: number }[]; crossings: Truth[]; motion: Truth[] } {
  const A: MovingBox = { color: 'red', w: 60, h: 90, x0: 45, vx: 100, y: 130, from: 1, to: 6 };
  const B: MovingBox = { color: 'blue', w: 60, h: 90, x0: 545, vx: -100, y: 130, from: 7, to: 12 };
  const C: MovingBox = { color: 'green', w: 60, h: 24, x0: 45, vx: 100, y: 334, from: 1, to: 6 };
  const file = render('crossing', 13, [A, B, C]);
  const roiRight = 0.45 * W;
  return {
    file,
    line: [
      { x: 0.5, y: 0.1 },
      { x: 0.5, y: 0.9 },
    ],
    roi: [
      { x: 0, y: 0.2 },
      { x: 0.45, y: 0.2 },
      { x: 0.45, y: 0.8 },
      { x: 0, y: 0.8 },
    ],
    crossings: [
      { kind: 'backward', at: reachesX(A, W / 2) },
      { kind: 'forward', at: reachesX(B, W / 2) },
    ],
    motion: [
      { kind: 'motion', at: A.from },
      { kind: 'motion', at: B.from + (roiRight - B.x0) / B.vx },
    ],
  };
}

/**
 * 13 s: three boxes come to stand in the right half (at 1, 2 and 3 s) and all leave at 8 s.
 * Crowding (3 objects) forms at 3 s; people present from 1 s; absent from 8 s.
 */
export function crowdClip(): { file: string; roi: { x: number; y: number }[]; arrivals: number[]; leave: number } {
  const boxes: MovingBox[] = [
    { color: 'red', w: 50, h: 80, x0: 360, vx: 0, y: 60, from: 1, to: 8 },
    { color: 'yellow', w: 50, h: 80, x0: 460, vx: 0, y: 120, from: 2, to: 8 },
    { color: 'white', w: 50, h: 80, x0: 540, vx: 0, y: 220, from: 3, to: 8 },
  ];
  // The boxes vanish at the 8 s frame: 'between' holds at t = 8 itself, so they end just before it.
  for (const b of boxes) b.to = 7.95;
  const file = render('crowd', 13, boxes);
  return {
    file,
    roi: [
      { x: 0.5, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0.5, y: 1 },
    ],
    arrivals: boxes.map((b) => b.from),
    leave: 8,
  };
}

/**
 * 12 s: a carrier (grey) walks left → right across the upper middle (0 … 6 s); at 2 s a bag (orange)
 * stands on the floor beside its path and stays; from 6.5 s another box walks through the floor band
 * without stopping. The ROI is the floor band (y > 0.6). With an abandon time of `seconds` the
 * truth is one event at 2 + seconds (when the carrier has left it by then: attendedUntil).
 */
export function abandonClip(seconds: number): {
  file: string;
  roi: { x: number; y: number }[];
  truth: Truth[];
  bag: { x: number; y: number };
  attendedUntil: number;
} {
  const carrier: MovingBox = { color: 'gray', w: 50, h: 100, x0: 50, vx: 100, y: 110, from: 0, to: 6 };
  const bag: MovingBox = { color: 'orange', w: 30, h: 30, x0: 305, vx: 0, y: 250, from: 2, to: 12 };
  const passer: MovingBox = { color: 'purple', w: 40, h: 50, x0: 20, vx: 110, y: 300, from: 6.5, to: 12 };
  const file = render('abandon', 12, [carrier, bag, passer]);
  return {
    file,
    roi: [
      { x: 0, y: 0.6 },
      { x: 1, y: 0.6 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ],
    truth: [{ kind: 'ao', at: bag.from + seconds }],
    // The carrier is within two bag sizes (60 px) of the bag until its left edge passes x = 395.
    attendedUntil: carrier.from + (bag.x0 + bag.w + 2 * bag.w - carrier.x0) / carrier.vx,
    bag: { x: (305 + 15) / W, y: (250 + 15) / H },
  };
}
