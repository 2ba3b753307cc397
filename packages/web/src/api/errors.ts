import { ERROR_TYPES, type ValidationDetail } from '@argus/contracts';

/** An error as the console handles it (spec document 2, section 8). */
export class ApiError extends Error {
  readonly type: string;
  readonly statusCode: number;
  readonly detail: ValidationDetail | undefined;

  constructor(type: string, statusCode: number, message: string, detail?: ValidationDetail) {
    super(message);
    this.name = 'ApiError';
    this.type = type;
    this.statusCode = statusCode;
    this.detail = detail;
  }
}

export const MESSAGES = {
  somethingWrong: 'Something went wrong',
  unparsable: "Couldn't parse API response",
  unexpectedShape: 'Unexpected error shape',
  network: 'Network error',
} as const;

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Network failure: the API could not be reached. */
export function networkError(): ApiError {
  return new ApiError('unreachable_api', ERROR_TYPES.unreachable_api, MESSAGES.network);
}

const fieldOf = (loc: unknown): string => {
  if (!Array.isArray(loc)) return String(loc ?? '');
  const parts = loc.filter((p) => p !== 'body' && p !== 'query' && p !== 'path');
  return parts.map(String).join('.');
};

/** A list-style detail ([{loc, msg}] or [{field, message}]) becomes a map of field → message. */
function detailMap(detail: unknown): ValidationDetail | undefined {
  if (Array.isArray(detail)) {
    const out: ValidationDetail = {};
    for (const item of detail) {
      if (!item || typeof item !== 'object') continue;
      const it = item as Record<string, unknown>;
      const field = fieldOf(it.loc ?? it.field ?? it.path);
      const msg = String(it.msg ?? it.message ?? '');
      if (field) out[field] = msg;
    }
    return out;
  }
  if (detail && typeof detail === 'object') {
    const out: ValidationDetail = {};
    for (const [k, v] of Object.entries(detail as Record<string, unknown>)) out[k] = String(v);
    return out;
  }
  return undefined;
}

/** Maps a non-OK answer to an ApiError. */
export function errorFromResponse(status: number, contentType: string | null, body: string): ApiError {
  if (!contentType || !/\bjson\b/i.test(contentType)) {
    return new ApiError('unreachable_api', status, MESSAGES.somethingWrong);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return new ApiError('internal_error', status, MESSAGES.unparsable);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return new ApiError('internal_error', status, MESSAGES.unexpectedShape);
  }
  const b = parsed as Record<string, unknown>;
  const statusCode = typeof b.status_code === 'number' ? b.status_code : typeof b.status === 'number' ? b.status : status;
  const listDetail = Array.isArray(b.detail);
  const detail = detailMap(b.detail);
  if (listDetail) {
    const message = typeof b.message === 'string' ? b.message : 'Validation error';
    return new ApiError('validation', statusCode, message, detail);
  }
  if (typeof b.type !== 'string') {
    if (typeof b.message === 'string') return new ApiError('internal_error', statusCode, b.message, detail);
    return new ApiError('internal_error', statusCode, MESSAGES.unexpectedShape);
  }
  const message = typeof b.message === 'string' ? b.message : b.type;
  return new ApiError(b.type, statusCode, message, detail);
}

/** For a 2xx answer whose body cannot be read. */
export function unparsableSuccess(status: number): ApiError {
  return new ApiError('internal_error', status, MESSAGES.unparsable);
}
