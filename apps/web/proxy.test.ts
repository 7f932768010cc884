import { messages } from '@wb/contract';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUARDED_PREFIXES } from './lib/route-guard';
import { CLIENT_ADDRESS_HEADER } from './lib/server/client-headers';
import { config, proxy } from './proxy';

/** The proxy as the browser meets it: real NextRequest objects, the API faked at `fetch`. */
const HOUR = 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);
let sequence = 0;

function accessToken(role: string, expiresInSeconds = HOUR): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '9', role, sid: 's', exp: nowSeconds() + expiresInSeconds })}.sig`;
}

const user = { id: 9, user_type: 'customer', mobile: '+9647701000001', email: null, name: 'سارة', referral_id: null };

function request(
  path: string,
  cookies: Record<string, string> = {},
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(cookie ? { cookie } : {}), ...init.headers },
  });
}

function signedIn(role: string, expiresInSeconds = HOUR) {
  return {
    wb_accessToken: accessToken(role, expiresInSeconds),
    wb_refreshToken: `refresh-${++sequence}`,
    wb_userData: JSON.stringify({ ...user, user_type: role }),
    wb_expiresAt: new Date((nowSeconds() + expiresInSeconds) * 1000).toISOString(),
  };
}

function apiAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const matches = (path: string) => unstable_doesMiddlewareMatch({ config, url: path });

const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('guarded pages', () => {
  it('send a guest to /auth with the page to come back to', async () => {
    const response = await proxy(request('/profile/orders?page=2'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/auth?next=%2Fprofile%2Forders%3Fpage%3D2');
  });

  it('render for a signed-in shopper of an allowed role', async () => {
    const response = await proxy(request('/cart', signedIn('customer')));
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('show the forbidden page, at the same address, to another role (still that role after a refresh)', async () => {
    const fetchMock = apiAnswers(200, {
      data: { jwt_token: accessToken('influencer'), jwt_token_refresh: 'rotated', access_token_expires_at: 'x' },
      message: 'تم تجديد الجلسة.',
    });
    const response = await proxy(request('/cart', signedIn('influencer')));
    expect(response.status).toBe(403);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/403');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("let an account whose role changed into its new area: one refresh carries the account's role", async () => {
    const cookies = signedIn('customer');
    const fresh = accessToken('influencer');
    const expiresAt = new Date((nowSeconds() + HOUR) * 1000).toISOString();
    apiAnswers(200, {
      data: { jwt_token: fresh, jwt_token_refresh: 'rotated', access_token_expires_at: expiresAt },
      message: 'تم تجديد الجلسة.',
    });
    const response = await proxy(request('/influencer', cookies));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(setCookie(response, 'wb_accessToken')).toContain(fresh);
    // The header and the page read the new role from the user cookie.
    expect(setCookie(response, 'wb_userData')).toContain(encodeURIComponent('"user_type":"influencer"'));
    expect(response.headers.get('x-middleware-request-cookie')).toContain(
      encodeURIComponent('"user_type":"influencer"'),
    );
  });

  it('keep the forbidden page when that refresh is refused', async () => {
    apiAnswers(401, { message: 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى', code: 'auth.session_expired' });
    const response = await proxy(request('/influencer', signedIn('customer')));
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('renew an expired access token before the page renders, and store the new pair', async () => {
    const cookies = signedIn('pharmacist', -60);
    const fresh = accessToken('pharmacist');
    const expiresAt = new Date((nowSeconds() + HOUR) * 1000).toISOString();
    const fetchMock = apiAnswers(200, {
      data: { jwt_token: fresh, jwt_token_refresh: 'rotated', access_token_expires_at: expiresAt },
      message: 'تم تجديد الجلسة.',
    });
    const response = await proxy(request('/pharmacists', cookies));

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/v2\/app\/refresh-token$/);
    expect(init.headers).toMatchObject({ 'Authorization-Jwt': `jwt ${cookies.wb_refreshToken}` });
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(setCookie(response, 'wb_accessToken')).toMatch(/HttpOnly/i);
    expect(setCookie(response, 'wb_accessToken')).toContain(fresh);
    expect(setCookie(response, 'wb_refreshToken')).toMatch(/^wb_refreshToken=rotated;.*HttpOnly/i);
    expect(setCookie(response, 'wb_refreshToken')).toMatch(/SameSite=lax/i);
    expect(setCookie(response, 'wb_expiresAt')).not.toMatch(/HttpOnly/i);
    expect(setCookie(response, 'wb_userData')).toContain(encodeURIComponent('سارة'));
    // The page itself reads the new token.
    expect(response.headers.get('x-middleware-request-cookie')).toContain(fresh);
  });

  it('send the shopper to /auth with the session-expired notice when the refresh is refused, clearing the cookies', async () => {
    apiAnswers(401, { message: 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى', code: 'auth.session_expired' });
    const response = await proxy(request('/profile', signedIn('customer', -60)));
    expect(response.headers.get('location')).toBe('http://localhost:3000/auth?next=%2Fprofile&reason=expired');
    for (const name of ['wb_accessToken', 'wb_refreshToken', 'wb_userData', 'wb_expiresAt', 'accessToken']) {
      expect(setCookie(response, name)).toMatch(/Max-Age=0/);
    }
  });

  it('keep the session and the page when the API does not answer the refresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const response = await proxy(request('/profile', signedIn('customer', -60)));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('read the access token under its fallback name accessToken', async () => {
    const { wb_accessToken, ...rest } = signedIn('customer');
    const response = await proxy(request('/checkout', { ...rest, accessToken: wb_accessToken }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('count tokens without the user data as no session', async () => {
    const { wb_userData: _, ...tokensOnly } = signedIn('customer');
    const response = await proxy(request('/profile', tokensOnly));
    expect(response.headers.get('location')).toContain('/auth?next=%2Fprofile');
    expect(setCookie(response, 'wb_accessToken')).toMatch(/Max-Age=0/);
  });

  it('clear the readable half of a session whose tokens are gone', async () => {
    const { wb_userData, wb_expiresAt } = signedIn('customer');
    const response = await proxy(request('/profile', { wb_userData, wb_expiresAt }));
    expect(response.headers.get('location')).toContain('/auth?next=%2Fprofile');
    expect(setCookie(response, 'wb_userData')).toMatch(/Max-Age=0/);
  });

  it('are all in the matcher', () => {
    expect(GUARDED_PREFIXES).toEqual(expect.arrayContaining(['/profile', '/checkout', '/cart']));
    for (const prefix of [...GUARDED_PREFIXES, '/auth']) {
      expect(matches(prefix), prefix).toBe(true);
      expect(matches(`${prefix}/orders?page=2`), prefix).toBe(true);
    }
  });
});

describe('the login page', () => {
  it('is shown to a guest', async () => {
    const response = await proxy(request('/auth?next=/cart'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('sends a signed-in shopper on to the stored path', async () => {
    const response = await proxy(request('/auth?next=%2Fprofile', signedIn('customer')));
    expect(response.headers.get('location')).toBe('http://localhost:3000/profile');
  });

  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/%2e%2e//evil.example'])(
    'never sends a signed-in shopper to another site (next=%s)',
    async (next) => {
      const response = await proxy(request(`/auth?next=${encodeURIComponent(next)}`, signedIn('customer')));
      expect(response.headers.get('location')).toBe('http://localhost:3000/');
    },
  );
});

describe('API forwarding', () => {
  it('adds the app key and the access token, and keeps the browser cookies to itself', async () => {
    vi.stubEnv('API_URL', 'http://api.test:4000');
    vi.stubEnv('APP_KEY', 'web-key');
    const cookies = signedIn('customer');
    const response = await proxy(request('/api/v2/app/profile', cookies));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://api.test:4000/api/v2/app/profile');
    expect(response.headers.get('x-middleware-request-x-app-key')).toBe('web-key');
    expect(response.headers.get('x-middleware-request-authorization-jwt')).toBe(`jwt ${cookies.wb_accessToken}`);
    expect(response.headers.get('x-middleware-override-headers')).not.toContain('cookie');
  });

  it.each([
    '/api/v2/app/verification-code',
    '/api/v2/app/refresh-token',
    '/api/v2/app/%76erification-code',
    '/api/v2/app/verification%2Dcode',
    '/api/v2/%61pp/refresh-token',
    '/api/v2/app/refresh-token/',
    '/api/v2/app/Refresh-Token',
    '/api/v2/app/x/%2e%2e/verification-code',
  ])('does not let page scripts call %s (it answers tokens)', async (path) => {
    const response = await proxy(request(path, {}, { method: 'POST' }));
    expect(response.status).toBe(404);
  });

  it('sends the API one spelling of the path, the one it checked', async () => {
    vi.stubEnv('API_URL', 'http://api.test:4000');
    const response = await proxy(request('/api/v2/app/%70roducts/details?product_id=7'));
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://api.test:4000/api/v2/app/products/details?product_id=7',
    );
  });

  it('answers a broken percent-encoding itself, in Arabic', async () => {
    const response = await proxy(request('/api/v2/app/collections/%E0%A4%A'));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(messages.invalidPath);
  });

  it("tells the API the address the web's server saw, never the client's own forwarding headers", async () => {
    const response = await proxy(
      request(
        '/api/v2/app/login',
        {},
        {
          method: 'POST',
          headers: {
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': '6.6.6.6',
            'x-real-ip': '7.7.7.7',
            forwarded: 'for=8.8.8.8',
            [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
          },
        },
      ),
    );
    expect(response.headers.get('x-middleware-request-x-forwarded-for')).toBe('203.0.113.9');
    const overridden = response.headers.get('x-middleware-override-headers') ?? '';
    expect(overridden).not.toContain('x-real-ip');
    expect(overridden).not.toContain('forwarded,');
    expect(overridden).not.toContain(CLIENT_ADDRESS_HEADER);
  });

  it('without a stamped address (not behind the storefront server), passes no address at all', async () => {
    const response = await proxy(
      request(
        '/api/v2/app/login',
        {},
        { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '6.6.6.6' } },
      ),
    );
    expect(response.headers.get('x-middleware-request-x-forwarded-for')).toBeNull();
    expect(response.headers.get('x-middleware-override-headers')).not.toContain('x-forwarded-for');
  });

  it('refuses a write another site makes the browser send', async () => {
    const response = await proxy(
      request('/api/v2/app/delete/account', signedIn('customer'), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(response.status).toBe(403);
  });

  it('forwards a same-origin write', async () => {
    const response = await proxy(
      request('/api/v2/app/delete/account', signedIn('customer'), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/api\/v2\/app\/delete\/account$/);
  });
});

describe('the Content-Security-Policy', () => {
  const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

  it.each(['/', '/products-details/1', '/about-us', '/no-such-page', '/auth'])(
    'is on the page %s, with a nonce the page renders with',
    async (path) => {
      const response = await proxy(request(path));
      const policy = policyOf(response);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-middleware-next')).toBe('1');
      // What Next reads to mark its scripts, and what the layout reads for ours.
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonceOf(policy));
    },
  );

  it('has a fresh nonce for every response, whatever nonce the request brought', async () => {
    const spoofed = { 'x-nonce': 'chosen', 'content-security-policy': "script-src 'nonce-chosen'" };
    const first = await proxy(request('/', {}, { headers: spoofed }));
    const second = await proxy(request('/', {}, { headers: spoofed }));
    expect(nonceOf(policyOf(first))).not.toBe(nonceOf(policyOf(second)));
    expect(first.headers.get('x-middleware-request-x-nonce')).not.toBe('chosen');
    expect(first.headers.get('x-middleware-request-content-security-policy')).not.toContain('chosen');
  });

  it('comes with the redirect of a guarded page and with the forbidden page, which renders with its nonce', async () => {
    expect(policyOf(await proxy(request('/profile')))).toContain("frame-ancestors 'none'");
    const forbidden = await proxy(request('/cart', signedIn('influencer')));
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('x-middleware-request-x-nonce')).toBe(nonceOf(policyOf(forbidden)));
  });

  it('keeps the renewed session cookies in the request of a page that also gets its nonce', async () => {
    const fresh = accessToken('customer');
    apiAnswers(200, {
      data: { jwt_token: fresh, jwt_token_refresh: 'rotated', access_token_expires_at: new Date().toISOString() },
      message: 'تم تجديد الجلسة.',
    });
    const response = await proxy(request('/profile', signedIn('customer', -60)));
    expect(response.headers.get('x-middleware-request-cookie')).toContain(fresh);
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonceOf(policyOf(response)));
  });

  it("allows the tag manager's and Google Analytics' hosts only when a container is configured (GTM_ID)", async () => {
    vi.stubEnv('GTM_ID', '');
    expect(policyOf(await proxy(request('/')))).not.toContain('google');
    vi.stubEnv('GTM_ID', 'GTM-TEST123');
    const policy = policyOf(await proxy(request('/')));
    expect(policy).toContain('https://www.googletagmanager.com');
    expect(policy).toContain('https://*.google-analytics.com');
  });

  it("is left to the API on forwarded calls, and the matcher skips the build's static files", async () => {
    expect(policyOf(await proxy(request('/api/v2/app/products')))).toBe('');
    expect(matches('/_next/static/chunks/main.js')).toBe(false);
    expect(matches('/about-us')).toBe(true);
    expect(matches('/no-such-page')).toBe(true);
  });
});
