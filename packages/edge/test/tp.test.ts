import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/delivery/spool';
import { Cameras } from '../src/runtime';
import { tpClip, type TpTruth } from './support/clips';
import { fakeCamera, tpModule } from './support/camera';

const FPS = 2;
const ORIGIN = Date.parse('2026-11-02T10:00:00Z');

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
    const clip = await tpClip();
    const events = await analyse(clip.file);
    const got = found(events);
    expect(got.map((g) => g.kind)).toEqual(clip.truth.map((t: TpTruth) => t.kind));
    got.forEach((g, i) => expect(Math.abs(g.at - (clip.truth[i]?.at ?? -99))).toBeLessThanOrEqual(1 / FPS));
    for (const e of events) {
      expect(e.event_type).toBe('tp');
      expect(e.stream_id).toBe(7);
      expect(e.scene_jpeg?.slice(0, 4)).toBe('/9j/');
    }
  });

  it('each kind is switchable: with flashing and blurring off only covered lens and moved view remain', async () => {
    const clip = await tpClip();
    const got = found(await analyse(clip.file, tpModule(true, { detect_flashing: false, detect_blurring: false })));
    expect(got.map((g) => g.kind)).toEqual(['tampering', 'shifting']);
  });

  it('outside the worktime nothing is reported', async () => {
    const clip = await tpClip();
    expect(await analyse(clip.file, tpModule(false))).toEqual([]);
  });
});
