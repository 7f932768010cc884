import { catalog, type ProductCard, searchSortKeys } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../../test/harness';

/**
 * "Out of stock last" (docs/decisions.md): in every listing and every sort, relevance included, the products that
 * can be bought come first. Each test takes the product a listing shows first, sells it out through the database
 * and reads the listing again: the product must drop below everything still in stock. Caching is off so the
 * second read sees the change; the database is this file's own copy.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ CACHE_TTL_SECONDS: '0' });
});
afterAll(() => store?.close());

const get = (url: string) => store.call({ method: 'GET', url });
const post = (url: string, payload: object) => store.call({ method: 'POST', url, payload });

/** Sells the products out (every variant at 0, as the catalogue writer keeps `in_stock`), runs `check`, puts them back. */
async function whileSoldOut(ids: number[], check: () => Promise<void>): Promise<void> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const saved = await store.database.rows<{ id: number; stock: number }>(
    sql`select id, stock from variants where product_id in (${list})`,
  );
  expect(saved.length).toBeGreaterThanOrEqual(ids.length);
  await store.database.rows(sql`update variants set stock = 0 where product_id in (${list})`);
  await store.database.rows(sql`update products set in_stock = false where id in (${list})`);
  try {
    await check();
  } finally {
    for (const { id, stock } of saved)
      await store.database.rows(sql`update variants set stock = ${stock} where id = ${id}`);
    await store.database.rows(sql`update products p set in_stock = exists (
      select 1 from variants v where v.product_id = p.id and v.stock > 0) where p.id in (${list})`);
  }
}

/** In stock, then out of stock, with both present (a list of one kind would prove nothing). */
function expectInStockFirst(cards: ProductCard[]) {
  const flags = cards.map((card) => card.available);
  expect(flags).toContain(true);
  expect(flags).toContain(false);
  expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
}

/**
 * The listing's first product, sold out, goes below every product in stock. `load` must answer the whole listing
 * (the callers check it fits in one page), so the product is still in it.
 */
async function expectFirstSinksWhenSoldOut(load: () => Promise<ProductCard[]>) {
  const before = await load();
  const first = before[0] as ProductCard;
  expect(before.length).toBeGreaterThan(1);
  expect(first.available).toBe(true);
  await whileSoldOut([first.id], async () => {
    const after = await load();
    expect(after.map((card) => card.id).sort()).toEqual(before.map((card) => card.id).sort());
    expectInStockFirst(after);
    expect(after.find((card) => card.id === first.id)?.available).toBe(false);
  });
}

/** A whole listing that fits in one page of 100: its total says so. */
async function wholeListing(response: Promise<{ json(): unknown }>): Promise<ProductCard[]> {
  const body = (await response).json() as { data: ProductCard[]; total: number };
  expect(body.total).toBeLessThanOrEqual(100);
  expect(body.data).toHaveLength(body.total);
  return body.data;
}

const sorts = searchSortKeys.flatMap((sort_key) => [
  { sort_key, sort_type: 'asc' as const },
  { sort_key, sort_type: 'desc' as const },
]);

describe('a keyword search', () => {
  it('lists an in-stock product above an out-of-stock one that matches the keyword better', async () => {
    // Two products carry a word no other product has: one in its title (1.5× relevance), one elsewhere (1×).
    const picked = await store.database.rows<{ id: number }>(
      sql`select id from products where status = 'active' and in_stock order by id limit 2`,
    );
    expect(picked).toHaveLength(2);
    const [better, weaker] = picked.map((row) => row.id) as [number, number];
    await store.database.rows(sql`insert into search_terms (term, doc_count) values ('stockprobe', 2)`);
    await store.database.rows(sql`update products set title_words = title_words || '{stockprobe}',
      search_words = search_words || '{stockprobe}' where id = ${better}`);
    await store.database.rows(
      sql`update products set search_words = search_words || '{stockprobe}' where id = ${weaker}`,
    );
    const ranked = async () => {
      const body = catalog.searchRoute.response.parse(
        (await post('/api/v2/app/search', { keyword: 'stockprobe' })).json(),
      );
      return body.data.map((card) => [card.id, card.available]);
    };

    expect(await ranked()).toEqual([
      [better, true],
      [weaker, true],
    ]);
    await whileSoldOut([better], async () => {
      expect(await ranked()).toEqual([
        [weaker, true],
        [better, false],
      ]);
    });
  });

  it.each(sorts)('puts the products that can be bought first, sorted by $sort_key $sort_type', async (sort) => {
    await expectFirstSinksWhenSoldOut(() =>
      wholeListing(post('/api/v2/app/search', { keyword: 'سيرافي', limit: 100, ...sort })),
    );
  });
});

describe('a filtered listing without a keyword', () => {
  it.each(sorts)('puts the products that can be bought first, sorted by $sort_key $sort_type', async (sort) => {
    const [cerave] = await store.database.rows<{ id: number }>(sql`select id from brands where slug = 'cerave'`);
    expect(cerave?.id).toEqual(expect.any(Number));
    await expectFirstSinksWhenSoldOut(() =>
      wholeListing(post('/api/v2/app/search/filter', { filters: { brands: [cerave?.id] }, limit: 100, ...sort })),
    );
  });
});

describe('a collection', () => {
  it.each<Record<string, string>>([
    {},
    { sort_key: 'price', sort_type: 'asc' },
    { sort_key: 'price', sort_type: 'desc' },
  ])('puts the products that can be bought first, in its own order or sorted (%o)', async (sort) => {
    // The first collection small enough to read whole, with a few products to order.
    const [collection] = await store.database.rows<{ id: number }>(sql`
        select collection_id as id from collection_products group by collection_id
        having count(*) between 3 and 100 order by collection_id limit 1`);
    expect(collection?.id).toEqual(expect.any(Number));
    const query = new URLSearchParams({ limit: '100', ...sort });
    await expectFirstSinksWhenSoldOut(() => wholeListing(get(`/api/v2/app/collections/${collection?.id}?${query}`)));
  });
});

describe('a brand, the free products and related products', () => {
  it("puts the brand's products that can be bought first", async () => {
    await expectFirstSinksWhenSoldOut(() =>
      wholeListing(post('/api/v2/app/brand/products', { brand: 'CeraVe', limit: 100 })),
    );
  });

  it('puts the free products that can be bought first', async () => {
    await expectFirstSinksWhenSoldOut(() => wholeListing(get('/api/v2/app/products/free-products?limit=100')));
  });

  it('puts related products that can be bought first, even above a closer match that cannot', async () => {
    // A product with another of its brand and category (the closest match, listed first) and fewer than 100
    // related products in all, so the whole list is read.
    const [product] = await store.database.rows<{ id: number }>(sql`
      select p.id from products p
      where p.status = 'active'
        and exists (select 1 from products q where q.id <> p.id and q.status = 'active'
          and q.brand_id = p.brand_id and q.category_id = p.category_id)
        and (select count(*) from products q where q.id <> p.id and q.status = 'active'
          and (q.brand_id = p.brand_id or q.category_id = p.category_id)) between 3 and 100
      order by p.id limit 1`);
    expect(product?.id).toEqual(expect.any(Number));
    const related = async () => {
      const url = `/api/v2/app/product/related-products?product_id=${product?.id}&limit=100`;
      return catalog.relatedProductsRoute.response.parse((await get(url)).json()).data;
    };
    await expectFirstSinksWhenSoldOut(related);
  });
});
