import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../../api/config';
import { startErrorReporting } from './errorReporting';
import { startTelemetry, type TelemetryRunner } from './runner';

/** Session telemetry behind enable_metrics, error reporting behind enable_sentry (with a DSN). */
export function Telemetry() {
  const config = useConfig();
  const { pathname } = useLocation();
  const runner = useRef<TelemetryRunner | null>(null);

  useEffect(() => {
    if (!config.enableMetrics) return;
    const r = startTelemetry();
    runner.current = r;
    return () => {
      r.stop();
      runner.current = null;
    };
  }, [config.enableMetrics]);

  useEffect(() => {
    runner.current?.page(pathname);
  }, [pathname, config.enableMetrics]);

  useEffect(() => {
    if (config.enableSentry && config.sentryDsn) void startErrorReporting(config.sentryDsn, config.frontVersion);
  }, [config.enableSentry, config.sentryDsn, config.frontVersion]);

  return null;
}
