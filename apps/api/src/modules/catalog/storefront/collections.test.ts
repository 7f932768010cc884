import { catalog, collectionKinds } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { startTestStore, type TestStore } from '../../../../test/harness';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const get = (url: string) => store.call({ method: 'GET', url });

describe('GET /app/collections', () => {
  it.each(collectionKinds)('lists %s collections, each with products', async (kind) => {
    const body = catalog.collectionsRoute.response.parse((await get(`/api/v2/app/collections?kind=${kind}`)).json());
    expect(body.data.length).toBeGreaterThan(0);
    for (const collection of body.data) {
      expect(collection.kind).toBe(kind);
      expect(collection.product_count).toBeGreaterThan(0);
    }
  });

  it('lists featured collections for the home page', async () => {
    const body = (await get('/api/v2/app/collections?featured=1')).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c: { featured: boolean }) => c.featured)).toBe(true);
  });

  it('refuses an unknown kind', async () => {
    expectArabicError(await get('/api/v2/app/collections?kind=shoes'), 422);
  });
});

describe('GET /app/collections/{id}', () => {
  // In stock first, in its own order and in each sort: in-stock-first.test.ts.
  it("pages a collection's products and sorts them by price on request", async () => {
    const first = catalog.collectionProductsRoute.response.parse(
      (await get('/api/v2/app/collections/1?limit=5')).json(),
    );
    expect(first.collection.id).toBe(1);
    expect(first.total).toBe(first.collection.product_count);
    expect(first.total).toBeGreaterThan(5);
    expect(first.data).toHaveLength(5);
    const sorted = catalog.collectionProductsRoute.response.parse(
      (await get('/api/v2/app/collections/1?limit=100&sort_key=price&sort_type=desc')).json(),
    );
    const inStock = sorted.data.filter((p) => p.available).map((p) => p.price);
    // Several prices, or any order would pass as sorted.
    expect(new Set(inStock).size).toBeGreaterThan(2);
    expect(inStock).toEqual([...inStock].sort((a, b) => b - a));
  });

  it('answers 404 in Arabic for an unknown collection', async () => {
    expectArabicError(await get('/api/v2/app/collections/99999'), 404);
  });
});

describe('offers', () => {
  it('filters products on sale (compare_at above price)', async () => {
    const body = (
      await store.call({
        method: 'POST',
        url: '/api/v2/app/search/filter',
        payload: { filters: { on_sale: true }, limit: 50 },
      })
    ).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.data).toHaveLength(Math.min(50, body.total));
    for (const p of body.data) expect(p.compare_at).toBeGreaterThan(p.price);
  });
});
