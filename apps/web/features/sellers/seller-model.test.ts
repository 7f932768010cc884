import { sellerInvoiceQuery } from '@wb/contract';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { toQueryString } from '@/lib/api';
import { activeCount, EMPTY_DRAFT, parseAmount, placeErrors, pricingInput, workingCartId } from './seller-model';

const lines = [{ variant: { id: 11 } }, { variant: { id: 12 } }, { variant: { id: 13 } }] as never[];

/** The API reads a query with brackets through qs (apps/api/src/http/parsers.ts), then the contract's schema. */
const asTheApiReadsIt = (query: string) =>
  sellerInvoiceQuery.parse(qs.parse(query.slice(1), { depth: 4, arrayLimit: 100, parameterLimit: 200 }));

describe('the seller pricing inputs', () => {
  it('sends each line discount as items[i][…] that the contract reads back as the same list', () => {
    const input = pricingInput(
      {
        ...EMPTY_DRAFT,
        lines: {
          13: { type: 'fixed', value: '٢٥٠٠', reason: 'زبونة دائمة' },
          11: { type: 'percentage', value: '10', reason: '  ' },
          12: { type: 'fixed', value: '', reason: 'لم تكتمل' },
        },
        orderType: 'percentage',
        orderValue: '5',
        deliveryFee: '3000',
        code: ' SUMMER ',
      },
      lines,
    );
    const query = toQueryString({ ...input, contact: 7 });
    expect(query).toContain('items%5B0%5D%5Bdiscount_type%5D=percentage');
    expect(asTheApiReadsIt(query)).toMatchObject({
      code: 'SUMMER',
      wallet: 0,
      delivery_fee: 3000,
      code_type: 'percentage',
      code_value: 5,
      contact: 7,
      items: [
        { discount_type: 'percentage', discount_value: 10, variant_id: 11 },
        { discount_type: 'fixed', discount_value: 2500, variant_id: 13, discount_reason: 'زبونة دائمة' },
      ],
    });
  });

  it('leaves out what the seller has not set: no items, no order discount, no fee', () => {
    const input = pricingInput(EMPTY_DRAFT, lines);
    expect(input).toEqual({ wallet: 0 });
    expect(toQueryString({ ...input })).toBe('?wallet=0');
  });

  it('drops the discount of a line no longer in the cart', () => {
    const input = pricingInput({ ...EMPTY_DRAFT, lines: { 99: { type: 'fixed', value: '100', reason: '' } } }, lines);
    expect(input.items).toBeUndefined();
  });

  it('reads Arabic-Indic digits and separators, and refuses anything else', () => {
    expect(parseAmount('١٠٬٠٠٠')).toBe(10000);
    expect(parseAmount('5,000')).toBe(5000);
    expect(parseAmount('5a')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('refusals placed where the seller looks', () => {
  it('puts a 422 naming items.1 under the second discounted line, and the order fields beside their inputs', () => {
    const sent = pricingInput(
      {
        ...EMPTY_DRAFT,
        lines: {
          11: { type: 'fixed', value: '100', reason: '' },
          13: { type: 'percentage', value: '90', reason: '' },
        },
      },
      lines,
    );
    const placed = placeErrors(
      {
        'items.1.discount_value': ['خصم «كريم» أكبر من المسموح: 20٪ على الأكثر.'],
        delivery_fee: ['أجور التوصيل بين 0 و10,000 د.ع.'],
        contact_id: ['جهة الاتصال غير موجودة.'],
        cart_id: ['السلة غير موجودة.'],
      },
      sent,
    );
    expect([...placed.byVariant]).toEqual([[13, 'خصم «كريم» أكبر من المسموح: 20٪ على الأكثر.']]);
    expect(placed.byField).toEqual({
      delivery_fee: 'أجور التوصيل بين 0 و10,000 د.ع.',
      receiver: 'جهة الاتصال غير موجودة.',
    });
    expect(placed.other).toEqual(['السلة غير موجودة.']);
  });
});

describe('the working cart and the badge', () => {
  const carts = [
    { id: 1, is_active: false, total_quantity: 2 },
    { id: 2, is_active: true, total_quantity: 5 },
  ];
  it('works on the chosen cart while it exists, else the active one', () => {
    expect(workingCartId(carts, 1)).toBe(1);
    expect(workingCartId(carts, 9)).toBe(2);
    expect(workingCartId(carts, null)).toBe(2);
    expect(workingCartId([], null)).toBeNull();
  });
  it("counts the active cart's units", () => {
    expect(activeCount(carts)).toBe(5);
    expect(activeCount(undefined)).toBe(0);
  });
});
