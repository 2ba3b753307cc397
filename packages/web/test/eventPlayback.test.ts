import { describe, expect, it } from 'vitest';
import { EVENT_TIMING } from '@argus/contracts';
import { eventLeadInS, eventPlayerPath } from '../src/lib/eventPlayback';
import { parseTsParam } from '../src/lib/timeline';

const at = '2026-01-01T12:00:00.500Z';
const event = (eventType: string, reason: string) => ({ ts: at, eventType, event: { reason }, origin: { cameraId: 7 } });

describe('opening an event in the player', () => {
  it('starts 2 s before an event, 7 s before a tp stream failure', () => {
    expect(EVENT_TIMING.beforeS).toBe(2);
    expect(EVENT_TIMING.beforeTpStreamFailureS).toBe(7);
    expect(eventLeadInS(event('fr', 'any'))).toBe(2);
    expect(eventLeadInS(event('tp', 'blurring'))).toBe(2);
    expect(eventLeadInS(event('tp', 'tampering'))).toBe(7);
    // The same reason of another type is no stream failure.
    expect(eventLeadInS(event('sa', 'tampering'))).toBe(2);
    expect(eventLeadInS({ eventType: 'tp', event: null })).toBe(2);
  });

  it('links to the camera at the lead-in, to the whole second the player reads', () => {
    const fr = eventPlayerPath(event('fr', 'any'));
    expect(fr).toBe(`/player/7/${Math.floor((Date.parse(at) - 2000) / 1000)}`);
    expect(parseTsParam(fr.split('/')[3])).toBe(Date.parse('2026-01-01T11:59:58Z'));
    expect(parseTsParam(eventPlayerPath(event('tp', 'tampering')).split('/')[3])).toBe(Date.parse('2026-01-01T11:59:53Z'));
  });
});
