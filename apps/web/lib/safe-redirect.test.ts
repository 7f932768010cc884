import { describe, expect, it } from 'vitest';
import { isUnder, loginPath, safeNextPath } from './safe-redirect';

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/profile/orders?page=2#top', '/profile/orders?page=2#top'],
    ['/products-details/12?variant=3', '/products-details/12?variant=3'],
    ['/search?q=%D8%B3%D9%8A%D8%B1%D8%A7%D9%81%D9%8A', '/search?q=%D8%B3%D9%8A%D8%B1%D8%A7%D9%81%D9%8A'],
    ['/', '/'],
    ['/a/../profile', '/profile'],
  ])('follows the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/profile'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a backslash later in the path', '/profile\\..\\x'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['a tab in the host position', '/\t/evil.example'],
    ['a newline', '/profile\n'],
    ['the login page itself', '/auth?next=/profile'],
    ['a session endpoint', '/api/session/logout'],
    ['nothing', ''],
    ['a missing value', null],
    ['an absurdly long value', `/${'a'.repeat(3000)}`],
    ['a dot segment that normalises into another origin', '/.//evil.example'],
    ['a parent segment that normalises into another origin', '/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['encoded parent segments', '/%2e%2e//evil.example/profile'],
    ['a path climbing out into another origin', '/a/..//evil.example'],
    ['dot segments with a query', '/././/evil.example?next=/profile'],
  ])('drops %s', (_label, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it.each([
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/a/./b/../../c',
    '/%2E/profile',
    '/profile//orders',
    '/products?q=//evil.example',
  ])('answers a path that, followed from any page of the store, stays on the store (%s)', (raw) => {
    const next = safeNextPath(raw) ?? '/';
    for (const page of ['https://store.example/auth', 'https://store.example/a/b/c?x=1']) {
      expect(new URL(next, page).origin).toBe('https://store.example');
    }
    expect(safeNextPath(next)).toBe(next);
  });
});

describe('isUnder', () => {
  it('matches the prefix and its sub-paths only', () => {
    expect(isUnder('/profile', '/profile')).toBe(true);
    expect(isUnder('/profile/orders', '/profile')).toBe(true);
    expect(isUnder('/profiles', '/profile')).toBe(false);
  });
});

describe('loginPath', () => {
  it('carries a safe next path and the reason', () => {
    expect(loginPath('/profile/orders?page=2', 'expired')).toBe(
      '/auth?next=%2Fprofile%2Forders%3Fpage%3D2&reason=expired',
    );
  });

  it('leaves out an unsafe or pointless next path', () => {
    expect(loginPath('https://evil.example')).toBe('/auth');
    expect(loginPath('/')).toBe('/auth');
    expect(loginPath(null, 'expired')).toBe('/auth?reason=expired');
  });
});
