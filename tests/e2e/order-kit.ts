import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { hydrated } from './session';

/** What the order journeys share (the customer's orders page, the staff desk): API calls as the browser, an order. */

/** Goes to `path` on the store and waits for the page to settle. */
export async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await hydrated(page);
}

/** An API call as the signed-in browser makes it (through the storefront, with its session cookies). */
export async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await page.request.fetch(`${baseUrl()}/api/v2${path}`, {
    method,
    headers: { Accept: 'application/json', ...headers },
    data: body,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface Variant {
  id: number;
  sku: string;
  price: number;
  stock: number;
}

/** Saves a delivery address in Baghdad for the signed-in shopper (the first one is the active one). */
export async function addBaghdadAddress(page: Page): Promise<void> {
  const cities = await page.request.get(`${baseUrl()}/api/v2/app/cities`);
  const baghdad = ((await cities.json()) as { new_data: Array<{ id: number; name: string }> }).new_data.find(
    (city) => city.name === 'بغداد',
  );
  await api(page, 'POST', '/app/profile/addresses', {
    name: 'نور حسين',
    mobile: '07701234567',
    city_id: baghdad?.id,
    region: 'المنصور',
    address: 'شارع 14 رمضان، دار 7',
  });
}

/**
 * A cash-on-delivery order of two units of each of two products in stock, to an address in Baghdad, placed as the
 * checkout page would (an Idempotency-Key on the order). Returns the order's id and number.
 */
export async function placeOrder(page: Page): Promise<{ id: number; number: string; units: number }> {
  await addBaghdadAddress(page);
  let units = 0;
  for (let productId = 1, lines = 0; lines < 2 && productId < 40; productId++) {
    const product = await api<{ vendor: string; title: string; variants: Variant[] }>(
      page,
      'GET',
      `/app/products/details?product_id=${productId}`,
    );
    const variant = product.variants.find((candidate) => candidate.stock >= 5);
    if (!variant) continue;
    await api(page, 'POST', '/app/cart/items', {
      price: variant.price,
      quantity: 2,
      shopify_variant_id: variant.id,
      shopify_variant_sku: variant.sku,
      shopify_product_id: productId,
      vendor: product.vendor,
      title: product.title,
      is_bundle: false,
    });
    lines += 1;
    units += 2;
  }
  const order = await api<{ id: number; number: string }>(
    page,
    'POST',
    '/app/orders',
    { wallet: 0 },
    { 'Idempotency-Key': `e2eorder${Date.now()}` },
  );
  return { ...order, units };
}
