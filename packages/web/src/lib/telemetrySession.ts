import { TELEMETRY } from '@argus/contracts';

/** A console's telemetry session as kept in local storage between page loads. */
export interface TelemetrySession {
  id: string;
  startedAt: number;
  lastActivityAt: number;
}

export interface SessionEnd {
  id: string;
  reason: 'idle' | 'max';
  /** From the session's start to its last activity. */
  durationMs: number;
}

export interface SessionStep {
  session: TelemetrySession;
  /** The session that ended before this one began, if any. */
  ended: SessionEnd | null;
  /** A new session began at this step. */
  started: boolean;
}

/**
 * The session at `now`, on activity (spec document 2, section 9): a session ends after 15 minutes
 * without activity or 4 hours in all; a stored one is taken up again by a new page load only within
 * its persistent retention (16 minutes after its last activity), so a reload continues it and a
 * return the next morning does not.
 */
export function touchSession(stored: TelemetrySession | null, now: number, newId: () => string): SessionStep {
  let ended: SessionEnd | null = null;
  if (stored) {
    const idle = now - stored.lastActivityAt;
    const age = now - stored.startedAt;
    if (idle <= TELEMETRY.idleTimeoutMs && age <= TELEMETRY.maxSessionMs) {
      return { session: { ...stored, lastActivityAt: now }, ended: null, started: false };
    }
    ended = {
      id: stored.id,
      reason: age > TELEMETRY.maxSessionMs && idle <= TELEMETRY.idleTimeoutMs ? 'max' : 'idle',
      durationMs: Math.max(0, stored.lastActivityAt - stored.startedAt),
    };
  }
  return { session: { id: newId(), startedAt: now, lastActivityAt: now }, ended, started: true };
}

/** A stored session that is past its retention is forgotten rather than continued. */
export function readSession(raw: string | null, now: number): TelemetrySession | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<TelemetrySession>;
    if (typeof s.id !== 'string' || typeof s.startedAt !== 'number' || typeof s.lastActivityAt !== 'number') return null;
    if (now - s.lastActivityAt > TELEMETRY.persistentRetentionMs) return null;
    return { id: s.id, startedAt: s.startedAt, lastActivityAt: s.lastActivityAt };
  } catch {
    return null;
  }
}

/**
 * A route as telemetry may name it: ids, numbers and anything not of the pattern's characters
 * become placeholders, so nothing a user typed or an object's id is sent.
 */
export function routePattern(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const parts = bare.split('/').map((part) => {
    if (part === '') return part;
    if (/^\d+$/.test(part) || /^[0-9a-f]{8}-[0-9a-f-]{27,}$/i.test(part) || /^[0-9a-f]{16,}$/i.test(part)) return ':id';
    return /^[a-z][a-z0-9_-]{0,39}$/i.test(part) ? part : ':x';
  });
  const pattern = parts.join('/') || '/';
  return pattern.length > 120 ? pattern.slice(0, 120) : pattern;
}
