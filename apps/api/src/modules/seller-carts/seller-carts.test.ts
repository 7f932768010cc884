import { messages } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import { newShopper, type Stocked, setStock, stockedVariant } from '../../../test/kits/orders';
import { addLine, expectStatus, newCart, newSeller, type Seller, sellerCall } from '../../../test/kits/seller-carts';
import { FIRST_CART_NAME, MAX_SELLER_CARTS } from './service';

/** Sellers' named carts (spec §3, §4, §7 Seller carts; issue 14): every call, its rules, and who may reach what. */
let store: TestStore;
let variant: Stocked;
let other: Stocked;
beforeAll(async () => {
  store = await startTestStore();
  variant = await stockedVariant(store, 20, 12_500);
  other = await stockedVariant(store, 3, 8_000);
});
afterAll(() => store?.close());

const list = async (seller: Seller) => (await expectStatus(sellerCall(store, seller, 'GET', '/seller/carts'))).data;
const activeIds = async (seller: Seller) =>
  (await list(seller)).filter((cart: { is_active: boolean }) => cart.is_active).map((cart: { id: number }) => cart.id);

describe('a seller’s carts', () => {
  it.each(['influencer', 'pharmacist'] as const)('as %s: creates carts; the newest is the active one', async (role) => {
    const seller = await newSeller(store, role);
    expect(await list(seller)).toEqual([]);
    const response = await sellerCall(store, seller, 'POST', '/seller/carts', {
      name: 'سلة زينب',
      location: 'صيدلية الشفاء',
      region: 'الكرادة',
    });
    const created = await expectStatus(Promise.resolve(response));
    expect(created.message).toBe(messages.sellerCartCreated);
    expect(created.data).toMatchObject({
      name: 'سلة زينب',
      location: 'صيدلية الشفاء',
      region: 'الكرادة',
      is_active: true,
      total_quantity: 0,
      total_price: 0,
      card_quantity: 0,
    });
    const second = await newCart(store, seller, 'سلة مريم');
    expect(await activeIds(seller)).toEqual([second]);
    expect((await list(seller)).map((cart: { name: string }) => cart.name)).toEqual(['سلة مريم', 'سلة زينب']);
  });

  it('activating a cart makes it the only active one', async () => {
    const seller = await newSeller(store, 'influencer');
    const first = await newCart(store, seller, 'الأولى');
    await newCart(store, seller, 'الثانية');
    const body = await expectStatus(sellerCall(store, seller, 'PUT', `/seller/carts/activate/${first}`));
    expect(body.data).toMatchObject({ id: first, is_active: true });
    expect(await activeIds(seller)).toEqual([first]);
  });

  it('renames a cart with its location and region', async () => {
    const seller = await newSeller(store, 'pharmacist');
    const id = await newCart(store, seller);
    const body = await expectStatus(
      sellerCall(store, seller, 'PUT', `/seller/carts/rename/${id}`, { name: 'صيدلية النور', region: 'المنصور' }),
    );
    expect(body.message).toBe(messages.updatedSuccessfully);
    expect(body.data).toMatchObject({ id, name: 'صيدلية النور', region: 'المنصور', location: null });
  });

  it('deleting the active cart makes the newest remaining one active; deleting the last leaves none', async () => {
    const seller = await newSeller(store, 'influencer');
    const oldest = await newCart(store, seller, 'أ');
    const middle = await newCart(store, seller, 'ب');
    const newest = await newCart(store, seller, 'ج');
    const body = await expectStatus(sellerCall(store, seller, 'DELETE', `/seller/carts/${newest}`));
    expect(body.message).toBe(messages.cartDeleted);
    expect(await activeIds(seller)).toEqual([middle]);
    await expectStatus(sellerCall(store, seller, 'DELETE', `/seller/carts/${oldest}`));
    expect(await activeIds(seller)).toEqual([middle]);
    await expectStatus(sellerCall(store, seller, 'DELETE', `/seller/carts/${middle}`));
    expect(await list(seller)).toEqual([]);
  });

  it(`keeps at most ${MAX_SELLER_CARTS} carts`, async () => {
    const seller = await newSeller(store, 'pharmacist');
    for (let i = 0; i < MAX_SELLER_CARTS; i++) await newCart(store, seller, `سلة ${i}`);
    const response = await sellerCall(store, seller, 'POST', '/seller/carts', { name: 'واحدة أخرى' });
    expectArabicError(response, 409);
    expect(response.json().code).toBe('seller_cart.limit');
  });

  it('refuses a cart without a name, in Arabic', async () => {
    const seller = await newSeller(store, 'influencer');
    const response = await sellerCall(store, seller, 'POST', '/seller/carts', { name: '  ', region: 'x'.repeat(300) });
    expectArabicError(response, 422);
  });
});

