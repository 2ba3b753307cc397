import type { CameraWithSecrets } from '@argus/contracts';
import type { NewEvent } from '../../src/delivery/spool';
import { Cameras } from '../../src/runtime';
import { FrameSource, type Frame } from '../../src/video/frames';
import { ALL_WEEK } from './camera';

/** Running sa and ao over generated clips: the camera record, the runtime at 2 fps, event times. */
export const FPS = 2;
export const ORIGIN = Date.parse('2026-11-02T10:00:00Z');

type Poly = { x: number; y: number }[];

export const roiBox = (polygon: Poly, over: Record<string, unknown> = {}) => ({
  id: 'r1',
  name: 'Zone',
  situation_id: null,
  polygon,
  obj_class_type: null,
  obj_class_threshold: 0.5,
  watch_people_activity: false,
  min_event_interval: 0,
  min_activity_interval: 0,
  min_inactivity_interval: 0,
  count_interval: 0,
  detect_attributes: false,
  hardhat: false,
  ...over,
});

export const lineOf = (coords: Poly, direction: 'any' | 'forward' | 'backward', obj_classes: string[] = []) => ({
  id: 'l1',
  name: 'Gate',
  situation_id: null,
  coords,
  obj_classes,
  direction,
});

export const moduleCamera = (module: 'sa' | 'ao', config: Record<string, unknown>, on = true) =>
  ({
    id: 11,
    state: 'active',
    video_modules: [module],
    video_analytics: { version: 1, modules: { [module]: { worktime: ALL_WEEK(on), config: { min_detection_size: 10, roi: [], lines: [], ...config } } } },
  }) as unknown as CameraWithSecrets;

export async function analyse(file: string, camera: CameraWithSecrets): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  await new Promise<void>((resolve) => {
    new Cameras({
      fps: FPS,
      width: 640,
      clock: { origin: ORIGIN },
      reconnect: false,
      source: async () => ({ input: file }),
      emit: (e) => events.push(e),
      onEnd: () => resolve(),
    }).apply([camera]);
  });
  return events;
}

/** Every analysed frame of a clip, decoded as the runtime does. */
export async function framesOf(file: string): Promise<Frame[]> {
  const frames: Frame[] = [];
  await new Promise<void>((resolve) => {
    new FrameSource({
      fps: FPS,
      width: 640,
      clock: { origin: ORIGIN },
      reconnect: false,
      resolve: async () => ({ input: file }),
      onFrame: (f) => void frames.push(f),
      onEnd: resolve,
    }).start();
  });
  return frames;
}

export const at = (e: NewEvent) => (Date.parse(e.ts) - ORIGIN) / 1000;
