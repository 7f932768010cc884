import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { startTestStore, type TestStore } from '../../../../test/harness';
import {
  auditOf,
  type Desk,
  deskCall,
  deskOk,
  newProduct,
  openDesk,
  type ProductData,
  references,
} from '../../../../test/kits/catalog';

/** The desk's products and variants (issue 12): what an admin writes, and that shoppers see it at once. */
let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  desk = await openDesk(store);
});
afterAll(() => store?.close());

const storefront = (productId: number) =>
  store.call({ method: 'GET', url: `/api/v2/app/products/details?product_id=${productId}` });
const search = (keyword: string) =>
  store.call({ method: 'POST', url: '/api/v2/app/search', payload: { keyword, limit: 50 } });
const found = async (keyword: string) =>
  ((await search(keyword)).json().data ?? []).map((card: { id: number }) => card.id) as number[];

describe('GET /admin/products', () => {
  it('lists every product, drafts too, paged, with brand, category and stock', async () => {
    const body = (await deskCall(desk, 'GET', '/products?limit=5')).json();
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThan(100);
    expect(body.data[0]).toMatchObject({ brand: { name: expect.any(String) }, stock: expect.any(Number) });
    const drafts = (await deskCall(desk, 'GET', '/products?status=draft&limit=100')).json();
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.data.every((p: { status: string }) => p.status === 'draft')).toBe(true);
  });

  it('finds by title, by SKU, and filters by brand and low stock', async () => {
    const product = await newProduct(desk, [{ title: 'صغير', price: 8_000, stock: 2 }]);
    const sku = product.variants[0]?.sku as string;
    const ids = async (query: string) =>
      (await deskCall(desk, 'GET', `/products?${query}`)).json().data.map((p: { id: number }) => p.id);
    expect(await ids(`q=${encodeURIComponent(product.title)}`)).toEqual([product.id]);
    expect(await ids(`q=${encodeURIComponent(sku)}`)).toEqual([product.id]);
    const refs = await references(store);
    expect(await ids(`brand_id=${refs.brand_id}&low_stock=true&sort=created_at&limit=100`)).toContain(product.id);
    const low = (await deskCall(desk, 'GET', '/products?low_stock=1&limit=100')).json().data;
    expect(low.every((p: { min_stock: number }) => p.min_stock <= 5)).toBe(true);
  });

  it('refuses a bad filter in Arabic', async () => {
    expectArabicError(await deskCall(desk, 'GET', '/products?status=sold'), 422);
    expectArabicError(await deskCall(desk, 'GET', '/products?sort=colour'), 422);
  });
});

