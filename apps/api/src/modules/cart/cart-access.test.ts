import { allRoutes, cart, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { addPayload, newCustomer, variantWithStock } from '../../../test/kits/cart';
import { bindRoute, fastifyPath } from '../../http/bind';
import { ResponseCache } from '../../lib/response-cache';

/** Who may touch a cart: its customer only — guests are asked to sign in, sellers refused, others told it is not there. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

// The customer cart's calls: all of the cart's tag but the public read of a guest's lines (guest-cart.test.ts).
const cartRoutes = allRoutes.filter((route) => route.tag === cart.addToCartRoute.tag && route.access !== 'public');
const urlOf = (path: string, id = 1) => fastifyPath(path).replace(':id', String(id));

describe('access (spec §6: customers only)', () => {
  it('a guest adding to the cart is asked to sign in with the spec §8 message', async () => {
    const variant = await variantWithStock(store, 5);
    const response = await store.call({ method: 'POST', url: '/api/v2/app/cart/items', payload: addPayload(variant) });
    expectArabicError(response, 401);
    expect(response.json()).toMatchObject({
      code: 'cart.login_required',
      message: 'يجب عليك تسجيل الدخول لإضافة المنتج إلى السلة',
    });
  });

  it('a guest gets 401 on every other cart call', async () => {
    expect(cartRoutes.length).toBe(7);
    for (const route of cartRoutes.filter((r) => r !== cart.addToCartRoute)) {
      const response = await store.call({ method: route.method, url: urlOf(route.path), payload: { quantity: 1 } });
      expectArabicError(response, 401);
      expect(response.json().code, route.id).toBe('auth.unauthenticated');
    }
  });

  it.each([
    ['an influencer', DEMO.influencer],
    ['a pharmacist', DEMO.pharmacist],
  ])('%s gets 403 on every customer-cart call (sellers get carts of their own later)', async (_label, mobile) => {
    const headers = bearer((await store.signIn(mobile)).jwt_token);
    const variant = await variantWithStock(store, 5);
    for (const route of cartRoutes) {
      const payload = route === cart.addToCartRoute ? addPayload(variant) : { quantity: 1 };
      const response = await store.call({ method: route.method, url: urlOf(route.path), headers, payload });
      expectArabicError(response, 403);
    }
  });

  it("customer B gets 404 on every line of customer A's cart, and never sees it", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    const line = (
      await store.call({
        method: 'POST',
        url: '/api/v2/app/cart/items',
        headers: a.headers,
        payload: addPayload(await variantWithStock(store, 5), 2),
      })
    ).json().data;
    const asB = [
      { method: 'PUT' as const, url: `/api/v2/app/cart/items/${line.id}`, payload: { quantity: 1 } },
      { method: 'DELETE' as const, url: `/api/v2/app/cart/items/${line.id}` },
    ];
    for (const request of asB) {
      const response = await store.call({ ...request, headers: b.headers });
      expectArabicError(response, 404);
      expect(response.json().code).toBe('cart.line_not_found');
    }
    const seenByB = await store.call({ method: 'GET', url: '/api/v2/app/cart', headers: b.headers });
    expect(seenByB.json().data.cart_items).toEqual([]);
    const seenByA = await store.call({ method: 'GET', url: '/api/v2/app/cart', headers: a.headers });
    expect(seenByA.json().data.cart_items).toEqual([expect.objectContaining({ id: line.id, quantity: 2 })]);
  });
});

describe('Idempotency-Key on cart writes', () => {
  const addWithKey = (headers: Record<string, string>, key: string, payload: object) =>
    store.call({
      method: 'POST',
      url: '/api/v2/app/cart/items',
      headers: { ...headers, 'idempotency-key': key },
      payload,
    });

  it('a repeat with the same key replays the first answer and adds nothing more', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 10);
    const first = await addWithKey(headers, 'tap-0001-aaaa', addPayload(variant, 2));
    const repeat = await addWithKey(headers, 'tap-0001-aaaa', addPayload(variant, 2));
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const count = await store.call({ method: 'GET', url: '/api/v2/app/cart/count', headers });
    expect(count.json().data.item_count).toBe(2);
  });

  it('the same key with another request is a 422; a malformed key is a 422 too', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 10);
    await addWithKey(headers, 'tap-0002-bbbb', addPayload(variant, 1));
    const reused = await addWithKey(headers, 'tap-0002-bbbb', addPayload(variant, 3));
    expectArabicError(reused, 422);
    expect(reused.json()).toMatchObject({ code: 'idempotency.key_reused', message: messages.idempotencyKeyReused });
    const malformed = await addWithKey(headers, 'x', addPayload(variant, 1));
    expectArabicError(malformed, 422);
    expect(malformed.json().code).toBe('idempotency.key_invalid');
  });

  it('keys belong to their caller: another customer with the same key makes their own add', async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    const variant = await variantWithStock(store, 10);
    await addWithKey(a.headers, 'shared-key-0003', addPayload(variant, 1));
    const asB = await addWithKey(b.headers, 'shared-key-0003', addPayload(variant, 1));
    expect(asB.headers['idempotent-replayed']).toBeUndefined();
    const cartOfB = await store.call({ method: 'GET', url: '/api/v2/app/cart', headers: b.headers });
    expect(cartOfB.json().data.total_quantity).toBe(1);
  });

  it('a double tap sent at once adds once: the second waits for the first and replays its answer', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 10);
    const answers = await Promise.all([1, 2].map(() => addWithKey(headers, 'double-tap-0004', addPayload(variant, 1))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    const count = await store.call({ method: 'GET', url: '/api/v2/app/cart/count', headers });
    expect(count.json().data.item_count).toBe(1);
  });
});

describe('caches never carry one caller’s cart to another', () => {
  it('refuses, at start-up, a response cache or Cache-Control on a route that is not public', () => {
    const app = Fastify();
    expect(() =>
      bindRoute(app, cart.getCartRoute, async () => ({}) as never, { responseCache: new ResponseCache(30_000) }),
    ).toThrow(/not public/);
    expect(() => bindRoute(app, cart.cartCountRoute, async () => ({}) as never, { cacheSeconds: 30 })).toThrow(
      /not public/,
    );
  });

  it('answers each customer their own cart, uncacheable by browsers and CDNs', async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    await store.call({
      method: 'POST',
      url: '/api/v2/app/cart/items',
      headers: a.headers,
      payload: addPayload(await variantWithStock(store, 5), 4),
    });
    for (const [customer, expected] of [
      [a, 4],
      [b, 0],
      [a, 4],
    ] as const) {
      const response = await store.call({ method: 'GET', url: '/api/v2/app/cart/count', headers: customer.headers });
      expect(response.json().data.item_count).toBe(expected);
      expect(response.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
  });
});

describe('account deletion', () => {
  it("takes the customer's cart with it", async () => {
    const { headers } = await newCustomer(store);
    const line = (
      await store.call({
        method: 'POST',
        url: '/api/v2/app/cart/items',
        headers,
        payload: addPayload(await variantWithStock(store, 5), 1),
      })
    ).json().data;
    const deleted = await store.call({ method: 'POST', url: '/api/v2/app/delete/account', headers });
    expect(deleted.statusCode).toBe(200);
    const [left] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from cart_items where id = ${line.id}`,
    );
    expect(left?.n).toBe(0);
  });
});

describe('writes per shopper', () => {
  it('past the per-minute limit a shopper is told to wait (429, Retry-After); another shopper is not', async () => {
    const limited = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const a = await newCustomer(limited);
      const b = await newCustomer(limited);
      const variant = await variantWithStock(limited, 50);
      const addAs = (headers: Record<string, string>) =>
        limited.call({ method: 'POST', url: '/api/v2/app/cart/items', headers, payload: addPayload(variant) });
      for (let i = 0; i < 5; i++) expect((await addAs(a.headers)).statusCode).toBe(200);
      const refused = await addAs(a.headers);
      expectArabicError(refused, 429);
      expect(refused.json().code).toBe('request.rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await addAs(b.headers)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("a forged token naming a shopper does not spend her budget (counted by the sender's address instead)", async () => {
    const limited = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const victim = await newCustomer(limited);
      const variant = await variantWithStock(limited, 50);
      // Her token's header and claims (her account), with a signature the store never made.
      const [head, claims] = victim.token.split('.');
      const forged = bearer(`${head}.${claims}.${'A'.repeat(43)}`);
      const addAs = (headers: Record<string, string>) =>
        limited.call({ method: 'POST', url: '/api/v2/app/cart/items', headers, payload: addPayload(variant) });
      for (let i = 0; i < 8; i++) expect((await addAs(forged)).statusCode).not.toBe(200);
      for (let i = 0; i < 5; i++) expect((await addAs(victim.headers)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
