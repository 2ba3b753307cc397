import { EVENT_TIMING } from '@argus/contracts';
import { tsParam } from './timeline';

/**
 * tp reasons that mean the picture itself failed. Our tamper kinds have no separate "stream
 * failure"; a tampering event is a covered or dark view, the picture lost, so it takes the longer lead-in.
 */
const TP_STREAM_FAILURE_REASONS: readonly string[] = ['tampering'];

export type PlayableEvent = { ts: string; eventType: string; event?: { reason?: string | null } | null; origin: { cameraId: number } };

/** Seconds the player starts before an event (spec: 2 s; 7 s for a tp stream failure, so its lead-up shows). */
export function eventLeadInS(e: Pick<PlayableEvent, 'eventType' | 'event'>): number {
  const failure = e.eventType === 'tp' && TP_STREAM_FAILURE_REASONS.includes(e.event?.reason ?? '');
  return failure ? EVENT_TIMING.beforeTpStreamFailureS : EVENT_TIMING.beforeS;
}

/** The player at an event's camera, starting its lead-in before the event's time. */
export function eventPlayerPath(e: PlayableEvent): string {
  return `/player/${e.origin.cameraId}/${tsParam(Date.parse(e.ts) - eventLeadInS(e) * 1000)}`;
}

/** The stretch of video that shows an event: from its lead-in to the spec's tail after it (ms). */
export function eventClip(e: Pick<PlayableEvent, 'ts' | 'eventType' | 'event'>): { from: number; to: number } {
  const t = Date.parse(e.ts);
  return { from: t - eventLeadInS(e) * 1000, to: t + EVENT_TIMING.afterS * 1000 };
}
