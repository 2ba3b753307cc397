import type { RoiLine } from './entities/camera';

/**
 * The demo camera's line crossing (sa), set by the server's first start: down the middle of the
 * picture, drawn upwards so that the demo scene's people, gliding left to right on their photos,
 * cross it forward (from its left side to its right); people only, both ways reported (a backward
 * crossing on the demo is a wrong one). The edge's test of the demo scene counts crossings of this line.
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
