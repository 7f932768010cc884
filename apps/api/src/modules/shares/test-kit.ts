import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestStore } from '../../../test/harness';
import type { Seller } from '../earnings/test-kit';
import type { Stocked } from '../orders/test-kit';

let carts = 0;

/** A seller cart of `lines` (written as the seller-carts module keeps them), not the active one. */
export async function sellerCart(
  store: TestStore,
  seller: Seller,
  lines: Array<[Stocked, number]>,
  name = 'سلة مريم',
): Promise<number> {
  carts += 1;
  const [cart] = await store.database.rows<{ id: number }>(sql`
    insert into carts (owner_id, kind, name, location, region, is_active)
    values (${seller.id}, 'seller', ${name}, 'بغداد', 'المنصور', false) returning id`);
  if (!cart) throw new Error('cart insert returned nothing');
  for (const [variant, quantity] of lines) {
    await store.database.rows(
      sql`insert into cart_items (cart_id, variant_id, quantity) values (${cart.id}, ${variant.variantId}, ${quantity})`,
    );
  }
  return cart.id;
}

/** A contact in the seller's book. */
export async function contactOf(store: TestStore, seller: Seller, name = 'مريم', mobile = '+9647712345678') {
  const [row] = await store.database.rows<{ id: number }>(sql`
    insert into seller_book (owner_id, name, mobile, city_id, region, address)
    values (${seller.id}, ${name}, ${mobile}, 1, 'المنصور', 'شارع 14') returning id`);
  if (!row) throw new Error('book insert returned nothing');
  return row.id;
}

/** Shares the cart through the API, expecting a link: the answer's `data`. */
export async function shared(store: TestStore, seller: Seller, body: Record<string, unknown>) {
  const response = await store.call({
    method: 'POST',
    url: '/api/v2/app/seller/share-cart',
    headers: seller.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; url: string; token: string; share_text: string; whatsapp_url: string };
}
