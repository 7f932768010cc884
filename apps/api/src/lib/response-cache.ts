import { LRUCache } from 'lru-cache';
import { type TaggedStore, TagIndex } from './cache-tags';

/**
 * Micro-cache of serialised answers to public catalogue reads, keyed by method, URL and body. For its short TTL
 * a hot product page costs a map lookup instead of validation, a query and JSON serialisation — what a CDN in
 * front of the API would do, kept in process so a single machine gets it too. Only successful answers of public
 * routes are kept (bind.ts refuses it on any other route); each carries the tags of what it shows, so a write drops
 * it at once rather than after its TTL.
 */
export class ResponseCache implements TaggedStore {
  private readonly entries: LRUCache<string, string> | undefined;
  private readonly index = new TagIndex();
  /** Bumped by every drop: an answer computed before it must not be stored. */
  private generation = 0;

  constructor(ttlMs: number, max = 20_000) {
    this.entries =
      ttlMs > 0
        ? new LRUCache({
            max,
            ttl: ttlMs,
            maxSize: 64 * 1024 * 1024,
            sizeCalculation: (v) => v.length * 2,
            dispose: (_value, key) => this.index.forget(key),
          })
        : undefined;
  }

  static key(method: string, url: string, body: unknown): string {
    return body === undefined ? `${method} ${url}` : `${method} ${url} ${JSON.stringify(body)}`;
  }

  get(key: string): string | undefined {
    return this.entries?.get(key);
  }

  get version(): number {
    return this.generation;
  }

  /** Stores an answer, unless a drop came after `since` (the answer may show what the drop was about). */
  set(key: string, serialised: string, tags: readonly string[] = [], since = this.generation): void {
    if (!this.entries || since !== this.generation) return;
    this.entries.set(key, serialised);
    this.index.add(key, tags);
  }

  clear(): void {
    this.entries?.clear();
  }

  dropTags(tags: readonly string[]): void {
    this.generation++;
    for (const key of this.index.keysWith(tags)) this.entries?.delete(key);
  }
}
