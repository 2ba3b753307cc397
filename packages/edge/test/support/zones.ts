import type { DetectedObject, Rect } from '@argus/vision';
import sharp from 'sharp';
import type { ObjectDetector } from '../../src/modules/sa-search';
import type { SearchRegion } from '../../src/modules/regions';
import type { Frame } from '../../src/video/frames';
import { moduleCamera, roiBox } from './analyse';

/**
 * Generated ground truth for zones: a zone (the right half of a 640×360 picture) filling and
 * emptying. Three people (50×150 px figures) walk in from the left at 120 px/s one after another,
 * stop at their places inside the zone, stand, and from LEAVE on walk out to the right. Frames are
 * drawn pixel by pixel (textured background, fresh noise each frame) at any analysis rate.
 *
 * What a person detector reports is generated too (`detector`): the figures' boxes with a score
 * that drops under 0.3 for a second now and then (a body turning) and no box at all for 2 s once
 * for each person (occluded), as a detector does on real footage — the cases that made a crowd
 * late or missing and one person two entries.
 */
export const W = 640;
export const H = 360;
const SPEED = 120;
const BODY = { w: 50, h: 122 };
const HEAD = { w: 26, h: 28 };
/** The zone's left edge (px): the zone is x ≥ 320. */
const EDGE = W / 2;
export const LEAVE = 24;

export interface ZonePerson {
  from: number;
  /** Centre x (px) of the place it stands at. */
  spot: number;
  y: number;
  rgb: [number, number, number];
}

export interface ZoneScene {
  people: ZonePerson[];
  duration: number;
  zone: { x: number; y: number }[];
  /** Each person's entry into the zone (centre crossing its edge). */
  entries: number[];
  /** When the count reaches three (the third entry) and when it falls below (the first one out). */
  crowdFrom: number;
  crowdUntil: number;
  /** When the last one leaves (the zone is empty). */
  emptyAt: number;
}

/** The centre x (px) of a person at t, or null when not in the picture. */
export function centreAt(p: ZonePerson, t: number): number | null {
  if (t < p.from) return null;
  const walkedIn = 20 + SPEED * (t - p.from);
  if (t < LEAVE) return Math.min(walkedIn, p.spot);
  const x = p.spot + SPEED * (t - LEAVE);
  return x > W - 20 ? null : x;
}

export function zoneScene(): ZoneScene {
  const people: ZonePerson[] = [
    // Filling from the back: a newcomer does not pass in front of those standing (foreground blobs would merge).
    { from: 1, spot: 560, y: 150, rgb: [150, 40, 40] },
    { from: 5, spot: 470, y: 170, rgb: [40, 50, 140] },
    { from: 9, spot: 380, y: 130, rgb: [30, 110, 40] },
  ];
  const entries = people.map((p) => p.from + (EDGE - 20) / SPEED);
  return {
    people,
    duration: 34,
    zone: [
      { x: 0.5, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0.5, y: 1 },
    ],
    entries,
    crowdFrom: Math.max(...entries),
    // Everyone leaves the zone when they leave the picture: the farthest in is out first.
    crowdUntil: Math.min(...people.map((p) => LEAVE + (W - 20 - p.spot) / SPEED)),
    emptyAt: Math.max(...people.map((p) => LEAVE + (W - 20 - p.spot) / SPEED)),
  };
}

const boxOf = (p: ZonePerson, cx: number) => ({
  x_min: Math.max(0, cx - BODY.w / 2) / W,
  x_max: Math.min(W, cx + BODY.w / 2) / W,
  y_min: p.y / H,
  y_max: (p.y + HEAD.h + BODY.h) / H,
});

/**
 * What a detector searching only `regions` sees of a box: the part inside the region that holds
 * most of it, when that is at least 60 % of the box (a person cut in half by a crop's edge is not
 * found); the whole box when the whole frame is searched (no regions).
 */
