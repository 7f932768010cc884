import { describe, expect, it } from 'vitest';
import type { CodeRule } from './ports';
import { CASH_STEP, codeDiscount, type PriceLine, priceCart, share } from './pricing';

/** The pricing rules, case by case (pricing.ts states them). */
const line = (over: Partial<PriceLine> = {}): PriceLine => ({
  id: 1,
  variantId: 10,
  productId: 100,
  brandId: 7,
  categoryId: 3,
  price: 21_000,
  quantity: 1,
  ...over,
});

const rule = (over: Partial<CodeRule> = {}): CodeRule => ({
  id: 1,
  code: 'TEST',
  description: '',
  kind: 'percentage',
  value: 10,
  minSubtotal: 0,
  maxDiscount: null,
  brandIds: [],
  categoryIds: [],
  productIds: [],
  ...over,
});

const base = { code: null, deliveryFee: 5_000, freeDeliveryFrom: null, walletRequested: 0, walletBalance: 0 };

describe('priceCart', () => {
  it('adds lines at their prices and the delivery fee', () => {
    const priced = priceCart({ ...base, lines: [line({ quantity: 2 }), line({ id: 2, variantId: 11, price: 9_750 })] });
    expect(priced).toMatchObject({ subtotal: 51_750, discount: 0, shipping: 5_000, walletUsed: 0, total: 56_750 });
    expect(priced.lines.map((l) => l.total)).toEqual([42_000, 9_750]);
  });

  it('rounds a percentage down to a multiple of 250 dinars and shares it among the lines, to the dinar', () => {
    const priced = priceCart({
      ...base,
      code: rule({ value: 15 }),
      lines: [line({ price: 13_500 }), line({ id: 2, variantId: 11, price: 8_250, quantity: 3 })],
    });
    // 15% of 38,250 = 5,737.5 → 5,737 → 5,500.
    expect(priced.discount).toBe(5_500);
    expect(priced.discount % CASH_STEP).toBe(0);
    expect(priced.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(5_500);
    expect(priced.total).toBe(38_250 - 5_500 + 5_000);
  });

  it('caps a percentage at the code maximum', () => {
    const priced = priceCart({
      ...base,
      code: rule({ value: 50, maxDiscount: 10_000 }),
      lines: [line({ price: 60_000 })],
    });
    expect(priced.discount).toBe(10_000);
  });

  it('takes a fixed amount off, never more than the eligible goods', () => {
    expect(codeDiscount(rule({ kind: 'fixed', value: 5_000 }), 21_000)).toBe(5_000);
    expect(codeDiscount(rule({ kind: 'fixed', value: 50_000 }), 21_000)).toBe(21_000);
  });

  it('discounts only the lines of the brands, categories or products the code names', () => {
    const priced = priceCart({
      ...base,
      code: rule({ value: 10, brandIds: [9] }),
      lines: [line({ price: 30_000 }), line({ id: 2, variantId: 11, brandId: 9, price: 20_000 })],
    });
    expect(priced.discount).toBe(2_000);
    expect(priced.lines.map((l) => l.discount)).toEqual([0, 2_000]);
    expect(priced.codeNotApplicable).toBe(false);
  });

  it('says so when no line is eligible for the code, and takes nothing off', () => {
    const priced = priceCart({ ...base, code: rule({ productIds: [999] }), lines: [line()] });
    expect(priced).toMatchObject({ discount: 0, codeNotApplicable: true });
  });

  it('delivers free past the threshold where it applies (the goods, before a code), and with a free-delivery code', () => {
    const at = (subtotal: number, freeDeliveryFrom: number | null) =>
      priceCart({ ...base, freeDeliveryFrom, lines: [line({ price: subtotal })] }).shipping;
    expect(at(50_000, 50_000)).toBe(0);
    expect(at(49_750, 50_000)).toBe(5_000);
    expect(at(90_000, null)).toBe(5_000);
    const discounted = priceCart({
      ...base,
      freeDeliveryFrom: 50_000,
      code: rule({ value: 10 }),
      lines: [line({ price: 52_000 })],
    });
    // 52,000 of goods reach the 50,000 the banner promises; the code's 5,000 off does not take free delivery away.
    expect(discounted).toMatchObject({ discount: 5_000, shipping: 0, spend: 52_000, total: 47_000 });
    const freeCode = priceCart({ ...base, code: rule({ kind: 'free_delivery', value: 0 }), lines: [line()] });
    expect(freeCode).toMatchObject({ shipping: 0, discount: 0, codeNotApplicable: false });
  });

  it('spends the wallet up to the balance and up to what is left to pay; the total is never below 0', () => {
    const lines = [line({ price: 10_000 })];
    expect(priceCart({ ...base, lines, walletRequested: 4_000, walletBalance: 15_000 })).toMatchObject({
      walletUsed: 4_000,
      total: 11_000,
    });
    expect(priceCart({ ...base, lines, walletRequested: 40_000, walletBalance: 12_000 })).toMatchObject({
      walletUsed: 12_000,
      total: 3_000,
    });
    expect(priceCart({ ...base, lines, walletRequested: 40_000, walletBalance: 100_000 })).toMatchObject({
      walletUsed: 15_000,
      total: 0,
    });
  });

  it('prices an empty cart at nothing, delivery included', () => {
    expect(priceCart({ ...base, lines: [] })).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });
  });
});

describe('share', () => {
  it('adds up exactly, in whole dinars, in proportion', () => {
    expect(share(1_000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(share(5_500, [13_500, 24_750])).toEqual([1_941, 3_559]);
    expect(share(0, [5, 5])).toEqual([0, 0]);
  });
});
