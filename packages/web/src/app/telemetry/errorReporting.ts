import { ERROR_REPORTING } from '@argus/contracts';

let started: string | null = null;

/**
 * The Sentry browser SDK, loaded only when the installation turns error reporting on: its code is
 * a chunk of its own that a console without it never fetches.
 */
export async function startErrorReporting(dsn: string, release: string): Promise<void> {
  if (started === dsn) return;
  started = dsn;
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn,
    release,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    ignoreErrors: [...ERROR_REPORTING.ignoreErrors],
    // The user's identity and address stay in the console.
    dataCollection: { userInfo: false },
  });
}
