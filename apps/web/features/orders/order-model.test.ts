import { describe, expect, it } from 'vitest';
import { event, orderOf } from './order.fixture';
import {
  actorLabel,
  canReorder,
  lineMoney,
  orderIdParam,
  orderMoneyRows,
  statusLabels,
  timelineSteps,
} from './order-model';

/** What the order page shows of an order's life: the steps, their state, and who moved it. */
const shape = (order: Parameters<typeof timelineSteps>[0]) =>
  timelineSteps(order).map((step) => [step.status, step.state, step.event?.at ?? null]);

describe('the timeline of an order', () => {
  it('shows a new order as received, with the three steps still ahead', () => {
    expect(shape(orderOf(1, 'pending'))).toEqual([
      ['pending', 'current', '2026-03-01T09:00:00.000Z'],
      ['confirmed', 'upcoming', null],
      ['shipped', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ]);
  });

  it('marks every step reached, oldest first, and the latest as current', () => {
    const order = orderOf(1, 'shipped', [
      event('pending', '2026-03-01T09:00:00.000Z', 'customer'),
      event('confirmed', '2026-03-01T10:00:00.000Z'),
      event('shipped', '2026-03-02T08:00:00.000Z'),
    ]);
    expect(shape(order)).toEqual([
      ['pending', 'done', '2026-03-01T09:00:00.000Z'],
      ['confirmed', 'done', '2026-03-01T10:00:00.000Z'],
      ['shipped', 'current', '2026-03-02T08:00:00.000Z'],
      ['delivered', 'upcoming', null],
    ]);
  });

  it('shows a delivered order as done all the way', () => {
    const order = orderOf(1, 'delivered', [
      event('pending', '2026-03-01T09:00:00.000Z', 'customer'),
      event('confirmed', '2026-03-01T10:00:00.000Z'),
      event('shipped', '2026-03-02T08:00:00.000Z'),
      event('delivered', '2026-03-03T08:00:00.000Z'),
    ]);
    expect(timelineSteps(order).map((step) => step.state)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('ends a cancelled order at its cancel, with nothing ahead of it', () => {
    const order = orderOf(1, 'cancelled', [
      event('pending', '2026-03-01T09:00:00.000Z', 'customer'),
      event('confirmed', '2026-03-01T10:00:00.000Z'),
      event('cancelled', '2026-03-01T11:00:00.000Z', 'staff', 'نفد المنتج'),
    ]);
    expect(shape(order)).toEqual([
      ['pending', 'done', '2026-03-01T09:00:00.000Z'],
      ['confirmed', 'done', '2026-03-01T10:00:00.000Z'],
      ['cancelled', 'cancelled', '2026-03-01T11:00:00.000Z'],
    ]);
    expect(timelineSteps(order).at(-1)?.event?.note).toBe('نفد المنتج');
  });

  it('shows a return after the delivery, in its own state', () => {
    const order = orderOf(1, 'returned', [
      event('pending', '2026-03-01T09:00:00.000Z', 'customer'),
      event('confirmed', '2026-03-01T10:00:00.000Z'),
      event('shipped', '2026-03-02T08:00:00.000Z'),
      event('delivered', '2026-03-03T08:00:00.000Z'),
      event('returned', '2026-03-05T08:00:00.000Z'),
    ]);
    expect(timelineSteps(order).map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'returned']);
  });

  it('says who moved it', () => {
    expect(actorLabel('customer')).toBe('أنت');
    expect(actorLabel('staff')).toBe('فريق وندر بيوتي');
    expect(actorLabel('system')).toBe('تلقائياً');
  });

  it('names every status in Arabic, a cancelled one ملغي', () => {
    expect(statusLabels.cancelled).toBe('ملغي');
    for (const label of Object.values(statusLabels)) expect(label).toMatch(/^[\u0600-\u06ff ]+$/);
  });
});

describe('the order id of the address', () => {
  it('takes the ids the API takes', () => {
    expect(orderIdParam('7')).toBe(7);
    expect(orderIdParam('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else, for a not-found page', () => {
    for (const value of ['abc', '0', '-1', '1.5', '07', '2147483648', '99999999999', '', ' 7', 'WB-100001']) {
      expect(orderIdParam(value), value).toBeNull();
    }
  });
});

describe('ordering again', () => {
  it("is offered on a customer's own orders, not on those a seller placed for someone", () => {
    expect(canReorder({ placed_by: 'customer' })).toBe(true);
    expect(canReorder({ placed_by: 'influencer' })).toBe(false);
    expect(canReorder({ placed_by: 'pharmacist' })).toBe(false);
  });
});

describe('the money of an order (issue 24)', () => {
  it("shows the lines at their prices and a code's discount as its own row, not spread over the lines", () => {
    // As seen: 48,000 and 21,000 with a 10 % code (6,750 after rounding down to 250) showed as 43,304 and 18,946.
    const serum = { price: 24_000, quantity: 2, own_discount: 0 };
    const cream = { price: 21_000, quantity: 1, own_discount: 0 };
    expect(lineMoney(serum)).toEqual({ amount: 48_000, before: null });
    expect(lineMoney(cream)).toEqual({ amount: 21_000, before: null });
    const order = {
      subtotal: 69_000,
      discount: 6_750,
      order_discount: 0,
      code_discount: 6_750,
      wallet_used: 0,
      shipping_price: 5_000,
    };
    expect(orderMoneyRows(order)).toEqual([
      { kind: 'subtotal', amount: 69_000 },
      { kind: 'code', amount: -6_750 },
      { kind: 'delivery', amount: 5_000 },
    ]);
  });

  it("strikes a line only for its own discount; a seller's order and code discounts are rows that add up to the total", () => {
    // A seller's order: 1,000 off the cream, 5 % off the order (2,250), a code's 2,500, 3,000 from her wallet.
    const cream = { price: 10_000, quantity: 1, own_discount: 1_000 };
    expect(lineMoney(cream)).toEqual({ amount: 9_000, before: 10_000 });
    const order = {
      subtotal: 50_000,
      discount: 5_750,
      order_discount: 2_250,
      code_discount: 2_500,
      wallet_used: 3_000,
      shipping_price: 2_000,
    };
    const rows = orderMoneyRows(order);
    expect(rows).toEqual([
      { kind: 'subtotal', amount: 50_000 },
      { kind: 'lines', amount: -1_000 },
      { kind: 'order', amount: -2_250 },
      { kind: 'code', amount: -2_500 },
      { kind: 'wallet', amount: -3_000 },
      { kind: 'delivery', amount: 2_000 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(50_000 - 5_750 + 2_000 - 3_000);
    expect(rows.every((row) => Number.isInteger(row.amount))).toBe(true);
  });
});
