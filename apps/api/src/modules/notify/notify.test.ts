import { messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { drainRestock, newShopper, restockAsStaff, subscribe, variantWith } from '../../../test/kits/notify';
import type { ConsoleSmsProvider } from '../auth/sms';

/** Notify-me (spec §7 app/notifyMe): subscribe, re-arm, delete, list with states, the restock notice end to end. */
let store: TestStore;
let admin: Record<string, string>;
beforeAll(async () => {
  // The workers stay off: each test runs the jobs itself (drainRestock) and sees their effects at once.
  store = await startTestStore({ JOBS_WORK: 'false' });
  admin = bearer((await store.signIn(DEMO.admin)).jwt_token);
});
afterAll(() => store?.close());

const list = (headers: Record<string, string>) => store.call({ method: 'GET', url: '/api/v2/app/notifyMe', headers });
const remove = (headers: Record<string, string>, payload: unknown) =>
  store.call({ method: 'DELETE', url: '/api/v2/app/notifyMe/delete', headers, payload: payload as never });
const outbox = (mobile: string) => (store.services.sms as ConsoleSmsProvider).messagesTo(mobile);

describe('POST app/notifyMe', () => {
  it('subscribes to a sold-out variant with the spec message; the list shows it waiting, with its product', async () => {
    const shopper = await newShopper(store);
    const variant = await variantWith(store, 0);
    const response = await subscribe(store, shopper.headers, variant);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('سيتم اعلامك عند التوفر');
    expect(response.json().data).toMatchObject({
      variant_id: variant.variantId,
      product_id: variant.productId,
      title: 'سيروم',
      notified_at: null,
      state: 'waiting',
      product: { id: variant.productId },
    });
    const listed = await list(shopper.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((row: { variant_id: number }) => row.variant_id)).toEqual([variant.variantId]);
  });

  it('refuses a variant in stock (409 in Arabic): there is nothing to wait for', async () => {
    const shopper = await newShopper(store);
    const response = await subscribe(store, shopper.headers, await variantWith(store, 3));
    expectArabicError(response, 409);
    expect(response.json().message).toBe(messages.notifyMeInStock);
  });

  it('refuses a variant of another product (422) and an unknown variant (404)', async () => {
    const shopper = await newShopper(store);
    const variant = await variantWith(store, 0);
    const other = await variantWith(store, 0);
    const mismatch = await subscribe(store, shopper.headers, { ...variant, productId: other.productId });
    if (other.productId === variant.productId) throw new Error('the test needs two products');
    expectArabicError(mismatch, 422);
    expect(mismatch.json().code).toBe('notify.variant_mismatch');
    const unknown = await subscribe(store, shopper.headers, { variantId: 2_000_000_000, productId: 1 });
    expectArabicError(unknown, 404);
  });

  it('refuses bad input with Arabic per-field messages', async () => {
    const shopper = await newShopper(store);
    for (const payload of [{}, { variant_id: 'x', product_id: 1 }, { variant_id: -1, product_id: 0 }]) {
      const response = await store.call({
        method: 'POST',
        url: '/api/v2/app/notifyMe',
        headers: shopper.headers,
        payload,
      });
      expectArabicError(response, 422);
    }
    const huge = await subscribe(store, shopper.headers, await variantWith(store, 0), { title: 'ع'.repeat(300) });
    expectArabicError(huge, 422);
  });

  it('asks a guest to sign in (401, the login-needed message)', async () => {
    const response = await subscribe(store, {}, await variantWith(store, 0));
    expectArabicError(response, 401);
    expect(response.json().message).toBe(messages.notifyMeLoginNeeded);
  });

  it('is one subscription per person and variant: asking again re-arms a spent one', async () => {
    const shopper = await newShopper(store);
    const variant = await variantWith(store, 0);
    expect((await subscribe(store, shopper.headers, variant)).statusCode).toBe(200);
    expect((await subscribe(store, shopper.headers, variant, { fcm_token: 'device-1' })).statusCode).toBe(200);
    await restockAsStaff(store, admin, variant.variantId);
    await drainRestock(store);
    expect((await list(shopper.headers)).json().data[0].state).toBe('notified');
    await store.database.rows(sql`update variants set stock = 0 where id = ${variant.variantId}`);
    const again = await subscribe(store, shopper.headers, variant);
    expect(again.json().data).toMatchObject({ state: 'waiting', notified_at: null });
    const rows = await store.database.rows<{ fcm_token: string | null }>(
      sql`select fcm_token from restock_subscriptions where user_id = ${shopper.id}`,
    );
    // One row; the device token given earlier is kept when a later request gives none.
    expect(rows).toEqual([{ fcm_token: 'device-1' }]);
  });
});

describe('DELETE app/notifyMe/delete', () => {
  it('stops waiting for a variant; again: 404 in Arabic', async () => {
    const shopper = await newShopper(store);
    const variant = await variantWith(store, 0);
    await subscribe(store, shopper.headers, variant);
    const removed = await remove(shopper.headers, { shopify_variant_id: variant.variantId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(messages.notifyMeRemoved);
    expect((await list(shopper.headers)).json().data).toEqual([]);
    expectArabicError(await remove(shopper.headers, { shopify_variant_id: variant.variantId }), 404);
  });

  it("answers B with 404 for A's subscription, and A's stays", async () => {
    const a = await newShopper(store);
    const b = await newShopper(store);
    const variant = await variantWith(store, 0);
    await subscribe(store, a.headers, variant);
    const response = await remove(b.headers, { shopify_variant_id: variant.variantId });
    expectArabicError(response, 404);
    expect(response.json().code).toBe('notify.not_found');
    expect((await list(a.headers)).json().data).toHaveLength(1);
    expect((await list(b.headers)).json().data).toEqual([]);
  });

  it('refuses bad input (422) and a guest (401)', async () => {
    const shopper = await newShopper(store);
    expectArabicError(await remove(shopper.headers, { shopify_variant_id: 'abc' }), 422);
    expectArabicError(await remove({}, { shopify_variant_id: 1 }), 401);
    expectArabicError(await list({}), 401);
  });
});

describe('the restock notice', () => {
  it('tells each armed subscriber once: an in-app notice naming and linking the product, and an SMS', async () => {
    const a = await newShopper(store);
    const b = await newShopper(store);
    const variant = await variantWith(store, 0);
    await subscribe(store, a.headers, variant);
    await subscribe(store, b.headers, variant);
    await restockAsStaff(store, admin, variant.variantId);
    await drainRestock(store);
    const [product] = await store.database.rows<{ title: string }>(
      sql`select title from products where id = ${variant.productId}`,
    );
    const page = await store.call({ method: 'GET', url: '/api/v2/app/notifications', headers: a.headers });
    expect(page.json().unread).toBe(1);
    const [notice] = page.json().data;
    expect(notice).toMatchObject({ kind: 'restock', link: `/products-details/${variant.productId}`, read_at: null });
    expect(notice.body).toContain(product?.title);
    expect(outbox(a.mobile).map((sms) => sms.text)).toEqual([notice.body]);
    expect(outbox(b.mobile)).toHaveLength(1);
    expect((await list(a.headers)).json().data[0].state).toBe('notified');
    // The jobs run again (a retry, a second worker): nobody hears twice.
    await restockAsStaff(store, admin, variant.variantId);
    await drainRestock(store);
    expect(outbox(a.mobile)).toHaveLength(1);
    const [deliveries] = await store.database.rows<{ n: number }>(sql`
      select count(*)::int as n from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.user_id in (${a.id}, ${b.id})`);
    expect(deliveries?.n).toBe(2);
  });

  it('tells nobody when the variant is sold out again before the job runs; they stay armed for the next restock', async () => {
    const shopper = await newShopper(store);
    const variant = await variantWith(store, 0);
    await subscribe(store, shopper.headers, variant);
    await restockAsStaff(store, admin, variant.variantId);
    await store.database.rows(sql`update variants set stock = 0 where id = ${variant.variantId}`);
    await drainRestock(store);
    expect(outbox(shopper.mobile)).toEqual([]);
    expect((await list(shopper.headers)).json().data[0].state).toBe('waiting');
    await restockAsStaff(store, admin, variant.variantId);
    await drainRestock(store);
    expect(outbox(shopper.mobile)).toHaveLength(1);
  });

  it('a variant back in stock before the job ran shows as in stock on the list', async () => {
    const shopper = await newShopper(store);
    const variant = await variantWith(store, 0);
    await subscribe(store, shopper.headers, variant);
    await store.database.rows(sql`update variants set stock = 4 where id = ${variant.variantId}`);
    expect((await list(shopper.headers)).json().data[0].state).toBe('in_stock');
  });
});

describe('account deletion', () => {
  it('erases her subscriptions, notifications and channel choices', async () => {
    const shopper = await newShopper(store);
    const variant = await variantWith(store, 0);
    await subscribe(store, shopper.headers, variant);
    await restockAsStaff(store, admin, variant.variantId);
    await drainRestock(store);
    await store.database.rows(sql`update variants set stock = 0 where id = ${variant.variantId}`);
    await subscribe(store, shopper.headers, variant);
    await store.call({
      method: 'PUT',
      url: '/api/v2/app/notification-preferences',
      headers: shopper.headers,
      payload: { offers_sms: false },
    });
    const deleted = await store.call({ method: 'POST', url: '/api/v2/app/delete/account', headers: shopper.headers });
    expect(deleted.statusCode).toBe(200);
    const [left] = await store.database.rows<{ subs: number; notes: number; prefs: number }>(sql`select
      (select count(*)::int from restock_subscriptions where user_id = ${shopper.id}) as subs,
      (select count(*)::int from notifications where user_id = ${shopper.id}) as notes,
      (select count(*)::int from notification_preferences where user_id = ${shopper.id}) as prefs`);
    expect(left).toEqual({ subs: 0, notes: 0, prefs: 0 });
  });
});
