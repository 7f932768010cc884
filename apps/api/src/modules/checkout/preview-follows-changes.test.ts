import { checkout } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { cancelOrder, fillCart, newShopper, placed, type Shopper, stockedVariant } from '../../../test/kits/orders';

/**
 * The checkout preview keeps the shopper's addresses and wallet balance in memory (issue 25: it is asked on every
 * keystroke of a code), so what the shopper, the staff desk or an order changes must show on the very next preview.
 * The cache time is an hour here: nothing below can pass by waiting.
 */
let store: TestStore;
let staffToken: string;
beforeAll(async () => {
  store = await startTestStore({ CACHE_TTL_SECONDS: '3600' });
  staffToken = (await store.signIn(DEMO.staff)).jwt_token;
});
afterAll(() => store?.close());

async function preview(shopper: Shopper, query = '') {
  const response = await store.call({
    method: 'GET',
    url: `/api/v2/app/invoice/details?${query}`,
    headers: shopper.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return checkout.invoiceDetailsRoute.response.parse(response.json()).data;
}

async function call(shopper: Shopper, method: 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await store.call({ method, url: `/api/v2${url}`, headers: shopper.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Baghdad's delivery fee in the seed; Basra's. */
const BAGHDAD = { id: 1, fee: 5_000 };
const BASRA = { id: 2, fee: 7_000 };

describe('the checkout preview, right after a change', () => {
  it('prices delivery to the address the shopper has just added, made active, or left after a delete', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 12_000);
    await fillCart(store, shopper, [[variant, 1]]);
    expect((await preview(shopper)).delivery_fee).toBe(BAGHDAD.fee);

    const basra = await call(shopper, 'POST', '/app/profile/addresses', {
      name: 'زينب علي',
      mobile: '07701234567',
      city_id: BASRA.id,
      address: 'العشار، شارع الكورنيش',
      is_active: true,
    });
    expect((await preview(shopper)).delivery_fee).toBe(BASRA.fee);

    await call(shopper, 'POST', `/app/profile/addresses/activate/${shopper.addressId}`);
    expect((await preview(shopper)).delivery_fee).toBe(BAGHDAD.fee);
    expect((await preview(shopper, `address_id=${basra.data.id}`)).delivery_fee).toBe(BASRA.fee);

    // The active one deleted: the one left takes its place, and the deleted one is no longer the shopper's.
    await call(shopper, 'DELETE', `/app/profile/addresses/${shopper.addressId}`);
    expect((await preview(shopper)).delivery_fee).toBe(BASRA.fee);
    const gone = await store.call({
      method: 'GET',
      url: `/api/v2/app/invoice/details?address_id=${shopper.addressId}`,
      headers: shopper.headers,
    });
    expectArabicError(gone, 404);
  });

  it('shows the wallet credited by staff, spent by an order and given back by its cancel', async () => {
    const shopper = await newShopper(store);
    const variant = await stockedVariant(store, 10, 12_000);
    await fillCart(store, shopper, [[variant, 2]]);
    expect((await preview(shopper)).wallet_balance).toBe(0);

    const credited = await store.call({
      method: 'POST',
      url: `/api/v2/admin/customers/${shopper.id}/wallet`,
      headers: bearer(staffToken),
      payload: { direction: 'credit', amount: 25_000, reason: 'تعويض عن تأخير التوصيل' },
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(await preview(shopper, 'wallet=10000')).toMatchObject({ wallet_balance: 25_000, wallet_used: 10_000 });

    const order = await placed(store, shopper, { wallet: 10_000 });
    await fillCart(store, shopper, [[variant, 1]]);
    expect((await preview(shopper)).wallet_balance).toBe(15_000);

    expect((await cancelOrder(store, shopper, order.id)).statusCode).toBe(200);
    expect((await preview(shopper)).wallet_balance).toBe(25_000);
  });
});
