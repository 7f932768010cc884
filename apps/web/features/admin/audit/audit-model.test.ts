import { describe, expect, it } from 'vitest';
import { changesOf, entityHref } from './audit-model';

describe('an audit entry as the desk shows it', () => {
  it('lists the fields that changed, in Arabic where the field is known', () => {
    expect(
      changesOf({ status: 'pending', courier: null }, { status: 'confirmed', courier: null, note: 'اتصلنا' }),
    ).toEqual([
      { field: 'status', label: 'الحالة', before: 'بانتظار التأكيد', after: 'مؤكد' },
      { field: 'note', label: 'الملاحظة', before: '—', after: 'اتصلنا' },
    ]);
    expect(changesOf(null, { sku: 'A-1' })).toEqual([{ field: 'sku', label: 'sku', before: '—', after: 'A-1' }]);
  });

  it('reads statuses and roles in Arabic, money in dinars and times on Baghdad clocks', () => {
    const values = (before: object, after: object) =>
      changesOf(before, after).map((change) => [change.before, change.after]);
    expect(values({ status: 'pending' }, { status: 'confirmed' })).toEqual([['بانتظار التأكيد', 'مؤكد']]);
    expect(values({ user_type: 'customer' }, { user_type: 'staff' })).toEqual([['زبون', 'موظف']]);
    expect(values({ balance: 0 }, { balance: 25_000, amount: -5000 })).toEqual([
      ['0 د.ع', '25,000 د.ع'],
      ['—', '\u2066−5,000\u2069 د.ع'],
    ]);
    expect(values({ blocked_at: null }, { blocked_at: '2026-03-05T21:30:00.000Z' })).toEqual([
      ['—', '6 آذار 2026، 12:30 ص'],
    ]);
  });

  it("reads an order's edited lines and money (issue 24)", () => {
    const before = { lines: [{ variant_id: 12, quantity: 2, price: 20_000 }], total: 45_000, wallet_used: 0 };
    const after = {
      lines: [
        { variant_id: 12, quantity: 3, price: 20_000 },
        { variant_id: 40, quantity: 1, price: 12_000 },
      ],
      total: 77_000,
      wallet_used: 0,
    };
    expect(changesOf(before, after)).toEqual([
      { field: 'lines', label: 'المنتجات', before: '2 × نوع 12', after: '3 × نوع 12، 1 × نوع 40' },
      { field: 'total', label: 'الإجمالي', before: '45,000 د.ع', after: '77,000 د.ع' },
    ]);
  });

  it('links the records that have a page', () => {
    expect(entityHref('order', '12')).toBe('/admin/orders/12');
    expect(entityHref('user', '7')).toBe('/admin/customers/7');
    expect(entityHref('popup', '3')).toBeNull();
  });
});
