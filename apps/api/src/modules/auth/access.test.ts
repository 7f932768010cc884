import { allRoutes, errorCodes, messages, type Role, type RouteDef, roles } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { fastifyPath } from '../../http/bind';

/**
 * Spec §6 on every call of the contract that is not public, listed from the contract so none is missed: a guest
 * gets 401, a signed-in caller of another role 403, and a caller of the right role gets past the guard.
 */
let store: TestStore;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  // Every write route, for every caller, from one address: far past the per-person write limit, which is not tested here.
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  for (const role of roles) tokens[role] = (await store.signIn(DEMO[role])).jwt_token;
});
afterAll(() => store.close());

const guarded = allRoutes.filter((route) => route.access !== 'public');
const allowed = (route: RouteDef): readonly Role[] =>
  route.access === 'authenticated' ? roles : (route.access as Role[]);
const urlOf = (route: RouteDef) => fastifyPath(route.path.replace(/\{\w+\}/g, '1'));
// These do what they say for the right role (end the session, delete the account): their own tests cover them.
const destructive = new Set(['auth.logout', 'auth.deleteAccount']);

describe.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  const call = (headers: Record<string, string> = {}) =>
    store.call({ method: route.method, url: urlOf(route), headers, payload: route.method === 'GET' ? undefined : {} });

  it('answers a guest 401 in Arabic, before looking at the input', async () => {
    const response = await call();
    expectArabicError(response, 401);
    // A call may ask a guest to sign in in its own words (adding to the cart, spec §8).
    const code = route.guestCode ?? 'auth.unauthenticated';
    expect(response.json()).toMatchObject({ code, message: messages[errorCodes[code].message] });
  });

  it('answers a bad token 401', async () => {
    expectArabicError(await call(bearer('not.a.token')), 401);
  });

  const others = roles.filter((role) => !allowed(route).includes(role));
  if (others.length > 0) {
    it.each(others)('answers a signed-in %s 403', async (role) => {
      const response = await call(bearer(tokens[role]));
      expectArabicError(response, 403);
      expect(response.json().message).toBe(messages.forbidden);
    });
  }

  if (!destructive.has(route.id)) {
    it.each([...allowed(route)])('lets a signed-in %s through the guard', async (role) => {
      const response = await call(bearer(tokens[role]));
      expect([401, 403]).not.toContain(response.statusCode);
    });
  }
});

it('checks a real number of guarded calls', () => {
  expect(guarded.length).toBeGreaterThan(50);
});
