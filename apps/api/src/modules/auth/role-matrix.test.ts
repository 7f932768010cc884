import { allRoutes, messages, type Role, roles } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { fastifyPath } from '../../http/bind';

/**
 * Who may call the staff desk (issue 12), for every /admin route the contract has, read from each route's own
 * `access`: a guest is 401, every other role outside it 403 in Arabic, and each role inside it gets past the guard.
 * A route added to the contract is covered here without a line of this file changing.
 */
let store: TestStore;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  for (const role of roles) tokens[role] = (await store.signIn(DEMO[role])).jwt_token;
});
afterAll(() => store?.close());

const adminRoutes = allRoutes.filter((route) => route.path.startsWith('/admin/'));
const allowed = (access: unknown): readonly Role[] => (Array.isArray(access) ? access : []);

it('finds the admin routes in the contract, none of them open to shoppers or sellers', () => {
  expect(adminRoutes.length).toBeGreaterThanOrEqual(3);
  for (const route of adminRoutes) {
    expect(allowed(route.access).length, route.id).toBeGreaterThan(0);
    expect(
      allowed(route.access).every((role) => role === 'staff' || role === 'admin'),
      route.id,
    ).toBe(true);
  }
});

describe.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
  const call = (headers: Record<string, string> = {}) =>
    store.call({
      method: route.method,
      url: fastifyPath(route.path.replace(/\{\w+\}/g, '999999')),
      headers,
      // An empty body: the guard answers before the body is read, so the outsiders' answers cannot depend on it.
      payload: route.method === 'GET' ? undefined : {},
    });

  it('answers a guest 401 in Arabic', async () => {
    expectArabicError(await call(), 401);
  });

  it.each(roles.filter((role) => !allowed(route.access).includes(role)))('answers a %s 403 in Arabic', async (role) => {
    const response = await call(bearer(tokens[role]));
    expectArabicError(response, 403);
    expect(response.json().message).toBe(messages.forbidden);
  });

  it.each(allowed(route.access))('lets %s past the guard', async (role) => {
    const response = await call(bearer(tokens[role]));
    // Past the guard a call may still be refused for what it asks (a missing record, an empty body) but not for who
    // is asking.
    expect([401, 403]).not.toContain(response.statusCode);
    expect(response.statusCode).toBeLessThan(500);
  });
});
