import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestStore } from '../harness';
import type { Stocked } from './orders';
import { addLine, newCart, type Seller } from './seller-carts';

/** A seller cart holding `lines`, made and filled through the seller-cart calls. */
export async function sellerCart(
  store: TestStore,
  seller: Seller,
  lines: Array<[Stocked, number]>,
  name = 'سلة مريم',
): Promise<number> {
  const cartId = await newCart(store, seller, name);
  for (const [variant, quantity] of lines) await addLine(store, seller, variant.variantId, quantity, cartId);
  return cartId;
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
