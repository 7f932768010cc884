import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollPositionStore, SCROLL_POSITION_TTL_MS, SCROLL_PURGE_INTERVAL_MS } from './scroll-positions';
import { memoryStorage } from './storage';

const clock = { now: () => Date.now() };

describe('scroll positions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec limits: 30 min lifetime, purge every 5 min', () => {
    expect(SCROLL_POSITION_TTL_MS).toBe(1_800_000);
    expect(SCROLL_PURGE_INTERVAL_MS).toBe(300_000);
  });

  it('remembers a position per page', () => {
    const store = createScrollPositionStore({ storage: memoryStorage(), clock });
    store.save('/search?q=شامبو', 1200.4);
    store.save('/brands/cerave', 640);
    expect(store.get('/search?q=شامبو')).toBe(1200);
    expect(store.get('/brands/cerave')).toBe(640);
    expect(store.get('/brands/vichy')).toBeUndefined();
    store.save('/brands/cerave', 80);
    expect(store.get('/brands/cerave')).toBe(80);
  });

  it('a position expires 30 minutes after it was saved', () => {
    const store = createScrollPositionStore({ storage: memoryStorage(), clock });
    store.save('/brands/cerave', 500);
    vi.advanceTimersByTime(SCROLL_POSITION_TTL_MS - 1);
    expect(store.get('/brands/cerave')).toBe(500);
    vi.advanceTimersByTime(1);
    expect(store.get('/brands/cerave')).toBeUndefined();
  });

  it('purges expired positions every 5 minutes and keeps fresh ones', () => {
    const storage = memoryStorage();
    const store = createScrollPositionStore({ storage, clock });
    const stop = store.startPurging();
    vi.advanceTimersByTime(60_000);
    store.save('/search?q=a', 100); // saved at minute 1
    vi.advanceTimersByTime(19 * 60_000);
    store.save('/search?q=b', 200); // saved at minute 20
    // Minute 31: the first has expired, but stays stored until the purge of minute 35.
    vi.advanceTimersByTime(11 * 60_000);
    expect(storage.getItem('wb_scroll_positions')).toContain('/search?q=a');
    vi.advanceTimersByTime(4 * 60_000);
    expect(storage.getItem('wb_scroll_positions')).not.toContain('/search?q=a');
    expect(store.get('/search?q=b')).toBe(200);
    stop();
    vi.advanceTimersByTime(60 * 60_000);
    expect(storage.getItem('wb_scroll_positions')).toContain('/search?q=b');
  });

  it('runs one purge timer however often it is started', () => {
    const store = createScrollPositionStore({ storage: memoryStorage(), clock });
    const purge = vi.spyOn(store, 'purgeExpired');
    store.startPurging();
    const stop = store.startPurging();
    vi.advanceTimersByTime(SCROLL_PURGE_INTERVAL_MS);
    expect(purge).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a reload clears every position; other navigations keep them', () => {
    const storage = memoryStorage();
    const store = createScrollPositionStore({ storage, clock });
    store.save('/brands/cerave', 500);
    store.onPageLoad('navigate');
    store.onPageLoad('back_forward');
    expect(store.get('/brands/cerave')).toBe(500);
    store.onPageLoad('reload');
    expect(store.get('/brands/cerave')).toBeUndefined();
    expect(storage.getItem('wb_scroll_positions')).toBeNull();
  });

  it('treats unreadable storage as empty', () => {
    const storage = memoryStorage();
    storage.setItem('wb_scroll_positions', '{not json');
    const store = createScrollPositionStore({ storage, clock });
    expect(store.get('/x')).toBeUndefined();
    store.save('/x', 10);
    expect(store.get('/x')).toBe(10);
  });
});