describe('POST /admin/products', () => {
  it('makes a product with its variants, their stock in the ledger, and an audit entry', async () => {
    const product = await newProduct(desk, [
      { title: '50 مل', price: 15_000, stock: 7 },
      { title: '100 مل', price: 25_000, stock: 0, compare_at: 30_000 },
    ]);
    expect(product).toMatchObject({ status: 'active', price: 15_000, compare_at: null });
    expect(product.variants.map((v) => [v.title, v.stock, v.position])).toEqual([
      ['50 مل', 7, 0],
      ['100 مل', 0, 1],
    ]);
    const ledger = await store.database.rows<{ delta: number; reason: string; actor_id: number }>(
      sql`select delta, reason, actor_id from stock_movements where variant_id = ${product.variants[0]?.id}`,
    );
    expect(ledger).toEqual([{ delta: 7, reason: 'staff', actor_id: desk.adminId }]);
    const [entry] = await auditOf(store, 'product', product.id);
    expect(entry).toMatchObject({ actor_id: desk.adminId, action: 'product.create', before: null });
    expect(entry?.after).toMatchObject({ title: product.title, variants: [{ price: 15_000 }, { price: 25_000 }] });
    expect((await storefront(product.id)).json().data).toMatchObject({ title: product.title, price: 15_000 });
  });

  it('is found by a word no other product has, at once (search words and vocabulary)', async () => {
    const product = await newProduct(desk, undefined, { title_en: 'Zyqvorium Serum' });
    expect(await found('zyqvorium')).toEqual([product.id]);
    // Typed with a typo: the vocabulary knows the word now.
    expect(await found('zyqvorum')).toEqual([product.id]);
  });

  it('refuses a SKU another variant has (409), a compare-at not above the price, unknown references (422)', async () => {
    const product = await newProduct(desk);
    const refs = await references(store);
    const base = { title: 'منتج مكرر', brand_id: refs.brand_id, category_id: refs.category_id };
    const taken = await deskCall(desk, 'POST', '/products', {
      ...base,
      variants: [{ sku: product.variants[0]?.sku, title: 'أ', price: 1000 }],
    });
    expectArabicError(taken, 409);
    expect(taken.json()).toMatchObject({ code: 'variant.sku_taken', errors: { sku: [expect.any(String)] } });
    const compare = await deskCall(desk, 'POST', '/products', {
      ...base,
      variants: [{ sku: `${refs.sku}-x`, title: 'أ', price: 1000, compare_at: 1000 }],
    });
    expectArabicError(compare, 422);
    expect(compare.json().code).toBe('variant.compare_at_not_above');
    const brand = await deskCall(desk, 'POST', '/products', {
      ...base,
      brand_id: 999_999,
      variants: [{ sku: `${refs.sku}-y`, title: 'أ', price: 1000 }],
    });
    expect(brand.json()).toMatchObject({ code: 'brand.unknown', errors: { brand_id: [expect.any(String)] } });
    expectArabicError(await deskCall(desk, 'POST', '/products', { ...base, variants: [] }), 422);
    expectArabicError(
      await deskCall(desk, 'POST', '/products', { ...base, variants: [{ sku: 'a b', title: 'x', price: -1 }] }),
      422,
    );
    const [row] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from products where title = 'منتج مكرر'`,
    );
    expect(row?.n).toBe(0);
  });

  it('makes a handle from the title, another one when it is taken', async () => {
    const first = await newProduct(desk, undefined, { title_en: 'Rose Water Toner' });
    const second = await newProduct(desk, undefined, { title_en: 'Rose Water Toner' });
    const handles = await store.database.rows<{ handle: string }>(
      sql`select handle from products where id in (${first.id}, ${second.id}) order by id`,
    );
    expect(handles.map((h) => h.handle)).toEqual(['rose-water-toner', 'rose-water-toner-2']);
  });
});

describe('PUT /admin/products/{id}', () => {
  it('changes what shoppers see at once (the cached page is dropped), with the audit before and after', async () => {
    const product = await newProduct(desk);
    expect((await storefront(product.id)).json().data.title).toBe(product.title);
    const updated = await deskOk<ProductData>(desk, 'PUT', `/products/${product.id}`, {
      title: 'عنوان جديد تماماً',
      description: 'سطر أول\nسطر ثانٍ',
      price: 12_500,
      compare_at: 15_000,
    });
    expect(updated).toMatchObject({ title: 'عنوان جديد تماماً', price: 12_500, compare_at: 15_000 });
    expect(updated.variants[0]?.price).toBe(12_500);
    expect((await storefront(product.id)).json().data).toMatchObject({
      title: 'عنوان جديد تماماً',
      price: 12_500,
      description: 'سطر أول\nسطر ثانٍ',
    });
    const entries = await auditOf(store, 'product', product.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'product.update',
      actor_id: desk.adminId,
      before: { title: product.title },
      after: { title: 'عنوان جديد تماماً', variants: [{ price: 12_500, compareAt: 15_000 }] },
    });
  });

  it('a draft leaves the storefront and the search; active again, it is back', async () => {
    const product = await newProduct(desk, undefined, { title_en: 'Quillowbark Balm' });
    expect(await found('quillowbark')).toEqual([product.id]);
    await deskOk(desk, 'PUT', `/products/${product.id}`, { status: 'draft' });
    expectArabicError(await storefront(product.id), 404);
    expect(await found('quillowbark')).toEqual([]);
    const [term] = await store.database.rows(sql`select 1 from search_terms where term = 'quillowbark'`);
    expect(term).toBeUndefined();
    await deskOk(desk, 'PUT', `/products/${product.id}`, { status: 'active' });
    expect(await found('quillowbark')).toEqual([product.id]);
  });

  it('moves a product between collections', async () => {
    const refs = await references(store);
    const product = await newProduct(desk, undefined, { collection_ids: [refs.collection_id] });
    expect(product.collections.map((c) => c.id)).toEqual([refs.collection_id]);
    const updated = await deskOk<ProductData>(desk, 'PUT', `/products/${product.id}`, { collection_ids: [] });
    expect(updated.collections).toEqual([]);
    const bad = await deskCall(desk, 'PUT', `/products/${product.id}`, { collection_ids: [999_999] });
    expect(bad.json().code).toBe('collection.unknown');
  });

  it('answers a missing product 404 and garbage 422, in Arabic', async () => {
    expectArabicError(await deskCall(desk, 'PUT', '/products/999999', { title: 'x' }), 404);
    expectArabicError(await deskCall(desk, 'PUT', '/products/1', { status: 'gone', price: 'free' }), 422);
  });
});

describe('variants', () => {
  it('adds one at the end, changes it, and refuses a SKU taken', async () => {
    const product = await newProduct(desk);
    const added = await deskOk<ProductData>(desk, 'POST', `/products/${product.id}/variants`, {
      sku: `${product.variants[0]?.sku}-b`,
      title: 'حجم كبير',
      price: 30_000,
      stock: 3,
    });
    const variant = added.variants[1];
    expect(variant).toMatchObject({ title: 'حجم كبير', stock: 3, position: 1 });
    const changed = await deskOk<ProductData>(desk, 'PUT', `/variants/${variant?.id}`, {
      price: 28_000,
      compare_at: 32_000,
      position: 0,
    });
    // Now first: the product's price is this variant's.
    expect(changed).toMatchObject({ price: 28_000, compare_at: 32_000 });
    const taken = await deskCall(desk, 'PUT', `/variants/${variant?.id}`, { sku: product.variants[0]?.sku });
    expectArabicError(taken, 409);
    expect(taken.json().code).toBe('variant.sku_taken');
    const low = await deskCall(desk, 'PUT', `/variants/${variant?.id}`, { compare_at: 1000 });
    expect(low.json().code).toBe('variant.compare_at_not_above');
    const actions = (await auditOf(store, 'variant', variant?.id ?? 0)).map((e) => e.action);
    expect(actions).toEqual(['variant.create', 'variant.update']);
    expectArabicError(await deskCall(desk, 'PUT', '/variants/999999', { price: 1 }), 404);
  });
});

describe('GET /admin/catalogue/options', () => {
  it('lists brands, categories and collections for the forms', async () => {
    const options = await deskOk<{ brands: unknown[]; categories: unknown[]; collections: unknown[] }>(
      desk,
      'GET',
      '/catalogue/options',
    );
    expect(options.brands.length).toBeGreaterThan(5);
    expect(options.categories.length).toBeGreaterThan(5);
    expect(options.collections.length).toBeGreaterThan(0);
  });
});
