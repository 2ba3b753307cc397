import { describe, expect, it } from 'vitest';
import { ApiError, MESSAGES, errorFromResponse, networkError } from '../src/api/errors';
import { describeError } from '../src/lib/errorText';
import { isRetryable, retryDelay, shouldRetry } from '../src/lib/retry';

const JSON_CT = 'application/json; charset=utf-8';

describe('error mapping', () => {
  it('maps a network failure to unreachable_api 503', () => {
    const e = networkError();
    expect(e).toBeInstanceOf(ApiError);
    expect([e.type, e.statusCode]).toEqual(['unreachable_api', 503]);
  });

  it('maps a non-JSON answer to unreachable_api with "Something went wrong"', () => {
    const e = errorFromResponse(502, 'text/html', '<html>Bad gateway</html>');
    expect([e.type, e.statusCode, e.message]).toEqual(['unreachable_api', 502, MESSAGES.somethingWrong]);
  });

  it('reports an unparsable body and an unknown shape', () => {
    expect(errorFromResponse(500, JSON_CT, '{oops').message).toBe("Couldn't parse API response");
    expect(errorFromResponse(500, JSON_CT, '[1,2]').message).toBe('Unexpected error shape');
    expect(errorFromResponse(500, JSON_CT, '{"foo":1}').message).toBe('Unexpected error shape');
  });

  it('uses type, status_code, message and detail of the body', () => {
    const e = errorFromResponse(422, JSON_CT, JSON.stringify({ type: 'validation', status_code: 422, message: 'bad', detail: { new_password: 'too short' } }));
    expect([e.type, e.statusCode, e.message]).toEqual(['validation', 422, 'bad']);
    expect(e.detail).toEqual({ new_password: 'too short' });
    expect(errorFromResponse(400, JSON_CT, JSON.stringify({ type: 'token_missing_code', status: 401, message: 'x' })).statusCode).toBe(401);
  });

  it('turns a list-style detail into a validation map', () => {
    const body = {
      detail: [
        { loc: ['body', 'email'], msg: 'invalid' },
        { loc: ['body', 'name', 'first'], msg: 'required' },
      ],
    };
    const e = errorFromResponse(422, JSON_CT, JSON.stringify(body));
    expect(e.type).toBe('validation');
    expect(e.detail).toEqual({ email: 'invalid', 'name.first': 'required' });
  });
});

describe('retries', () => {
  it('retries server errors, timeouts and rate limits only', () => {
    expect(isRetryable(new ApiError('internal_error', 500, ''))).toBe(true);
    expect(isRetryable(networkError())).toBe(true);
    expect(isRetryable(new ApiError('request_timeout', 408, ''))).toBe(true);
    expect(isRetryable(new ApiError('too_many_requests', 429, ''))).toBe(true);
    expect(isRetryable(new ApiError('validation', 422, ''))).toBe(false);
    expect(isRetryable(new ApiError('unauthorized', 401, ''))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
    expect(shouldRetry(3, new ApiError('internal_error', 500, ''))).toBe(false);
  });

  it('waits 1 s doubled per attempt, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('error messages', () => {
  it('prefers the per-call message, then the global one, then "message (type)"', () => {
    const e = new ApiError('token_invalid_credentials', 400, 'Invalid credentials');
    expect(describeError(e, { token_invalid_credentials: 'JrxuBR' })).toEqual({ id: 'JrxuBR' });
    expect(describeError(new ApiError('too_many_requests', 429, 'slow down'))).toEqual({ id: 'error.too_many_requests' });
    expect(describeError(e)).toEqual({ id: 'error.fallback', values: { message: 'Invalid credentials', type: 'token_invalid_credentials' } });
  });
});
