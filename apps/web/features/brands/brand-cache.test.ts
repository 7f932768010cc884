import type { ProductCard } from '@wb/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/storage';
import { BRAND_CACHE_MAX_AGE_MS, createBrandCache } from './brand-cache';

const products = (...ids: number[]) => ids.map((id) => ({ id }) as ProductCard);
const clock = { now: () => Date.now() };

describe('brand cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('page 1 replaces, later pages append, with the spec fields and a timestamp', () => {
    const cache = createBrandCache({ storage: memoryStorage(), clock });
    cache.store('cerave', { data: products(1, 2), page: 1, limit: 2, total: 5, total_pages: 3 });
    vi.advanceTimersByTime(2000);
    const second = cache.store('cerave', { data: products(3, 4), page: 2, limit: 2, total: 5, total_pages: 3 });
    expect(second).toEqual({
      data: products(1, 2, 3, 4),
      page: 2,
      limit: 2,
      total: 5,
      total_pages: 3,
      timestamp: Date.parse('2025-03-01T08:00:02Z'),
    });
    const replaced = cache.store('cerave', { data: products(7), page: 1, limit: 2, total: 1, total_pages: 1 });
    expect(replaced.data).toEqual(products(7));
  });

  it('serves a non-empty page 1 from the cache, per brand, case-insensitively', () => {
    const cache = createBrandCache({ storage: memoryStorage(), clock });
    cache.store('CeraVe', { data: products(1), page: 1, limit: 20, total: 1, total_pages: 1 });
    expect(cache.cachedFirstPage('cerave')?.data).toEqual(products(1));
    expect(cache.cachedFirstPage('vichy')).toBeUndefined();
    cache.store('vichy', { data: [], page: 1, limit: 20, total: 0, total_pages: 0 });
    expect(cache.cachedFirstPage('vichy')).toBeUndefined();
  });

  it('fetches again after the age limit', () => {
    const cache = createBrandCache({ storage: memoryStorage(), clock });
    cache.store('cerave', { data: products(1), page: 1, limit: 20, total: 1, total_pages: 1 });
    vi.advanceTimersByTime(BRAND_CACHE_MAX_AGE_MS + 1);
    expect(cache.cachedFirstPage('cerave')).toBeUndefined();
    expect(cache.peek('cerave')?.data).toEqual(products(1));
  });
});
