import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type TestStore } from '../harness';

/** What the wishlist tests share: fresh customers, variants nobody else's test uses, and the calls. */

const BASE = '/api/v2/app/wishlist';
let numbers = 0;

export interface Customer {
  id: number;
  token: string;
}

/** A customer of her own for each test, so no test sees another's wishlist. */
export async function newCustomer(store: TestStore): Promise<Customer> {
  numbers += 1;
  const mobile = `0772${String(process.pid % 1000).padStart(3, '0')}${String(numbers).padStart(4, '0')}`;
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), mobile, 'customer');
  const { jwt_token } = await store.signIn(user.mobile);
  return { id: user.id, token: jwt_token };
}

/** Variants of active products, with their product ids, the first `count` of the catalogue. */
export async function activeVariants(
  store: TestStore,
  count: number,
): Promise<Array<{ variantId: number; productId: number }>> {
  const rows = await store.database.rows<{ id: number; product_id: number }>(sql`
    select v.id, v.product_id from variants v join products p on p.id = v.product_id
    where p.status = 'active' order by v.id limit ${count}`);
  expect(rows).toHaveLength(count);
  return rows.map((row) => ({ variantId: row.id, productId: row.product_id }));
}

export interface WishlistCalls {
  list(token: string | undefined, query?: string): Promise<LightMyRequestResponse>;
  add(token: string | undefined, body: unknown): Promise<LightMyRequestResponse>;
  remove(token: string | undefined, query: string): Promise<LightMyRequestResponse>;
  move(token: string | undefined, variantId: number | string, body: unknown): Promise<LightMyRequestResponse>;
  categories(token: string | undefined): Promise<LightMyRequestResponse>;
  createCategory(token: string | undefined, body: unknown): Promise<LightMyRequestResponse>;
  renameCategory(token: string | undefined, id: number | string, body: unknown): Promise<LightMyRequestResponse>;
  deleteCategory(token: string | undefined, id: number | string): Promise<LightMyRequestResponse>;
  /** A new list of the caller's, by name: its id. */
  newList(token: string, name: string): Promise<number>;
  /** The caller's rows as stored: variant and list, by variant. */
  rows(userId: number): Promise<Array<{ variant_id: number; category_id: number | null }>>;
}

const auth = (token: string | undefined) => (token ? bearer(token) : {});

export function wishlistCalls(store: TestStore): WishlistCalls {
  const calls: WishlistCalls = {
    list: (token, query = '') => store.call({ method: 'GET', url: `${BASE}${query}`, headers: auth(token) }),
    add: (token, body) => store.call({ method: 'POST', url: BASE, headers: auth(token), payload: body as object }),
    remove: (token, query) => store.call({ method: 'DELETE', url: `${BASE}/delete${query}`, headers: auth(token) }),
    move: (token, variantId, body) =>
      store.call({
        method: 'PUT',
        url: `${BASE}/${variantId}/category`,
        headers: auth(token),
        payload: body as object,
      }),
    categories: (token) => store.call({ method: 'GET', url: `${BASE}/category`, headers: auth(token) }),
    createCategory: (token, body) =>
      store.call({ method: 'POST', url: `${BASE}/category`, headers: auth(token), payload: body as object }),
    renameCategory: (token, id, body) =>
      store.call({ method: 'POST', url: `${BASE}/category/${id}`, headers: auth(token), payload: body as object }),
    deleteCategory: (token, id) =>
      store.call({ method: 'DELETE', url: `${BASE}/category/${id}`, headers: auth(token) }),
    async newList(token, name) {
      const response = await calls.createCategory(token, { name });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id;
    },
    rows: (userId) =>
      store.database.rows<{ variant_id: number; category_id: number | null }>(
        sql`select variant_id, category_id from wishlist_items where user_id = ${userId} order by variant_id`,
      ),
  };
  return calls;
}
