import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, request } from '../src/api/client';
import { ApiError } from '../src/api/errors';

const hooks = {
  getAccessToken: vi.fn<() => string | null>(() => 'tok'),
  onUnauthorized: vi.fn(),
  onTfaRequired: vi.fn(),
  onServerDate: vi.fn(),
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json', Date: 'Sat, 21 Nov 2026 08:00:00 GMT', ...headers },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  configureClient(hooks);
  for (const h of Object.values(hooks)) h.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('HTTP client', () => {
  it('sends the Bearer token and snake_case JSON, answers camelCase, reads the Date header', async () => {
    fetchMock.mockResolvedValue(answer(200, { first_name: 'Olga', settings: { some_key: { version: 1, value: 2 } } }));
    const me = await request<Record<string, unknown>>('/users/me', { method: 'PUT', body: { json: { firstName: 'Olga' } } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/users/me');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(init.body).toBe('{"first_name":"Olga"}');
    expect(me).toEqual({ firstName: 'Olga', settings: { some_key: { version: 1, value: 2 } } });
    expect(hooks.onServerDate).toHaveBeenCalledWith('Sat, 21 Nov 2026 08:00:00 GMT', expect.any(Number), expect.any(Number));
  });

  it('sends url-encoded forms and query strings in snake_case', async () => {
    fetchMock.mockResolvedValue(answer(204, null));
    await request('/token', { method: 'POST', body: { form: { grantType: 'password', code: undefined } }, query: { onlyActive: true } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/token?only_active=true');
    expect(init.body).toBe('grant_type=password');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('signs out on 401 and refetches me on 403 tfa_required', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { type: 'unauthorized', status_code: 401, message: 'no' }));
    await expect(request('/users/me')).rejects.toMatchObject({ type: 'unauthorized', statusCode: 401 });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(answer(403, { type: 'tfa_required', status_code: 403, message: 'tfa' }));
    await expect(request('/roles')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onTfaRequired).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(answer(403, { type: 'forbidden', status_code: 403, message: 'no' }));
    await expect(request('/roles')).rejects.toMatchObject({ type: 'forbidden' });
    expect(hooks.onTfaRequired).toHaveBeenCalledTimes(1);
  });

  it('leaves the token calls to their caller', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { type: 'unauthorized', status_code: 401, message: 'no' }));
    await expect(request('/token/refresh', { method: 'POST', raw: true })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps a network failure and a non-JSON answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/users/me')).rejects.toMatchObject({ type: 'unreachable_api', statusCode: 503 });
    fetchMock.mockResolvedValueOnce(answer(502, '<html>bad gateway</html>'));
    await expect(request('/users/me')).rejects.toMatchObject({ type: 'unreachable_api', message: 'Something went wrong' });
  });
});
