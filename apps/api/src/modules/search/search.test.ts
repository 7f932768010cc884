import { catalog } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const search = (payload: object) => store.call({ method: 'POST', url: '/api/v2/app/search', payload });
const filter = (payload: object) => store.call({ method: 'POST', url: '/api/v2/app/search/filter', payload });
const BLANK = 'الكلمة المفتاحية فارغة، لا يمكن تنفيذ البحث.';

describe('POST /app/search', () => {
  it("refuses a blank keyword with 422, the spec's exact message, and no database query", async () => {
    const rows = vi.spyOn(store.database, 'rows');
    for (const keyword of [undefined, '', '   ', '\u0640\u064E']) {
      const response = await search(keyword === undefined ? {} : { keyword });
      expectArabicError(response, 422);
      expect(response.json().message).toBe(BLANK);
      expect(response.json().errors.keyword).toEqual([BLANK]);
    }
    expect(rows).not.toHaveBeenCalled();
    rows.mockRestore();
  });

  it('answers {data, page, limit, total, total_pages} of product cards', async () => {
    const response = await search({ keyword: 'سيرافي', page: 1, limit: 5 });
    expect(response.statusCode).toBe(200);
    const body = catalog.searchRoute.response.parse(response.json());
    expect(body.page).toBe(1);
    expect(body.limit).toBe(5);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.total_pages).toBe(Math.ceil(body.total / 5));
    expect(body.data.every((p) => p.brand.name_en === 'CeraVe')).toBe(true);
  });

  it('treats cerave, CERAVE, سيرافي and سيرا في as the same brand', async () => {
    const ids = async (keyword: string) =>
      ((await search({ keyword, limit: 100 })).json().data as Array<{ id: number }>).map((p) => p.id).sort();
    const latin = await ids('cerave');
    expect(latin.length).toBeGreaterThan(0);
    expect(await ids('CERAVE')).toEqual(latin);
    expect(await ids('سيرافي')).toEqual(latin);
    expect(await ids('سيرا في')).toEqual(latin);
  });

  it('sorts by price both ways when asked (sort_type defaults to asc)', async () => {
    const asc = (
      await search({ keyword: 'كريم', sort_key: 'price', limit: 50, filters: { availability: 'in_stock' } })
    ).json();
    const prices = asc.data.map((p: { price: number }) => p.price);
    // Several different prices, or any order would pass as sorted.
    expect(new Set(prices).size).toBeGreaterThan(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (
      await search({
        keyword: 'كريم',
        sort_key: 'price',
        sort_type: 'desc',
        limit: 50,
        filters: { availability: 'in_stock' },
      })
    ).json();
    const descending = desc.data.map((p: { price: number }) => p.price);
    expect(new Set(descending).size).toBeGreaterThan(5);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('pages without repeating products, and the pages add up to the total', async () => {
    const first = (await search({ keyword: 'كريم', page: 1, limit: 10 })).json();
    expect(first.total_pages).toBeGreaterThan(2);
    const seen = new Set<number>();
    for (let page = 1; page <= first.total_pages; page++) {
      const body = (await search({ keyword: 'كريم', page, limit: 10 })).json();
      for (const p of body.data) seen.add(p.id);
    }
    expect(seen.size).toBe(first.total);
  });

  it('answers an empty page past the end', async () => {
    const body = (await search({ keyword: 'كريم', page: 9999, limit: 10 })).json();
    expect(body.data).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
  });

  it('finds nothing (not everything) for a word the catalogue has never heard of', async () => {
    const body = (await search({ keyword: 'qzxv' })).json();
    expect(body.total).toBe(0);
    expect(body.data).toEqual([]);
  });

  it('treats SQL and HTML in a keyword as text', async () => {
    for (const keyword of ["' or 1=1 --", '<script>alert(1)</script>', '%_\\']) {
      const response = await search({ keyword });
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('POST /app/search/filter', () => {
  it('filters by brand, price range and availability, keyword optional', async () => {
    const brands = (await store.call({ method: 'GET', url: '/api/v2/app/brands?limit=100' })).json().data;
    const cerave = brands.find((b: { name_en: string }) => b.name_en === 'CeraVe');
    const body = catalog.searchFilterRoute.response.parse(
      (
        await filter({
          filters: { brands: [cerave.id], price_min: 5000, price_max: 60000, availability: 'in_stock' },
          limit: 100,
        })
      ).json(),
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.data).toHaveLength(body.total);
    for (const p of body.data) {
      expect(p.brand.id).toBe(cerave.id);
      expect(p.price).toBeGreaterThanOrEqual(5000);
      expect(p.price).toBeLessThanOrEqual(60000);
      expect(p.available).toBe(true);
    }
  });

  it('filters by a parent category, including its children', async () => {
    const tree = (await store.call({ method: 'GET', url: '/api/v2/app/categories' })).json().data;
    const root = tree[0];
    expect(root.children.length).toBeGreaterThan(0);
    expect(root.product_count).toBeGreaterThan(0);
    const childIds = new Set([root.id, ...root.children.map((c: { id: number }) => c.id)]);
    const body = (await filter({ filters: { categories: [root.id] }, limit: 100 })).json();
    expect(body.total).toBe(root.product_count);
    expect(body.data).toHaveLength(Math.min(100, body.total));
    for (const p of body.data) expect(childIds.has(p.category.id)).toBe(true);
    // Products of the children are there, not only the parent's own.
    expect(body.data.some((p: { category: { id: number } }) => p.category.id !== root.id)).toBe(true);
  });

  it('answers facets of what the keyword matches', async () => {
    const body = (await filter({ keyword: 'شامبو' })).json();
    expect(body.facets.brands.length).toBeGreaterThan(0);
    expect(body.facets.price.max).toBeGreaterThanOrEqual(body.facets.price.min);
    const counted = body.facets.brands.reduce((sum: number, b: { count: number }) => sum + b.count, 0);
    expect(counted).toBe(body.total);
  });

  it('refuses unknown filters and inverted types with 422', async () => {
    expectArabicError(await filter({ filters: { colour: 'red' } }), 422);
    expectArabicError(await filter({ filters: { brands: 'cerave' } }), 422);
    expectArabicError(await filter({ sort_key: 'random' }), 422);
    expectArabicError(await filter({ sort_type: 'up' }), 422);
  });
});
