import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CallerCtx } from '../../src/context';
import type { SellerRole } from '../../src/modules/earnings/terms';
import { bearer, type TestStore } from '../harness';
import { numberedPerStore } from './numbering';

/** What the seller tests share: sellers of their own, and the calls a seller's app makes (issue 14). */

export interface Seller {
  id: number;
  mobile: string;
  role: SellerRole;
  headers: Record<string, string>;
  ctx: CallerCtx;
}

let sellers = 0;

/** A new influencer or pharmacist, signed in. */
export async function newSeller(store: TestStore, role: SellerRole, name = 'سارة البائعة'): Promise<Seller> {
  sellers += 1;
  const local = `0751${String(process.pid % 100).padStart(2, '0')}${String(sellers).padStart(5, '0')}`;
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), local, role, name);
  const { jwt_token } = await store.signIn(user.mobile);
  const ctx: CallerCtx = { ...store.ctx(), caller: { id: user.id, role, sessionId: 'test' } };
  return { id: user.id, mobile: user.mobile, role, headers: bearer(jwt_token), ctx };
}

const BASE = '/api/v2/app';

/** A call as the seller's app makes it. */
export function sellerCall(
  store: TestStore,
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return store.call({
    method,
    url: `${BASE}${path}`,
    headers: { ...who.headers, ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** The call answered `status`; its JSON body. */
export async function expectStatus(response: Promise<LightMyRequestResponse>, status = 200) {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered.json();
}

/** Creates a cart and returns its id. */
export async function newCart(store: TestStore, seller: Seller, name = 'سلة زينب'): Promise<number> {
  const body = await expectStatus(sellerCall(store, seller, 'POST', '/seller/carts', { name, region: 'الكرادة' }));
  return body.data.id;
}

/** Adds `quantity` of a variant to a cart (the active one when no cart is named); the line's id. */
export async function addLine(
  store: TestStore,
  seller: Seller,
  variantId: number,
  quantity = 1,
  cartId?: number,
): Promise<number> {
  const body = await expectStatus(
    sellerCall(store, seller, 'POST', '/seller/carts/items', {
      variant_id: variantId,
      quantity,
      ...(cartId ? { cart_id: cartId } : {}),
    }),
  );
  return body.data.id;
}

/** A delivery point as a courier needs it, in Baghdad. */
export const receiverBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'أسماء حسين',
  mobile: '07901234567',
  city_id: 1,
  region: 'المنصور',
  address: 'شارع 14 رمضان، دار 7',
  landmark: 'قرب مطعم الساعة',
  ...overrides,
});

/** Adds an entry to the seller's book (contact or address, by role); its id. */
export async function newReceiver(store: TestStore, seller: Seller, overrides: Record<string, unknown> = {}) {
  const path = seller.role === 'influencer' ? '/contacts' : '/addresses';
  const body = await expectStatus(sellerCall(store, seller, 'POST', path, receiverBody(overrides)));
  return body.data.id as number;
}

/** Places `cartId` for `receiverId` as the seller's role does. */
export function placeSellerOrder(
  store: TestStore,
  seller: Seller,
  cartId: number,
  receiverId: number,
  pricing: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const path = seller.role === 'influencer' ? '/influencer/orders' : '/pharmacist/orders';
  const receiver = seller.role === 'influencer' ? { contact_id: receiverId } : { address_id: receiverId };
  return sellerCall(store, seller, 'POST', path, { cart_id: cartId, ...receiver, ...pricing }, headers);
}

const nextCrowd = numberedPerStore();

/** A seller of a crowd: her cart (active, holding the variant) and one receiver in her book. */
export interface CrowdSeller extends Seller {
  cartId: number;
  receiverId: number;
}

/**
 * `count` sellers of `role` at once, each with an active cart holding `quantity` of `variantId` and a receiver in
 * Baghdad, made in a few statements (the race tests need dozens; one by one through the API takes longer than the race).
 */
export async function sellerCrowd(
  store: TestStore,
  role: SellerRole,
  count: number,
  variantId: number,
  quantity = 1,
): Promise<CrowdSeller[]> {
  const prefix = `+9647590${String(process.pid % 100).padStart(2, '0')}${nextCrowd(store) + 1}`;
  const mobiles = `{${Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`).join(',')}}`;
  const rows = await store.database.rows<{ id: number; mobile: string; cart_id: number; receiver_id: number }>(sql`
    with made as (
      insert into users (mobile, name, user_type, registration_confirmed)
      select m, 'بائعة', ${role}, true from unnest(${mobiles}::text[]) as m returning id, mobile
    ), cart as (
      insert into carts (owner_id, kind, name, is_active) select id, 'seller', 'سلة', true from made
      returning id, owner_id
    ), line as (
      insert into cart_items (cart_id, variant_id, quantity) select id, ${variantId}, ${quantity} from cart
    ), book as (
      insert into seller_book (owner_id, name, mobile, city_id, region, address)
      select id, 'زبونة', '+9647901234567', 1, 'الكرادة', 'شارع 62' from made returning id, owner_id
    )
    select made.id, made.mobile, cart.id as cart_id, book.id as receiver_id
    from made join cart on cart.owner_id = made.id join book on book.owner_id = made.id`);
  const crowd: CrowdSeller[] = [];
  for (const row of rows) {
    const { jwt_token } = await store.signIn(row.mobile);
    const ctx: CallerCtx = { ...store.ctx(), caller: { id: row.id, role, sessionId: 'test' } };
    crowd.push({
      id: row.id,
      mobile: row.mobile,
      role,
      headers: bearer(jwt_token),
      ctx,
      cartId: row.cart_id,
      receiverId: row.receiver_id,
    });
  }
  return crowd;
}
