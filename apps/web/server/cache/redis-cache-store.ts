import { Redis } from 'ioredis';

/**
 * The storefront's Next.js data cache kept in Redis (REDIS_URL), so that every storefront process behind the load
 * balancer reads and writes one cache, and a revalidation by tag in one process is seen by all of them.
 *
 * Keys (prefix `wb:web:` by default, WEB_CACHE_PREFIX):
 * - `<prefix><buildId>:entry:<Next's key>` — one cache entry (JSON: lastModified, value, tags, cacheControl), with a
 *   TTL (`entryTtl`). The build id keeps two deploys from reading each other's entries (their shapes may differ).
 * - `<prefix>tags:expired`, `<prefix>tags:stale` — hashes tag → time (ms) the tag was revalidated, shared by every
 *   deploy on purpose: content published while a new deploy rolls out must leave neither deploy's cache. An entry
 *   older than its tag's `expired` mark is a miss; older than its `stale` mark, it is served once more while Next
 *   refreshes it (the same rules as Next's own tags manifest, `tags-manifest.external.js`).
 *
 * Redis is a cache here, never the record: when it does not answer, reads are misses (the page renders from the API)
 * and writes are dropped, with one warning per outage rather than one per request.
 */

/** The longest an entry is kept, whatever its lifetime; also how long a tag's mark can matter. */
export const MAX_ENTRY_TTL_SECONDS = 24 * 60 * 60;
const MIN_ENTRY_TTL_SECONDS = 60;
/** A command that takes longer than this is given up (a miss): a hung Redis must not hold pages up. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the first reads wait for the first connection, so a process just started does not begin with misses. */
const FIRST_CONNECT_WAIT_MS = 1_000;
/** Marks older than an entry can live are removed now and then, so the tag hashes stay small. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Revalidations that could not be written (Redis down) are kept to write when it is back; beyond this, the oldest go. */
const MAX_PENDING_MARKS = 1_000;

export interface StoredEntry {
  /** When the entry was written (ms since the epoch); compared with the tags' marks. */
  lastModified: number;
  /** Next's cache value (fetch data, a page, a route body…), Buffers and Maps included. */
  value: unknown;
  /** The entry's own tags: a fetch's or unstable_cache's `tags`, a page's `x-next-cache-tags`. */
  tags: string[];
  cacheControl?: { revalidate: number | false; expire: number | undefined };
}

export interface StoredRead {
  entry: StoredEntry;
  /** A tag of the entry was marked stale after it was written: serve it once, refresh it. */
  stale: boolean;
}

export interface RedisCacheStoreOptions {
  url: string;
  /** Start of every key, e.g. `wb:web:`. */
  prefix: string;
  /** The Next build whose entries these are (`.next/BUILD_ID`). */
  buildId: string;
  /** Where the one warning per outage goes (console.warn). */
  warn?: (message: string) => void;
  /** Where "Redis answers again" goes (console.info). */
  info?: (message: string) => void;
}

/**
 * Seconds an entry is kept in Redis: twice its lifetime (Next serves an entry past its lifetime once more while it
 * refreshes it in the background; after that it is of no use), at least a minute, at most a day. A route's `expire`
 * bounds it too: past it Next will not serve the entry at all. No finite lifetime (`false`, a year): a day.
 */
export function entryTtl(revalidate: unknown, expire?: unknown): number {
  let ttl = MAX_ENTRY_TTL_SECONDS;
  if (typeof revalidate === 'number' && Number.isFinite(revalidate) && revalidate > 0)
    ttl = Math.max(MIN_ENTRY_TTL_SECONDS, Math.ceil(revalidate * 2));
  if (typeof expire === 'number' && Number.isFinite(expire) && expire > 0) ttl = Math.min(ttl, Math.ceil(expire));
  return Math.min(ttl, MAX_ENTRY_TTL_SECONDS);
}

/** JSON with Buffers (a page's RSC data, a route's body) as base64 and Maps (a page's segments) as entry lists. */
export function encodeEntry(entry: StoredEntry): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value: unknown) {
    // `this[key]` is the value before toJSON: a Buffer would otherwise arrive as { type, data: [bytes…] }.
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
}

