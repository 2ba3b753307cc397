import type { RoiLine } from './entities/camera';

/**
 * The demo camera's line crossing (sa): down the middle of the picture, drawn upwards so that the
 * demo scene's people, gliding left to right on their photos, cross it forward (from its left side
 * to its right); people only, both ways reported (a backward crossing on the demo is a wrong one).
 * The edge's test and bench of the demo scene count crossings of this line; the server's first
 * start turns sa on with it on the demo camera.
 */
export const DEMO_LINE: RoiLine = {
  id: 'demo-middle',
  name: 'Middle of the view',
  situation_id: null,
  coords: [
    { x: 0.5, y: 1 },
    { x: 0.5, y: 0 },
  ],
  obj_classes: ['person'],
  direction: 'any',
};

/**
 * Analytics module slots an edge reports by default: two per CPU core. At the default 1 frame/s a
 * camera's module takes a fraction of a core (the demo camera's tp + fr + sa together 0.6–0.8 of a
 * core, edge README), so one slot per core left most of a machine idle and a 2-core machine could
 * not carry the demo camera's three modules.
 */
export const EDGE_SLOTS_PER_CORE = 2;

export function defaultEdgeCap(cores: number): number {
  return Math.max(1, cores) * EDGE_SLOTS_PER_CORE;
}