export function seenIn(rect: Rect, regions: SearchRegion[] | undefined): Rect | null {
  if (!regions) return rect;
  const area = (r: Rect) => Math.max(0, r.x_max - r.x_min) * Math.max(0, r.y_max - r.y_min);
  let best: Rect | null = null;
  for (const { rect: g } of regions) {
    const cut = {
      x_min: Math.max(rect.x_min, g.x_min),
      y_min: Math.max(rect.y_min, g.y_min),
      x_max: Math.min(rect.x_max, g.x_max),
      y_max: Math.min(rect.y_max, g.y_max),
    };
    if (cut.x_max > cut.x_min && cut.y_max > cut.y_min && area(cut) >= 0.6 * area(rect) && (!best || area(cut) > area(best))) best = cut;
  }
  return best;
}

/** A person detector on the scene (by the time of the frame): boxes, scores dipping under 0.3 for 1 s twice, a 2 s miss once per person; only what the searched regions show. */
export function detector(s: ZoneScene, origin: number): ObjectDetector {
  return async (jpeg, o) => {
    const t = (jpeg.readDoubleLE(jpeg.length - 8) - origin) / 1000;
    const out: DetectedObject[] = [];
    if (!o.classes.includes('person')) return out;
    for (const p of s.people) {
      const cx = centreAt(p, t);
      if (cx === null) continue;
      const since = t - p.from;
      if (since >= 8 && since < 10) continue;
      const dip = (since >= 5 && since < 6) || (since >= 12 && since < 13);
      const score = dip ? 0.25 : 0.45;
      const rect = seenIn(boxOf(p, cx), o.regions);
      if (score >= o.minScore && rect) out.push({ class: 'person', score, rect });
    }
    return out;
  };
}

/** A small deterministic random generator (the same noise on every run). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function fill(px: Uint8Array, x0: number, y0: number, w: number, h: number, rgb: [number, number, number]): void {
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(H, Math.round(y0 + h)); y++) {
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(W, Math.round(x0 + w)); x++) {
      const o = (y * W + x) * 3;
      px[o] = rgb[0];
      px[o + 1] = rgb[1];
      px[o + 2] = rgb[2];
    }
  }
}

/**
 * Every frame at `fps`, time stamped from `origin`. The JPEG carries its own time in 8 bytes after
 * the image's end (decoders ignore them), so the generated detector knows which moment it sees.
 */
export async function zoneFrames(s: ZoneScene, origin: number, fps: number): Promise<Frame[]> {
  const rnd = random(3);
  const base = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const v = 80 + (y < H * 0.55 ? 20 : 0) + Math.round(15 * Math.sin(x / 37) + 20 * rnd());
      base[o] = v;
      base[o + 1] = v + 12;
      base[o + 2] = v + 20;
    }
  }
  const frames: Frame[] = [];
  for (let i = 0; i <= s.duration * fps; i++) {
    const t = i / fps;
    const px = Uint8Array.from(base);
    for (const p of s.people) {
      const cx = centreAt(p, t);
      if (cx === null) continue;
      fill(px, cx - HEAD.w / 2, p.y, HEAD.w, HEAD.h, [200, 160, 130]);
      fill(px, cx - BODY.w / 2, p.y + HEAD.h, BODY.w, BODY.h, p.rgb);
    }
    for (let o = 0; o < px.length; o++) px[o] = Math.max(0, Math.min(255, (px[o] ?? 0) + Math.round((rnd() - 0.5) * 12)));
    const jpeg = await sharp(Buffer.from(px), { raw: { width: W, height: H, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const stamp = Buffer.alloc(8);
    stamp.writeDoubleLE(origin + t * 1000);
    frames.push({ index: i, ts: origin + t * 1000, jpeg: Buffer.concat([jpeg, stamp]) });
  }
  return frames;
}

/** The sa settings the zone scene is counted with (one ROI over its zone: entries, crowding at 3, inactivity), as tests and bench use them. */
export function zoneConfig(s: ZoneScene) {
  const roi = roiBox(s.zone, {
    obj_class_type: 'person',
    obj_class_threshold: 0.3,
    count_interval: 2,
    crowd_count: 3,
    watch_people_activity: true,
    min_activity_interval: 1,
    min_inactivity_interval: 1,
  });
  return moduleCamera('sa', { roi: [roi] }).video_analytics.modules.sa!;
}
