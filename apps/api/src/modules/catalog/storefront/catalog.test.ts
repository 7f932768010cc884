import { catalog, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { startTestStore, type TestStore } from '../../../../test/harness';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const get = (url: string) => store.call({ method: 'GET', url });
const post = (url: string, payload: object) => store.call({ method: 'POST', url, payload });

describe('GET /app/products/details', () => {
  it('answers a product with its gallery, variants, brand and whole-dinar prices', async () => {
    const response = await get('/api/v2/app/products/details?product_id=1');
    expect(response.statusCode).toBe(200);
    const body = catalog.productDetailsRoute.response.parse(response.json());
    const product = body.data;
    expect(product.id).toBe(1);
    expect(product.title).toMatch(/[\u0600-\u06FF]/);
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.variants.length).toBeGreaterThan(0);
    for (const variant of product.variants) {
      expect(Number.isInteger(variant.price)).toBe(true);
      expect(variant.available).toBe(variant.stock > 0);
    }
    expect(product.price).toBe(product.variants[0]?.price);
    expect(product.available).toBe(product.variants.some((v) => v.stock > 0));
    expect(product.breadcrumbs.at(-1)?.id).toBe(product.category.id);
  });

  it('names each active ingredient in Arabic, with its INCI name from the pack second', async () => {
    const [withVitaminC] = await store.database.rows<{ product_id: number }>(
      sql`select pi.product_id from product_ingredients pi join ingredients g on g.id = pi.ingredient_id
          where g.slug = 'vitamin-c' order by pi.product_id limit 1`,
    );
    const response = await get(`/api/v2/app/products/details?product_id=${withVitaminC?.product_id}`);
    const { ingredients } = catalog.productDetailsRoute.response.parse(response.json()).data;
    expect(ingredients.find((ingredient) => ingredient.slug === 'vitamin-c')).toMatchObject({
      name: 'فيتامين سي',
      inci: 'Ascorbic Acid',
    });
    for (const ingredient of ingredients) expect(ingredient.name).toMatch(/^[\u0600-\u06FF\s\d]+$/);
  });

  it('shows the price before the sale above the price of a variant on sale', async () => {
    const [onSale] = await store.database.rows<{ product_id: number; id: number }>(
      sql`select product_id, id from variants where compare_at is not null order by product_id, id limit 1`,
    );
    expect(onSale?.id).toEqual(expect.any(Number));
    const response = await get(`/api/v2/app/products/details?product_id=${onSale?.product_id}`);
    const { data } = catalog.productDetailsRoute.response.parse(response.json());
    const variant = data.variants.find((v) => v.id === onSale?.id);
    expect(variant?.compare_at).toEqual(expect.any(Number));
    expect(variant?.compare_at).toBeGreaterThan(variant?.price ?? Number.POSITIVE_INFINITY);
  });

  it('answers 404 in Arabic for an unknown product', async () => {
    const response = await get('/api/v2/app/products/details?product_id=99999999');
    expectArabicError(response, 404);
    expect(response.json().message).toBe(messages.productNotFound);
  });

  it('refuses a missing or non-numeric id with 422 naming the field', async () => {
    for (const url of ['/api/v2/app/products/details', '/api/v2/app/products/details?product_id=abc']) {
      const response = await get(url);
      expectArabicError(response, 422);
      expect(response.json().errors.product_id[0]).toMatch(/رقم المنتج/);
    }
  });

  it('answers a repeated read from memory, without touching the database', async () => {
    const first = await get('/api/v2/app/products/details?product_id=3');
    const rows = vi.spyOn(store.database, 'rows');
    const second = await get('/api/v2/app/products/details?product_id=3');
    expect(rows).not.toHaveBeenCalled();
    rows.mockRestore();
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json()).toEqual(first.json());
  });

  it('accepts Arabic-Indic digits in ids', async () => {
    const response = await get(`/api/v2/app/products/details?product_id=${encodeURIComponent('١')}`);
    expect(response.json().data.id).toBe(1);
  });
});

