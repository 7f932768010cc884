import { describe, expect, it } from 'vitest';
import { ValueCache } from './cache';

/**
 * A drop must reach loads already on their way. TokenService caches live sessions under tags (`session:<id>`,
 * `user:<id>`) known only once the load returns: a logout, a revocation, a demotion or an account deletion that
 * commits while a load is in flight (it read the session before the commit) must not leave that read cached.
 */
describe('ReadThroughCache: a drop while a load is in flight', () => {
  it('does not keep what the in-flight load read before the drop', async () => {
    const cache = new ValueCache({ max: 10, ttlMs: 10_000 });
    let finish: (value: { userId: number }) => void = () => {};
    const loading = cache.get(
      'sid-1',
      () => new Promise<{ userId: number }>((resolve) => (finish = resolve)),
      (live) => [`session:sid-1`, `user:${live.userId}`],
    );
    // The session is revoked and the revocation's notice arrives while the read is still on its way back.
    cache.dropTags(['session:sid-1']);
    finish({ userId: 7 }); // what the read saw before the revocation committed
    await loading;
    // The next request must read the database again, not the revoked session from the cache.
    expect(cache.peek('sid-1')).toBeUndefined();
  });

  it('the same for a user-wide drop (account deleted, role changed)', async () => {
    const cache = new ValueCache({ max: 10, ttlMs: 10_000 });
    let finish: (value: { userId: number }) => void = () => {};
    const loading = cache.get(
      'sid-2',
      () => new Promise<{ userId: number }>((resolve) => (finish = resolve)),
      (live) => [`session:sid-2`, `user:${live.userId}`],
    );
    cache.dropTags(['user:8']);
    finish({ userId: 8 });
    await loading;
    expect(cache.peek('sid-2')).toBeUndefined();
  });
});
