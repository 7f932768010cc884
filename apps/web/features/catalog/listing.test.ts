import { describe, expect, it } from 'vitest';
import { listingBody, listingParams, parseListing } from './listing';

describe('product listing state in the URL', () => {
  it('reads filters, Arabic-Indic digits, repeated and comma-separated ids', () => {
    const state = parseListing({
      category: ['3', '9,3'],
      brand: '١٢',
      min: '٥٠٠٠',
      max: '20,000',
      availability: 'in_stock',
      sort: 'price_desc',
      page: '2',
    });
    expect(state).toEqual({
      q: '',
      categories: [3, 9],
      brands: [12],
      min: 5000,
      max: 20000,
      availability: 'in_stock',
      sort: 'price_desc',
      page: 2,
    });
  });

  it('ignores junk and swaps a reversed price range', () => {
    const state = parseListing({ category: 'abc', min: '9000', max: '100', sort: 'cheapest', page: '-1' });
    expect(state).toMatchObject({ categories: [], min: 100, max: 9000, sort: 'best_selling', page: 1 });
  });

  it('builds the filter body and round-trips the params', () => {
    const state = parseListing({ brand: ['1', '2'], sort: 'newest' });
    expect(listingBody(state, { on_sale: true })).toMatchObject({
      sort_key: 'created_at',
      sort_type: 'desc',
      filters: { brands: [1, 2], on_sale: true },
    });
    expect(listingParams(state, 'best_selling')).toMatchObject({ brand: ['1', '2'], sort: 'newest' });
    expect(listingParams(parseListing({}), 'best_selling').sort).toBeUndefined();
  });
});
