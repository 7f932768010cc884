import {
  addresses,
  allRoutes,
  auth,
  catalog,
  MAX_ADDRESSES,
  type Role,
  type RouteDef,
  roles,
  STOREFRONT_TOKEN_HEADER,
} from '@wb/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, startTestStore, type TestStore } from '../../test/harness';
import { DEV_STOREFRONT_ACCESS_TOKEN } from '../config';
import { API_BASE, fastifyPath } from './bind';

/**
 * The OpenAPI document against the running app: for each call, the statuses the app really answers to careless,
 * hostile or unlucky requests (no app key, a wrong role, a broken body, an unknown id) must be ones the document
 * lists for that call, with the same Arabic message. The document is derived from route metadata; this keeps the
 * derivation honest when the plumbing changes.
 */
type Json = Record<string, unknown>;
let store: TestStore;
let document: Json;
const accessTokens = {} as Record<Role, string>;

beforeAll(async () => {
  // Several requests per account call from one address, and every write route probed as one shopper: the per-minute
  // limits are lifted so each request reaches its check.
  store = await startTestStore({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  document = (await store.app.inject({ url: `${API_BASE}/docs/json` })).json();
  for (const role of roles) accessTokens[role] = (await store.signIn(DEMO[role])).jwt_token;
});
afterAll(() => store?.close());

function resolve(value: Json): Json {
  if (typeof value.$ref !== 'string') return value;
  let node: unknown = document;
  for (const part of value.$ref.replace('#/', '').split('/')) node = (node as Json)[part];
  return resolve(node as Json);
}

const responsesOf = (route: RouteDef) =>
  ((document.paths as Record<string, Record<string, Json>>)[API_BASE + route.path]?.[route.method.toLowerCase()]
    ?.responses ?? {}) as Record<string, Json>;

// A wait in seconds changes from one answer to the next; the words around it do not.
const sameWords = (message: string) => message.replace(/\d+/g, '#');

/** Asserts the answer's status is listed for the call, with its message among that status's examples. */
function expectDocumented(route: RouteDef, response: LightMyRequestResponse, label = ''): void {
  const where = `${route.method} ${route.path} ${label} answered ${response.statusCode}`;
  const documented = responsesOf(route)[response.statusCode];
  expect(documented, where).toBeDefined();
  const { content, headers } = resolve(documented ?? {}) as {
    content: Record<string, { examples?: Record<string, { value: Json }> }>;
    headers?: Json;
  };
  const examples = Object.values(content['application/json']?.examples ?? {});
  const message = String(response.json().message);
  // A validation answer's message is the first field's, which depends on the input; every other one is listed.
  const listed = response.statusCode === 422 ? [] : examples.map((example) => sameWords(String(example.value.message)));
  expect(listed.length === 0 || listed.includes(sameWords(message)), `${where}: ${message}`).toBe(true);
  // Sent only where documented; always sent where documented as required (a status may mix both kinds of reason).
  const header = headers?.['Retry-After'] ? resolve(headers['Retry-After'] as Json) : undefined;
  const sent = Boolean(response.headers['retry-after']);
  expect(sent ? header !== undefined : header?.required !== true, `${where}: Retry-After`).toBe(true);
}

const urlOf = (route: RouteDef, param = '1') => fastifyPath(route.path).replace(/:\w+/g, param);
const roleFor = (route: RouteDef): Role => (Array.isArray(route.access) ? (route.access[0] as Role) : 'customer');
/** Who the call is for: a signed-in caller of its role; the content service: its storefront token (no app key). */
function callerOf(route: RouteDef): Record<string, string> {
  if (route.credential === 'storefront-token') return { [STOREFRONT_TOKEN_HEADER]: DEV_STOREFRONT_ACCESS_TOKEN };
  return route.access === 'public' ? {} : bearer(accessTokens[roleFor(route)]);
}

async function probe(route: RouteDef, options: Omit<InjectOptions, 'url' | 'method'> & { url?: string }, label = '') {
  const response = await store.call({ method: route.method, url: urlOf(route), ...options });
  expectDocumented(route, response, label);
  return response;
}

const table = (routes: readonly RouteDef[]) => routes.map((route) => [`${route.method} ${route.path}`, route] as const);
/** A role the route turns away, if any. */
const outsiderOf = (route: RouteDef) =>
  roles.find((role) => Array.isArray(route.access) && !route.access.includes(role));

describe.each(table(allRoutes))('%s', (_name, route) => {
  it('answers a missing app key, and a NUL in the query, with documented statuses', async () => {
    const noKey = await store.app.inject({ method: route.method, url: urlOf(route) });
    expect(noKey.statusCode).toBe(401);
    expectDocumented(route, noKey, 'without X-App-Key');
    const nul = await probe(route, { url: `${urlOf(route)}?x=%00`, headers: callerOf(route) }, 'NUL in query');
    expect(nul.statusCode).toBe(422);
  });
});

describe.each(table(allRoutes.filter((route) => route.access !== 'public')))('%s, not public', (_name, route) => {
  it('answers a guest with a documented 401', async () => {
    expect((await probe(route, {}, 'as a guest')).statusCode).toBe(401);
  });
});

describe.each(table(allRoutes.filter((route) => outsiderOf(route))))('%s, for some roles only', (_name, route) => {
  it('answers a caller of another role with a documented 403', async () => {
    const outsider = outsiderOf(route) as Role;
    expect((await probe(route, { headers: bearer(accessTokens[outsider]) }, outsider)).statusCode).toBe(403);
  });
});

describe.each(table(allRoutes.filter((route) => route.method !== 'GET')))('%s, with a body', (_name, route) => {
  it('answers unreadable, too large and unsupported bodies with documented statuses', async () => {
    const json = { 'content-type': 'application/json', ...callerOf(route) };
    expect((await probe(route, { headers: json, payload: '{"a":' }, 'broken JSON')).statusCode).toBe(400);
    const tooLarge = await probe(route, { headers: json, payload: `"${'x'.repeat(1100 * 1024)}"` }, 'over 1 MB');
    expect(tooLarge.statusCode).toBe(413);
    const text = { 'content-type': 'text/plain', ...callerOf(route) };
    expect((await probe(route, { headers: text, payload: 'x' }, 'text/plain')).statusCode).toBe(415);
  });
});

describe.each(table(allRoutes.filter((route) => route.params)))('%s, with a path parameter', (_name, route) => {
  it('answers a malformed or overlong path segment with documented statuses', async () => {
    expect((await probe(route, { url: urlOf(route, '%E0%A4%A') }, 'bad encoding')).statusCode).toBe(400);
    expect((await probe(route, { url: urlOf(route, '1'.repeat(250)) }, 'long segment')).statusCode).toBe(414);
  });
});

describe("each call's own failures, as documented", () => {
  it('404 for an unknown product, brand or collection; 422 for a blank brand or keyword', async () => {
    const unknownProduct = { query: { product_id: '2000000000' } };
    expect((await probe(catalog.productDetailsRoute, unknownProduct)).statusCode).toBe(404);
    expect((await probe(catalog.relatedProductsRoute, unknownProduct)).statusCode).toBe(404);
    const unknownCollection = { url: urlOf(catalog.collectionProductsRoute, '2000000000') };
    expect((await probe(catalog.collectionProductsRoute, unknownCollection)).statusCode).toBe(404);
    expect(
      (await probe(catalog.brandProductsRoute, { payload: { brand: 'لا توجد ماركة بهذا الاسم' } })).statusCode,
    ).toBe(404);
    expect((await probe(catalog.brandProductsRoute, { payload: { brand: ' ـ ' } })).statusCode).toBe(422);
    expect((await probe(catalog.searchRoute, { payload: { keyword: '   ' } })).statusCode).toBe(422);
  });

  it('the account calls: unknown number 404, number taken 409, a second code too soon 429 with Retry-After', async () => {
    expect((await probe(auth.loginRoute, { payload: { mobile: '07709999999' } })).statusCode).toBe(404);
    const taken = { payload: { name: 'زبون', mobile: DEMO.customer } };
    expect((await probe(auth.registerRoute, taken)).statusCode).toBe(409);
    expect((await probe(auth.loginRoute, { payload: { mobile: DEMO.customer } })).statusCode).toBe(200);
    const again = await probe(auth.loginRoute, { payload: { mobile: DEMO.customer } });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    const wrongCode = { payload: { mobile: DEMO.customer, code: '000000' } };
    expect((await probe(auth.verificationCodeRoute, wrongCode)).statusCode).toBe(422);
  });

  it('the refresh call: 401 without the refresh token or with a spent one, 200 with a fresh one', async () => {
    expect((await probe(auth.refreshTokenRoute, {})).statusCode).toBe(401);
    const { jwt_token_refresh } = await store.signIn(DEMO.influencer);
    expect((await probe(auth.refreshTokenRoute, { headers: bearer(jwt_token_refresh) })).statusCode).toBe(200);
    expect((await probe(auth.refreshTokenRoute, { headers: bearer(jwt_token_refresh) })).statusCode).toBe(401);
  });

  it('the address calls: unknown id 404, wrong mobile or governorate 422, over the limit 409, key reused 422', async () => {
    for (const route of [addresses.addressActivateRoute, addresses.addressDeleteRoute]) {
      const unknown = { url: urlOf(route, '2000000000'), headers: callerOf(route) };
      expect((await probe(route, unknown)).statusCode).toBe(404);
    }
    const body = { name: 'زبون', mobile: '07701234567', city_id: 1, address: 'دار 1' };
    const create = (payload: object, headers: Record<string, string> = {}) =>
      probe(addresses.addressCreateRoute, {
        payload,
        headers: { ...callerOf(addresses.addressCreateRoute), ...headers },
      });
    expect((await create({ ...body, mobile: '0770123' })).json().code).toBe('mobile.invalid');
    expect((await create({ ...body, city_id: 9_999 })).json().code).toBe('city.unknown');
    expect((await create(body, { 'idempotency-key': 'bad key' })).json().code).toBe('idempotency.key_invalid');
    expect((await create(body, { 'idempotency-key': 'reality-0001' })).statusCode).toBe(200);
    const reused = await create({ ...body, address: 'دار 2' }, { 'idempotency-key': 'reality-0001' });
    expect(reused.json().code).toBe('idempotency.key_reused');
    for (let i = 1; i < MAX_ADDRESSES; i++) expect((await create(body)).statusCode).toBe(200);
    const full = await create(body);
    expect(full.statusCode).toBe(409);
    expect(full.headers['retry-after']).toBeUndefined();
  });
});
