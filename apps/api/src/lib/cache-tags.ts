import { afterCommit, type Database, type Executor } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pgArray } from './sql';

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
/** PostgreSQL refuses a notification payload of 8,000 bytes or more; tags are sent in payloads below this. */
const PAYLOAD_BYTES = 7_000;

/**
 * Drops tagged answers across processes. A write calls `invalidate(tx, tags)` inside its own transaction: once it
 * commits (never if it rolls back) this process drops its copies, and a notification tells every other API process
 * to drop theirs — before the write's answer is sent.
 *
 * The notification is sent after the commit, not in the transaction (issue 25). PostgreSQL serialises the commits of
 * every transaction that notifies (a database-wide lock held through the commit's flush to disk): with a notice in
 * every add to cart and order, writes queued behind one another at the disk's pace (91 adds/s on this machine).
 * After the commit it is a transaction without writes, which has nothing to flush; notices that arrive together go in
 * one statement. What that gives up: a process that dies between a commit and its notice leaves the other processes
 * the old answer until their cache's TTL (seconds), as a dropped listening connection already did.
 */
export class CacheTags {
  private readonly stores = new Set<TaggedStore>();
  private unlisten: (() => Promise<void>) | undefined;
  private broadcast: Broadcast | undefined;

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
   * once, the others by the notice sent then (the transaction resolves once it is sent, so the write's answer
   * follows it). Sends nothing inside the transaction.
   */
  async invalidate(executor: Executor, tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    await afterCommit(executor, () => {
      this.drop(tags);
      return this.broadcast?.send(tags);
    });
  }

  async start(database: Database): Promise<void> {
    this.broadcast = new Broadcast(database, this.log);
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

/**
 * The notices of committed writes, sent on the pool outside any transaction. One statement at a time: tags that come
 * in while one is on its way go together in the next, so a crowd of writes sends a few statements, not one each.
 */
class Broadcast {
  private readonly queued = new Set<string>();
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once a notice carrying `tags` has been sent (a failure is logged: the caches' TTL then bounds it). */
  send(tags: readonly string[]): Promise<void> {
    for (const tag of tags) this.queued.add(tag);
    if (!this.next) {
      const before = this.running ?? Promise.resolve();
      this.next = before.then(() => this.flush());
    }
    return this.next;
  }

  private async flush(): Promise<void> {
    const tags = [...this.queued];
    this.queued.clear();
    this.next = null;
    const run = this.notify(tags);
    this.running = run;
    await run;
    if (this.running === run) this.running = null;
  }

  private async notify(tags: string[]): Promise<void> {
    try {
      await this.database.rows(
        sql`select pg_notify(${CHANNEL}, payload) from unnest(${pgArray(payloads(tags))}::text[]) as payload`,
      );
    } catch (error) {
      this.log.warn({ err: error, tags: tags.length }, 'cache invalidation notice not sent');
    }
  }
}

/** `tags` as JSON arrays, each under PostgreSQL's payload limit, as one text[] literal. */
function payloads(tags: string[]): string[] {
  const out: string[][] = [[]];
  let size = 2;
  for (const tag of tags) {
    const cost = Buffer.byteLength(JSON.stringify(tag)) + 1;
    const current = out.at(-1) as string[];
    if (current.length > 0 && size + cost > PAYLOAD_BYTES) {
      out.push([tag]);
      size = 2 + cost;
    } else {
      current.push(tag);
      size += cost;
    }
  }
  return out.map((group) => JSON.stringify(group));
}
