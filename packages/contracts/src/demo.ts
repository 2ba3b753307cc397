import type { RoiLine } from './entities/camera';

/**
 * The demo camera's line crossing (sa): down the middle of the picture, drawn upwards so that the
 * demo scene's people, gliding left to right on their photos, cross it forward (from its left side
 * to its right); people only, both ways reported (a backward crossing on the demo is a wrong one).
 * The edge's test and bench of the demo scene count crossings of this line. The server's first
 * start does not turn sa on yet: tp, fr and sa would need three of the local edge's slots, and it
 * reports as many as the machine has cores (edge README, sa).
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
