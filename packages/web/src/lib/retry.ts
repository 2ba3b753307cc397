import { backoffDelay, TIMING } from '@argus/contracts';

export interface RetryableError {
  type: string;
  statusCode: number;
}

export const MAX_RETRIES = 3;

/** ≥ 500, request_timeout and too_many_requests are worth another try. */
export function isRetryable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as Partial<RetryableError>;
  if (typeof e.statusCode === 'number' && e.statusCode >= 500) return true;
  return e.type === 'request_timeout' || e.type === 'too_many_requests';
}

/** 1 s, doubled per attempt (attempt 0 is the first retry), capped at 30 s: the spec's retry delay, without jitter. */
export function retryDelay(attempt: number): number {
  return backoffDelay(attempt, { initialMs: TIMING.retryBaseDelayMs, maxMs: TIMING.retryMaxDelayMs, jitter: 0 });
}

export function shouldRetry(failureCount: number, error: unknown, max = MAX_RETRIES): boolean {
  return failureCount < max && isRetryable(error);
}

/**
 * Whether a failed load is worth a Retry button: not when the thing is gone (404) or not the
 * user's to see (401, 403), nor for a request the server refused as invalid — asking again gives
 * the same answer.
 */
export function offersRetry(error: unknown): boolean {
  if (!error || typeof error !== 'object') return true;
  const e = error as Partial<RetryableError>;
  if (typeof e.statusCode === 'number' && [400, 401, 403, 404, 422].includes(e.statusCode)) return false;
  return !['not_found', 'forbidden', 'validation', 'unauthorized'].includes(e.type ?? '');
}
