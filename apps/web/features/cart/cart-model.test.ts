import { describe, expect, it } from 'vitest';
import { cartOf, line } from './cart.fixture';
import { maxQuantity, problemsByVariant, removeLine, setLineQuantity } from './cart-model';

describe('the cart changed locally', () => {
  it('recomputes the line total and the cart totals when a quantity changes', () => {
    const cart = setLineQuantity(cartOf([line(1, 1, 12_000), line(2, 2, 5_000)]), 1, 3);
    expect(cart.cart_items[0]).toMatchObject({ quantity: 3, line_total: 36_000 });
    expect(cart).toMatchObject({ total_quantity: 5, total_price: 46_000, card_quantity: 2 });
  });

  it('drops a line with its share of the totals', () => {
    const cart = removeLine(cartOf([line(1, 1, 12_000), line(2, 2, 5_000)]), 2);
    expect(cart.cart_items.map((item) => item.id)).toEqual([1]);
    expect(cart).toMatchObject({ total_quantity: 1, total_price: 12_000, card_quantity: 1 });
  });

  it('keeps a stock warning while the line still asks for more than there is, and drops it once it does not', () => {
    const problem = { variant_id: 1001, title: 'منتج 1', requested: 5, available: 2, message: 'المتوفر 2 فقط' };
    const cart = cartOf([line(1, 5, 1_000, 2)], { quantity: [problem] });
    expect(problemsByVariant(setLineQuantity(cart, 1, 3)).get(1001)).toEqual(problem);
    expect(problemsByVariant(setLineQuantity(cart, 1, 2)).size).toBe(0);
    expect(problemsByVariant(removeLine(cart, 1)).size).toBe(0);
  });

  it('allows up to the stock, and never more than 99 a line', () => {
    expect(maxQuantity({ stock: 7 })).toBe(7);
    expect(maxQuantity({ stock: 500 })).toBe(99);
  });
});
