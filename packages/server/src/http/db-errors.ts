import { ApiError } from './errors';

interface DatabaseError {
  code: string;
  detail?: string;
  column?: string;
}

/** An error raised by PostgreSQL (node-postgres or PGlite): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: unknown): error is DatabaseError {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; severity?: unknown };
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

/**
 * The database's refusals of a request's values, as 4xx. Class 22 (data exception: a number or
 * date out of range, bad text encoding, a value that does not parse), 23 (integrity: check,
 * not-null, unique, foreign key) and 54 (a value past a program limit, such as an index row too
 * large) are the caller's input; every other class (connection, resources, bugs) is not ours to map.
 */
export function databaseInputError(error: unknown): ApiError | null {
  if (!isDatabaseError(error)) return null;
  const { code } = error;
  if (code === '23505') return new ApiError('conflict', 'The object already exists');
  if (code === '23503') {
    const key = /^Key \(([^)]+)\)=/.exec(error.detail ?? '')?.[1];
    if (/is not present/.test(error.detail ?? '') && key) return new ApiError('validation', 'Validation failed', { [key]: 'does not exist' });
    return new ApiError('conflict', 'The object is referenced by other objects');
  }
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('54')) {
    return new ApiError('bad_request', 'A value is out of range or malformed');
  }
  return null;
}

/** The body parser's refusals of malformed multipart data (plain errors of busboy, without a code). */
export function isMalformedMultipart(error: { code?: unknown; statusCode?: unknown; message?: unknown }): boolean {
  if (error.code !== undefined || error.statusCode !== undefined || typeof error.message !== 'string') return false;
  return /multipart|^Boundary required$|^The needle /i.test(error.message);
}
