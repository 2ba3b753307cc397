import type { CameraWithSecrets } from '@argus/contracts';
import { describe, expect, it } from 'vitest';
import { analyse } from './support/analyse';
import { ALL_WEEK } from './support/camera';
import { plateClip } from './support/plates';

const lprCamera = (config: Record<string, unknown> = {}) =>
  ({
    id: 12,
    state: 'active',
    source: { url: 'rtsp://127.0.0.1/live', body: { protocol: 'rtsp' } },
    video_modules: ['lpr'],
    video_analytics: { version: 1, modules: { lpr: { worktime: ALL_WEEK(true), config: { min_detection_size: 0, roi: [], lines: [], ...config } } } },
  }) as unknown as CameraWithSecrets;

describe('lpr on decoded video (an rtsp camera)', () => {
  it('a car passing with a plate gives one lpr event with its number, region, plate picture and box', async () => {
    const { file, number } = await plateClip(['A', '123', 'BC', '77'], 'ru');
    const events = (await analyse(file, lprCamera())).filter((e) => e.event_type === 'lpr');
    expect(events.map((e) => (e.event_type === 'lpr' ? e.number : ''))).toEqual([number]);
    const [e] = events;
    if (e?.event_type !== 'lpr') throw new Error('no lpr event');
    expect(e.region).toBe('ru');
    expect(e.plate_jpeg?.length).toBeGreaterThan(100);
    expect(e.event.detection?.rect.x_max).toBeGreaterThan(e.event.detection?.rect.x_min ?? 1);
  });

  it('a plate narrower than min_detection_size is not reported', async () => {
    const { file } = await plateClip(['AB', '123', 'CD'], 'fr');
    const events = (await analyse(file, lprCamera({ min_detection_size: 400 }))).filter((e) => e.event_type === 'lpr');
    expect(events).toEqual([]);
  });
});
