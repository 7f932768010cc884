import { describe, expect, it } from 'vitest';
import { event, orderOf } from './order.fixture';
import { actorLabel, canReorder, orderIdParam, statusLabels, timelineSteps } from './order-model';

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
