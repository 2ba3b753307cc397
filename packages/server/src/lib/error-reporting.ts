import type { FastifyBaseLogger } from 'fastify';
import { ERROR_REPORTING, type PublicConfig } from '@argus/contracts';

export interface ErrorReporter {
  capture(error: unknown, context: Record<string, string>): void;
  /** Sends what is queued; resolves false when it could not within `ms`. */
  flush(ms: number): Promise<boolean>;
}

/**
 * Error reporting through the Sentry SDK when enable_sentry is on and sentry_dsn names a
 * Sentry-compatible receiver (self-hosted Sentry, GlitchTip); otherwise none. The SDK is loaded
 * only then: an installation without it pays nothing at start.
 */
export async function startErrorReporting(config: PublicConfig, log: FastifyBaseLogger): Promise<ErrorReporter | null> {
  if (!config.enable_sentry || !config.sentry_dsn) return null;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.sentry_dsn,
    release: config.product_version,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    ignoreErrors: [...ERROR_REPORTING.ignoreErrors],
    // Requests carry tokens and personal data: none of it is collected (and no request integration runs).
    dataCollection: { userInfo: false, httpBodies: [] },
    defaultIntegrations: false,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
  });
  log.info('error reporting on');
  return {
    capture: (error, context) => {
      Sentry.captureException(error, { tags: context });
    },
    flush: (ms) => Sentry.flush(ms),
  };
}
