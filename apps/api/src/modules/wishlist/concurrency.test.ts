import { MAX_WISHLIST_CATEGORIES } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../test/harness';
import { activeVariants, newCustomer, type WishlistCalls, wishlistCalls } from '../../../test/kits/wishlist';

/**
 * The wishlist under one person's overlapping requests (a double tap on the heart, two devices). On PostgreSQL each
 * request runs on a connection of its own (TEST_DATABASE_URL); PGlite runs one statement at a time, and the rules
 * hold there too.
 */
let store: TestStore;
let api: WishlistCalls;
beforeAll(async () => {
  store = await startTestStore();
  api = wishlistCalls(store);
});
afterAll(() => store?.close());

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();

describe('racing requests of one person', () => {
  it('a double add of one variant makes one entry, and both taps hear success', async () => {
    const [variant] = await activeVariants(store, 1);
    for (let round = 0; round < 5; round++) {
      const customer = await newCustomer(store);
      const racing = await Promise.all(
        Array.from({ length: 4 }, () => api.add(customer.token, { shopify_variant_id: variant?.variantId })),
      );
      expect(statuses(racing), racing.map((r) => r.body).join('\n')).toEqual([200, 200, 200, 200]);
      expect(await api.rows(customer.id)).toHaveLength(1);
    }
  });

  it('lists of one name (in any letter case) created at once: one is made, the others hear 409', async () => {
    const customer = await newCustomer(store);
    const racing = await Promise.all(
      ['Summer', 'summer', 'SUMMER'].map((name) => api.createCategory(customer.token, { name })),
    );
    expect(statuses(racing)).toEqual([200, 409, 409]);
    expect((await api.categories(customer.token)).json().data).toHaveLength(1);
  });

  it(`lists created at once past the limit: never more than ${MAX_WISHLIST_CATEGORIES}`, async () => {
    const customer = await newCustomer(store);
    for (let i = 0; i < MAX_WISHLIST_CATEGORIES - 1; i++) await api.newList(customer.token, `ق ${i}`);
    const racing = await Promise.all(
      Array.from({ length: 3 }, (_, i) => api.createCategory(customer.token, { name: `أخيرة ${i}` })),
    );
    expect(statuses(racing)).toEqual([200, 409, 409]);
    expect((await api.categories(customer.token)).json().data).toHaveLength(MAX_WISHLIST_CATEGORIES);
  });
});
