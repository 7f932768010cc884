import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Counts of events in a fixed window that opens at a key's first event — the search log's "once an hour per
 * searcher" and "60 searches an hour" caps. In memory for one process; in Redis (REDIS_URL) when several processes
 * must share one count, so two API processes do not each allow the cap.
 */
export interface WindowCounts {
  /** Counts one more event for `key` and answers how many there have been in its window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** How many events `key` has had in its window, without counting one (0 when none, or when the window is over). */
  count(key: string): Promise<number>;
}

/** One process's counts; a bounded number of keys (the oldest forgotten first), each kept for its window. */
export class MemoryWindowCounts implements WindowCounts {
  private readonly counts: LRUCache<string, number>;

  /** `clock` is lru-cache's own (milliseconds, monotonic): a test may pass one it moves by hand. */
  constructor(maxKeys = 150_000, clock?: { now(): number }) {
    this.counts = new LRUCache<string, number>({
      max: maxKeys,
      ttlAutopurge: false,
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const count = (this.counts.get(key) ?? 0) + 1;
    // The window runs from the first event: later events do not stretch it.
    this.counts.set(key, count, count === 1 ? { ttl: windowMs } : { noUpdateTTL: true });
    return count;
  }

  async count(key: string): Promise<number> {
    return this.counts.get(key) ?? 0;
  }
}

/** The same counts in Redis: INCR, and an expiry set only by the event that created the key (PEXPIRE … NX). */
export class RedisWindowCounts implements WindowCounts {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const name = this.prefix + key;
    const results = await this.redis.multi().incr(name).pexpire(name, windowMs, 'NX').exec();
    const [error, count] = results?.[0] ?? [new Error('redis: no reply to INCR'), null];
    if (error) throw error;
    return Number(count);
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }
}
