import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestStore } from '../harness';
import { newSeller as newSellerOf, type Seller } from './seller-carts';

/**
 * What the sellers' earnings and shared-cart tests share: sellers of their own, an order of theirs with its pending
 * earning (written as the seller-order flow writes it, for figures chosen by the test), staff moves, and the seller's wallet as stored.
 */

export type { Seller } from './seller-carts';

/** A fresh influencer (or pharmacist) account and its session. */
export function newSeller(store: TestStore, role: 'influencer' | 'pharmacist' = 'influencer'): Promise<Seller> {
  return newSellerOf(store, role, 'نور البائعة');
}

/**
 * An order the seller placed for a receiver, goods worth `base`, and its pending earning at `percent`, written as the
 * seller-order flow writes them (the figures the test chooses, without a cart priced to match).
 */
export async function sellerOrder(
  store: TestStore,
  seller: Seller,
  base: number,
  percent = 10,
  receiver = 'مريم حسن',
): Promise<{ id: number; number: string }> {
  const address = { name: receiver, mobile: '+9647712345678', city: 'بغداد', region: 'المنصور', address: 'شارع 14' };
  const [order] = await store.database.rows<{ id: number; number: string }>(sql`
    insert into orders (number, user_id, placed_by, subtotal, discount, shipping_price, wallet_used, total, city_id,
      address)
    values ('WB-' || nextval('order_number_seq'), ${seller.id}, 'influencer', ${base}, 0, 5000, 0, ${base + 5000}, 1,
      ${JSON.stringify(address)}::jsonb)
    returning id, number`);
  if (!order) throw new Error('order insert returned nothing');
  await store.services.earnings.open(store.ctx(), {
    orderId: order.id,
    sellerId: seller.id,
    source: 'order',
    base,
    percent,
  });
  return order;
}

/** The staff desk's move of an order to `status`, answered 200. */
export async function staffMove(store: TestStore, staff: Record<string, string>, orderId: number, status: string) {
  const response = await store.call({
    method: 'POST',
    url: `/api/v2/admin/orders/${orderId}/status`,
    headers: staff,
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Moves an order from pending to delivered, as the desk does. */
export async function deliver(store: TestStore, staff: Record<string, string>, orderId: number) {
  for (const status of ['confirmed', 'shipped', 'delivered']) await staffMove(store, staff, orderId, status);
}

export async function walletOf(store: TestStore, userId: number) {
  const [balance] = await store.database.rows<{ balance: number }>(
    sql`select balance from wallet_balances where user_id = ${userId}`,
  );
  const entries = await store.database.rows<{ amount: number; reason: string; order_id: number; note: string | null }>(
    sql`select amount, reason, order_id, note from wallet_entries where user_id = ${userId} order by id`,
  );
  return { balance: balance?.balance ?? 0, entries };
}

export async function earningOf(store: TestStore, orderId: number) {
  const [row] = await store.database.rows<{
    state: string;
    base: number;
    amount: number;
    settled_at: Date | string | null;
  }>(sql`select state, base, amount, settled_at from seller_earnings where order_id = ${orderId}`);
  return row;
}
