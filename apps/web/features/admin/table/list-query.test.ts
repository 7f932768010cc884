import { adminOrdersQuery } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { pageHref, readListQuery, sortHref } from './list-query';

describe('a desk list in its URL', () => {
  it('reads the filters the API accepts and drops the ones it would refuse', () => {
    const query = readListQuery(adminOrdersQuery, {
      status: 'shipped',
      city_id: '3',
      from: '2026-05-01',
      to: 'yesterday',
      placed_by: 'robot',
      q: 'WB-1',
      page: ['2', '9'],
      sort: 'total',
    });
    expect(query).toEqual({ status: 'shipped', city_id: 3, from: '2026-05-01', q: 'WB-1', page: 2, sort: 'total' });
  });

  it('flips the direction of the column sorted on, and starts another column at its first direction on page 1', () => {
    const params = { status: 'pending', page: '4', sort: 'total', direction: 'desc' };
    const current = { by: 'total', direction: 'desc' as const };
    expect(sortHref('/admin/orders', params, current, 'total')).toBe(
      '/admin/orders?status=pending&sort=total&direction=asc',
    );
    expect(sortHref('/admin/orders', params, current, 'number', 'asc')).toBe(
      '/admin/orders?status=pending&sort=number&direction=asc',
    );
  });

  it('keeps the filters across pages, page 1 without a page parameter', () => {
    expect(pageHref('/admin/orders', { status: 'pending', page: '3' }, 1)).toBe('/admin/orders?status=pending');
    expect(pageHref('/admin/orders', { status: 'pending' }, 5)).toBe('/admin/orders?status=pending&page=5');
  });
});
