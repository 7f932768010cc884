import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import { type Stocked, stockedVariant } from '../../../test/kits/orders';
import {
  addLine,
  expectStatus,
  newCart,
  newReceiver,
  newSeller,
  type Seller,
  sellerCall,
} from '../../../test/kits/seller-carts';
import { DEFAULT_SELLER_TERMS, SELLER_TERMS_KEY, SELLER_TERMS_TAG } from '../earnings/terms';

/**
 * The seller invoice (spec §7 `GET app/seller/carts/{cartId}/invoice/details`; issue 14): checkout's pricing with the
 * seller's per-line and whole-order discounts and delivery fee, each bounded by the role's terms.
 * Default terms: influencer 20 % a line, 10 % an order, delivery 0–10,000, commission 10 %; pharmacist 15/10/0–10,000/5.
 */
let store: TestStore;
let serum: Stocked;
let cream: Stocked;
beforeAll(async () => {
  store = await startTestStore();
  serum = await stockedVariant(store, 50, 20_000);
  cream = await stockedVariant(store, 50, 10_000);
});
afterAll(() => store?.close());

/** A seller with a cart of 2 serums (40,000) and 1 cream (10,000), and a receiver in Baghdad. */
async function sellerWithCart(role: Seller['role'] = 'influencer') {
  const seller = await newSeller(store, role);
  const cart = await newCart(store, seller);
  await addLine(store, seller, serum.variantId, 2);
  await addLine(store, seller, cream.variantId, 1);
  const receiver = await newReceiver(store, seller);
  return { seller, cart, receiver };
}

function invoice(seller: Seller, cart: number, query: string) {
  return sellerCall(store, seller, 'GET', `/seller/carts/${cart}/invoice/details?${query}`);
}

const item = (i: number, variantId: number, type: string, value: number, reason = 'زبونة دائمة') =>
  `items[${i}][variant_id]=${variantId}&items[${i}][discount_type]=${type}&items[${i}][discount_value]=${value}` +
  `&items[${i}][discount_reason]=${encodeURIComponent(reason)}`;

