/** Exponential backoff with a cap and a little jitter, so many cameras do not retry in step. */
export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  factor: number;
  /** 0..1: fraction of the delay randomised. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30_000, factor: 2, jitter: 0.1 };

export function backoffDelay(attempt: number, opts: BackoffOptions = DEFAULT_BACKOFF, random = Math.random): number {
  const base = Math.min(opts.maxMs, opts.initialMs * opts.factor ** Math.max(0, attempt));
  const spread = base * opts.jitter;
  return Math.max(0, Math.round(base - spread + random() * 2 * spread));
}
