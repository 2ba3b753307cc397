/** The API client shared by the platform's machines (see @argus/machine-client). */
export { apiCall, describe, type ApiReply } from '@argus/machine-client';

/** Exponential backoff with a cap and a little jitter, so retries of many edges do not run in step. */
export function backoffDelay(attempt: number, initialMs = 500, maxMs = 15_000): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
