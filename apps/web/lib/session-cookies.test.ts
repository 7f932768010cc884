import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CookieOptions, clearSession, readSession, writeSession } from './server/session';
import { parseExpiry, parseUser, readCookie } from './session-cookies';

const user = {
  id: 5,
  user_type: 'customer' as const,
  mobile: '+9647701000001',
  email: null,
  name: 'زينب علي',
  referral_id: 'ZA5',
};
const tokens = { jwt_token: 'a.b.c', jwt_token_refresh: 'opaque', access_token_expires_at: '2030-01-01T10:00:00.000Z' };

function jar() {
  const written = new Map<string, { value: string; options: CookieOptions }>();
  return {
    written,
    set: (name: string, value: string, options: CookieOptions) => written.set(name, { value, options }),
    get: (name: string) => (written.has(name) ? { value: written.get(name)?.value ?? '' } : undefined),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the session cookies of spec §3 and §9', () => {
  it('keep the tokens httpOnly and the user and expiry readable, for 7 days, Lax, Secure', () => {
    const cookies = jar();
    writeSession(cookies, tokens, { ...user, jwt_token: 'never stored' } as typeof user);
    const week = 7 * 24 * 60 * 60;
    expect(Object.fromEntries([...cookies.written].map(([name, { options }]) => [name, options.httpOnly]))).toEqual({
      wb_accessToken: true,
      wb_refreshToken: true,
      wb_expiresAt: false,
      wb_userData: false,
    });
    for (const { options } of cookies.written.values()) {
      expect(options).toEqual({ httpOnly: options.httpOnly, secure: true, sameSite: 'lax', path: '/', maxAge: week });
    }
    // The user data is the spec's User, without any token.
    expect(JSON.parse(cookies.written.get('wb_userData')?.value ?? '')).toEqual(user);
  });

  it('are not Secure in development (plain http://localhost)', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const cookies = jar();
    writeSession(cookies, tokens, user);
    expect([...cookies.written.values()].map(({ options }) => options.secure)).toEqual([false, false, false, false]);
  });

  it('read back as they were written', () => {
    const cookies = jar();
    writeSession(cookies, tokens, user);
    expect(readSession(cookies)).toEqual({
      accessToken: 'a.b.c',
      refreshToken: 'opaque',
      user,
      expiresAt: Date.parse(tokens.access_token_expires_at),
    });
  });

  it('take the access token from its fallback name accessToken', () => {
    const cookies = jar();
    cookies.set('accessToken', 'legacy', {} as CookieOptions);
    expect(readSession(cookies).accessToken).toBe('legacy');
  });

  it('all go on logout, the fallback name too', () => {
    const cookies = jar();
    clearSession(cookies);
    expect([...cookies.written.keys()].sort()).toEqual(
      ['accessToken', 'wb_accessToken', 'wb_expiresAt', 'wb_refreshToken', 'wb_userData'].sort(),
    );
    expect([...cookies.written.values()].every(({ value, options }) => value === '' && options.maxAge === 0)).toBe(
      true,
    );
  });
});

describe('reading the readable cookies', () => {
  it('finds a URI-encoded value among others', () => {
    const header = `a=1; wb_userData=${encodeURIComponent(JSON.stringify(user))}; wb_expiresAt=${encodeURIComponent(tokens.access_token_expires_at)}`;
    expect(parseUser(readCookie(header, 'wb_userData'))).toEqual(user);
    expect(parseExpiry(readCookie(header, 'wb_expiresAt'))).toBe(Date.parse(tokens.access_token_expires_at));
    expect(readCookie(header, 'wb_user')).toBeNull();
  });

  it.each([
    ['missing', null],
    ['not JSON', '{oops'],
    ['an unknown role', JSON.stringify({ ...user, user_type: 'superuser' })],
    ['without a name', JSON.stringify({ ...user, name: undefined })],
    ['not an object', '42'],
  ])('counts user data that is %s as no user', (_label, raw) => {
    expect(parseUser(raw)).toBeNull();
  });

  it('counts an unreadable expiry as none', () => {
    expect(parseExpiry('soon')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});
