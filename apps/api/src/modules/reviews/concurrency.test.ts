import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestStore, type TestStore } from '../../../test/harness';
import { newShopper, stockedVariant } from '../../../test/kits/orders';
import { inTransaction } from '../../context';

/**
 * One review per person and product under concurrent writes (a double tap, two devices at once): the requests really
 * overlap (Promise.all); on PostgreSQL (TEST_DATABASE_URL) each runs on a connection of its own. The service's write is
 * raced too without the HTTP layer's per-caller lock, so the one statement's upsert is what keeps one row.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => store?.close());

const reviewsOf = (userId: number, productId: number) =>
  store.database.rows<{ id: number; rating: number }>(
    sql`select id, rating from reviews where user_id = ${userId} and product_id = ${productId}`,
  );

describe('racing writes of one person', () => {
  it('two devices writing at once leave one review, one of theirs', async () => {
    const product = (await stockedVariant(store, 5)).productId;
    const shopper = await newShopper(store);
    const second = bearer((await store.signIn(shopper.mobile)).jwt_token);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5, 1, 2, 3].map((rating, i) =>
        store.call({
          method: 'POST',
          url: '/api/v2/app/reviews',
          headers: i % 2 ? second : shopper.headers,
          payload: { product_id: product, rating },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const rows = await reviewsOf(shopper.id, product);
    expect(rows).toHaveLength(1);
    expect(new Set(responses.map((response) => response.json().data.id))).toEqual(new Set([rows[0]?.id]));
  });

  it('the upsert alone keeps one row when transactions race without the caller lock', async () => {
    const product = (await stockedVariant(store, 5)).productId;
    const shopper = await newShopper(store);
    const results = await Promise.allSettled(
      [5, 4, 3, 2, 1].map((rating) =>
        inTransaction(shopper.ctx, (tx) => store.services.reviews.write(tx, { product_id: product, rating })),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('fulfilled'));
    const rows = await reviewsOf(shopper.id, product);
    expect(rows).toHaveLength(1);
    expect((await store.services.reviews.page(store.ctx(), product, 1, 10, null)).summary.count).toBe(1);
  });
});
