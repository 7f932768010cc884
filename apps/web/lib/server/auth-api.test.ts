import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens, revokeSession } from './auth-api';

/** Refresh tokens rotate and a replayed one revokes the session: the web must exchange each one only once. */
let sequence = 0;
const pair = (n: number) => ({
  jwt_token: `access-${n}`,
  jwt_token_refresh: `refresh-${n}`,
  access_token_expires_at: '2030-01-01T00:00:00.000Z',
});

function api(answer: (call: number, headers: Record<string, string>, url: string) => [number, unknown]) {
  let calls = 0;
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const [status, body] = answer(++calls, init.headers as Record<string, string>, url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('refreshTokens', () => {
  it('makes one call for requests that arrive together with the same token', async () => {
    const token = `r${++sequence}`;
    const fetchMock = api((call) => [200, { data: pair(call), message: '' }]);
    const [first, second] = await Promise.all([refreshTokens(token), refreshTokens(token)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
  });

  it('hands a late request with the old token the same new pair for 10 s, then asks the API again', async () => {
    vi.useFakeTimers();
    const token = `r${++sequence}`;
    const fetchMock = api((call) => [200, { data: pair(call), message: '' }]);
    const first = await refreshTokens(token);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(await refreshTokens(token)).toEqual(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await refreshTokens(token);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure, so the retry asks the API again', async () => {
    const token = `r${++sequence}`;
    const fetchMock = api((call) => (call === 1 ? [503, { message: 'x' }] : [200, { data: pair(call), message: '' }]));
    await expect(refreshTokens(token)).rejects.toMatchObject({ status: 503 });
    await expect(refreshTokens(token)).resolves.toMatchObject({ jwt_token: 'access-2' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('revokeSession', () => {
  it('logs out with the access token', async () => {
    const fetchMock = api(() => [200, { message: 'تم تسجيل الخروج.' }]);
    await revokeSession('access', `r${++sequence}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ 'Authorization-Jwt': 'jwt access' });
  });

  it('renews an expired access token first, so the refresh token does not stay alive on the server', async () => {
    const refresh = `r${++sequence}`;
    const fetchMock = api((_call, headers, url) => {
      if (url.endsWith('/refresh-token')) return [200, { data: pair(7), message: '' }];
      return headers['Authorization-Jwt'] === 'jwt access-7'
        ? [200, { message: '' }]
        : [401, { message: '', code: 'auth.session_expired' }];
    });
    await revokeSession('stale', refresh);
    expect(fetchMock.mock.calls.map(([url]) => String(url).replace(/^.*\/api\/v2/, ''))).toEqual([
      '/app/logout',
      '/app/refresh-token',
      '/app/logout',
    ]);
  });

  it('gives up quietly when the API is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(revokeSession('access', 'refresh')).resolves.toBeUndefined();
  });
});
