import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/delivery/spool';
import { Cameras } from '../src/runtime';
import { tpClip, type TpTruth } from './support/clips';
import { fakeCamera, tpModule } from './support/camera';

// The generated scenes at 1, 2 and 5 fps: tp-kinds, tp-lights and tp-clean (one file each, so that the workers share them).

const FPS = 2;
const ORIGIN = Date.parse('2026-11-02T10:00:00Z');
/** The clip is the same for every test here: encoded once, by the first that needs it. */
let encoded: ReturnType<typeof tpClip> | undefined;
const clip = () => (encoded ??= tpClip());

async function analyse(file: string, tp = tpModule()): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  await new Promise<void>((resolve) => {
    const cameras = new Cameras({
      fps: FPS,
      width: 640,
      clock: { origin: ORIGIN },
      reconnect: false,
      source: async () => ({ input: file }),
      emit: (e) => events.push(e),
      onEnd: () => resolve(),
    });
    cameras.apply([fakeCamera(7, tp)]);
  });
  return events;
}

const found = (events: NewEvent[]) => events.map((e) => ({ kind: e.event.reason, at: (Date.parse(e.ts) - ORIGIN) / 1000 }));

describe('tp module against generated clips', () => {
  it('blur ramp, flash, covered lens, moved view: one event of each kind, at the truth within one frame interval', async () => {
    const { file, truth } = await clip();
    const events = await analyse(file);
    const got = found(events);
    expect(got.map((g) => g.kind)).toEqual(truth.map((t: TpTruth) => t.kind));
    got.forEach((g, i) => expect(Math.abs(g.at - (truth[i]?.at ?? -99))).toBeLessThanOrEqual(1 / FPS));
    for (const e of events) {
      expect(e.event_type).toBe('tp');
      expect(e.stream_id).toBe(7);
      expect(e.scene_jpeg?.slice(0, 4)).toBe('/9j/');
    }
  });

  it('each kind is switchable: with flashing and blurring off only covered lens and moved view remain', async () => {
    const { file } = await clip();
    const got = found(await analyse(file, tpModule(true, { detect_flashing: false, detect_blurring: false })));
    expect(got.map((g) => g.kind)).toEqual(['tampering', 'shifting']);
  });

  it('outside the worktime nothing is reported', async () => {
    const { file } = await clip();
    expect(await analyse(file, tpModule(false))).toEqual([]);
  });
});
