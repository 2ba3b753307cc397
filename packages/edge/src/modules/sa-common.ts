import type { VideoAnalytics } from '@argus/contracts';
import type { ObjectClass, Rect } from '@argus/vision';
import type { NewEvent } from '../delivery/spool';
import type { Frame } from '../video/frames';
import type { Identity } from './track';

export type SaModule = NonNullable<VideoAnalytics['modules']['sa']>;
export type SaEvent = Extract<NewEvent, { event_type: 'sa' }>;
export type SaReason = SaEvent['event']['reason'];
export type Label = 'person' | 'vehicle';

export const VEHICLES: ObjectClass[] = ['car', 'truck', 'bus', 'motorcycle', 'bicycle'];
const ALL: ObjectClass[] = ['person', ...VEHICLES];

/** The detector classes an ROI's obj_class_type or a line's obj_classes names ("vehicle" is every vehicle class). */
export function classesOf(names: string[]): ObjectClass[] {
  const out = new Set<ObjectClass>();
  for (const n of names.map((x) => x.toLowerCase())) {
    if (n === 'vehicle') VEHICLES.forEach((v) => out.add(v));
    else {
      const c = ALL.find((a) => a === n);
      if (c) out.add(c);
    }
  }
  return [...out];
}

export const labelOf = (c: ObjectClass): Label => (c === 'person' ? 'person' : 'vehicle');

/** Something that moves through the scene: a detector object (with class) or a foreground blob (no class). */
export interface Thing {
  rect: Rect;
  score: number;
  cls: ObjectClass | null;
  frame: Frame;
}

/**
 * Whether a detection may continue a track of objects: not when one is a person and the other a
 * vehicle (a faint car where a person is expected is not that person); vehicle classes may alternate
 * (the model calls one vehicle car, then truck).
 */
export const sameKind = (best: Thing, item: Thing): Identity => (best.cls && item.cls && labelOf(best.cls) !== labelOf(item.cls) ? 'other' : 'maybe');

export const centre = (r: Rect) => ({ x: (r.x_min + r.x_max) / 2, y: (r.y_min + r.y_max) / 2 });

/** Sends one sa event: its reason, label, box (snapshot), ROI or line, attributes and trajectory, at a frame. */
export type Send = (
  frame: Frame,
  reason: SaReason,
  label: Label | null,
  rect: Rect | null,
  roi: { id: string; name: string } | null,
  line: { id: string; name: string } | null,
  attributes: SaEvent['event']['attributes'],
  path: { x: number; y: number }[],
) => Promise<void>;