describe('the seller invoice', () => {
  it('prices the cart as checkout does, with the governorate’s delivery and the commission it earns', async () => {
    const { seller, cart, receiver } = await sellerWithCart();
    const body = await expectStatus(invoice(seller, cart, `contact=${receiver}`));
    expect(body.data).toMatchObject({
      subtotal: 50_000,
      discount: 0,
      code_discount: 0,
      line_discount: 0,
      order_discount: 0,
      total: 50_000 + body.data.delivery_fee,
      receiver: { id: receiver, name: 'أسماء حسين' },
      terms: DEFAULT_SELLER_TERMS.influencer,
      commission: 5_000,
      gifts: [],
    });
    expect(body.data.items).toHaveLength(2);
  });

  it('takes a line’s discount (percent or dinars), then the order’s, and a delivery fee the seller sets', async () => {
    const { seller, cart, receiver } = await sellerWithCart();
    const query = [
      `contact=${receiver}`,
      item(0, serum.variantId, 'percentage', 10),
      item(1, cream.variantId, 'fixed', 1_000, 'عرض الافتتاح'),
      'code_type=fixed&code_value=2000&delivery_fee=3000',
    ].join('&');
    const body = await expectStatus(invoice(seller, cart, query));
    // 10 % of 40,000 = 4,000 off the serums; 1,000 off the cream; 2,000 off the 45,000 left, shared by the lines.
    expect(body.data).toMatchObject({
      subtotal: 50_000,
      line_discount: 5_000,
      order_discount: 2_000,
      discount: 7_000,
      delivery_fee: 3_000,
      total: 46_000,
      commission: 4_300,
    });
    const lines = new Map(body.data.items.map((line: { variant_id: number }) => [line.variant_id, line]));
    expect(lines.get(serum.variantId)).toMatchObject({
      seller_discount: 4_000 + 1_600,
      own_discount: 4_000,
      discount_reason: 'زبونة دائمة',
    });
    expect(lines.get(cream.variantId)).toMatchObject({
      seller_discount: 1_000 + 400,
      own_discount: 1_000,
      discount_reason: 'عرض الافتتاح',
    });
  });

  it('refuses a line discount above the role’s bound with a 422 naming the line', async () => {
    const { seller, cart } = await sellerWithCart('pharmacist');
    const tooMuch = await invoice(
      seller,
      cart,
      `${item(0, cream.variantId, 'fixed', 500)}&${item(1, serum.variantId, 'percentage', 16)}`,
    );
    expectArabicError(tooMuch, 422);
    expect(tooMuch.json().code).toBe('discount.line_too_big');
    expect(tooMuch.json().errors['items.1.discount_value'][0]).toContain('15%');
    // 15 % of the cream's 10,000 is the most in dinars: 1,500.
    const fixed = await invoice(seller, cart, item(0, cream.variantId, 'fixed', 1_501));
    expect(fixed.json().errors['items.0.discount_value'][0]).toContain('1,500');
    await expectStatus(invoice(seller, cart, item(0, cream.variantId, 'fixed', 1_500)));
  });

  it('refuses an order discount, a delivery fee out of range, a line without a reason or not in the cart', async () => {
    const { seller, cart } = await sellerWithCart();
    const cases: Array<[string, string, string]> = [
      ['code_type=percentage&code_value=11', 'code_value', 'discount.order_too_big'],
      ['code_type=fixed&code_value=5001', 'code_value', 'discount.order_too_big'],
      ['delivery_fee=10001', 'delivery_fee', 'delivery_fee.out_of_range'],
      [item(0, cream.variantId, 'fixed', 500, ' '), 'items.0.discount_reason', 'discount.reason_required'],
      [item(0, 999_999, 'fixed', 500), 'items.0.variant_id', 'discount.not_in_cart'],
      [
        `${item(0, cream.variantId, 'fixed', 5)}&${item(1, cream.variantId, 'fixed', 6)}`,
        'items.1.variant_id',
        'discount.repeated',
      ],
      ['code_type=percentage&code_value=101', 'code_value', 'request.invalid'],
    ];
    for (const [query, field, code] of cases) {
      const response = await invoice(seller, cart, query);
      expectArabicError(response, 422);
      expect(response.json().code, query).toBe(code);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });

  it('follows the terms the desk saves: a larger bound takes effect at once', async () => {
    const { seller, cart } = await sellerWithCart();
    expectArabicError(await invoice(seller, cart, item(0, cream.variantId, 'percentage', 30)), 422);
    const terms = {
      ...DEFAULT_SELLER_TERMS,
      influencer: { ...DEFAULT_SELLER_TERMS.influencer, max_line_discount_percent: 30 },
    };
    await store.database.rows(sql`
      insert into settings (key, value) values (${SELLER_TERMS_KEY}, ${JSON.stringify(terms)}::jsonb)
      on conflict (key) do update set value = excluded.value`);
    store.kernel.cacheTags.drop([SELLER_TERMS_TAG]);
    const body = await expectStatus(invoice(seller, cart, item(0, cream.variantId, 'percentage', 30)));
    expect(body.data.line_discount).toBe(3_000);
    await store.database.rows(sql`delete from settings where key = ${SELLER_TERMS_KEY}`);
    store.kernel.cacheTags.drop([SELLER_TERMS_TAG]);
  });

  it('a contact of another seller is a 404; an empty cart prices to nothing', async () => {
    const { seller } = await sellerWithCart();
    const other = await newSeller(store, 'influencer');
    const theirs = await newReceiver(store, other);
    const empty = await newCart(store, seller, 'فارغة');
    expectArabicError(await invoice(seller, empty, `contact=${theirs}`), 404);
    const body = await expectStatus(invoice(seller, empty, ''));
    expect(body.data).toMatchObject({ items: [], subtotal: 0, total: 0, delivery_fee: 0, commission: 0 });
  });

  it('follows the book and the wallet at once: a contact deleted is a 404, a credit shows on the next invoice', async () => {
    const { seller, cart, receiver } = await sellerWithCart();
    expect((await expectStatus(invoice(seller, cart, `contact=${receiver}`))).data.wallet_balance).toBe(0);
    await store.services.wallet.credit(store.ctx(), seller.id, 12_000, 'staff', { note: 'مكافأة' });
    expect((await expectStatus(invoice(seller, cart, `contact=${receiver}`))).data.wallet_balance).toBe(12_000);
    await expectStatus(sellerCall(store, seller, 'DELETE', `/contacts/${receiver}`));
    expectArabicError(await invoice(seller, cart, `contact=${receiver}`), 404);
  });
});