describe('GET /app/product/related-products', () => {
  // In stock first: in-stock-first.test.ts, with a product sold out on purpose.
  it('answers other products of the same category or brand, never the product itself', async () => {
    const details = (await get('/api/v2/app/products/details?product_id=5')).json().data;
    const response = await get('/api/v2/app/product/related-products?product_id=5&limit=8');
    const { data } = catalog.relatedProductsRoute.response.parse(response.json());
    expect(data).toHaveLength(8);
    expect(data.map((p) => p.id)).not.toContain(5);
    for (const p of data) expect(p.category.id === details.category.id || p.brand.id === details.brand.id).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    expectArabicError(await get('/api/v2/app/product/related-products?product_id=99999999'), 404);
  });
});

describe('GET /app/products/free-products', () => {
  it('lists only products flagged free, paged', async () => {
    const response = await get('/api/v2/app/products/free-products?page=1&limit=5');
    const body = catalog.freeProductsRoute.response.parse(response.json());
    expect(body.total).toBeGreaterThan(0);
    expect(body.data).toHaveLength(Math.min(5, body.total));
    expect(body.data.every((p) => p.is_free)).toBe(true);
    expect(body.total_pages).toBe(Math.ceil(body.total / 5));
  });
});

describe('POST /app/brand/products', () => {
  it("refuses a blank brand with the spec's exact message", async () => {
    for (const brand of ['', '   ', '\t\n']) {
      const response = await post('/api/v2/app/brand/products', { brand });
      expectArabicError(response, 422);
      expect(response.json().message).toBe('اسم الماركة فارغ، لا يمكن تحميل المنتجات.');
      expect(response.json().errors.brand).toEqual(['اسم الماركة فارغ، لا يمكن تحميل المنتجات.']);
    }
  });

  it('finds a brand by its Latin name, Arabic name or slug, with the same products', async () => {
    const byLatin = (await post('/api/v2/app/brand/products', { brand: 'CeraVe', limit: 10 })).json();
    const byArabic = (await post('/api/v2/app/brand/products', { brand: 'سيرافي', limit: 10 })).json();
    const bySlug = (await post('/api/v2/app/brand/products', { brand: 'cerave', limit: 10 })).json();
    catalog.brandProductsRoute.response.parse(byLatin);
    expect(byLatin.total).toBeGreaterThan(0);
    expect(byLatin.data).toHaveLength(Math.min(10, byLatin.total));
    expect(byLatin.data.every((p: { brand: { name_en: string } }) => p.brand.name_en === 'CeraVe')).toBe(true);
    expect(byArabic.data).toEqual(byLatin.data);
    expect(bySlug.data).toEqual(byLatin.data);
    expect(byLatin.brand.product_count).toBe(byLatin.total);
  });

  it('pages through a brand without repeating a product', async () => {
    const first = (await post('/api/v2/app/brand/products', { brand: 'CeraVe', page: 1, limit: 3 })).json();
    const second = (await post('/api/v2/app/brand/products', { brand: 'CeraVe', page: 2, limit: 3 })).json();
    expect(first.page).toBe(1);
    expect(second.page).toBe(2);
    expect(first.total).toBeGreaterThan(3);
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(Math.min(3, first.total - 3));
    const ids = [...first.data, ...second.data].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers 404 in Arabic for a brand the store does not carry', async () => {
    const response = await post('/api/v2/app/brand/products', { brand: 'ماركة غير موجودة' });
    expectArabicError(response, 404);
    expect(response.json().message).toBe(messages.brandNotFound);
  });
});

describe('brands and categories', () => {
  it('lists brands with product counts', async () => {
    const body = catalog.brandsListRoute.response.parse((await get('/api/v2/app/brands?limit=100')).json());
    expect(body.total).toBeGreaterThanOrEqual(40);
    expect(body.data.some((b) => b.name_en === 'CeraVe' && b.name === 'سيرافي')).toBe(true);
  });

  it('answers the category tree with counts that add up', async () => {
    const body = catalog.categoriesRoute.response.parse((await get('/api/v2/app/categories')).json());
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    expect(body.data.some((root) => root.children.length > 0)).toBe(true);
    for (const root of body.data) {
      const children = root.children.reduce((sum, c) => sum + c.product_count, 0);
      expect(root.product_count).toBeGreaterThanOrEqual(children);
    }
  });
});
