import { allRoutes, errorCodes, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../test/arabic';
import { startTestStore, type TestStore } from '../../test/harness';
import { fastifyPath } from './bind';
import { MAX_JSON_DEPTH } from './parsers';

/** Requests an attacker shapes to slip past the API's checks or knock it over (each found by an outside test). */
let store: TestStore;
beforeAll(async () => {
  // Every route with a body is sent two hostile bodies from one address: the limits on writes are not under test here.
  store = await startTestStore({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => store?.close());

describe('the app key is checked on the route the router matched, however the path is spelled', () => {
  it.each([
    '/%61pi/v2/dev/sms-outbox?mobile=07701000001',
    '/api/v2/%64ev/sms-outbox?mobile=07701000001',
    '/%61%70%69/%76%32/gui/faq',
    '/api/v2/app/%70roducts/details?product_id=1',
  ])('%s without a key → 401', async (url) => {
    const response = await store.app.inject({ method: 'GET', url });
    expectArabicError(response, 401);
    expect(response.json().message).toBe(messages.appKeyMissing);
  });

  it('the same spelling with the key reaches the route', async () => {
    const response = await store.call({ method: 'GET', url: '/%61pi/v2/gui/faq' });
    expect(response.statusCode).toBe(200);
  });

  it('the docs stay open, whatever the spelling', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/%61pi/v2/docs/json' });
    expect(response.statusCode).toBe(200);
  });
});

const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const routesWithBodies = allRoutes.filter((route) => route.body);

describe('deeply nested JSON', () => {
  it.each(routesWithBodies.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: nested thousands deep → 400 in Arabic, not a crash',
    async (_label, route) => {
      for (const payload of [deepArrays(5000), deepObjects(5000)]) {
        const response = await store.call({
          method: route.method,
          url: fastifyPath(route.path).replace(/:(\w+)/g, '1'),
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expectArabicError(response, 400);
        expect(response.json().message).toBe(messages.jsonTooDeep);
      }
    },
  );

  it('a body at the depth limit is read as usual (here: a validation answer about the field)', async () => {
    const nested = `{"keyword":"كريم","filters":${deepArrays(MAX_JSON_DEPTH - 1)}}`;
    const response = await store.call({
      method: 'POST',
      url: '/api/v2/app/search',
      payload: nested,
      headers: { 'content-type': 'application/json' },
    });
    expectArabicError(response, 422);
    expect(response.json().errors).toHaveProperty('filters');
  });

  it('brackets inside strings are text, not nesting', async () => {
    const response = await store.call({
      method: 'POST',
      url: '/api/v2/app/search',
      payload: JSON.stringify({ keyword: `كريم ${'[{'.repeat(20)} "\\"[` }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("the router's own errors are Arabic JSON in the envelope", () => {
  it.each([
    ['a broken percent-encoding in the path', '/api/v2/app/collections/%E0%A4%A', 400, 'request.invalid_path'],
    ['a stray percent sign', '/api/v2/app/products%zz/details', 400, 'request.invalid_path'],
    [
      'a path parameter over the length limit',
      `/api/v2/app/collections/${'a'.repeat(300)}`,
      414,
      'request.path_too_long',
    ],
  ] as const)('%s', async (_label, url, status, code) => {
    const response = await store.call({ method: 'GET', url });
    expectArabicError(response, status);
    const message = messages[errorCodes[code].message];
    expect(response.json()).toEqual({ message, code, request_id: expect.any(String) });
    expect(response.body).not.toContain('FST_');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('failures are never cacheable', () => {
  it.each([
    ['an unknown product (404)', '/api/v2/app/products/details?product_id=99999999', 404],
    ['a malformed product id (422)', '/api/v2/app/products/details?product_id=abc', 422],
    ['an unknown collection (404)', '/api/v2/app/collections/999999', 404],
    ['an unknown route (404)', '/api/v2/app/no-such-call', 404],
  ])('%s → Cache-Control: no-store', async (_label, url, status) => {
    const response = await store.call({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('while a success on the same route is public, also when served from the response cache', async () => {
    const [product] = await store.database.rows<{ id: number }>(sql`select id from products order by id limit 1`);
    const url = `/api/v2/app/products/details?product_id=${product?.id}`;
    for (const attempt of ['first', 'from the cache']) {
      const response = await store.call({ method: 'GET', url });
      expect(response.statusCode, attempt).toBe(200);
      expect(response.headers['cache-control'], attempt).toMatch(/^public, max-age=\d+/);
    }
  });
});
