import { RETENTION_DAYS, worktimeAlways, type PublicConfig, type VideoAnalytics, type VideoModule } from '@argus/contracts';
import { invalid } from '../../http/errors';

type Streaming = { by_event: boolean; storage_depth: (typeof RETENTION_DAYS)[number] };

/**
 * Analytics settings: every enabled module gets settings (defaults when the client gave none:
 * around the clock, no ROI); ROI ids are unique within a module; ROI intervals stay within the
 * configured maxima (max_event_interval, max_activity_interval, max_inactivity_interval).
 */
export function defaultModule(module: VideoModule) {
  const config =
    module === 'tp'
      ? { detect_blurring: true, detect_flashing: true, detect_tampering: true, camera_credentials: null }
      : { min_detection_size: 0, roi: [], lines: [] };
  return { worktime: worktimeAlways(), config };
}

export function checkAnalytics(
  modules: readonly VideoModule[],
  analytics: VideoAnalytics | undefined,
  previous: VideoAnalytics | null,
  config: PublicConfig,
): VideoAnalytics {
  const given = analytics ?? previous ?? { version: 0, modules: {} };
  const out: VideoAnalytics = { version: (previous?.version ?? -1) + 1, modules: { ...given.modules } };
  if (analytics === undefined && previous) out.version = previous.version;
  const errors: Record<string, string> = {};
  const modulesOut = out.modules as Record<string, unknown>;
  for (const m of modules) modulesOut[m] ??= defaultModule(m);
  for (const [name, settings] of Object.entries(out.modules)) {
    if (name === 'tp' || !settings) continue;
    const c = settings.config as {
      roi: { id: string; min_event_interval: number; min_activity_interval: number; min_inactivity_interval: number }[];
      lines: { id: string }[];
    };
    const ids = new Set<string>();
    c.roi.forEach((r, i) => {
      const at = `video_analytics.modules.${name}.config.roi.${i}`;
      if (ids.has(r.id)) errors[`${at}.id`] = 'is used twice in this module';
      ids.add(r.id);
      const max = config.roi;
      if (r.min_event_interval > max.max_event_interval) errors[`${at}.min_event_interval`] = `must be at most ${max.max_event_interval}`;
      if (r.min_activity_interval > max.max_activity_interval) errors[`${at}.min_activity_interval`] = `must be at most ${max.max_activity_interval}`;
      if (r.min_inactivity_interval > max.max_inactivity_interval) errors[`${at}.min_inactivity_interval`] = `must be at most ${max.max_inactivity_interval}`;
    });
    c.lines.forEach((l, i) => {
      const at = `video_analytics.modules.${name}.config.lines.${i}`;
      if (ids.has(l.id)) errors[`${at}.id`] = 'is used twice in this module';
      ids.add(l.id);
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return out;
}

/** storage_depth is one of the retention options and at most the installation's videoarchive_depth. */
export function checkStreaming(streaming: Streaming | undefined, previous: Streaming | null, config: PublicConfig): Streaming {
  const depth = config.videoarchive_depth;
  if (streaming) {
    if (streaming.storage_depth > depth) throw invalid({ 'video_streaming.storage_depth': `must be at most ${depth} days (videoarchive_depth)` });
    return streaming;
  }
  if (previous) return previous;
  const fallback = [...RETENTION_DAYS].reverse().find((d) => d <= depth) ?? RETENTION_DAYS[0];
  return { by_event: false, storage_depth: fallback };
}
