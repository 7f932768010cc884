import { LRUCache } from 'lru-cache';
import { type TaggedStore, TagIndex } from './cache-tags';

export interface CacheOptions {
  max: number;
  ttlMs: number;
  /** Tags every entry carries (`catalog`, `listings`, `content`); entries may add their own at `get`. */
  tags?: readonly string[];
}

/**
 * A small read-through cache for hot catalogue reads. Concurrent misses for one key share a single load, so a
 * burst of shoppers opening the same product costs one query. Entries live `ttlMs` (0 disables caching) or until a
 * write drops one of their tags (lib/cache-tags.ts). The state is a cache only: every copy of the API can drop it at
 * any time (DESIGN: no state that matters).
 */
export class ReadThroughCache<V extends object> implements TaggedStore {
  private readonly entries: LRUCache<string, V> | undefined;
  private readonly inFlight = new Map<string, Promise<V>>();
  private readonly index = new TagIndex();
  private readonly tags: readonly string[];
  /** Bumped by every drop: a load that started before it must not store what it read. */
  private generation = 0;

  constructor(options: CacheOptions) {
    this.tags = options.tags ?? [];
    this.entries =
      options.ttlMs > 0
        ? new LRUCache({ max: options.max, ttl: options.ttlMs, dispose: (_value, key) => this.index.forget(key) })
        : undefined;
  }

  /** `tags` may depend on the value loaded (a session's tags name its user). */
  async get(
    key: string,
    load: () => Promise<V>,
    tags: readonly string[] | ((value: V) => readonly string[]) = [],
  ): Promise<V> {
    const hit = this.entries?.get(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (generation === this.generation) {
          this.entries?.set(key, value);
          this.index.add(key, [...this.tags, ...(typeof tags === 'function' ? tags(value) : tags)]);
        }
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

  /** The cached value, without loading it. */
  peek(key: string): V | undefined {
    return this.entries?.get(key);
  }

  /** Where the cache stands: a value read after this may be stored with `put(…, since)` if nothing was dropped since. */
  get version(): number {
    return this.generation;
  }

  /** Stores a value loaded elsewhere (a batch read of many keys), with its tags, unless a drop came after `since`. */
  put(key: string, value: V, tags: readonly string[] = [], since = this.generation): void {
    if (!this.entries || since !== this.generation) return;
    this.entries.set(key, value);
    this.index.add(key, [...this.tags, ...tags]);
  }

  delete(key: string): void {
    this.entries?.delete(key);
  }

  clear(): void {
    this.generation++;
    this.inFlight.clear();
    this.entries?.clear();
  }

  dropTags(tags: readonly string[]): void {
    if (tags.some((tag) => this.tags.includes(tag))) {
      this.clear();
      return;
    }
    // Even when no entry carries the tags yet: a load already on its way read the old state, and must not store it.
    this.generation++;
    const keys = this.index.keysWith(tags);
    for (const key of keys) {
      this.entries?.delete(key);
      this.inFlight.delete(key);
    }
  }
}

/**
 * A read-through cache for values of any type (including arrays and null), for services caching several kinds
 * of answers in one place. Values are boxed so a cached `null` or `[]` still counts as a hit.
 */
export class ValueCache implements TaggedStore {
  private readonly boxes: ReadThroughCache<{ value: unknown }>;

  constructor(options: CacheOptions) {
    this.boxes = new ReadThroughCache(options);
  }

  async get<T>(
    key: string,
    load: () => Promise<T>,
    tags: readonly string[] | ((value: T) => readonly string[]) = [],
  ): Promise<T> {
    const tagsOf = typeof tags === 'function' ? (box: { value: unknown }) => tags(box.value as T) : tags;
    const box = await this.boxes.get(key, async () => ({ value: await load() }), tagsOf);
    return box.value as T;
  }

  /** The cached value (a cached `null` included), or undefined when nothing is cached under `key`. */
  peek<T>(key: string): T | undefined {
    const box = this.boxes.peek(key);
    return box ? (box.value as T) : undefined;
  }

  get version(): number {
    return this.boxes.version;
  }

  put(key: string, value: unknown, tags: readonly string[] = [], since = this.boxes.version): void {
    this.boxes.put(key, { value }, tags, since);
  }

  dropTags(tags: readonly string[]): void {
    this.boxes.dropTags(tags);
  }
}
