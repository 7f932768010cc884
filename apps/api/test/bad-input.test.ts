import { allRoutes, type RouteDef } from '@wb/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastifyPath } from '../src/http/bind';
import { expectArabicError } from './arabic';
import { startTestStore, type TestStore } from './harness';

/**
 * Hostile and careless input on every call of the contract, built from the contract itself so no call is missed:
 * the answer is always a 4xx with an Arabic message (or, for input that is merely odd but valid, a normal
 * answer), never a 5xx.
 */
let store: TestStore;
beforeAll(async () => {
  // Hundreds of malformed requests from one address: the per-minute limits are lifted so each reaches its check.
  store = await startTestStore({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => store?.close());

const HUGE = 'ب'.repeat(100 * 1024);
const hostileValues: Record<string, unknown> = {
  object: { nested: { deeper: true } },
  array: [1, 2, 3],
  boolean: true,
  negative: -1,
  zero: 0,
  billion: 1_000_000_000,
  million: 1_000_000,
  float: 1.5,
  huge: HUGE,
  sql: "'; drop table products; --",
  html: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  nullByte: 'abc\u0000def',
  // Half of a UTF-16 pair: JSON carries it as `\ud800`, which no PostgreSQL text or jsonb takes.
  loneSurrogate: 'abc\ud800def',
  null: null,
};

function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(json.properties ?? {});
}

function request(
  route: RouteDef,
  part: 'query' | 'body',
  fields: Record<string, unknown>,
  params = '1',
): InjectOptions {
  const url = fastifyPath(route.path).replace(/:(\w+)/g, params);
  if (part === 'query' || route.method === 'GET' || route.method === 'DELETE') {
    return { method: route.method, url, query: toQuery(fields) };
  }
  return { method: route.method, url, payload: fields as InjectOptions['payload'] };
}

/** Query strings carry text: objects and arrays are sent in bracket form, as forms and Laravel clients do. */
function toQuery(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    if (value === null || value === undefined) out[key] = '';
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) put(`${key}[${k}]`, v);
    else out[key] = String(value);
  };
  for (const [key, value] of Object.entries(fields)) put(key, value);
  return out;
}

/** Valid input to a call that is not built yet gets its honest 501; anything else must stay below 500. */
async function expectNoServerError(route: RouteDef, options: InjectOptions) {
  const response = await store.call(options);
  const label = `${options.method} ${options.url} ${JSON.stringify(options.query ?? options.payload ?? {}).slice(0, 120)}`;
  const planned = route.plannedIn !== undefined && response.statusCode === 501;
  expect(response.statusCode < 500 || planned, `${label} → ${response.statusCode}`).toBe(true);
  // A success needs no message; a failure must say what went wrong in Arabic.
  const readable = response.statusCode < 400 || /[\u0600-\u06FF]/.test(JSON.parse(response.body).message);
  expect(readable, `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`).toBe(true);
  return response;
}

describe.each(allRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  const part = route.body ? 'body' : 'query';
  const fields = fieldsOf(route.body ?? route.query);

  // A call without fields has nothing to send hostile values in (and a loop over none would check nothing).
  if (fields.length > 0) {
    it('answers hostile values in every field with a 4xx in Arabic (or a normal answer), never a 5xx', async () => {
      for (const field of fields) {
        for (const value of Object.values(hostileValues)) {
          await expectNoServerError(route, request(route, part, { [field]: value }));
        }
      }
    });
  }

  it('answers a missing or empty body/query without a 5xx', async () => {
    await expectNoServerError(route, request(route, part, {}));
  });

  if (route.params) {
    it('refuses malformed path ids with 4xx', async () => {
      for (const bad of ['abc', '0', '-5', '99999999999999', "1'%20or%201=1", '%3Cb%3E']) {
        const response = await store.call({
          method: route.method,
          url: fastifyPath(route.path).replace(/:(\w+)/g, bad),
        });
        expectArabicError(response);
      }
    });
  }

  if ((route.method === 'POST' || route.method === 'PUT') && route.bodyType !== 'multipart') {
    it('refuses a content type it does not read with 415', async () => {
      expectArabicError(
        await store.call({
          method: route.method,
          url: fastifyPath(route.path).replace(/:(\w+)/g, '1'),
          headers: { 'content-type': 'application/xml' },
          payload: '<a/>',
        }),
        415,
      );
    });
  }

  if (route.method === 'POST' || route.method === 'PUT') {
    it('refuses invalid UTF-8 and wrong content types with 4xx', async () => {
      const url = fastifyPath(route.path).replace(/:(\w+)/g, '1');
      expectArabicError(
        await store.call({
          method: route.method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
        }),
        400,
      );
      // Multipart forms (spec §7 sends the login's mobile that way): no boundary, cut short, or carrying a file.
      const form = (body: string, type = 'multipart/form-data; boundary=b') =>
        store.call({ method: route.method, url, headers: { 'content-type': type }, payload: body });
      expectArabicError(await form('--b\r\n', 'multipart/form-data'), 400);
      expectArabicError(await form('--b\r\ncontent-disposition: form-data; name="mobile"\r\n\r\n0770'), 400);
      // A file is refused (413) by every call but those made to take one (a picture, a CSV): those read it and then
      // answer this guest 401, like any other call made without a token; their own tests check what the file holds.
      expectArabicError(
        await form(
          '--b\r\ncontent-disposition: form-data; name="f"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\nx\r\n--b--\r\n',
        ),
        route.bodyType === 'multipart' && fieldsOf(route.body).includes('file') ? 401 : 413,
      );
    });
  }
});

it('sends hostile values to a real number of calls', () => {
  expect(allRoutes.filter((route) => fieldsOf(route.body ?? route.query).length > 0).length).toBeGreaterThan(30);
});

describe('paging bounds are refused, not clamped', () => {
  // Public lists paged by number (the cart's `page` names a view, cart or invoice, and is checked with the cart).
  const paged = allRoutes.filter(
    (route) =>
      fieldsOf(route.body ?? route.query).includes('page') &&
      route.plannedIn === undefined &&
      route.access === 'public',
  );

  it('covers the paged calls', () => {
    expect(paged.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/app/search', '/app/brand/products', '/app/products/free-products']),
    );
  });

  it.each(paged.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    const part = route.body ? 'body' : 'query';
    const base = route.path.includes('brand')
      ? { brand: 'CeraVe' }
      : route.path.includes('search')
        ? { keyword: 'كريم' }
        : {};
    for (const bad of [
      { page: 0 },
      { page: 1_000_000_000 },
      { limit: 1_000_000 },
      { limit: 0 },
      { page: 'abc' },
      { page: true },
    ]) {
      if ('limit' in bad && !fieldsOf(route.body ?? route.query).includes('limit')) continue;
      const response = await store.call(request(route, part, { ...base, ...bad }));
      expectArabicError(response, 422);
      const field = Object.keys(bad)[0] as string;
      expect(response.json().errors[field], JSON.stringify(bad)).toBeTruthy();
    }
  });
});
