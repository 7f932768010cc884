import type { Role } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { readAccessClaims } from './jwt-claims';
import { allowedRoles, EXPIRY_SKEW_MS, guardDecision, landingPath, sessionStatus } from './route-guard';

const NOW = Date.parse('2025-06-01T10:00:00Z');

function token(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

describe('the access table of spec §2', () => {
  const table: Array<[string, Role, 'render' | 'forbidden']> = [
    ['/profile', 'customer', 'render'],
    ['/profile', 'influencer', 'render'],
    ['/profile', 'pharmacist', 'render'],
    ['/profile/orders/7', 'customer', 'render'],
    ['/checkout', 'customer', 'render'],
    ['/checkout/thankyou', 'customer', 'render'],
    ['/checkout', 'influencer', 'forbidden'],
    ['/checkout', 'pharmacist', 'forbidden'],
    ['/cart', 'customer', 'render'],
    ['/cart', 'influencer', 'forbidden'],
    ['/cart', 'pharmacist', 'forbidden'],
    ['/influencer', 'influencer', 'render'],
    ['/influencer/contacts', 'pharmacist', 'render'],
    ['/influencer', 'customer', 'forbidden'],
    ['/pharmacists', 'pharmacist', 'render'],
    ['/pharmacists/orders', 'influencer', 'forbidden'],
    ['/pharmacists', 'customer', 'forbidden'],
    // The shop's own people (issue 12) see the public store; the shopping and seller pages are not theirs.
    ['/profile', 'staff', 'forbidden'],
    ['/cart', 'staff', 'forbidden'],
    ['/checkout', 'staff', 'forbidden'],
    ['/influencer', 'staff', 'forbidden'],
    ['/pharmacists', 'staff', 'forbidden'],
    ['/profile', 'admin', 'forbidden'],
    ['/cart', 'admin', 'forbidden'],
    ['/checkout', 'admin', 'forbidden'],
    ['/influencer', 'admin', 'forbidden'],
    ['/pharmacists', 'admin', 'forbidden'],
    ['/', 'staff', 'render'],
    ['/products', 'admin', 'render'],
    // The staff desk is theirs alone; a shopper or a seller who finds the address is refused.
    ['/admin', 'staff', 'render'],
    ['/admin/orders/12', 'staff', 'render'],
    ['/admin', 'admin', 'render'],
    ['/admin/settings', 'admin', 'render'],
    ['/admin', 'customer', 'forbidden'],
    ['/admin/orders', 'influencer', 'forbidden'],
    ['/admin', 'pharmacist', 'forbidden'],
  ];
  it.each(table)('%s as a %s: %s', (path, role, expected) => {
    expect(guardDecision(path, '', role).kind).toBe(expected);
  });

  it.each(['/', '/products', '/products-details/5', '/search', '/401', '/profiles', '/carts', '/administration'])(
    '%s is public, for guests too',
    (path) => {
      expect(allowedRoles(path)).toBeNull();
      expect(guardDecision(path, '', null)).toEqual({ kind: 'render' });
    },
  );
});

describe('guests on a guarded page', () => {
  it('go to /auth with the page (and its query) stored as the redirect-after-login path', () => {
    expect(guardDecision('/profile/orders', '?page=2', null)).toEqual({
      kind: 'redirect',
      location: '/auth?next=%2Fprofile%2Forders%3Fpage%3D2',
    });
  });

  it('go to /auth from the desk, and come back to the desk page they asked for', () => {
    expect(guardDecision('/admin/orders', '?status=pending', null)).toEqual({
      kind: 'redirect',
      location: '/auth?next=%2Fadmin%2Forders%3Fstatus%3Dpending',
    });
  });

  it('are told the session expired when one could not be renewed', () => {
    expect(guardDecision('/cart', '', null, { expired: true })).toEqual({
      kind: 'redirect',
      location: '/auth?next=%2Fcart&reason=expired',
    });
  });
});

describe('the login page', () => {
  it('is shown to guests', () => {
    expect(guardDecision('/auth', '?next=/cart', null)).toEqual({ kind: 'render' });
  });

  it('sends a signed-in shopper on to the stored path, or home', () => {
    expect(guardDecision('/auth', '?next=%2Fprofile', 'customer')).toEqual({ kind: 'redirect', location: '/profile' });
    expect(guardDecision('/auth', '', 'pharmacist')).toEqual({ kind: 'redirect', location: '/' });
  });

  it("sends the shop's own people to the desk when no page asked for them", () => {
    expect(guardDecision('/auth', '', 'staff')).toEqual({ kind: 'redirect', location: '/admin' });
    expect(guardDecision('/auth', '', 'admin')).toEqual({ kind: 'redirect', location: '/admin' });
    expect(guardDecision('/auth', '?next=%2Fadmin%2Forders%2F5', 'staff')).toEqual({
      kind: 'redirect',
      location: '/admin/orders/5',
    });
    expect(landingPath('customer')).toBe('/');
    expect(landingPath('admin')).toBe('/admin');
  });

  it('never follows a next path off the site', () => {
    expect(guardDecision('/auth', '?next=https://evil.example', 'customer')).toEqual({
      kind: 'redirect',
      location: '/',
    });
  });
});

describe('sessionStatus', () => {
  const claims = (expiresAt: number) => ({ userId: '1', role: 'influencer' as const, expiresAt });

  it('is active with an access token that outlives the render', () => {
    expect(sessionStatus(claims(NOW + 60_000), true, NOW)).toEqual({ kind: 'active', role: 'influencer' });
    expect(sessionStatus(claims(NOW + 60_000), false, NOW)).toEqual({ kind: 'active', role: 'influencer' });
  });

  it('needs a refresh when the access token has expired, or nearly has, and a refresh token exists', () => {
    expect(sessionStatus(claims(NOW - 1), true, NOW)).toEqual({ kind: 'refreshable' });
    expect(sessionStatus(claims(NOW + EXPIRY_SKEW_MS), true, NOW)).toEqual({ kind: 'refreshable' });
    expect(sessionStatus(null, true, NOW)).toEqual({ kind: 'refreshable' });
  });

  it('is a guest with neither', () => {
    expect(sessionStatus(claims(NOW - 1), false, NOW)).toEqual({ kind: 'guest' });
    expect(sessionStatus(null, false, NOW)).toEqual({ kind: 'guest' });
  });
});

describe('readAccessClaims', () => {
  it('reads the user id, role and expiry the API signs', () => {
    expect(readAccessClaims(token({ sub: '42', role: 'pharmacist', sid: 's1', exp: NOW / 1000 }))).toEqual({
      userId: '42',
      role: 'pharmacist',
      expiresAt: NOW,
    });
  });

  it('accepts the role under the spec name user_type', () => {
    expect(readAccessClaims(token({ sub: 7, user_type: 'customer', exp: 1 }))?.role).toBe('customer');
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['an unknown role', token({ sub: '1', role: 'superuser', exp: 1 })],
    ['no expiry', token({ sub: '1', role: 'customer' })],
    ['no subject', token({ role: 'customer', exp: 1 })],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['nothing', ''],
  ])('refuses %s', (_label, value) => {
    expect(readAccessClaims(value)).toBeNull();
  });
});
