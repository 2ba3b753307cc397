/**
 * Errors that mean "the database cannot be reached now", not "this statement is wrong": the
 * server ended the session (restart, failover, pg_terminate_backend), refused a new one (starting
 * up, shutting down, too many clients), or the socket failed. A request that meets one answers 503
 * temporarily_unavailable (the catalogue's retried type); background work tries again later.
 */

/** SQLSTATEs: class 08 (connection exception) is matched by prefix. */
const CODES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** Socket errors of node's net module on the way to the server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What node-postgres and its pool say when the socket went away under a client. */
const MESSAGES = [/^Connection terminated/, /is not queryable/, /^timeout exceeded when trying to connect/, /^Client was closed/];

export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (CODES.has(code) || SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  // A connection to a name with several addresses fails with one error per address.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isConnectionError);
}

/** SQLSTATEs of a session the server ended (class 08 too): a new connection may well succeed at once. */
const LOST_CODES = new Set(['57P01', '57P02', '57P03']);
/** The socket of an open session failed. */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);
const LOST_MESSAGES = [/^Connection terminated/, /is not queryable/, /^Client was closed/];

/**
 * A connection error of a session that was open (terminated, crashed, its socket reset), not a
 * refused or timed-out new connection: worth one more try on a new connection (db/sessions.ts).
 */
export function isLostSession(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_CODES.has(code) || LOST_SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && LOST_MESSAGES.some((m) => m.test(message));
}
