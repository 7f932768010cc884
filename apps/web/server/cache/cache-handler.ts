import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type {
  CacheHandlerContext,
  CacheHandlerValue,
  CacheHandler as NextCacheHandler,
} from 'next/dist/server/lib/incremental-cache';
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { entryTtl, RedisCacheStore, redisAddress } from './redis-cache-store';

/**
 * Next's `cacheHandler` (next.config.ts), built to `dist/cache-handler.mjs`: the incremental cache behind
 * `unstable_cache`, `fetch(…, { next: { revalidate, tags } })` and cached routes.
 *
 * Decided when Next makes a handler (once per request), from the process's environment, so one build serves both:
 * - REDIS_URL set: one cache in Redis for every storefront process (`redis-cache-store.ts`);
 * - unset, and always in `next build`: Next's own file-system cache, made exactly as Next makes it when no handler is
 *   configured (`npm start` needs nothing more).
 * `revalidateTag(tag, { expire: 0 })` in `app/api/revalidate/route.ts` reaches `revalidateTag` below through Next's
 * pending revalidations (revalidation-utils.js → IncrementalCache.revalidateTag), run as the response is sent.
 */

type GetContext = Parameters<NextCacheHandler['get']>[1];
type SetValue = Parameters<NextCacheHandler['set']>[1];
type SetContext = Parameters<NextCacheHandler['set']>[2];

// Next's default handler, loaded from the installed Next (CommonJS; its class is the `default` export).
const require = createRequire(import.meta.url);
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
  default: typeof FileSystemCacheType;
};

/** Next's `NEXT_CACHE_TAGS_HEADER`: where a cached page or route keeps its tags. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** Next's limit for a fetch cache item, which it applies only to its own handler (incremental-cache/index.js). */
const FETCH_ITEM_LIMIT = 2 * 1024 * 1024;

export const DEFAULT_CACHE_PREFIX = 'wb:web:';

/**
 * One connection per process, shared by the handlers Next makes for each request; on globalThis, so that every copy
 * of this file in the process (Next bundles one more into the proxy) would find it.
 */
const SHARED = Symbol.for('wb.web.cache-handler.redis');
type Shared = { url: string; store: RedisCacheStore };
const holder = globalThis as typeof globalThis & { [SHARED]?: Shared };

/** The build the entries belong to (`.next/BUILD_ID` beside the server folder Next names). */
function buildIdOf(serverDistDir: string): string {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'unbuilt';
  } catch {
    return 'unbuilt';
  }
}

function sharedStore(url: string, serverDistDir: string): RedisCacheStore {
  let shared = holder[SHARED];
  if (shared?.url !== url) {
    const prefix = process.env.WEB_CACHE_PREFIX?.trim() || DEFAULT_CACHE_PREFIX;
    const buildId = buildIdOf(serverDistDir);
    void shared?.store.close();
    shared = { url, store: new RedisCacheStore({ url, prefix, buildId }) };
    holder[SHARED] = shared;
    console.log(`Storefront cache: Next's data cache in Redis at ${redisAddress(url)} (${prefix}${buildId}:…)`);
  }
  return shared.store;
}

/** Closes the process's Redis connection (tests; a server that ends needs nothing). */
export async function closeSharedStore(): Promise<void> {
  const closing = holder[SHARED];
  holder[SHARED] = undefined;
  await closing?.store.close();
}

const isFetch = (ctx: { kind?: unknown }): boolean => ctx.kind === 'FETCH';

/** The tags a cached page or route was rendered with (Next keeps them in a header of the entry). */
function routeTags(value: SetValue): string[] {
  const headers = value && 'headers' in value ? value.headers : undefined;
  const header = headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

export default class CacheHandler implements NextCacheHandler {
  readonly #redis: RedisCacheStore | null;
  readonly #files: FileSystemCacheType | null;

  constructor(ctx: CacheHandlerContext) {
    // `next build` keeps to files whatever the environment: what it prerenders is made before the build id exists, so
    // the servers would never read it from Redis, and a build needs no Redis.
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    const url = building ? undefined : process.env.REDIS_URL?.trim();
    // Next also bundles this handler into the proxy (proxy.ts), whose cache it makes without a file system or a
    // server folder; with no handler configured Next gives that cache none at all, and so does this one (neither
    // Redis nor files): the proxy forwards, it caches nothing.
    const server = ctx.fs && ctx.serverDistDir ? ctx.serverDistDir : null;
    this.#redis = url && server ? sharedStore(url, server) : null;
    this.#files =
      !url && server ? new FileSystemCache(ctx as ConstructorParameters<typeof FileSystemCacheType>[0]) : null;
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    if (this.#files) return this.#files.get(key, ctx);
    if (!this.#redis) return null;
    // A fetch's reader names its tags and the page's implicit ones (`_N_T_/…`, what revalidatePath marks).
    const known = isFetch(ctx) && 'tags' in ctx ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    const read = await this.#redis.get(key, known);
    if (!read) return null;
    const { entry, stale } = read;
    return {
      // -1: "older than any lifetime", so Next serves it once and refreshes it (a page: renders it again first).
      lastModified: stale ? -1 : entry.lastModified,
      value: entry.value as CacheHandlerValue['value'],
      cacheControl: entry.cacheControl,
    };
  }

  async set(key: string, data: SetValue, ctx: SetContext): Promise<void> {
    if (this.#files) {
      // Next skips fetch items over 2 MB only when its own handler is in use; so does this one in its place.
      if (ctx.fetchCache && !('isImplicitBuildTimeCache' in ctx && ctx.isImplicitBuildTimeCache)) {
        const size = JSON.stringify(data).length;
        if (size > FETCH_ITEM_LIMIT) {
          const url = ('fetchUrl' in ctx && ctx.fetchUrl) || key;
          console.warn(`Failed to set Next.js data cache for ${url}, items over 2MB can not be cached (${size} bytes)`);
          return;
        }
      }
      return this.#files.set(key, data, ctx);
    }
    if (!this.#redis) return;
    const fetch = ctx.fetchCache === true;
    const cacheControl = !fetch && 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    const tags = fetch ? ('tags' in ctx && ctx.tags) || [] : routeTags(data);
    const revalidate = data && 'revalidate' in data && isFetch(data) ? data.revalidate : cacheControl?.revalidate;
    await this.#redis.set(
      key,
      { lastModified: Date.now(), value: data, tags, cacheControl },
      entryTtl(revalidate, cacheControl?.expire),
    );
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (this.#files) return this.#files.revalidateTag(list, durations);
    await this.#redis?.revalidateTags(list, durations);
  }

  resetRequestCache(): void {
    this.#files?.resetRequestCache();
  }
}
