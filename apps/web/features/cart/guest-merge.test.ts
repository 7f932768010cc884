import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/storage';
import { currentToasts, dismissToast } from '@/lib/toast';
import { IDEMPOTENCY_HEADER } from '../session-data/idempotency';
import { createSessionQueryClient } from '../session-data/query-client';
import { apiFailure, deferred, fakeCall } from '../session-data/session-call.fixture';
import { GUEST_CART_KEY, mergeKeyOf, readGuestCart, writeGuestCart } from './guest-cart';
import { mergeGuestCart } from './guest-merge';

const cart = {
  id: 'cart0001',
  items: [
    { variant_id: 11, quantity: 2 },
    { variant_id: 22, quantity: 1 },
  ],
};
const merged = (shortfalls: unknown[] = []) => ({
  data: { added_quantity: 3, item_count: 3, shortfalls },
  message: 'أضفنا إلى سلتك ما اخترتِه قبل تسجيل الدخول.',
});

let client = createSessionQueryClient();
let storage = memoryStorage();
beforeEach(() => {
  client = createSessionQueryClient();
  storage = memoryStorage();
  writeGuestCart(storage, cart);
});
afterEach(() => {
  client.clear();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const toastTexts = () => currentToasts().map((toast) => toast.message);

describe("merging a guest's cart at sign-in", () => {
  it("sends her lines once with the cart's own key, then clears the browser's copy and says so", async () => {
    const api = fakeCall({ 'cart.merge': () => merged() });
    await mergeGuestCart(7, { client, call: api.call, storage });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.input).toEqual({ body: { items: cart.items } });
    expect(api.calls[0]?.options.headers?.[IDEMPOTENCY_HEADER]).toBe(mergeKeyOf(cart));
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(toastTexts()).toEqual(['أضفنا إلى سلتك ما اخترتِه قبل تسجيل الدخول.']);
  });

  it('joins a merge already running in this tab (both badges ask) rather than sending another', async () => {
    const answer = deferred<unknown>();
    const api = fakeCall({ 'cart.merge': () => answer.promise });
    const first = mergeGuestCart(7, { client, call: api.call, storage });
    const second = mergeGuestCart(7, { client, call: api.call, storage });
    answer.resolve(merged());
    await Promise.all([first, second]);
    expect(api.count('cart.merge')).toBe(1);
  });

  it('keeps the cart after a failure, and the next try sends the same key (another tab, a reload)', async () => {
    const api = fakeCall({
      'cart.merge': (_input, attempt) => {
        if (attempt === 1)
          throw apiFailure(429, 'request.rate_limited', 'عدد الطلبات كبير جداً، يرجى المحاولة بعد قليل.');
        return merged();
      },
    });
    await mergeGuestCart(7, { client, call: api.call, storage });
    expect(readGuestCart(storage)).toEqual(cart);
    expect(toastTexts()).toContain('عدد الطلبات كبير جداً، يرجى المحاولة بعد قليل.');
    await mergeGuestCart(7, { client, call: api.call, storage });
    const keys = api.calls.map((call) => call.options.headers?.[IDEMPOTENCY_HEADER]);
    expect(keys).toEqual([mergeKeyOf(cart), mergeKeyOf(cart)]);
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('tells her in one notice what could not be kept, line by line', async () => {
    const api = fakeCall({
      'cart.merge': () =>
        merged([
          {
            variant_id: 11,
            title: 'غسول',
            requested: 2,
            added: 1,
            message: '«غسول»: أضفنا 1 من 2 فقط حسب الكمية المتوفرة.',
          },
        ]),
    });
    await mergeGuestCart(7, { client, call: api.call, storage });
    expect(toastTexts()).toEqual([
      'بعض ما اخترتِه قبل تسجيل الدخول لم يُنقل كما هو:\n«غسول»: أضفنا 1 من 2 فقط حسب الكمية المتوفرة.',
    ]);
    expect(currentToasts()[0]?.durationMs).toBeGreaterThan(4000);
  });

  it('does nothing but tidy up when the browser holds no lines', async () => {
    const api = fakeCall({});
    writeGuestCart(storage, { id: 'cart0001', items: [] });
    await mergeGuestCart(7, { client, call: api.call, storage });
    expect(api.calls).toEqual([]);
  });
});
