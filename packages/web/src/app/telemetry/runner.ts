import { TELEMETRY_SESSION_HEADER, type TelemetryItem } from '@argus/contracts';
import { configureClient } from '../../api/client';
import { onSessionEvent } from '../../auth/session';
import { getToken } from '../../auth/tokenStore';
import { TelemetryQueue, type SendResult } from '../../lib/telemetryQueue';
import { readSession, routePattern, touchSession, type TelemetrySession } from '../../lib/telemetrySession';

const STORAGE_KEY = 'telemetry-session';
const iso = () => new Date().toISOString();
/** An error's type as telemetry may name it. */
const typeName = (value: unknown) =>
  String(value ?? 'Error')
    .replace(/[^A-Za-z0-9_./:{}?-]/g, '_')
    .slice(0, 120) || 'Error';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const isMethod = (m: string): m is (typeof METHODS)[number] => (METHODS as readonly string[]).includes(m);

export interface TelemetryRunner {
  page(path: string): void;
  stop(): void;
}

/**
 * Session telemetry of this console while enable_metrics is on: session start and end, pages
 * opened, API calls as measured here, errors. Only route patterns and error types are sent.
 */
export function startTelemetry(): TelemetryRunner {
  let lastToken = getToken()?.accessToken ?? null;
  const send = async (session: string, body: string, keepalive: boolean): Promise<SendResult> => {
    lastToken = getToken()?.accessToken ?? lastToken;
    if (!lastToken) return { status: 0, retryAfter: null };
    const res = await fetch('/api/v1/m', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${lastToken}`, [TELEMETRY_SESSION_HEADER]: session },
      body,
      keepalive,
    });
    return { status: res.status, retryAfter: res.headers.get('Retry-After') };
  };
  const queue = new TelemetryQueue({
    send,
    now: Date.now,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (t) => window.clearTimeout(t as number),
  });

  let session: TelemetrySession | null = readSession(localStorage.getItem(STORAGE_KEY), Date.now());
  const activity = (): string => {
    const step = touchSession(session, Date.now(), () => crypto.randomUUID());
    if (step.ended) queue.push(step.ended.id, { kind: 'session_end', ts: iso(), duration_ms: step.ended.durationMs, reason: step.ended.reason });
    if (step.started) queue.push(step.session.id, { kind: 'session_start', ts: iso() });
    session = step.session;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    return session.id;
  };
  const push = (item: TelemetryItem) => queue.push(session?.id ?? activity(), item);
  activity();

  let lastTouch = 0;
  const onInput = () => {
    // Activity is what keeps a session; once a second is precise enough for a 15-minute timeout.
    if (Date.now() - lastTouch < 1000) return;
    lastTouch = Date.now();
    activity();
  };
  const onError = (e: ErrorEvent) => push({ kind: 'error', ts: iso(), type: typeName((e.error as Error | undefined)?.name ?? 'Error') });
  const onRejection = (e: PromiseRejectionEvent) => {
    const reason = e.reason as { type?: unknown; name?: unknown } | undefined;
    push({ kind: 'error', ts: iso(), type: typeName(reason?.type ?? reason?.name ?? 'UnhandledRejection') });
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') queue.flushOnLeave();
  };
  const onLeave = () => queue.flushOnLeave();
  window.addEventListener('pointerdown', onInput, { passive: true });
  window.addEventListener('keydown', onInput, { passive: true });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onLeave);
  configureClient({
    onCall: (method, path, status, durationMs) => {
      if (!isMethod(method)) return;
      push({ kind: 'api_call', ts: iso(), method, route: routePattern(path), status, duration_ms: Math.round(durationMs) });
    },
  });
  const offSession = onSessionEvent((e) => {
    if (e.kind !== 'signedOut' || !session) return;
    queue.push(session.id, { kind: 'session_end', ts: iso(), duration_ms: Math.max(0, Date.now() - session.startedAt), reason: 'signout' });
    queue.flushOnLeave();
    session = null;
    localStorage.removeItem(STORAGE_KEY);
  });

  return {
    page: (path) => {
      activity();
      push({ kind: 'page_view', ts: iso(), route: routePattern(path) });
    },
    stop: () => {
      offSession();
      window.removeEventListener('pointerdown', onInput);
      window.removeEventListener('keydown', onInput);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      configureClient({ onCall: () => undefined });
      queue.flushOnLeave();
    },
  };
}
