import { EVENT_HISTOGRAM_MAX_BUCKETS, type EventHistogram, type EventHistogramQuery } from '@argus/contracts';
import type { AppContext } from '../../context';
import { visibleEvents } from '../../access';
import { invalid } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { visibleCamera } from '../cameras/service';
import { countsPerSlot } from './repo';
import { timeWindow } from './service';

/**
 * Events of one camera counted per type and per `bucket` seconds of the window, for the player's
 * timeline: every event of a long window shows, where a page of the list would show the newest.
 * Scoped like the list (organisation, and the camera's group for non-administrators); a camera the
 * caller may not see answers 404.
 */
export async function histogram(ctx: AppContext, p: Principal, cameraId: number, q: EventHistogramQuery): Promise<EventHistogram> {
  const { ts_from: from, ts_to: to } = timeWindow(ctx, q.ts_from, q.ts_to);
  const bucket = q.bucket ?? Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000 / (EVENT_HISTOGRAM_MAX_BUCKETS - 1)));
  const first = Math.floor(from.getTime() / 1000 / bucket);
  const last = Math.floor(to.getTime() / 1000 / bucket);
  if (last - first + 1 > EVENT_HISTOGRAM_MAX_BUCKETS) throw invalid({ bucket: `gives more than ${EVENT_HISTOGRAM_MAX_BUCKETS} buckets in the window` });
  await visibleCamera(ctx, p, cameraId);
  const rows = await countsPerSlot(ctx.db, visibleEvents(p), cameraId, from, to, bucket);
  const buckets = rows.map((r) => ({ ts: new Date(Number(r.slot) * bucket * 1000).toISOString(), event_type: r.event_type, count: Number(r.count) }));
  return { bucket, total: buckets.reduce((n, b) => n + b.count, 0), buckets };
}
