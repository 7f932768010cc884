import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import CacheHandler, { closeSharedStore } from './cache-handler';
import { removeKeys, TEST_REDIS_URL, uniquePrefix } from './redis-test-support';

// The handler as Next uses it: made per request from the context Next passes, with the process's environment.
const dist = mkdtempSync(path.join(tmpdir(), 'wb-cache-handler-'));
mkdirSync(path.join(dist, 'server'));
writeFileSync(path.join(dist, 'BUILD_ID'), 'test-build\n');
const prefix = uniquePrefix();
const redis = new Redis(TEST_REDIS_URL);

function context(): CacheHandlerContext {
  return {
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir: path.join(dist, 'server'),
    maxMemoryCacheSize: 50 * 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  };
}

const articles = {
  kind: 'FETCH',
  data: { headers: { 'content-type': 'application/json' }, body: '{"articles":[]}', status: 200, url: 'x' },
  revalidate: 300,
} as const;
const fetchRead = (tags: string[]) =>
  ({ kind: 'FETCH', revalidate: 300, tags, softTags: ['_N_T_/layout', '_N_T_/articles'] }) as never;
const fetchWrite = (tags: string[]) => ({ fetchCache: true, tags }) as const;

/**
 * The clock moves on a few milliseconds: a revalidation drops what was stored before it, and both times are
 * milliseconds, so a revalidation in the same millisecond as the write would not count. Moved, not slept on.
 */
function clockMovesOn(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 });
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  await closeSharedStore();
});

afterAll(async () => {
  await removeKeys(redis, prefix);
  redis.disconnect();
  rmSync(dist, { recursive: true, force: true });
});

describe('CacheHandler with REDIS_URL', () => {
  function redisHandlers(): [CacheHandler, CacheHandler] {
    vi.stubEnv('REDIS_URL', TEST_REDIS_URL);
    vi.stubEnv('WEB_CACHE_PREFIX', prefix);
    return [new CacheHandler(context()), new CacheHandler(context())];
  }

  it("keeps a fetch under this build's prefix; a revalidation by tag makes the next read miss", async () => {
    const [publisher, reader] = redisHandlers();
    await publisher.set('fetch-key', articles as never, fetchWrite(['content:articles']));
    expect(await redis.exists(`${prefix}test-build:entry:fetch-key`)).toBe(1);

    const hit = await reader.get('fetch-key', fetchRead(['content:articles']));
    expect(hit?.value).toEqual(articles);
    expect(hit?.lastModified).toBeGreaterThan(Date.now() - 5_000);

    clockMovesOn();
    await publisher.revalidateTag('content:articles', { expire: 0 });
    expect(await reader.get('fetch-key', fetchRead(['content:articles']))).toBeNull();
  });

  it('revalidatePath reaches the pages read under it (their implicit tags)', async () => {
    const [publisher, reader] = redisHandlers();
    await publisher.set('fetch-path', articles as never, fetchWrite(['content:article:4']));
    clockMovesOn();
    await publisher.revalidateTag(['_N_T_/articles']);
    expect(await reader.get('fetch-path', fetchRead(['content:article:4']))).toBeNull();
  });

  it("keeps a page with its RSC data, lifetime and tags; its tags' revalidation drops it", async () => {
    const [publisher, reader] = redisHandlers();
    const page = {
      kind: 'APP_PAGE',
      html: '<html dir="rtl"></html>',
      rscData: Buffer.from('0:["$"]'),
      headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/robots.txt' },
      postponed: undefined,
      status: 200,
      segmentData: new Map([['/_index', Buffer.from('s')]]),
    };
    const cacheControl = { revalidate: 60, expire: undefined };
    await publisher.set('/robots.txt', page as never, { cacheControl });
    const ttl = await redis.ttl(`${prefix}test-build:entry:/robots.txt`);
    expect(ttl).toBeGreaterThan(110);
    expect(ttl).toBeLessThanOrEqual(120);

    const hit = await reader.get('/robots.txt', { kind: 'APP_PAGE', isFallback: false } as never);
    expect(hit?.value).toEqual(page);
    expect(hit?.cacheControl).toEqual(cacheControl);

    clockMovesOn();
    await publisher.revalidateTag(['_N_T_/robots.txt'], { expire: 0 });
    expect(await reader.get('/robots.txt', { kind: 'APP_PAGE', isFallback: false } as never)).toBeNull();
  });
});

describe("CacheHandler in the proxy's cache (no file system, no server folder)", () => {
  it('caches nothing, as Next without a handler there: neither Redis nor files', async () => {
    vi.stubEnv('REDIS_URL', TEST_REDIS_URL);
    vi.stubEnv('WEB_CACHE_PREFIX', prefix);
    const { fs: _fs, serverDistDir: _dir, ...proxyContext } = context();
    const handler = new CacheHandler(proxyContext);
    await handler.set('proxy-key', articles as never, fetchWrite(['content:articles']));
    expect(await handler.get('proxy-key', fetchRead(['content:articles']))).toBeNull();
    expect(await redis.keys(`${prefix}*proxy-key`)).toEqual([]);
  });
});

describe('CacheHandler in `next build`', () => {
  it('keeps to files even with REDIS_URL set', async () => {
    vi.stubEnv('REDIS_URL', TEST_REDIS_URL);
    vi.stubEnv('WEB_CACHE_PREFIX', prefix);
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    const handler = new CacheHandler(context());
    await handler.set('build-key', articles as never, fetchWrite(['content:articles']));
    expect(nodeFs.existsSync(path.join(dist, 'cache', 'fetch-cache', 'build-key'))).toBe(true);
    expect(await redis.keys(`${prefix}*build-key`)).toEqual([]);
  });
});

describe('CacheHandler without REDIS_URL', () => {
  it("is Next's file-system cache: nothing in Redis, entries on disk under .next/cache", async () => {
    vi.stubEnv('REDIS_URL', '');
    vi.stubEnv('WEB_CACHE_PREFIX', prefix);
    const handler = new CacheHandler(context());
    await handler.set('fs-key', articles as never, fetchWrite(['content:articles']));

    expect(await handler.get('fs-key', fetchRead(['content:articles']))).toMatchObject({ value: articles });
    expect(nodeFs.existsSync(path.join(dist, 'cache', 'fetch-cache', 'fs-key'))).toBe(true);
    expect(await redis.exists(`${prefix}test-build:entry:fs-key`)).toBe(0);
  });
});
