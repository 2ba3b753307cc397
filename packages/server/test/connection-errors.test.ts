import { describe, expect, it } from 'vitest';
import { isConnectionError, isLostSession } from '../src/db/connection-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError: what answers 503 temporarily_unavailable instead of 500', () => {
  it('a session the server ended or refused, a failed socket, node-postgres losing its connection', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']) {
      expect(isConnectionError(withCode(code)), code).toBe(true);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
    ]) {
      expect(isConnectionError(new Error(message)), message).toBe(true);
    }
    // A host name with two addresses, both refused.
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('not statements the server refused, nor other errors', () => {
    for (const code of ['23505', '42P01', '57014', 'FST_ERR_VALIDATION', '0800']) expect(isConnectionError(withCode(code)), code).toBe(false);
    expect(isConnectionError(new Error('relation "x" does not exist'))).toBe(false);
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED'), new Error('other')]))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
    expect(isConnectionError('Connection terminated')).toBe(false);
  });
});

describe('isLostSession: what ingest and machine sign-in try once more on a new session', () => {
  it('a session that was open and ended: terminated, crashed, its socket reset', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNRESET', 'EPIPE']) expect(isLostSession(withCode(code)), code).toBe(true);
    for (const message of ['Connection terminated unexpectedly', 'Connection terminated', 'Client has encountered a connection error and is not queryable']) {
      expect(isLostSession(new Error(message)), message).toBe(true);
    }
  });

  it('not a server that refuses new sessions (trying again at once would not help), nor a statement error', () => {
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', '53300', '23505', '57014']) expect(isLostSession(withCode(code)), code).toBe(false);
    expect(isLostSession(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isLostSession(null)).toBe(false);
  });
});
