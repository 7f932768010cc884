import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryWindowCounts, RedisWindowCounts } from './window-counts';

/** Redis runs on every machine here (127.0.0.1:6379); each run uses keys of its own and removes them. */
const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0');
const prefix = `wbtest:counts:${randomUUID().slice(0, 8)}:`;

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe('window counts in memory', () => {
  it('counts events in a window that opens at the first one and does not stretch', async () => {
    let now = 1_000;
    const counts = new MemoryWindowCounts(100, { now: () => now });
    expect(await counts.count('k')).toBe(0);
    expect(await counts.hit('k', 300)).toBe(1);
    now += 150;
    expect(await counts.hit('k', 300)).toBe(2);
    expect(await counts.count('k')).toBe(2);
    // 300 ms after the first event the window is over, although the second came 150 ms before.
    now += 151;
    expect(await counts.count('k')).toBe(0);
    expect(await counts.hit('k', 300)).toBe(1);
  });
});

describe('window counts in Redis', () => {
  it('counts events in a window set by the first one: later events do not stretch its expiry', async () => {
    const counts = new RedisWindowCounts(redis, prefix);
    const key = randomUUID();
    expect(await counts.count(key)).toBe(0);
    expect(await counts.hit(key, 60_000)).toBe(1);
    const first = await redis.pexpiretime(`${prefix}${key}`);
    expect(await counts.hit(key, 60_000)).toBe(2);
    expect(await counts.count(key)).toBe(2);
    // The same moment of expiry as the first event gave it.
    expect(await redis.pexpiretime(`${prefix}${key}`)).toBe(first);
  });
});

describe('window counts shared by two processes through Redis', () => {
  it('adds both processes’ events into one count', async () => {
    const first = new RedisWindowCounts(redis, prefix);
    const other = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0');
    const second = new RedisWindowCounts(other, prefix);
    const key = randomUUID();
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).hit(key, 60_000)));
    expect(await first.count(key)).toBe(10);
    expect(await second.count(key)).toBe(10);
    expect(await redis.pttl(`${prefix}${key}`)).toBeGreaterThan(50_000);
    other.disconnect();
  });
});
