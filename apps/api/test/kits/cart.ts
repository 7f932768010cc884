import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, type TestStore } from '../harness';
import { numberedPerStore } from './numbering';

/** Test data for the cart's tests, arranged by each test: variants with a known stock, customers of their own. */

export interface TestVariant {
  variantId: number;
  productId: number;
  price: number;
}

const nextVariant = numberedPerStore();

/** An active product's variant, not used by another test of the file, with its stock set to `stock`. */
export async function variantWithStock(store: TestStore, stock: number): Promise<TestVariant> {
  const rows = await store.database.rows<{ id: number; product_id: number; price: number }>(sql`
    select v.id, v.product_id, v.price from variants v join products p on p.id = v.product_id
    where p.status = 'active' order by v.id offset ${nextVariant(store)} limit 1`);
  const row = rows[0];
  expect(row).toBeDefined();
  if (!row) throw new Error('no variant');
  await store.database.rows(sql`update variants set stock = ${stock} where id = ${row.id}`);
  // The cart reads display data through the catalogue's cache: start from the database's truth.
  store.kernel.cacheTags.drop([`product:${row.product_id}`]);
  return { variantId: row.id, productId: row.product_id, price: row.price };
}

const nextCustomer = numberedPerStore();

/** A fresh customer account and its access token. */
export async function newCustomer(store: TestStore): Promise<{ token: string; headers: Record<string, string> }> {
  const mobile = `07705${String(process.pid % 1000).padStart(3, '0')}${String(nextCustomer(store)).padStart(3, '0')}`;
  await store.services.accounts.createOrPromote(store.ctx(), mobile, 'customer', 'زبونة');
  const tokens = await store.signIn(`+964${mobile.slice(1)}`);
  return { token: tokens.jwt_token, headers: bearer(tokens.jwt_token) };
}

/** The spec §3 add-to-cart payload for a variant, as the storefront sends it. */
export function addPayload(variant: TestVariant, quantity: number | string = 1) {
  return {
    price: 1,
    compare_at: null,
    quantity,
    shopify_variant_id: variant.variantId,
    shopify_variant_sku: 'ignored',
    shopify_product_id: variant.productId,
    vendor: 'ignored',
    title: 'عنوان من المتصفح',
    image_path: null,
    is_bundle: false,
  };
}
