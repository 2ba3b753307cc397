import { readFileSync } from 'node:fs';
import { compareDescriptors, detectFaces, loadVision } from '@argus/vision';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/delivery/spool';
import { Cameras } from '../src/runtime';
import { ALL_WEEK } from './support/camera';
import { faceClip, fastFaceClip } from './support/faces';
import type { CameraWithSecrets } from '@argus/contracts';

const FPS = 2;
const ORIGIN = Date.parse('2026-11-02T10:00:00Z');

const frCamera = (config: Record<string, unknown>) =>
  ({
    id: 9,
    state: 'active',
    video_modules: ['fr'],
    video_analytics: { version: 1, modules: { fr: { worktime: ALL_WEEK(true), config: { min_detection_size: 40, roi: [], lines: [], ...config } } } },
  }) as unknown as CameraWithSecrets;

async function analyse(file: string, camera: CameraWithSecrets, fps = FPS, frFast = false): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  await new Promise<void>((resolve) => {
    new Cameras({
      fps,
      width: 640,
      clock: { origin: ORIGIN },
      reconnect: false,
      frFast,
      source: async () => ({ input: file }),
      emit: (e) => events.push(e),
      onEnd: () => resolve(),
    }).apply([camera]);
  });
  return events;
}

const roi = (polygon: { x: number; y: number }[]) => ({
  id: 'r1',
  name: 'Door',
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
});

// Shared by both pipelines: the clips and the descriptors of the people in them.
let clip: Awaited<ReturnType<typeof faceClip>>;
let fastClip: string;
let refs: (Float32Array | undefined)[];
beforeAll(async () => {
  await loadVision();
  // 3.5 s walks: 9 s, 18 frames a run at 2 frames/s, each person in view for 7.
  [clip, fastClip] = await Promise.all([faceClip(3.5), fastFaceClip()]);
  refs = await Promise.all(clip.sprites.map(async (s) => (await detectFaces(readFileSync(s))).faces[0]?.descriptor));
});

describe.each([
  ['full frame (default)', false],
  ['fast: motion regions, Tiny Face Detector, face nets once per track (ARGUS_EDGE_FR_FAST)', true],
] as const)('fr module, %s, against a generated clip of the shipped face photos', (_, fast) => {
  it('one event per person walking through, from inside their time in view, with crop, scene, box, age, gender and the right descriptor', async () => {
    const events = await analyse(clip.file, frCamera({}), FPS, fast);
    expect(events.length).toBe(2);
    events.forEach((e, i) => {
      const truth = clip.truth[i];
      const at = (Date.parse(e.ts) - ORIGIN) / 1000;
      expect(at).toBeGreaterThanOrEqual((truth?.from ?? 0) - 1 / FPS);
      expect(at).toBeLessThanOrEqual((truth?.to ?? 0) + 1 / FPS);
      expect(e.event_type).toBe('fr');
      expect(e.snapshot_jpeg?.slice(0, 4)).toBe('/9j/');
      expect(e.scene_jpeg?.slice(0, 4)).toBe('/9j/');
      const inner = e.event as {
        detection: { rect: { x_min: number; x_max: number } };
        attributes: { age?: number; gender?: string };
        descriptor?: number[];
        trajectory: unknown[];
      };
      expect(inner.detection.rect.x_max).toBeGreaterThan(inner.detection.rect.x_min);
      expect(inner.attributes.age).toBeGreaterThan(0);
      expect(['male', 'female']).toContain(inner.attributes.gender);
      expect(inner.trajectory.length).toBeGreaterThan(3);
      const d = inner.descriptor ?? [];
      expect(d.length).toBe(128);
      // The event's face is the person of that time, not the other one.
      const own = compareDescriptors(d, refs[i] ?? []).distance;
      const other = compareDescriptors(d, refs[1 - i] ?? []).distance;
      expect(own).toBeLessThan(other);
    });
  });

  it('a face crossing the frame faster than its width a frame (1 frame a second) is one track and one event', async () => {
    const events = await analyse(fastClip, frCamera({}), 1, fast);
    expect(events).toHaveLength(1);
    const inner = events[0]?.event as { trajectory: { x: number }[] };
    // Seen at several places far apart: the track followed the face by its descriptor.
    expect(inner.trajectory.length).toBeGreaterThanOrEqual(2);
    const xs = inner.trajectory.map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(0.4);
  });

  it('faces whose centre is inside an ROI give their events, with the ROI', async () => {
    // The band both people walk through.
    const band = roi([
      { x: 0, y: 0.2 },
      { x: 1, y: 0.2 },
      { x: 1, y: 0.8 },
      { x: 0, y: 0.8 },
    ]);
    // The ROI is judged per detection: 1 frame a second (each person seen 3–4 times) shows it as well.
    const events = await analyse(clip.file, frCamera({ roi: [band] }), 1, fast);
    expect(events.length).toBe(clip.truth.length);
    for (const e of events) expect((e.event as { roi: { id: string; name: string } | null }).roi).toEqual({ id: 'r1', name: 'Door' });
  });

  it('faces below min_detection_size or outside the ROI give no event', async () => {
    expect(await analyse(clip.file, frCamera({ min_detection_size: 400 }), FPS, fast)).toEqual([]);
    // The top-left corner: nobody passes there.
    expect(
      await analyse(
        clip.file,
        frCamera({
          roi: [
            roi([
              { x: 0, y: 0 },
              { x: 0.1, y: 0 },
              { x: 0.1, y: 0.1 },
            ]),
          ],
        }),
        // Every frame is judged alike: 1 frame a second covers the walks as well.
        1,
        fast,
      ),
    ).toEqual([]);
  });
});
