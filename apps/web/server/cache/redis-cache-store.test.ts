import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeEntry,
  encodeEntry,
  entryTtl,
  MAX_ENTRY_TTL_SECONDS,
  RedisCacheStore,
  type StoredEntry,
} from './redis-cache-store';
import {
  eventually,
  RedisRelay,
  removeKeys,
  TEST_REDIS_URL,
  UNREACHABLE_REDIS_URL,
  uniquePrefix,
} from './redis-test-support';

// Two stores with a connection each stand for two storefront processes; the Redis is the real one.
const prefix = uniquePrefix();
const buildId = 'build-1';
const redis = new Redis(TEST_REDIS_URL);
const open: RedisCacheStore[] = [];

function store(options: Partial<ConstructorParameters<typeof RedisCacheStore>[0]> = {}): RedisCacheStore {
  const made = new RedisCacheStore({ url: TEST_REDIS_URL, prefix, buildId, ...options });
  open.push(made);
  return made;
}

function entry(tags: string[], lastModified = Date.now()): StoredEntry {
  return {
    lastModified,
    tags,
    value: {
      kind: 'FETCH',
      data: { headers: {}, body: '{"title":"مقال"}', status: 200, url: 'u' },
      revalidate: 300,
    },
  };
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((made) => made.close()));
});

afterAll(async () => {
  await removeKeys(redis, prefix);
  redis.disconnect();
});

describe('entryTtl', () => {
  it('keeps an entry twice its lifetime, between a minute and a day', () => {
    expect(entryTtl(300)).toBe(600);
    expect(entryTtl(10)).toBe(60);
    expect(entryTtl(31_536_000)).toBe(MAX_ENTRY_TTL_SECONDS);
    expect(entryTtl(false)).toBe(MAX_ENTRY_TTL_SECONDS);
    expect(entryTtl(undefined)).toBe(MAX_ENTRY_TTL_SECONDS);
    expect(entryTtl(300, 400)).toBe(400);
  });
});

describe('encodeEntry / decodeEntry', () => {
  it('carries Buffers and Maps (a page: its RSC data and segments)', () => {
    const page: StoredEntry = {
      lastModified: 1,
      tags: ['_N_T_/articles'],
      value: {
        kind: 'APP_PAGE',
        html: '<p>مرحبا</p>',
        rscData: Buffer.from([0, 255, 1]),
        segmentData: new Map([['/_tree', Buffer.from('segment')]]),
        headers: { 'x-next-cache-tags': '_N_T_/articles' },
      },
      cacheControl: { revalidate: 30, expire: undefined },
    };
    const back = decodeEntry(encodeEntry(page)) as StoredEntry & { value: Record<string, unknown> };
    expect(back.value.rscData).toEqual(Buffer.from([0, 255, 1]));
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.segmentData).toEqual(new Map([['/_tree', Buffer.from('segment')]]));
    expect(back.value.html).toBe('<p>مرحبا</p>');
    expect(back.cacheControl).toEqual({ revalidate: 30 });
  });
});

describe('RedisCacheStore on the real Redis', () => {
  beforeAll(async () => {
    expect(await redis.ping()).toBe('PONG');
  });

  it("gives one process's entry to another, with its TTL in Redis", async () => {
    const [one, two] = [store(), store()];
    const written = entry(['content:articles']);
    await one.set('k-shared', written, 600);

    const read = await two.get('k-shared', ['content:articles']);
    expect(read).toEqual({ entry: written, stale: false });
    const ttl = await redis.ttl(`${prefix}${buildId}:entry:k-shared`);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it("misses in every process once one revalidated the entry's tag (expire 0)", async () => {
    const [one, two] = [store(), store()];
    await two.set('k-article', entry(['content:article:12', 'content:articles'], Date.now() - 5), 600);
    expect(await two.get('k-article', ['content:article:12'])).not.toBeNull();

    await one.revalidateTags(['content:articles'], { expire: 0 });

    // The reader named another of the entry's tags only: the entry's own tags are checked too.
    expect(await two.get('k-article', ['content:article:12'])).toBeNull();
    expect(await one.get('k-article', [])).toBeNull();
    const marks = await redis.hgetall(`${prefix}tags:expired`);
    expect(Number(marks['content:articles'])).toBeGreaterThan(Date.now() - 5_000);

    // What is written after the revalidation is served again.
    await two.set('k-article', entry(['content:article:12', 'content:articles'], Date.now() + 1), 600);
    expect(await one.get('k-article', ['content:articles'])).not.toBeNull();
  });

  it("misses on a revalidation of a tag only the reader knows (a page's implicit tag)", async () => {
    const [one, two] = [store(), store()];
    await one.set('k-implicit', entry(['content:landing:sale'], Date.now() - 5), 600);
    await two.revalidateTags(['_N_T_/landing/sale']);
    expect(await one.get('k-implicit', ['content:landing:sale', '_N_T_/landing/sale'])).toBeNull();
    expect(await one.get('k-implicit', ['content:landing:sale'])).not.toBeNull();
  });

  it('serves an entry whose tag was marked stale once more as stale, until the expiry comes', async () => {
    const [one, two] = [store(), store()];
    await one.set('k-stale', entry(['content:page:3'], Date.now() - 5), 600);
    await two.revalidateTags(['content:page:3'], { expire: 3600 });
    expect(await one.get('k-stale', ['content:page:3'])).toMatchObject({ stale: true });
  });

  it("keeps deploys apart: another build's entries are not read", async () => {
    await store().set('k-build', entry([]), 600);
    expect(await store({ buildId: 'build-2' }).get('k-build')).toBeNull();
  });

  it('with Redis unreachable: misses, takes writes without throwing, and warns once', async () => {
    const warnings: string[] = [];
    const down = store({ url: UNREACHABLE_REDIS_URL, warn: (message) => warnings.push(message) });

    expect(await down.get('k-shared', ['content:articles'])).toBeNull();
    await expect(down.set('k-down', entry([]), 600)).resolves.toBeUndefined();
    expect(await down.get('k-down')).toBeNull();
    await expect(down.revalidateTags(['content:articles'], { expire: 0 })).resolves.toBeUndefined();

    expect(warnings.filter((message) => message.includes('does not answer'))).toHaveLength(1);
    expect(warnings.filter((message) => message.includes('kept until Redis answers'))).toHaveLength(1);
  });

  it('writes a revalidation made during an outage once Redis answers again', async () => {
    const relay = new RedisRelay();
    await relay.restore();
    const reader = store();
    const infos: string[] = [];
    const cutOff = store({ url: relay.url, warn: () => {}, info: (message) => infos.push(message) });
    await reader.set('k-outage', entry(['content:article:7'], Date.now() - 5), 600);
    expect(await cutOff.get('k-outage', ['content:article:7'])).not.toBeNull();

    await relay.cut();
    await cutOff.revalidateTags(['content:article:7'], { expire: 0 });
    expect(await reader.get('k-outage', ['content:article:7'])).not.toBeNull();

    await relay.restore();
    await eventually(async () => (await reader.get('k-outage', ['content:article:7'])) === null);
    expect(infos).toHaveLength(1);
    await cutOff.close();
    await relay.cut();
  });
});