export function decodeEntry(text: string): StoredEntry {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const tagged = value as { $buffer?: unknown; $map?: unknown };
    if (Object.keys(tagged).length !== 1) return value;
    if (typeof tagged.$buffer === 'string') return Buffer.from(tagged.$buffer, 'base64');
    if (Array.isArray(tagged.$map)) return new Map(tagged.$map as [unknown, unknown][]);
    return value;
  }) as StoredEntry;
}

/** Whether a tag's mark is later than the entry (`since`), and, for an expiry, already reached. */
function marksAfter(marks: (string | null)[], since: number, now: number, untilNow: boolean): boolean {
  return marks.some((mark) => {
    const at = Number(mark);
    return mark !== null && at > since && (!untilNow || at <= now);
  });
}

export class RedisCacheStore {
  readonly #client: Redis;
  readonly #entryPrefix: string;
  readonly #expiredKey: string;
  readonly #staleKey: string;
  readonly #warn: (message: string) => void;
  readonly #info: (message: string) => void;
  readonly #firstConnect: Promise<void>;
  #down = false;
  #lastPrune = 0;
  /** hash key → tag → mark: revalidations Redis did not take, written again once it answers. */
  readonly #pending = new Map<string, Map<string, number>>();

  constructor(options: RedisCacheStoreOptions) {
    this.#entryPrefix = `${options.prefix}${options.buildId}:entry:`;
    this.#expiredKey = `${options.prefix}tags:expired`;
    this.#staleKey = `${options.prefix}tags:stale`;
    this.#warn = options.warn ?? ((message) => console.warn(message));
    this.#info = options.info ?? ((message) => console.info(message));
    this.#client = new Redis(options.url, {
      // No queue while disconnected, and no retry of a command: a read that cannot be answered now is a miss now.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      // Reconnect forever, at most every 5 s: the cache comes back by itself when Redis does.
      retryStrategy: (times) => Math.min(times * 200, 5_000),
    });
    this.#client.on('error', (error: Error) => this.#markDown(error));
    this.#client.on('ready', () => {
      if (this.#down) this.#info(`Storefront cache: Redis answers again (${redisAddress(options.url)})`);
      this.#down = false;
      void this.#writePending();
    });
    // Settles at the first connection or the first failure, whichever comes first; never waited for again.
    this.#firstConnect = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.#client.once('ready', done);
      this.#client.once('error', done);
    });
  }

  #markDown(error: unknown): void {
    if (this.#down) return;
    this.#down = true;
    this.#warn(
      `Storefront cache: Redis does not answer (${(error as Error)?.message ?? error}); pages are rendered from the API ` +
        'until it does (one warning per outage)',
    );
  }

  /** Runs a command, or gives its fallback when Redis cannot answer (after the one warning). */
  async #attempt<T>(fallback: T, run: (client: Redis) => Promise<T>): Promise<T> {
    await this.#firstConnect;
    try {
      return await run(this.#client);
    } catch (error) {
      this.#markDown(error);
      return fallback;
    }
  }

  /** The entry under `key`, unless one of its tags (or of `knownTags`, the reader's) expired after it was written. */
  async get(key: string, knownTags: readonly string[] = []): Promise<StoredRead | null> {
    return this.#attempt(null, async (client) => {
      const tags = [...new Set(knownTags)];
      const pipeline = client.pipeline().get(this.#entryPrefix + key);
      if (tags.length > 0) pipeline.hmget(this.#expiredKey, ...tags).hmget(this.#staleKey, ...tags);
      const results = (await pipeline.exec()) ?? [];
      for (const [error] of results) if (error) throw error;
      const text = results[0]?.[1] as string | null;
      if (text === null || text === undefined) return null;
      const entry = decodeEntry(text);
      let expired = (results[1]?.[1] as (string | null)[] | undefined) ?? [];
      let stale = (results[2]?.[1] as (string | null)[] | undefined) ?? [];
      // The entry's own tags the reader did not name (a page's tags are only known once it is read).
      const more = entry.tags.filter((tag) => !tags.includes(tag));
      if (more.length > 0) {
        const [moreExpired, moreStale] = await Promise.all([
          client.hmget(this.#expiredKey, ...more),
          client.hmget(this.#staleKey, ...more),
        ]);
        expired = [...expired, ...moreExpired];
        stale = [...stale, ...moreStale];
      }
      const now = Date.now();
      if (marksAfter(expired, entry.lastModified, now, true)) return null;
      return { entry, stale: marksAfter(stale, entry.lastModified, now, false) };
    });
  }

  /** Writes an entry for `ttlSeconds`; a write Redis does not take is dropped (the next read renders again). */
  async set(key: string, entry: StoredEntry, ttlSeconds: number): Promise<void> {
    await this.#attempt(undefined, async (client) => {
      await client.set(this.#entryPrefix + key, encodeEntry(entry), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    });
  }

  /**
   * Marks tags revalidated now, for every process at once: Next's rules (file-system-cache.js) — with durations the
   * tags are stale now and expire after `expire` seconds (0: now); without, they expire now.
   */
  async revalidateTags(tags: readonly string[], durations?: { expire?: number }): Promise<void> {
    if (tags.length === 0) return;
    const now = Date.now();
    const marks = new Map<string, Map<string, number>>();
    const expiredAt = durations ? (durations.expire === undefined ? undefined : now + durations.expire * 1000) : now;
    if (durations) marks.set(this.#staleKey, new Map(tags.map((tag) => [tag, now])));
    if (expiredAt !== undefined) marks.set(this.#expiredKey, new Map(tags.map((tag) => [tag, expiredAt])));
    const written = await this.#attempt(false, async (client) => {
      await this.#writeMarks(client, marks);
      return true;
    });
    if (!written) {
      // Not one per outage: a lost revalidation matters (the old content could come back with Redis). It is kept and
      // written with its original time once Redis answers, so entries written before it still miss then.
      this.#warn(`Storefront cache: revalidation of ${tags.join(', ')} kept until Redis answers`);
      this.#keepPending(marks);
      return;
    }
    if (now - this.#lastPrune > PRUNE_EVERY_MS) {
      this.#lastPrune = now;
      await this.#attempt(undefined, (client) => this.#prune(client, now));
    }
  }

  async #writeMarks(client: Redis, marks: Map<string, Map<string, number>>): Promise<void> {
    const pipeline = client.pipeline();
    for (const [hash, tags] of marks) pipeline.hset(hash, Object.fromEntries(tags));
    const results = (await pipeline.exec()) ?? [];
    for (const [error] of results) if (error) throw error;
  }

  #keepPending(marks: Map<string, Map<string, number>>): void {
    for (const [hash, tags] of marks) {
      const kept = this.#pending.get(hash) ?? new Map<string, number>();
      for (const [tag, at] of tags) kept.set(tag, Math.max(at, kept.get(tag) ?? 0));
      while (kept.size > MAX_PENDING_MARKS) kept.delete(kept.keys().next().value as string);
      this.#pending.set(hash, kept);
    }
  }

  async #writePending(): Promise<void> {
    if (this.#pending.size === 0) return;
    const marks = new Map(this.#pending);
    this.#pending.clear();
    try {
      await this.#writeMarks(this.#client, marks);
    } catch (error) {
      this.#markDown(error);
      this.#keepPending(marks);
    }
  }

  /** Drops marks no live entry can be older than (entries live at most MAX_ENTRY_TTL_SECONDS). */
  async #prune(client: Redis, now: number): Promise<void> {
    const before = now - MAX_ENTRY_TTL_SECONDS * 1000 - 60_000;
    for (const hash of [this.#expiredKey, this.#staleKey]) {
      const all = await client.hgetall(hash);
      const old = Object.entries(all)
        .filter(([, at]) => Number(at) < before)
        .map(([tag]) => tag);
      if (old.length > 0) await client.hdel(hash, ...old);
    }
  }

  /** Closes the connection (tests; a process that ends needs nothing). */
  async close(): Promise<void> {
    this.#client.disconnect();
  }
}

/** The address without its password, for logs. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'an unreadable REDIS_URL';
  }
}
