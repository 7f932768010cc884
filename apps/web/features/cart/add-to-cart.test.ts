import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/storage';
import { IDEMPOTENCY_HEADER } from '../session-data/idempotency';
import { createSessionQueryClient } from '../session-data/query-client';
import { apiFailure, fakeCall } from '../session-data/session-call.fixture';
import { addToCart } from './add-to-cart';
import { cartKeys } from './cart-model';
import { cartCountQuery } from './cart-queries';
import { GUEST_CART_KEY, readGuestCart } from './guest-cart';
import type { AddToCartPayload } from './payload';

const payload: AddToCartPayload = {
  price: 25_000,
  compare_at: 30_000,
  quantity: 2,
  shopify_variant_id: 71,
  shopify_variant_sku: 'CRV-236',
  shopify_product_id: 7,
  vendor: 'CeraVe',
  title: 'غسول سيرافي',
  image_path: '/media/7.webp',
  is_bundle: false,
};

let client = createSessionQueryClient();
beforeEach(() => {
  client = createSessionQueryClient();
});
afterEach(() => client.clear());

const customer = {
  signedIn: true,
  role: 'customer' as const,
  sleep: () => Promise.resolve(),
  guestStorage: memoryStorage(),
};
const guest = (guestStorage = memoryStorage()) => ({ signedIn: false, role: null, guestStorage });
const keysSent = (api: ReturnType<typeof fakeCall>) =>
  api.calls.filter((call) => call.id === 'cart.addItem').map((call) => call.options.headers?.[IDEMPOTENCY_HEADER]);

