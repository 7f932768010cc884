import { LRUCache } from 'lru-cache';

/**
 * Micro-cache of serialised answers to public catalogue reads, keyed by method, URL and body. For its short TTL
 * a hot product page costs a map lookup instead of validation, a query and JSON serialisation — what a CDN in
 * front of the API would do, kept in process so a single machine gets it too. Only successful answers are kept.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, string> | undefined;

  constructor(ttlMs: number, max = 20_000) {
    this.entries =
      ttlMs > 0
        ? new LRUCache({ max, ttl: ttlMs, maxSize: 64 * 1024 * 1024, sizeCalculation: (v) => v.length * 2 })
        : undefined;
  }

  static key(method: string, url: string, body: unknown): string {
    return body === undefined ? `${method} ${url}` : `${method} ${url} ${JSON.stringify(body)}`;
  }

  get(key: string): string | undefined {
    return this.entries?.get(key);
  }

  set(key: string, serialised: string): void {
    this.entries?.set(key, serialised);
  }

  clear(): void {
    this.entries?.clear();
  }
}
