import type { Paged } from '@wb/contract';
import { type Clock, type KeyValueStorage, memoryStorage, readJson, systemClock } from './storage';

/** What the cache keeps per key: the pages loaded so far (a `Paged` list, merged), and when the last one arrived. */
export type PagedCacheEntry<T> = Paged<T> & { timestamp: number };

export interface PagedCacheOptions<T> {
  /** Prefix of the storage keys, one per cache. */
  namespace: string;
  storage?: KeyValueStorage;
  clock?: Clock;
  /** Caching switched off: nothing is served from the cache (it is still written, so turning it on is instant). */
  enabled?: boolean;
  /** Entries older than this are not served. Undefined: no age limit. */
  maxAgeMs?: number;
  /** Folds a key (a keyword, a brand) to the form entries are stored under. */
  normalizeKey?: (key: string) => string;
  /** Identity of an item, so a page appended twice does not list a product twice. */
  itemId: (item: T) => string | number;
}

export interface PagedCache<T> {
  /** The entry of a key, whatever its age; undefined when there is none. */
  peek(key: string): PagedCacheEntry<T> | undefined;
  /**
   * Spec §4: "Page 1 returns the cached result if it is non-empty (and caching is on)". The entry to show instead of
   * calling the API for page 1, or undefined when the call must be made.
   */
  cachedFirstPage(key: string): PagedCacheEntry<T> | undefined;
  /** Spec §4: page 1 replaces the entry of the key; a later page appends to it. Returns the new entry. */
  store(key: string, result: Paged<T>): PagedCacheEntry<T>;
  remove(key: string): void;
}

export function createPagedCache<T>(options: PagedCacheOptions<T>): PagedCache<T> {
  const storage = options.storage ?? memoryStorage();
  const clock = options.clock ?? systemClock;
  const enabled = options.enabled ?? true;
  const normalize = options.normalizeKey ?? ((key: string) => key.trim());
  const storageKey = (key: string) => `${options.namespace}:${normalize(key)}`;

  const peek = (key: string) => readJson<PagedCacheEntry<T>>(storage, storageKey(key));

  return {
    peek,
    cachedFirstPage(key) {
      if (!enabled) return undefined;
      const entry = peek(key);
      if (!entry || entry.data.length === 0) return undefined;
      if (options.maxAgeMs !== undefined && clock.now() - entry.timestamp > options.maxAgeMs) return undefined;
      return entry;
    },
    store(key, result) {
      const previous = result.page > 1 ? peek(key) : undefined;
      let data = result.data;
      if (previous) {
        const seen = new Set(previous.data.map(options.itemId));
        data = [...previous.data, ...result.data.filter((item) => !seen.has(options.itemId(item)))];
      }
      const entry: PagedCacheEntry<T> = {
        data,
        page: result.page,
        limit: result.limit,
        total: result.total,
        total_pages: result.total_pages,
        timestamp: clock.now(),
      };
      storage.setItem(storageKey(key), JSON.stringify(entry));
      return entry;
    },
    remove(key) {
      storage.removeItem(storageKey(key));
    },
  };
}
