import { checkout, wallet } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { addPayload, variantWithStock } from '../../../test/kits/cart';
import {
  insertCode,
  insertOrder,
  insertProgram,
  newCustomer,
  productsWithStock,
  usableRule,
} from '../../../test/kits/promotions';

/** GET app/codes and GET app/prediction over HTTP: customers only, shapes as the contract says, each their own. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const CODES = '/api/v2/app/codes';
const PREDICTION = '/api/v2/app/prediction';

describe('access (customers only)', () => {
  it.each([CODES, PREDICTION])('a guest gets 401 on %s', async (url) => {
    const response = await store.call({ method: 'GET', url });
    expectArabicError(response, 401);
    expect(response.json().code).toBe('auth.unauthenticated');
  });

  it.each([
    ['an influencer', DEMO.influencer],
    ['a pharmacist', DEMO.pharmacist],
  ])('%s gets 403 on both', async (_label, mobile) => {
    const headers = bearer((await store.signIn(mobile)).jwt_token);
    for (const url of [CODES, PREDICTION]) {
      const response = await store.call({ method: 'GET', url, headers });
      expectArabicError(response, 403);
      expect(response.json().code, url).toBe('auth.forbidden');
    }
  });
});

describe('GET app/codes', () => {
  it("answers the codes open to the caller in the contract's shape, privately", async () => {
    const customer = await newCustomer(store);
    const open = await insertCode(store, { perCustomerLimit: 2 });
    const closed = await insertCode(store, { active: false });
    const response = await store.call({ method: 'GET', url: CODES, headers: customer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = wallet.openCodesRoute.response.parse(response.json());
    const names = body.data.map((c) => c.code);
    expect(names).toContain(open.code);
    expect(names).not.toContain(closed.code);
    // The seed's demo codes: the expired one is never offered.
    expect(names).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE5000', 'FREESHIP']));
    expect(names).not.toContain('RAMADAN25');
    expect(body.data.find((c) => c.code === open.code)?.uses_left).toBe(2);
  });

  it("counts each customer's uses for them alone", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    const { code } = await insertCode(store, { perCustomerLimit: 1 });
    const order = await insertOrder(store, a.id);
    await store.services.codes.redeem(a.ctx, await usableRule(store, a.ctx, code), order.id, 5_000);
    const seen = async (headers: Record<string, string>) =>
      (await store.call({ method: 'GET', url: CODES, headers })).json().data.map((c: { code: string }) => c.code);
    expect(await seen(a.headers)).not.toContain(code);
    expect(await seen(b.headers)).toContain(code);
  });
});

describe('GET app/prediction', () => {
  it("judges the gift programs on the caller's cart total", async () => {
    await store.database.rows(sql`update gift_programs set active = false`);
    const variant = await variantWithStock(store, 10);
    const spend = variant.price * 2;
    const gifts = await productsWithStock(store, 3);
    // One program the cart reaches exactly, one it misses by a dinar.
    const reached = await insertProgram(store, { minTotal: spend, productIds: gifts.map((g) => g.id), sortOrder: 1 });
    const missed = await insertProgram(store, {
      minTotal: spend + 1,
      productIds: [gifts[0]?.id as number],
      sortOrder: 2,
    });
    const customer = await newCustomer(store);
    const call = async (headers: Record<string, string>) => {
      const response = await store.call({ method: 'GET', url: PREDICTION, headers });
      expect(response.statusCode).toBe(200);
      return checkout.predictionRoute.response.parse(response.json()).data;
    };

    const empty = await call(customer.headers);
    expect(empty.map((p) => [p.id, p.unlocked, p.amount_to_unlock])).toEqual([
      [reached, false, spend],
      [missed, false, spend + 1],
    ]);
    expect(empty[0]?.products.map((p) => [p.id, p.program_id])).toEqual(gifts.map((g) => [g.id, reached]));

    const added = await store.call({
      method: 'POST',
      url: '/api/v2/app/cart/items',
      headers: customer.headers,
      payload: addPayload(variant, 2),
    });
    expect(added.statusCode).toBe(200);
    expect((await call(customer.headers)).map((p) => [p.id, p.unlocked, p.amount_to_unlock])).toEqual([
      [reached, true, 0],
      [missed, false, 1],
    ]);
    // Another customer's cart is not the caller's.
    const other = await newCustomer(store);
    expect((await call(other.headers)).map((p) => p.unlocked)).toEqual([false, false]);
  });
});
