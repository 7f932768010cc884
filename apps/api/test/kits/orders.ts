import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CallerCtx } from '../../src/context';
import { bearer, type TestStore } from '../harness';
import { numberedPerStore } from './numbering';

/**
 * What the order tests share: shoppers of their own with a saved address in Baghdad and a cart of known variants,
 * and the calls a storefront makes. Every test arranges its own variants' stock, so no test leans on the seed's.
 */

export interface Shopper {
  id: number;
  mobile: string;
  headers: Record<string, string>;
  ctx: CallerCtx;
  addressId: number;
}

let shoppers = 0;

/** A customer with an active address in Baghdad (the seed's governorate 1). */
export async function newShopper(store: TestStore): Promise<Shopper> {
  shoppers += 1;
  const local = `0780${String(process.pid % 100).padStart(2, '0')}${String(shoppers).padStart(5, '0')}`;
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), local, 'customer', 'زبونة');
  const { jwt_token } = await store.signIn(user.mobile);
  const ctx: CallerCtx = { ...store.ctx(), caller: { id: user.id, role: 'customer', sessionId: 'test' } };
  const address = await store.services.addresses.create(ctx, {
    name: 'زينب علي',
    mobile: '07701234567',
    city_id: 1,
    region: 'الكرادة',
    address: 'شارع 62، زقاق 5، دار 12',
    landmark: 'قرب جامع الرحمن',
  });
  return { id: user.id, mobile: user.mobile, headers: bearer(jwt_token), ctx, addressId: address.id };
}

const nextCrowd = numberedPerStore();

/**
 * `count` customers at once, each with an active address in Baghdad and `quantity` of `variant` in the cart, made in
 * a few statements (the race tests need hundreds; one by one through the services takes longer than the races).
 */
export async function crowdWithCart(
  store: TestStore,
  count: number,
  variant: Stocked,
  quantity = 1,
): Promise<Shopper[]> {
  const prefix = `+9647790${String(process.pid % 100).padStart(2, '0')}${nextCrowd(store) + 1}`;
  const mobiles = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);
  const users = await store.database.rows<{ id: number; mobile: string }>(sql`
    insert into users (mobile, name, user_type, registration_confirmed)
    select m, 'زبونة', 'customer', true from unnest(${`{${mobiles.join(',')}}`}::text[]) as m
    returning id, mobile`);
  const ids = `{${users.map((user) => user.id).join(',')}}`;
  const addresses = await store.database.rows<{ id: number; user_id: number }>(sql`
    insert into addresses (user_id, name, mobile, city_id, region, address, landmark, is_active)
    select u, 'زينب علي', '07701234567', 1, 'الكرادة', 'شارع 62', 'قرب الجامع', true from unnest(${ids}::int[]) as u
    returning id, user_id`);
  await store.database.rows(sql`
    with made as (insert into carts (owner_id, kind) select u, 'customer' from unnest(${ids}::int[]) as u returning id)
    insert into cart_items (cart_id, variant_id, quantity) select id, ${variant.variantId}, ${quantity} from made`);
  const addressOf = new Map(addresses.map((address) => [address.user_id, address.id]));
  const shoppers: Shopper[] = [];
  for (const user of users) {
    const { jwt_token } = await store.signIn(user.mobile);
    const ctx: CallerCtx = { ...store.ctx(), caller: { id: user.id, role: 'customer', sessionId: 'test' } };
    shoppers.push({
      id: user.id,
      mobile: user.mobile,
      headers: bearer(jwt_token),
      ctx,
      addressId: addressOf.get(user.id) ?? 0,
    });
  }
  return shoppers;
}

export interface Stocked {
  variantId: number;
  productId: number;
  price: number;
}

const nextVariant = numberedPerStore();

/** An active product's variant no other test of the file uses, at `price` dinars with `stock` units. */
export async function stockedVariant(store: TestStore, stock: number, price = 10_000): Promise<Stocked> {
  const [row] = await store.database.rows<{ id: number; product_id: number }>(sql`
    select v.id, v.product_id from variants v join products p on p.id = v.product_id
    where p.status = 'active' and (select count(*) from variants w where w.product_id = p.id) = 1
    order by v.id offset ${nextVariant(store)} limit 1`);
  if (!row) throw new Error('no variant left');
  await store.database.rows(sql`update variants set stock = ${stock}, price = ${price} where id = ${row.id}`);
  store.kernel.cacheTags.drop(['catalog']);
  return { variantId: row.id, productId: row.product_id, price };
}

/** Puts `quantity` of each variant in the shopper's cart, as the storefront's add does. */
export async function fillCart(store: TestStore, shopper: Shopper, lines: Array<[Stocked, number]>) {
  for (const [variant, quantity] of lines) {
    await store.services.cart.add(shopper.ctx, {
      price: variant.price,
      quantity,
      shopify_variant_id: variant.variantId,
      shopify_product_id: variant.productId,
      is_bundle: false,
    });
  }
}

export async function setStock(store: TestStore, variant: Stocked, stock: number) {
  await store.database.rows(sql`update variants set stock = ${stock} where id = ${variant.variantId}`);
  store.kernel.cacheTags.drop(['catalog']);
}

export async function stockOf(store: TestStore, variant: Stocked): Promise<number> {
  const [row] = await store.database.rows<{ stock: number }>(
    sql`select stock from variants where id = ${variant.variantId}`,
  );
  return row?.stock ?? -1;
}

export function placeOrder(
  store: TestStore,
  shopper: Shopper,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return store.call({
    method: 'POST',
    url: '/api/v2/app/orders',
    headers: { ...shopper.headers, ...headers },
    payload: { address_id: shopper.addressId, ...body },
  });
}

/** Places the order and expects it placed: its body's `data`. */
export async function placed(store: TestStore, shopper: Shopper, body: Record<string, unknown> = {}) {
  const response = await placeOrder(store, shopper, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export function cancelOrder(store: TestStore, shopper: Shopper, orderId: number, headers: Record<string, string> = {}) {
  return store.call({
    method: 'DELETE',
    url: `/api/v2/app/orders?order_id=${orderId}`,
    headers: { ...shopper.headers, ...headers },
  });
}

export async function countOrders(store: TestStore, userId: number): Promise<number> {
  const [row] = await store.database.rows<{ n: number }>(
    sql`select count(*)::int as n from orders where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

/** How many responses answered each status: what a race's outcome is stated in. */
export const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((count, response) => {
    count[response.statusCode] = (count[response.statusCode] ?? 0) + 1;
    return count;
  }, {});
