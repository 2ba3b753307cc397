import { CLOCK_DRIFT } from '@argus/contracts';

export interface DriftState {
  /** The last offsets (server minus client, ms), oldest first. */
  samples: number[];
  /** The drift currently believed, ms. */
  drift: number;
}

export const INITIAL_DRIFT: DriftState = { samples: [], drift: 0 };

function meanAndStd(values: number[]): { mean: number; std: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
  return { mean, std: Math.sqrt(variance) };
}

/**
 * Adds one offset. The drift moves to the new value when it differs from the current one by more
 * than 5 s and the value lies within 0.5 standard deviations of the kept series (the last 8).
 */
export function addDriftSample(state: DriftState, offsetMs: number): DriftState {
  const samples = [...state.samples, offsetMs].slice(-CLOCK_DRIFT.samples);
  const { mean, std } = meanAndStd(samples);
  const differs = Math.abs(offsetMs - state.drift) > CLOCK_DRIFT.updateAboveMs;
  // A small tolerance so that a perfectly steady series (std 0) still counts as "within".
  const steady = Math.abs(offsetMs - mean) <= CLOCK_DRIFT.withinStdDevs * std + 1e-9;
  return { samples, drift: differs && steady ? offsetMs : state.drift };
}

export function isDriftWarning(driftMs: number): boolean {
  return Math.abs(driftMs) >= CLOCK_DRIFT.warnAtMs;
}

/** Offset of the server clock from a Date header, taking the middle of the request as the client time. */
export function offsetFromDateHeader(header: string | null, sentAt: number, receivedAt: number): number | null {
  if (!header) return null;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return null;
  // The header has whole seconds: its true value lies in [server, server + 1000).
  return server + 500 - (sentAt + receivedAt) / 2;
}
