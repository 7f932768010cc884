import { messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { fillCart, newShopper, placed, type Shopper, stockedVariant } from '../../../test/kits/orders';

/**
 * Reviews (spec §7, issue 13): write (a second replaces the first), delete one's own, the list with its summary,
 * verified purchase, plain text, ownership and access; the staff desk hides and shows again, audited.
 */
let store: TestStore;
let staffToken: string;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  staffToken = (await store.signIn(DEMO.staff)).jwt_token;
});
afterAll(() => store?.close());

const write = (shopper: Shopper | null, payload: unknown) =>
  store.call({
    method: 'POST',
    url: '/api/v2/app/reviews',
    headers: shopper ? shopper.headers : {},
    payload: payload as object,
  });
const list = (productId: number | string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  store.call({
    method: 'GET',
    url: '/api/v2/app/product/reviews',
    query: { product_id: String(productId), ...query },
    headers,
  });
const remove = (shopper: Shopper | null, id: number | string) =>
  store.call({ method: 'DELETE', url: `/api/v2/app/reviews/${id}`, headers: shopper ? shopper.headers : {} });
const desk = (method: 'GET' | 'POST', url: string, query: Record<string, string> = {}) =>
  store.call({ method, url: `/api/v2${url}`, query, headers: bearer(staffToken) });

/** An active product no other test of this file reviews. */
const newProduct = async () => (await stockedVariant(store, 50)).productId;

async function written(shopper: Shopper, payload: Record<string, unknown>) {
  const response = await write(shopper, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('POST app/reviews', () => {
  it('writes a review shown by first name, not yet a verified purchase', async () => {
    const product = await newProduct();
    const shopper = await newShopper(store);
    await store.database.rows(sql`update users set name = 'زينب علي حسن' where id = ${shopper.id}`);
    const response = await write(shopper, { product_id: product, rating: 4, comment: '  رائع جداً  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.reviewSubmitted);
    expect(response.json().data).toMatchObject({
      product_id: product,
      rating: 4,
      comment: 'رائع جداً',
      author_name: 'زينب',
      verified_purchase: false,
      is_mine: true,
    });
  });

  it('replaces the first review of the same product with the second', async () => {
    const product = await newProduct();
    const shopper = await newShopper(store);
    const first = await written(shopper, { product_id: product, rating: 2, comment: 'لم يعجبني' });
    const second = await written(shopper, { product_id: product, rating: 5 });
    expect(second.id).toBe(first.id);
    const page = (await list(product)).json();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ rating: 5, comment: null });
    expect(page.summary).toEqual({ average: 5, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
  });

  it('keeps markup as typed: it is text, never changed into or out of HTML', async () => {
    const product = await newProduct();
    const shopper = await newShopper(store);
    const comment = '<script>alert(1)</script><img src=x onerror="alert(2)"> & "ok"';
    await written(shopper, { product_id: product, rating: 3, comment });
    expect((await list(product)).json().data[0].comment).toBe(comment);
  });

  it('marks a verified purchase when the author has a delivered order with the product', async () => {
    const variant = await stockedVariant(store, 50);
    const shopper = await newShopper(store);
    await fillCart(store, shopper, [[variant, 1]]);
    const order = await placed(store, shopper);
    const before = await written(shopper, { product_id: variant.productId, rating: 5 });
    expect(before.verified_purchase).toBe(false);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const moved = await store.call({
        method: 'POST',
        url: `/api/v2/admin/orders/${order.id}/status`,
        headers: bearer(staffToken),
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const after = await written(shopper, { product_id: variant.productId, rating: 5, comment: 'وصلني' });
    expect(after.verified_purchase).toBe(true);
    expect((await list(variant.productId)).json().data[0].verified_purchase).toBe(true);
  });

  it('refuses a rating outside 1–5, a missing product id and a comment over 1000 characters, in Arabic', async () => {
    const product = await newProduct();
    const shopper = await newShopper(store);
    for (const payload of [
      { product_id: product, rating: 0 },
      { product_id: product, rating: 6 },
      { product_id: product, rating: 'خمسة' },
      { product_id: product },
      { rating: 4 },
      { product_id: product, rating: 4, comment: 'ا'.repeat(1001) },
    ]) {
      const response = await write(shopper, payload);
      expectArabicError(response, 422);
    }
    expect((await list(product)).json().summary.count).toBe(0);
  });

  it('answers 404 for a product that does not exist or is not on sale', async () => {
    const shopper = await newShopper(store);
    expectArabicError(await write(shopper, { product_id: 999999, rating: 4 }), 404);
    const product = await newProduct();
    await store.database.rows(sql`update products set status = 'draft' where id = ${product}`);
    expectArabicError(await write(shopper, { product_id: product, rating: 4 }), 404);
  });

  it('answers a guest 401 and a seller 403', async () => {
    const product = await newProduct();
    expectArabicError(await write(null, { product_id: product, rating: 4 }), 401);
    const pharmacist = (await store.signIn(DEMO.pharmacist)).jwt_token;
    const response = await store.call({
      method: 'POST',
      url: '/api/v2/app/reviews',
      headers: bearer(pharmacist),
      payload: { product_id: product, rating: 4 },
    });
    expectArabicError(response, 403);
  });
});

describe('GET app/product/reviews', () => {
  it('pages the visible reviews newest first, with the average to one decimal and the distribution', async () => {
    const product = await newProduct();
    const ratings = [5, 4, 4, 2, 5, 3, 1];
    const ids: number[] = [];
    for (const rating of ratings)
      ids.push((await written(await newShopper(store), { product_id: product, rating })).id);
    const first = (await list(product, { page: '1', limit: '5' })).json();
    expect(first.summary).toEqual({ average: 3.4, count: 7, distribution: { 1: 1, 2: 1, 3: 1, 4: 2, 5: 2 } });
    expect(first).toMatchObject({ page: 1, limit: 5, total: 7, total_pages: 2, mine: null });
    expect(first.data.map((review: { id: number }) => review.id)).toEqual([...ids].reverse().slice(0, 5));
    const second = (await list(product, { page: '2', limit: '5' })).json();
    expect(second.data.map((review: { id: number }) => review.id)).toEqual([ids[1], ids[0]]);
    expect(first.data.every((review: { is_mine: boolean }) => review.is_mine === false)).toBe(true);
  });

  it("marks the caller's own review and gives it as mine, wherever it falls", async () => {
    const product = await newProduct();
    const author = await newShopper(store);
    const mine = await written(author, { product_id: product, rating: 5 });
    for (let i = 0; i < 3; i += 1) await written(await newShopper(store), { product_id: product, rating: 3 });
    const page = (await list(product, { limit: '2' }, author.headers)).json();
    expect(page.mine).toMatchObject({ id: mine.id, is_mine: true });
    expect(page.data.some((review: { id: number }) => review.id === mine.id)).toBe(false);
    const all = (await list(product, { limit: '10' }, author.headers)).json();
    expect(all.data.filter((review: { is_mine: boolean }) => review.is_mine).map((r: { id: number }) => r.id)).toEqual([
      mine.id,
    ]);
  });

  it('shows an empty summary for a product without reviews, and 404 for an unknown product', async () => {
    const product = await newProduct();
    expect((await list(product)).json()).toMatchObject({
      data: [],
      total: 0,
      summary: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
    expectArabicError(await list(999999), 404);
  });

  it('refuses a bad product id or page in Arabic', async () => {
    expectArabicError(await list('abc'), 422);
    expectArabicError(await list(1, { page: '0' }), 422);
    expectArabicError(await list(1, { limit: '1000' }), 422);
  });
});

describe('DELETE app/reviews/{id}', () => {
  it("deletes one's own review with the spec's message; it leaves the list and the count", async () => {
    const product = await newProduct();
    const shopper = await newShopper(store);
    const review = await written(shopper, { product_id: product, rating: 1 });
    expect((await list(product)).json().summary.count).toBe(1);
    const response = await remove(shopper, review.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('تم حذف التقييم بنجاح');
    expect((await list(product)).json()).toMatchObject({ data: [], summary: { count: 0, average: 0 } });
    expectArabicError(await remove(shopper, review.id), 404);
  });

  it("answers 404 to person B deleting A's review, and leaves it", async () => {
    const product = await newProduct();
    const a = await newShopper(store);
    const b = await newShopper(store);
    const review = await written(a, { product_id: product, rating: 4 });
    expectArabicError(await remove(b, review.id), 404);
    expect((await list(product)).json().data.map((r: { id: number }) => r.id)).toEqual([review.id]);
  });

  it('answers a guest 401 and a bad id 422', async () => {
    expectArabicError(await remove(null, 1), 401);
    expectArabicError(await remove(await newShopper(store), 'abc'), 422);
  });
});

describe('the staff desk: /admin/reviews', () => {
  it('lists reviews newest first, hides one (gone from the product, audited) and shows it again', async () => {
    const product = await newProduct();
    const a = await newShopper(store);
    const b = await newShopper(store);
    const kept = await written(a, { product_id: product, rating: 5 });
    const rude = await written(b, { product_id: product, rating: 1, comment: 'كلام مسيء' });
    const listed = (await desk('GET', '/admin/reviews', { q: String(product) })).json();
    expect(listed.data.map((review: { id: number }) => review.id)).toEqual([rude.id, kept.id]);
    expect(listed.data[0]).toMatchObject({ product: { id: product }, author: { id: b.id }, hidden_at: null });

    const hidden = await desk('POST', `/admin/reviews/${rude.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe(messages.reviewHidden);
    expect(hidden.json().data.hidden_at).not.toBeNull();
    const page = (await list(product)).json();
    expect(page.data.map((review: { id: number }) => review.id)).toEqual([kept.id]);
    expect(page.summary).toMatchObject({ count: 1, average: 5 });
    expectArabicError(await desk('POST', `/admin/reviews/${rude.id}/hide`), 409);

    const onlyHidden = (await desk('GET', '/admin/reviews', { q: String(product), hidden: 'true' })).json();
    expect(onlyHidden.data.map((review: { id: number }) => review.id)).toEqual([rude.id]);
    const onlyVisible = (await desk('GET', '/admin/reviews', { q: String(product), hidden: 'false' })).json();
    expect(onlyVisible.data.map((review: { id: number }) => review.id)).toEqual([kept.id]);

    expect((await desk('POST', `/admin/reviews/${rude.id}/unhide`)).statusCode).toBe(200);
    expect((await list(product)).json().summary.count).toBe(2);
    expectArabicError(await desk('POST', `/admin/reviews/${rude.id}/unhide`), 409);

    const audit = await store.database.rows<{ action: string; after: { hidden: boolean } }>(
      sql`select action, after from audit_log where entity_type = 'review' and entity_id = ${String(rude.id)} order by id`,
    );
    expect(audit.map((entry) => [entry.action, entry.after.hidden])).toEqual([
      ['review.hide', true],
      ['review.unhide', false],
    ]);
  });

  it('a hidden review deleted by its author and written again stays hidden', async () => {
    const product = await newProduct();
    const author = await newShopper(store);
    const rude = await written(author, { product_id: product, rating: 1, comment: 'كلام مسيء' });
    expect((await desk('POST', `/admin/reviews/${rude.id}/hide`)).statusCode).toBe(200);
    const deleted = await remove(author, rude.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(messages.reviewDeleted);
    // Gone for her (deleting again is a 404), its text gone too.
    expect((await list(product, {}, author.headers)).json().mine).toBeNull();
    expectArabicError(await remove(author, rude.id), 404);
    const [kept] = await store.database.rows<{ comment: string | null }>(
      sql`select comment from reviews where id = ${rude.id}`,
    );
    expect(kept?.comment).toBeNull();

    await written(author, { product_id: product, rating: 1, comment: 'كلام مسيء مرة أخرى' });
    const page = (await list(product, {}, author.headers)).json();
    expect(page.data).toEqual([]);
    expect(page.summary.count).toBe(0);
    expect(page.mine).toMatchObject({ comment: 'كلام مسيء مرة أخرى' });
    // What staff hid is kept in the audit log, whatever she does with her text afterwards.
    const [audit] = await store.database.rows<{ before: { comment: string } }>(
      sql`select before from audit_log where action = 'review.hide' and entity_id = ${String(rude.id)}`,
    );
    expect(audit?.before.comment).toBe('كلام مسيء');
  });

  it('finds reviews by a part of the product title', async () => {
    const product = await newProduct();
    await store.database.rows(sql`update products set title = 'سيروم فريد للاختبار' where id = ${product}`);
    const review = await written(await newShopper(store), { product_id: product, rating: 4 });
    const found = (await desk('GET', '/admin/reviews', { q: 'فريد للاختبار' })).json();
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([review.id]);
  });

  it('answers 404 for an unknown review and 422 for a bad filter', async () => {
    expectArabicError(await desk('POST', '/admin/reviews/999999/hide'), 404);
    expectArabicError(await desk('GET', '/admin/reviews', { hidden: 'maybe' }), 422);
  });
});

describe('account deletion', () => {
  it('keeps her reviews without their author, shown under a neutral label', async () => {
    const product = await newProduct();
    const shopper = await newShopper(store);
    const review = await written(shopper, { product_id: product, rating: 4, comment: 'جيد' });
    await store.services.deleteAccount.run(shopper.ctx);
    const [row] = await store.database.rows<{ user_id: number | null; author_name: string | null }>(
      sql`select user_id, author_name from reviews where id = ${review.id}`,
    );
    expect(row).toEqual({ user_id: null, author_name: null });
    const page = (await list(product)).json();
    expect(page.data[0]).toMatchObject({ id: review.id, author_name: messages.reviewAuthorGone, comment: 'جيد' });
  });
});
