import { MAX_WISHLIST_CATEGORIES, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { activeVariants, newCustomer, type WishlistCalls, wishlistCalls } from '../../../test/kits/wishlist';

/** The wishlist (spec §7 Wishlist, issue 13): each call's happy path, its rules, ownership, access and bad input. */
let store: TestStore;
let api: WishlistCalls;
let variants: Array<{ variantId: number; productId: number }>;
beforeAll(async () => {
  store = await startTestStore();
  api = wishlistCalls(store);
  variants = await activeVariants(store, 32);
});
afterAll(() => store?.close());

const v = (index: number) => variants[index]?.variantId as number;

describe('POST app/wishlist', () => {
  it('adds a variant, with its product card and the variant as the catalogue has them', async () => {
    const { token } = await newCustomer(store);
    const response = await api.add(token, { shopify_variant_id: v(0) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(messages.wishlistAdded);
    expect(body.data).toMatchObject({
      shopify_variant_id: v(0),
      shopify_product_id: variants[0]?.productId,
      category_id: null,
      product: { id: variants[0]?.productId },
      variant: { id: v(0), shopify_variant_id: v(0) },
    });
    expect(body.data.product.title).toMatch(/\S/);
  });

  it('adding the same variant again is harmless: still one entry', async () => {
    const customer = await newCustomer(store);
    for (let i = 0; i < 3; i++)
      expect((await api.add(customer.token, { shopify_variant_id: v(1) })).statusCode).toBe(200);
    expect(await api.rows(customer.id)).toEqual([{ variant_id: v(1), category_id: null }]);
  });

  it('adding again into a list moves the entry there; adding again without one leaves it in its list', async () => {
    const customer = await newCustomer(store);
    const list = await api.newList(customer.token, 'للعيد');
    await api.add(customer.token, { shopify_variant_id: v(2) });
    expect(
      (await api.add(customer.token, { shopify_variant_id: v(2), category_id: list })).json().data.category_id,
    ).toBe(list);
    expect((await api.add(customer.token, { shopify_variant_id: v(2) })).json().data.category_id).toBe(list);
    expect(await api.rows(customer.id)).toEqual([{ variant_id: v(2), category_id: list }]);
  });

  it('keeps a sold-out variant: that is what a wishlist is for', async () => {
    const customer = await newCustomer(store);
    await store.database.rows(sql`update variants set stock = 0 where id = ${v(3)}`);
    store.kernel.cacheTags.drop([`product:${variants[3]?.productId}`]);
    const response = await api.add(customer.token, { shopify_variant_id: v(3) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.variant).toMatchObject({ stock: 0, available: false });
  });

  it('refuses a variant that does not exist or is not for sale (404, Arabic)', async () => {
    const { token } = await newCustomer(store);
    expectArabicError(await api.add(token, { shopify_variant_id: 2_000_000_000 }), 404);
    const [draft] = await store.database.rows<{ id: number }>(sql`
      update products set status = 'draft' where id = (select product_id from variants where id = ${v(31)})
      returning id`);
    expect(draft).toBeDefined();
    const response = await api.add(token, { shopify_variant_id: v(31) });
    expectArabicError(response, 404);
    expect(response.json().code).toBe('variant.not_found');
    await store.database.rows(sql`update products set status = 'active' where id = ${draft?.id}`);
  });

  it("refuses another person's list (404) and writes nothing", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    const listOfA = await api.newList(a.token, 'قائمتي');
    const response = await api.add(b.token, { shopify_variant_id: v(4), category_id: listOfA });
    expectArabicError(response, 404);
    expect(response.json().code).toBe('wishlist.category_not_found');
    expect(await api.rows(b.id)).toEqual([]);
  });

  it('asks a guest to sign in (401, Arabic)', async () => {
    const response = await api.add(undefined, { shopify_variant_id: v(0) });
    expectArabicError(response, 401);
    expect(response.json().message).toBe(messages.wishlistLoginNeeded);
  });

  it.each([
    ['no variant', {}],
    ['a word for the variant', { shopify_variant_id: 'abc' }],
    ['a negative variant', { shopify_variant_id: -3 }],
    ['a word for the list', { shopify_variant_id: 5, category_id: 'x' }],
  ])('refuses %s with 422 in Arabic', async (_name, body) => {
    const { token } = await newCustomer(store);
    expectArabicError(await api.add(token, body), 422);
  });

  it('is open to sellers too (their /profile has the wishlist)', async () => {
    const { jwt_token } = await store.signIn(DEMO.influencer);
    expect((await api.add(jwt_token, { shopify_variant_id: v(5) })).statusCode).toBe(200);
  });
});

describe('GET app/wishlist', () => {
  it('pages 30 at a time, newest first, and lists every wishlisted variant id', async () => {
    const customer = await newCustomer(store);
    const added = variants.slice(0, 31).map((variant) => variant.variantId);
    for (const id of added) expect((await api.add(customer.token, { shopify_variant_id: id })).statusCode).toBe(200);
    const first = (await api.list(customer.token)).json();
    expect(first).toMatchObject({ page: 1, limit: 30, total: 31, total_pages: 2 });
    expect(first.data).toHaveLength(30);
    expect(first.data[0].shopify_variant_id).toBe(added[30]);
    expect([...first.variant_ids].sort((x: number, y: number) => x - y)).toEqual([...added].sort((x, y) => x - y));
    const second = (await api.list(customer.token, '?page=2&limit=30')).json();
    expect(second.data.map((entry: { shopify_variant_id: number }) => entry.shopify_variant_id)).toEqual([added[0]]);
  });

  it('lists one named list with ?category_id, and an empty wishlist as empty', async () => {
    const customer = await newCustomer(store);
    expect((await api.list(customer.token)).json()).toMatchObject({ data: [], total: 0, variant_ids: [] });
    const list = await api.newList(customer.token, 'بشرة');
    await api.add(customer.token, { shopify_variant_id: v(6), category_id: list });
    await api.add(customer.token, { shopify_variant_id: v(7) });
    const filtered = (await api.list(customer.token, `?category_id=${list}`)).json();
    expect(filtered.data.map((entry: { shopify_variant_id: number }) => entry.shopify_variant_id)).toEqual([v(6)]);
    expect(filtered.total).toBe(1);
    expect([...filtered.variant_ids].sort()).toEqual([v(6), v(7)].sort());
    // A blank filter (`?category_id=`) is every entry.
    expect((await api.list(customer.token, '?category_id=')).json().total).toBe(2);
  });

  it("answers 404 for another person's list, and never shows another person's entries", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    const listOfA = await api.newList(a.token, 'هدايا');
    await api.add(a.token, { shopify_variant_id: v(8), category_id: listOfA });
    expectArabicError(await api.list(b.token, `?category_id=${listOfA}`), 404);
    expect((await api.list(b.token)).json()).toMatchObject({ total: 0, variant_ids: [] });
  });

  it('refuses a guest (401) and bad paging (422), in Arabic', async () => {
    const { token } = await newCustomer(store);
    expectArabicError(await api.list(undefined), 401);
    expectArabicError(await api.list(token, '?page=0'), 422);
    expectArabicError(await api.list(token, '?limit=500'), 422);
    expectArabicError(await api.list(token, '?category_id=abc'), 422);
  });
});

describe('DELETE app/wishlist/delete', () => {
  it('removes a variant by shopify_variant_id', async () => {
    const customer = await newCustomer(store);
    await api.add(customer.token, { shopify_variant_id: v(9) });
    await api.add(customer.token, { shopify_variant_id: v(10) });
    const response = await api.remove(customer.token, `?shopify_variant_id=${v(9)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.wishlistRemoved);
    expect(await api.rows(customer.id)).toEqual([{ variant_id: v(10), category_id: null }]);
  });

  it("answers 404 for a variant not in the caller's wishlist, and leaves another person's alone", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    await api.add(a.token, { shopify_variant_id: v(11) });
    const response = await api.remove(b.token, `?shopify_variant_id=${v(11)}`);
    expectArabicError(response, 404);
    expect(response.json().code).toBe('wishlist.item_not_found');
    expect(await api.rows(a.id)).toHaveLength(1);
  });

  it('refuses a guest (401) and a missing or bad id (422), in Arabic', async () => {
    const { token } = await newCustomer(store);
    expectArabicError(await api.remove(undefined, `?shopify_variant_id=${v(0)}`), 401);
    expectArabicError(await api.remove(token, ''), 422);
    expectArabicError(await api.remove(token, '?shopify_variant_id=abc'), 422);
  });
});

describe('PUT app/wishlist/{shopify_variant_id}/category', () => {
  it('moves an entry between lists, and out of every list', async () => {
    const customer = await newCustomer(store);
    const face = await api.newList(customer.token, 'الوجه');
    const hair = await api.newList(customer.token, 'الشعر');
    await api.add(customer.token, { shopify_variant_id: v(12), category_id: face });
    const moved = await api.move(customer.token, v(12), { category_id: hair });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ message: messages.wishlistMoved, data: { category_id: hair } });
    const counts = (await api.categories(customer.token)).json().data;
    expect(counts).toEqual([
      { id: face, name: 'الوجه', items_count: 0 },
      { id: hair, name: 'الشعر', items_count: 1 },
    ]);
    expect((await api.move(customer.token, v(12), { category_id: null })).json().data.category_id).toBeNull();
  });

  it("answers 404 for another person's list or an entry not in the wishlist", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    const listOfA = await api.newList(a.token, 'لاحقاً');
    await api.add(b.token, { shopify_variant_id: v(13) });
    expectArabicError(await api.move(b.token, v(13), { category_id: listOfA }), 404);
    expectArabicError(await api.move(b.token, v(14), { category_id: null }), 404);
    expect(await api.rows(b.id)).toEqual([{ variant_id: v(13), category_id: null }]);
  });

  it('refuses a guest (401) and bad input (422), in Arabic', async () => {
    const { token } = await newCustomer(store);
    expectArabicError(await api.move(undefined, v(0), { category_id: null }), 401);
    expectArabicError(await api.move(token, v(0), {}), 422);
    expectArabicError(await api.move(token, v(0), { category_id: 'x' }), 422);
    expectArabicError(await api.move(token, 'abc', { category_id: null }), 422);
  });
});

describe('wishlist lists (GET, POST app/wishlist/category)', () => {
  it('creates lists and lists them oldest first with their counts', async () => {
    const customer = await newCustomer(store);
    const response = await api.createCategory(customer.token, { name: '  عناية   البشرة ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.wishlistCategoryCreated,
      data: { name: 'عناية البشرة', items_count: 0 },
    });
    const second = await api.newList(customer.token, 'Makeup');
    await api.add(customer.token, { shopify_variant_id: v(15), category_id: second });
    const listed = await api.categories(customer.token);
    expect(listed.json().data).toEqual([
      { id: response.json().data.id, name: 'عناية البشرة', items_count: 0 },
      { id: second, name: 'Makeup', items_count: 1 },
    ]);
  });

  it('refuses a name the person already uses, whatever its letter case or spaces (409, Arabic)', async () => {
    const customer = await newCustomer(store);
    await api.newList(customer.token, 'Makeup');
    const response = await api.createCategory(customer.token, { name: ' makeup ' });
    expectArabicError(response, 409);
    expect(response.json()).toMatchObject({ code: 'wishlist.category_taken', errors: { name: [expect.any(String)] } });
    // Another person may use the same name.
    const other = await newCustomer(store);
    expect((await api.createCategory(other.token, { name: 'Makeup' })).statusCode).toBe(200);
  });

  it(`allows at most ${MAX_WISHLIST_CATEGORIES} lists (409, Arabic)`, async () => {
    const customer = await newCustomer(store);
    for (let i = 1; i <= MAX_WISHLIST_CATEGORIES; i++) await api.newList(customer.token, `قائمة ${i}`);
    const response = await api.createCategory(customer.token, { name: 'واحدة أخرى' });
    expectArabicError(response, 409);
    expect(response.json().message).toContain(String(MAX_WISHLIST_CATEGORIES));
  });

  it.each([
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a name of 41 characters', { name: 'أ'.repeat(41) }],
    ['a number for a name', { name: 12 }],
  ])('refuses %s with 422 in Arabic', async (_name, body) => {
    const { token } = await newCustomer(store);
    expectArabicError(await api.createCategory(token, body), 422);
  });

  it('refuses a guest (401)', async () => {
    expectArabicError(await api.categories(undefined), 401);
    expectArabicError(await api.createCategory(undefined, { name: 'x' }), 401);
  });
});

describe('POST app/wishlist/category/{id} (_method PUT): rename', () => {
  it('renames the list', async () => {
    const customer = await newCustomer(store);
    const id = await api.newList(customer.token, 'قديم');
    const response = await api.renameCategory(customer.token, id, { name: 'جديد', _method: 'PUT' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: messages.updatedSuccessfully, data: { id, name: 'جديد' } });
    // Its own name again is no clash.
    expect((await api.renameCategory(customer.token, id, { name: 'جديد', _method: 'PUT' })).statusCode).toBe(200);
  });

  it("refuses another list's name (409) and another person's list (404), changing nothing", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    const first = await api.newList(a.token, 'الأولى');
    await api.newList(a.token, 'الثانية');
    expectArabicError(await api.renameCategory(a.token, first, { name: 'الثانية', _method: 'PUT' }), 409);
    const stolen = await api.renameCategory(b.token, first, { name: 'لي', _method: 'PUT' });
    expectArabicError(stolen, 404);
    expect(stolen.json().code).toBe('wishlist.category_not_found');
    expect((await api.categories(a.token)).json().data.map((row: { name: string }) => row.name)).toEqual([
      'الأولى',
      'الثانية',
    ]);
  });

  it('refuses a guest (401) and bad input (422), in Arabic', async () => {
    const customer = await newCustomer(store);
    const id = await api.newList(customer.token, 'س');
    expectArabicError(await api.renameCategory(undefined, id, { name: 'ص', _method: 'PUT' }), 401);
    expectArabicError(await api.renameCategory(customer.token, id, { name: '', _method: 'PUT' }), 422);
    expectArabicError(await api.renameCategory(customer.token, id, { name: 'ص', _method: 'PATCH' }), 422);
    expectArabicError(await api.renameCategory(customer.token, 'abc', { name: 'ص' }), 422);
  });
});

describe('DELETE app/wishlist/category/{id}', () => {
  it('deletes the list; its entries stay in the wishlist, in no list', async () => {
    const customer = await newCustomer(store);
    const id = await api.newList(customer.token, 'مؤقتة');
    await api.add(customer.token, { shopify_variant_id: v(16), category_id: id });
    const response = await api.deleteCategory(customer.token, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.wishlistCategoryDeleted);
    expect((await api.categories(customer.token)).json().data).toEqual([]);
    expect(await api.rows(customer.id)).toEqual([{ variant_id: v(16), category_id: null }]);
  });

  it("answers 404 for another person's list, which stays", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    const id = await api.newList(a.token, 'لي وحدي');
    expectArabicError(await api.deleteCategory(b.token, id), 404);
    expect((await api.categories(a.token)).json().data).toHaveLength(1);
  });

  it('refuses a guest (401) and a bad id (422)', async () => {
    const { token } = await newCustomer(store);
    expectArabicError(await api.deleteCategory(undefined, 1), 401);
    expectArabicError(await api.deleteCategory(token, 'abc'), 422);
  });
});

describe('account deletion', () => {
  it("erases the wishlist and its lists, and no one else's", async () => {
    const leaving = await newCustomer(store);
    const staying = await newCustomer(store);
    const list = await api.newList(leaving.token, 'قائمتي');
    await api.add(leaving.token, { shopify_variant_id: v(17), category_id: list });
    await api.add(staying.token, { shopify_variant_id: v(17) });
    const response = await store.call({
      method: 'POST',
      url: '/api/v2/app/delete/account',
      headers: bearer(leaving.token),
    });
    expect(response.statusCode).toBe(200);
    expect(await api.rows(leaving.id)).toEqual([]);
    const lists = await store.database.rows(sql`select id from wishlist_categories where user_id = ${leaving.id}`);
    expect(lists).toEqual([]);
    expect(await api.rows(staying.id)).toHaveLength(1);
  });
});