describe('adding to the cart', () => {
  it('sends the spec §3 payload with an Idempotency-Key, and reads the badge again', async () => {
    const api = fakeCall({
      'cart.addItem': () => ({ data: {}, message: 'تمت الإضافة الى السلة' }),
      'cart.count': (_input, attempt) => ({ data: { item_count: attempt === 1 ? 0 : 2 } }),
    });
    const stop = new QueryObserver(client, cartCountQuery(api.call)).subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(cartKeys.count)).toEqual({ item_count: 0 }));

    const outcome = await addToCart(payload, { ...customer, client, call: api.call });
    expect(outcome).toEqual({ kind: 'added', message: 'تمت الإضافة الى السلة' });
    const sent = api.calls.find((call) => call.id === 'cart.addItem');
    expect(sent?.input).toEqual({ body: payload });
    expect(keysSent(api)[0]).toMatch(/^[0-9a-f]{32}$/);
    await vi.waitFor(() => expect(client.getQueryData(cartKeys.count)).toEqual({ item_count: 2 }));
    stop();
  });

  it('repeats a request the server undid in a conflict with the same key, so the server adds once', async () => {
    const api = fakeCall({
      'cart.addItem': (_input, attempt) => {
        if (attempt === 1) throw apiFailure(503, 'server.busy', 'الخادم مشغول لحظياً', 1);
        return { data: {}, message: 'ok' };
      },
    });
    const outcome = await addToCart(payload, { ...customer, client, call: api.call, key: 'press0001' });
    expect(outcome.kind).toBe('added');
    expect(keysSent(api)).toEqual(['press0001', 'press0001']);
  });

  it('gives each press a key of its own', async () => {
    const api = fakeCall({ 'cart.addItem': () => ({ data: {}, message: 'ok' }) });
    await addToCart(payload, { ...customer, client, call: api.call });
    await addToCart(payload, { ...customer, client, call: api.call });
    const [first, second] = keysSent(api);
    expect(first).not.toBe(second);
  });

  it("keeps a guest's press in her browser's cart, with the spec's toast and no request", async () => {
    const api = fakeCall({});
    const storage = memoryStorage();
    const outcome = await addToCart(payload, { ...guest(storage), client, call: api.call });
    expect(outcome).toEqual({ kind: 'added', message: 'تمت الإضافة الى السلة' });
    await addToCart({ ...payload, quantity: 1 }, { ...guest(storage), client, call: api.call });
    expect(readGuestCart(storage).items).toEqual([{ variant_id: 71, quantity: 3 }]);
    expect(JSON.parse(storage.getItem(GUEST_CART_KEY) ?? '{}').items).toEqual([{ variant_id: 71, quantity: 3 }]);
    expect(api.calls).toEqual([]);
  });

  it("tells a guest in Arabic when her browser's cart line would pass 99 units", async () => {
    const api = fakeCall({});
    const storage = memoryStorage();
    await addToCart({ ...payload, quantity: 99 }, { ...guest(storage), client, call: api.call });
    const outcome = await addToCart(payload, { ...guest(storage), client, call: api.call });
    expect(outcome).toEqual({ kind: 'failed', message: 'الكمية القصوى لكل منتج في السلة 99 قطعة.', code: null });
    expect(readGuestCart(storage).items).toEqual([{ variant_id: 71, quantity: 99 }]);
  });

  it('tells a session the server does not know to sign in, with the way back to this product and variant', async () => {
    const api = fakeCall({
      'cart.addItem': () => Promise.reject(apiFailure(401, 'cart.login_required', 'Server Error')),
    });
    const outcome = await addToCart(payload, { ...customer, client, call: api.call });
    expect(outcome).toEqual({
      kind: 'login-required',
      message: 'يجب عليك تسجيل الدخول لإضافة المنتج إلى السلة',
      loginHref: `/auth?next=${encodeURIComponent('/products-details/7?variant=71')}`,
    });
  });

  it("sends a seller's press to the active seller cart, and names that cart in the toast", async () => {
    const api = fakeCall({
      'sellerCarts.addItem': () => ({ data: {}, message: 'تمت الإضافة الى السلة' }),
      'sellerCarts.list': () => ({
        data: [
          { id: 1, name: 'سلة سارة', is_active: false, total_quantity: 0 },
          { id: 2, name: 'سلة نور', is_active: true, total_quantity: 3 },
        ],
      }),
    });
    const outcome = await addToCart(payload, {
      client,
      call: api.call,
      signedIn: true,
      role: 'pharmacist',
      guestStorage: memoryStorage(),
      key: 'k1234567',
    });
    expect(outcome).toEqual({ kind: 'added', message: 'تمت الإضافة إلى سلة «سلة نور».' });
    expect(api.calls[0]?.input.body).toEqual({ variant_id: payload.shopify_variant_id, quantity: payload.quantity });
    expect(api.calls[0]?.options.headers).toEqual({ 'Idempotency-Key': 'k1234567' });
    expect(api.count('cart.addItem')).toBe(0);
  });

  it('reads a 403 as a seller account whatever the cookie said', async () => {
    const api = fakeCall({ 'cart.addItem': () => Promise.reject(apiFailure(403, 'auth.forbidden')) });
    expect((await addToCart(payload, { ...customer, client, call: api.call })).kind).toBe('seller');
  });

  it.each([
    [409, 'stock.insufficient', 'الكمية المتوفرة من هذا المنتج 1 فقط.'],
    [409, 'stock.out', 'نفدت كمية هذا المنتج حالياً.'],
    [422, 'cart.quantity_limit', 'الكمية القصوى لكل منتج في السلة 99 قطعة.'],
    [409, 'cart.too_many_lines', 'وصلت سلتك إلى الحد الأقصى'],
    [404, 'variant.not_found', 'هذا المنتج لم يعد متوفراً في المتجر.'],
  ] as const)('shows the server message of a %i %s', async (status, code, message) => {
    const api = fakeCall({ 'cart.addItem': () => Promise.reject(apiFailure(status, code, message)) });
    const outcome = await addToCart(payload, { ...customer, client, call: api.call });
    expect(outcome).toEqual({ kind: 'failed', message, code });
    expect(api.count('cart.addItem')).toBe(1);
  });
});
