import { LRUCache } from 'lru-cache';

/**
 * A small read-through cache for hot catalogue reads. Concurrent misses for one key share a single load, so a
 * burst of shoppers opening the same product costs one query. Entries live `ttlMs`; a TTL of 0 disables caching.
 * The state is a cache only: every copy of the API can drop it at any time (DESIGN: no state that matters).
 */
export class ReadThroughCache<V extends object> {
  private readonly entries: LRUCache<string, V> | undefined;
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(options: { max: number; ttlMs: number }) {
    this.entries = options.ttlMs > 0 ? new LRUCache({ max: options.max, ttl: options.ttlMs }) : undefined;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries?.get(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = load().then(
      (value) => {
        this.entries?.set(key, value);
        this.inFlight.delete(key);
        return value;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, promise);
    return promise;
  }

  delete(key: string): void {
    this.entries?.delete(key);
  }

  clear(): void {
    this.entries?.clear();
  }
}

/**
 * A read-through cache for values of any type (including arrays and null), for services caching several kinds
 * of answers in one place. Values are boxed so a cached `null` or `[]` still counts as a hit.
 */
export class ValueCache {
  private readonly boxes: ReadThroughCache<{ value: unknown }>;

  constructor(options: { max: number; ttlMs: number }) {
    this.boxes = new ReadThroughCache(options);
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const box = await this.boxes.get(key, async () => ({ value: await load() }));
    return box.value as T;
  }
}
