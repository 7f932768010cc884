import { afterCommit, type Database, type Executor, rowsOf } from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Tags name what a cached answer shows — `catalog` (anything drawn from the catalogue), `listings` (lists of
 * products), `product:12`, `content` — so a write can drop exactly the answers it changed, in every API process.
 */
export interface TaggedStore {
  dropTags(tags: readonly string[]): void;
}

/** Which keys carry which tags, for a cache whose entries may be dropped by tag. */
export class TagIndex {
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly tagsByKey = new Map<string, readonly string[]>();

  add(key: string, tags: readonly string[]): void {
    this.forget(key);
    if (tags.length === 0) return;
    this.tagsByKey.set(key, tags);
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
  }

  /** The entry left the cache (dropped, expired, evicted): its tags no longer point at it. */
  forget(key: string): void {
    for (const tag of this.tagsByKey.get(key) ?? []) this.keysByTag.get(tag)?.delete(key);
    this.tagsByKey.delete(key);
  }

  keysWith(tags: readonly string[]): string[] {
    return [...new Set(tags.flatMap((tag) => [...(this.keysByTag.get(tag) ?? [])]))];
  }
}

const CHANNEL = 'wb_cache';

/**
 * Drops tagged answers across processes. A write calls `invalidate(tx, tags)` inside its own transaction: PostgreSQL
 * delivers the notification when (and only if) the transaction commits, to every process listening — this one
 * included — so no process serves the old answer for its TTL, and a rolled-back write drops nothing. (PGlite runs in
 * one process and delivers to it the same way.)
 */
export class CacheTags {
  private readonly stores = new Set<TaggedStore>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly log: FastifyBaseLogger) {}

  register<S extends TaggedStore>(store: S): S {
    this.stores.add(store);
    return store;
  }

  /** Drops the tagged entries of this process's caches. */
  drop(tags: readonly string[]): void {
    for (const store of this.stores) store.dropTags(tags);
  }

  /**
   * After `executor`'s transaction commits, every API process drops the answers carrying any of `tags`: this one at
   * once, before the write's answer is sent (the database's notice comes back a moment later, on a busy machine
   * after the writer has already read again), the others when the notice reaches them.
   */
  async invalidate(executor: Executor, tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    await rowsOf(executor, sql`select pg_notify(${CHANNEL}, ${JSON.stringify(tags)})`);
    this.dropOnCommit(executor, tags);
  }

  /** This process's part of `invalidate`, for a write that sent the notice within its own statement (`notice`). */
  dropOnCommit(executor: Executor, tags: readonly string[]): void {
    afterCommit(executor, () => this.drop(tags));
  }

  /**
   * The same notice as a one-row subquery, for a write to send within its own statement (one round trip fewer on a
   * hot path): `… from …, (${cacheTags.notice(tags)}) as notice`.
   */
  notice(tags: readonly string[]): SQL {
    return sql`select pg_notify(${CHANNEL}, ${JSON.stringify(tags)})`;
  }

  async start(database: Database): Promise<void> {
    this.unlisten = await database.listen(CHANNEL, (payload) => {
      try {
        const tags = JSON.parse(payload) as unknown;
        if (Array.isArray(tags)) this.drop(tags.filter((tag): tag is string => typeof tag === 'string'));
      } catch (error) {
        this.log.warn({ err: error, payload }, 'cache invalidation message unreadable');
      }
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }
}
