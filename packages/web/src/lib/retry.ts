import { backoffDelay, TIMING } from '@argus/contracts';
import type { MessageId } from '../i18n/messages/en';

export interface RetryableError {
  type: string;
  statusCode: number;
  message?: string;
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
 * What a failed load means to the user: the thing is gone (404: deleted, or a foreign id, which the
 * server answers alike), not theirs to see (401, 403), a request the server refused as invalid
 * (400, 422), a state that must change first (409: e.g. ONVIF not configured on the camera), or a
 * failure worth another try (5xx, a timeout, no network).
 */
export type LoadFailure = 'gone' | 'forbidden' | 'refused' | 'conflict' | 'failed';

export function loadFailure(error: unknown): LoadFailure {
  if (!error || typeof error !== 'object') return 'failed';
  const { statusCode, type } = error as Partial<RetryableError>;
  if (statusCode === 404 || type === 'not_found') return 'gone';
  if (statusCode === 401 || statusCode === 403 || type === 'unauthorized' || type === 'forbidden') return 'forbidden';
  if (statusCode === 400 || statusCode === 422 || type === 'validation') return 'refused';
  if (statusCode === 409) return 'conflict';
  return 'failed';
}

/** Whether a failed load is worth a Retry button: only when asking again may give another answer. */
export function offersRetry(error: unknown): boolean {
  return loadFailure(error) === 'failed';
}

/** The failure of a thing missing from a list that did load (an id the list does not hold). */
export const GONE: RetryableError = { type: 'not_found', statusCode: 404 };

/** What a load was of, for the words that say it is gone. */
export type LoadSubject =
  | 'camera'
  | 'list'
  | 'face'
  | 'plate'
  | 'event'
  | 'place'
  | 'user'
  | 'group'
  | 'organization'
  | 'webhook'
  | 'subscription'
  | 'wall'
  | 'pacs'
  | 'edge'
  | 'license';

const GONE_MESSAGES: Record<LoadSubject, MessageId> = {
  camera: 'video.cameraNotFound',
  list: 'lists.notFound',
  face: 'load.gone.face',
  plate: 'load.gone.plate',
  event: 'event.error.notFound',
  place: 'load.gone.place',
  user: 'load.gone.user',
  group: 'load.gone.group',
  organization: 'load.gone.organization',
  webhook: 'load.gone.webhook',
  subscription: 'load.gone.subscription',
  wall: 'load.gone.wall',
  pacs: 'load.gone.pacs',
  edge: 'load.gone.edge',
  license: 'load.gone.license',
};

/**
 * The words for a failed load and whether to offer Retry: what is gone, forbidden, refused or waits
 * for a change of state is said as such (no Retry); any other failure keeps the caller's own message
 * (`failed`) and Retry.
 */
export function loadErrorText(error: unknown, failed: MessageId, what?: LoadSubject): { id: MessageId; retry: boolean; values?: Record<string, string> } {
  switch (loadFailure(error)) {
    case 'gone':
      return { id: what ? GONE_MESSAGES[what] : 'table.notFound', retry: false };
    case 'forbidden':
      return { id: 'load.forbidden', retry: false };
    case 'refused':
      return { id: 'load.refused', retry: false };
    case 'conflict': {
      // The server's words name the state to change (they are its error type's own message).
      const reason = (error as Partial<RetryableError>).message?.trim();
      return { id: 'load.conflict', retry: false, values: { reason: reason || (error as RetryableError).type } };
    }
    default:
      return { id: failed, retry: true };
  }
}
