import type { Paged, ProductCard } from '@wb/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/storage';
import { createSearchCache, SEARCH_CACHE_MAX_AGE_MS } from './search-cache';

function product(id: number): ProductCard {
  return { id, title: `منتج ${id}` } as ProductCard;
}

function page(pageNumber: number, ids: number[], total = 45): Paged<ProductCard> {
  return { data: ids.map(product), page: pageNumber, limit: 20, total, total_pages: Math.ceil(total / 20) };
}

const clock = { now: () => Date.now() };

describe('search cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('page 1 replaces the entry of the keyword and stamps it', () => {
    const cache = createSearchCache({ storage: memoryStorage(), clock });
    cache.store('سيرافي', page(1, [1, 2, 3]));
    cache.store('سيرافي', page(2, [4, 5]));
    vi.advanceTimersByTime(1000);
    const entry = cache.store('سيرافي', page(1, [9, 8]));
    expect(entry.data.map((item) => item.id)).toEqual([9, 8]);
    expect(entry.page).toBe(1);
    expect(entry.timestamp).toBe(Date.parse('2025-01-01T10:00:01Z'));
    expect(cache.peek('سيرافي')?.data).toHaveLength(2);
  });

  it('a later page appends, keeps the totals of the latest answer and skips products already listed', () => {
    const cache = createSearchCache({ storage: memoryStorage(), clock });
    cache.store('شامبو', page(1, [1, 2, 3]));
    vi.advanceTimersByTime(5000);
    const entry = cache.store('شامبو', page(2, [3, 4, 5], 46));
    expect(entry.data.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(entry.page).toBe(2);
    expect(entry.total).toBe(46);
    expect(entry.timestamp).toBe(Date.parse('2025-01-01T10:00:05Z'));
  });

  it('a later page with nothing cached starts the entry', () => {
    const cache = createSearchCache({ storage: memoryStorage(), clock });
    expect(cache.store('مرطب', page(3, [41])).data.map((item) => item.id)).toEqual([41]);
  });

  it('page 1 is served from the cache when the entry is non-empty', () => {
    const cache = createSearchCache({ storage: memoryStorage(), clock });
    expect(cache.cachedFirstPage('سيرافي')).toBeUndefined();
    cache.store('سيرافي', page(1, [1, 2]));
    cache.store('سيرافي', page(2, [3]));
    expect(cache.cachedFirstPage('سيرافي')?.data.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('an empty result is stored but never served', () => {
    const cache = createSearchCache({ storage: memoryStorage(), clock });
    cache.store('لاشيء', page(1, [], 0));
    expect(cache.peek('لاشيء')?.data).toEqual([]);
    expect(cache.cachedFirstPage('لاشيء')).toBeUndefined();
  });

  it('serves nothing when caching is off', () => {
    const cache = createSearchCache({ storage: memoryStorage(), clock, enabled: false });
    cache.store('سيرافي', page(1, [1]));
    expect(cache.cachedFirstPage('سيرافي')).toBeUndefined();
  });

  it('stops serving an entry once it is older than the age limit', () => {
    const cache = createSearchCache({ storage: memoryStorage(), clock });
    cache.store('سيرافي', page(1, [1]));
    vi.advanceTimersByTime(SEARCH_CACHE_MAX_AGE_MS);
    expect(cache.cachedFirstPage('سيرافي')?.data.map((item) => item.id)).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(cache.cachedFirstPage('سيرافي')).toBeUndefined();
  });

  it('keys are folded with the search normaliser, and keywords do not share entries', () => {
    const storage = memoryStorage();
    const cache = createSearchCache({ storage, clock });
    cache.store('  أسيرافي  ', page(1, [1]));
    expect(cache.cachedFirstPage('اسيرافي')?.data).toHaveLength(1);
    expect(cache.cachedFirstPage('شامبو')).toBeUndefined();
    // The same storage read by a new store (another page load in the same tab) sees the entry.
    expect(createSearchCache({ storage, clock }).peek('اسيرافي')?.data).toHaveLength(1);
  });
});
