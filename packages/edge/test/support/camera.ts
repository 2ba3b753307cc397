import type { CameraWithSecrets } from '@argus/contracts';

export const ALL_WEEK = (on: boolean) => {
  const hours = Array.from({ length: 24 }, () => on);
  return { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: hours, timezone: 'UTC' };
};

export const tpModule = (on = true, switches: Partial<Record<'detect_blurring' | 'detect_flashing' | 'detect_tampering', boolean>> = {}) => ({
  worktime: ALL_WEEK(on),
  config: { detect_blurring: true, detect_flashing: true, detect_tampering: true, camera_credentials: null, ...switches },
});

/** A camera record as GET /edges/{id}/cameras gives it, with only what the runtime reads filled in. */
export function fakeCamera(id: number, tp = tpModule()): CameraWithSecrets {
  return {
    id,
    state: 'active',
    video_modules: ['tp'],
    video_analytics: { version: 1, modules: { tp } },
  } as unknown as CameraWithSecrets;
}