describe('a seller cart’s lines', () => {
  it('adding goes to the active cart and the answer names it; the list shows the totals', async () => {
    const seller = await newSeller(store, 'influencer');
    const first = await newCart(store, seller, 'سلة نور');
    const second = await newCart(store, seller, 'سلة هدى');
    const response = await sellerCall(store, seller, 'POST', '/seller/carts/items', {
      variant_id: variant.variantId,
      quantity: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('تمت الإضافة إلى سلة «سلة هدى».');
    expect(response.json().data).toMatchObject({ quantity: 2, line_total: 25_000 });
    expect(response.json().data.variant).toMatchObject({ id: variant.variantId, price: 12_500, available: true });
    expect(response.json().data.variant.product.id).toBe(variant.productId);
    await addLine(store, seller, variant.variantId, 1, first);
    const carts = await list(seller);
    expect(carts.find((c: { id: number }) => c.id === second)).toMatchObject({
      total_quantity: 2,
      total_price: 25_000,
    });
    expect(carts.find((c: { id: number }) => c.id === first)).toMatchObject({ total_quantity: 1, card_quantity: 1 });
  });

  it('a seller with no cart gets one, «سلتي», on her first add', async () => {
    const seller = await newSeller(store, 'pharmacist');
    await addLine(store, seller, variant.variantId);
    const carts = await list(seller);
    expect(carts).toHaveLength(1);
    expect(carts[0]).toMatchObject({ name: FIRST_CART_NAME, is_active: true, total_quantity: 1 });
  });

  it('the same variant again adds to its line; more than the stock or 99 units is refused', async () => {
    const seller = await newSeller(store, 'influencer');
    const cart = await newCart(store, seller);
    const line = await addLine(store, seller, other.variantId, 2);
    expect(await addLine(store, seller, other.variantId, 1)).toBe(line);
    const over = await sellerCall(store, seller, 'POST', '/seller/carts/items', { variant_id: other.variantId });
    expectArabicError(over, 409);
    expect(over.json().code).toBe('stock.insufficient');
    const body = await expectStatus(sellerCall(store, seller, 'GET', `/seller/carts/${cart}`));
    expect(body.data.cart_items).toHaveLength(1);
    expect(body.data.cart_items[0]).toMatchObject({ id: line, quantity: 3 });
    const tooMany = await sellerCall(store, seller, 'POST', '/seller/carts/items', {
      variant_id: variant.variantId,
      quantity: 100,
    });
    expectArabicError(tooMany, 422);
  });

  it('sets a quantity, removes a line and empties a cart (spec §8 messages)', async () => {
    const seller = await newSeller(store, 'pharmacist');
    const cart = await newCart(store, seller);
    const line = await addLine(store, seller, variant.variantId);
    await addLine(store, seller, other.variantId);
    const updated = await expectStatus(
      sellerCall(store, seller, 'PUT', `/seller/carts/items/${line}`, { quantity: 4 }),
    );
    expect(updated.data).toMatchObject({ id: line, quantity: 4, line_total: 50_000 });
    const beyond = await sellerCall(store, seller, 'PUT', `/seller/carts/items/${line}`, { quantity: 21 });
    expectArabicError(beyond, 409);
    const removed = await expectStatus(sellerCall(store, seller, 'DELETE', `/seller/carts/items/${line}`));
    expect(removed.message).toBe(messages.cartItemRemoved);
    const emptied = await expectStatus(sellerCall(store, seller, 'PUT', `/seller/carts/empty/${cart}`));
    expect(emptied.message).toBe(messages.cartEmptied);
    const body = await expectStatus(sellerCall(store, seller, 'GET', `/seller/carts/${cart}`));
    expect(body.data).toMatchObject({ cart_items: [], total_quantity: 0, total_price: 0 });
  });

  it('page=invoice adds the stock check: a line over the stock is listed with its Arabic message', async () => {
    const seller = await newSeller(store, 'influencer');
    const scarce = await stockedVariant(store, 5, 4_000);
    const cart = await newCart(store, seller);
    await addLine(store, seller, scarce.variantId, 5);
    await setStock(store, scarce, 2);
    const body = await expectStatus(sellerCall(store, seller, 'GET', `/seller/carts/${cart}?page=invoice`));
    expect(body.data.errors.quantity).toEqual([
      expect.objectContaining({ variant_id: scarce.variantId, requested: 5, available: 2 }),
    ]);
    const plain = await expectStatus(sellerCall(store, seller, 'GET', `/seller/carts/${cart}`));
    expect(plain.data.errors).toBeUndefined();
  });
});

describe('who reaches a seller cart', () => {
  it('another seller gets 404 on every call with a cart’s or a line’s id', async () => {
    const owner = await newSeller(store, 'influencer');
    const stranger = await newSeller(store, 'influencer');
    const cart = await newCart(store, owner);
    const line = await addLine(store, owner, variant.variantId);
    await newCart(store, stranger);
    const calls: Array<[method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, body?: Record<string, unknown>]> = [
      ['GET', `/seller/carts/${cart}`],
      ['PUT', `/seller/carts/rename/${cart}`, { name: 'لي' }],
      ['PUT', `/seller/carts/activate/${cart}`],
      ['PUT', `/seller/carts/empty/${cart}`],
      ['DELETE', `/seller/carts/${cart}`],
      ['PUT', `/seller/carts/items/${line}`, { quantity: 2 }],
      ['DELETE', `/seller/carts/items/${line}`],
      ['POST', '/seller/carts/items', { variant_id: variant.variantId, cart_id: cart }],
      ['GET', `/seller/carts/${cart}/invoice/details`],
    ];
    for (const [method, path, body] of calls) {
      const response = await sellerCall(store, stranger, method, path, body);
      expectArabicError(response, 404);
    }
    const still = await expectStatus(sellerCall(store, owner, 'GET', `/seller/carts/${cart}`));
    expect(still.data.cart_items).toEqual([expect.objectContaining({ id: line, quantity: 1 })]);
  });

  it('a customer is refused every seller call (403); a guest is asked to sign in (401)', async () => {
    const shopper = await newShopper(store);
    for (const [method, path] of [
      ['GET', '/seller/carts'],
      ['POST', '/seller/carts'],
      ['GET', '/contacts'],
      ['GET', '/search/addresses'],
      ['POST', '/influencer/orders'],
      ['POST', '/pharmacist/orders'],
    ] as const) {
      expectArabicError(await sellerCall(store, shopper, method, path, method === 'GET' ? undefined : {}), 403);
      expectArabicError(await sellerCall(store, { headers: {} }, method, path), 401);
    }
  });

  it('an influencer is refused the pharmacist’s calls and a pharmacist the influencer’s (403)', async () => {
    const influencer = await newSeller(store, 'influencer');
    const pharmacist = await newSeller(store, 'pharmacist');
    for (const [method, path] of [
      ['GET', '/search/addresses'],
      ['POST', '/addresses'],
      ['POST', '/pharmacist/orders'],
    ] as const) {
      expectArabicError(await sellerCall(store, influencer, method, path, method === 'GET' ? undefined : {}), 403);
    }
    for (const [method, path] of [
      ['GET', '/contacts'],
      ['POST', '/contacts'],
      ['DELETE', '/contacts/1'],
      ['POST', '/influencer/orders'],
    ] as const) {
      expectArabicError(await sellerCall(store, pharmacist, method, path, method === 'POST' ? {} : undefined), 403);
    }
  });
});
