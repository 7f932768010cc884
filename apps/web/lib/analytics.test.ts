import type { ProductCard } from '@wb/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line } from '@/features/cart/cart.fixture';
import { orderOf } from '@/features/orders/order.fixture';
import {
  type AnalyticsItem,
  PURCHASES_KEY,
  purchaseOnce,
  pushCommerce,
  pushEvent,
  REMEMBERED_PURCHASES,
} from './analytics';
import { cardItem, cartLineItem, purchaseOf } from './analytics-items';
import { memoryStorage } from './storage';

/** A page: its own window and data layer, as after the head script ran (the consent defaults first). */
let page: { dataLayer?: unknown[] };
beforeEach(() => {
  page = {};
  vi.stubGlobal('window', page);
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

/** The data layer without the consent commands (`arguments` objects), as plain values. */
const entries = () =>
  (page.dataLayer ?? []).filter((entry) => Object.prototype.toString.call(entry) !== '[object Arguments]');

const serum: AnalyticsItem = {
  item_id: 'ORD-NIA-30',
  item_name: 'سيروم النياسيناميد',
  item_brand: 'The Ordinary',
  item_category: 'العناية بالبشرة',
  item_variant: '30 مل',
  price: 18_000,
  quantity: 2,
};

describe('commerce events', () => {
  it('clear the commerce data before each push, in IQD, valued at price × quantity', () => {
    pushCommerce('add_to_cart', [serum], {});
    pushCommerce('remove_from_cart', [{ ...serum, quantity: 1 }], {});
    expect(entries()).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'IQD', value: 36_000, items: [serum] } },
      { ecommerce: null },
      { event: 'remove_from_cart', ecommerce: { currency: 'IQD', value: 18_000, items: [{ ...serum, quantity: 1 }] } },
    ]);
  });

  it("carry each event's parameters, leaving out the empty ones", () => {
    pushCommerce('add_shipping_info', [serum], { value: 30_000, coupon: '', shipping_tier: 'بغداد' });
    expect(entries()[1]).toEqual({
      event: 'add_shipping_info',
      ecommerce: { currency: 'IQD', value: 30_000, shipping_tier: 'بغداد', items: [serum] },
    });
  });

  it('push nothing without items', () => {
    pushCommerce('view_item_list', [], { item_list_id: 'products', item_list_name: 'كل المنتجات' });
    expect(entries()).toEqual([]);
  });

  it('come after the consent defaults, all denied, even where the head script did not run', () => {
    pushCommerce('view_item', [serum], {});
    const [first] = page.dataLayer ?? [];
    expect(Array.from(first as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
  });
});

describe('events without commerce data', () => {
  it('are pushed as GA4 names them, without a clearing push', () => {
    pushEvent('search', { search_term: 'سيرافي' });
    pushEvent('login', { method: 'mobile_otp' });
    pushEvent('sign_up', { method: 'mobile_otp' });
    expect(entries()).toEqual([
      { event: 'search', search_term: 'سيرافي' },
      { event: 'login', method: 'mobile_otp' },
      { event: 'sign_up', method: 'mobile_otp' },
    ]);
  });
});

describe('purchase', () => {
  const base = orderOf(231, 'pending');
  const [bought] = base.items;
  if (!bought) throw new Error('the fixture order has a line');
  const order = {
    ...base,
    discount: 2_000,
    code: 'WELCOME10',
    items: [...base.items, { ...bought, id: 2, sku: 'GIFT-1', price: 0, total: 0, quantity: 1, is_gift: true }],
  };

  it('is the order: its number, the goods after discount, delivery, no tax, the code, and no gifts', () => {
    const { items, params } = purchaseOf(order);
    expect(params).toEqual({
      transaction_id: 'WB-100231',
      value: 22_000,
      shipping: 5_000,
      tax: 0,
      coupon: 'WELCOME10',
    });
    expect(items).toEqual([
      {
        item_id: 'CRV-CLN-236',
        item_name: 'غسول سيرافي',
        item_brand: 'CeraVe',
        item_category: 'العناية بالبشرة',
        item_variant: '236 مل',
        price: 12_000,
        quantity: 2,
      },
    ]);
  });

  it('is pushed once per order: a reload or a later visit of the thank-you page pushes nothing', () => {
    const storage = memoryStorage();
    const { items, params } = purchaseOf(order);
    expect(purchaseOnce(items, params, storage)).toBe(true);
    // The reload: a new page, the same storage.
    page = {};
    vi.stubGlobal('window', page);
    expect(purchaseOnce(items, params, storage)).toBe(false);
    expect(entries()).toEqual([]);
    // Another order still counts.
    expect(purchaseOnce(items, { ...params, transaction_id: 'WB-100232' }, storage)).toBe(true);
    expect(entries().map((entry) => (entry as { event?: string }).event)).toEqual([undefined, 'purchase']);
  });

  it('remembers a bounded number of orders, and survives an unreadable memory', () => {
    const storage = memoryStorage();
    storage.setItem(PURCHASES_KEY, '{not json');
    const { items, params } = purchaseOf(order);
    for (let n = 0; n < REMEMBERED_PURCHASES + 10; n++) {
      expect(purchaseOnce(items, { ...params, transaction_id: `WB-${n}` }, storage)).toBe(true);
    }
    const remembered = JSON.parse(storage.getItem(PURCHASES_KEY) ?? '[]') as string[];
    expect(remembered).toHaveLength(REMEMBERED_PURCHASES);
    expect(remembered.at(-1)).toBe(`WB-${REMEMBERED_PURCHASES + 9}`);
  });
});

describe('items', () => {
  it('are the variant by its SKU, with the brand and category, from a card and from a cart line alike', () => {
    const card = {
      title: 'منتج 1',
      vendor: 'Brand',
      category: { id: 3, slug: 'hair', name: 'العناية بالشعر' },
      price: 12_000,
      default_variant_sku: 'SKU-1',
    } as ProductCard;
    expect(cardItem(card)).toEqual({
      item_id: 'SKU-1',
      item_name: 'منتج 1',
      item_brand: 'Brand',
      item_category: 'العناية بالشعر',
      price: 12_000,
    });
    const cartLine = line(1, 2, 12_000);
    expect(cartLineItem(cartLine)).toEqual({ ...cardItem(card), item_variant: '200 مل', quantity: 2 });
    expect(cartLineItem(cartLine, 1).quantity).toBe(1);
  });
});
