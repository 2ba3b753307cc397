import pino, { type Logger, type LoggerOptions } from 'pino';
import { redactValue } from './redact';

/** Paths whose values must never reach a log line (every process logs through logOptions). */
export const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.refresh_token',
  '*.access_token',
  '*.token',
  '*.secret',
  '*.signing_secret',
  '*.rpc_auth_secret',
  '*.ticket_secret',
  '*.credential',
  '*.invitation',
];

/** pino options of every process: the paths above censored, and the user info of every URL in any logged string removed. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => redactValue(a)) as Parameters<typeof method>);
      },
    },
  };
}

/** The JSON logger of a machine process (media, edge): one line per record on stdout, `service` on each, level from LOG_LEVEL. */
export function createLogger(service: string, level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino({ ...logOptions(level), base: { service, pid: process.pid } });
}
