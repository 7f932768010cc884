import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestStore, type TestStore } from '../../test/harness';

/**
 * One Idempotency-Key, one write, however the repeats are timed against the first request's commit. A repeat whose
 * read of the stored answer is taken before that commit but whose lock is tried just after it would find the key
 * free and nothing stored, and run the write again (seen: 3 duplicates in 300 rounds when the read and the lock were
 * one statement). Repeats are staggered by fractions of a millisecond over many rounds; the race needs PostgreSQL's
 * real concurrency (`npm run test:pg`), and on PGlite the rounds check the same outcome one request at a time.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

/**
 * Staggers the repeats across the first request's commit (0 to ~8 ms, shifted each round): the race is the point, so
 * there is nothing to wait for — each round sends the repeats at other moments of the first one's life.
 */
const stagger = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('idempotency: a repeat racing the first request’s commit', () => {
  it('never runs the write twice for one key', async () => {
    const mobile = `07508${String(process.pid % 1000).padStart(3, '0')}001`;
    await store.services.accounts.createOrPromote(store.ctx(), mobile, 'customer', 'مراجعة');
    const headers = bearer((await store.signIn(`+964${mobile.slice(1)}`)).jwt_token);
    const [variant] = await store.database.rows<{ id: number; product_id: number }>(sql`
        select v.id, v.product_id from variants v join products p on p.id = v.product_id
        where p.status = 'active' and v.stock >= 50 order by v.id limit 1`);
    const payload = {
      price: 1,
      quantity: 1,
      shopify_variant_id: variant?.id,
      shopify_product_id: variant?.product_id,
    };
    let duplicated = 0;
    for (let round = 0; round < 80 && duplicated === 0; round++) {
      await store.call({ method: 'DELETE', url: '/api/v2/app/cart', headers });
      const key = `race-${round}-${Date.now()}`;
      const post = () =>
        store.call({
          method: 'POST',
          url: '/api/v2/app/cart/items',
          headers: { ...headers, 'idempotency-key': key },
          payload,
        });
      const calls = [post()];
      for (let i = 0; i < 8; i++) {
        await stagger((round % 5) * 0.3 + i * 0.9);
        calls.push(post());
      }
      await Promise.all(calls);
      const cart = (await store.call({ method: 'GET', url: '/api/v2/app/cart', headers })).json().data;
      if (cart.total_quantity !== 1) duplicated = cart.total_quantity;
    }
    expect(duplicated, 'one key added the unit more than once').toBe(0);
  }, 120_000);
});
