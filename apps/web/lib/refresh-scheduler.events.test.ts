import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_CHECK_MS, RETRY_MS, type RefreshResult, type SchedulerDeps } from './refresh-scheduler';
import {
  advance,
  HOUR,
  MINUTE,
  SECOND,
  sharedCookie,
  startEachTestOnFakeClock,
  T0,
  tab,
} from './refresh-scheduler.fixture';

/** The scheduler's events after startup: fallback checks, a vanished session, forced refreshes, stop, two tabs. */
startEachTestOnFakeClock();

describe('the 30-minute fallback check', () => {
  it('catches a refresh the timers missed (a sleeping device)', async () => {
    const t = tab(sharedCookie(T0 + 3 * HOUR));
    t.scheduler.start();
    vi.setSystemTime(T0 + 170 * MINUTE);
    await advance(FALLBACK_CHECK_MS - 1);
    expect(t.refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('notices a sign-out in another tab', async () => {
    const cookie = sharedCookie(T0 + 3 * HOUR);
    const t = tab(cookie);
    t.scheduler.start();
    cookie.expiry = null;
    await advance(FALLBACK_CHECK_MS);
    expect(t.onSignedOut).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a scheduled refresh finds the session gone', () => {
  it('signs out without calling the server', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const t = tab(cookie);
    t.scheduler.start();
    await advance(47 * MINUTE);
    cookie.expiry = null;
    await advance(MINUTE);
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('forced refresh after a 401', () => {
  it('refreshes once for callers that fail together, and lets them retry', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const t = tab(cookie);
    t.scheduler.start();
    const seen = cookie.expiry;
    const outcomes = await Promise.all([t.scheduler.forceRefresh(seen), t.scheduler.forceRefresh(seen)]);
    expect(outcomes).toEqual(['refreshed', 'refreshed']);
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('skips the call when another refresh already replaced the token the failed call used', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const t = tab(cookie);
    t.scheduler.start();
    const seen = cookie.expiry;
    cookie.expiry = T0 + 2 * HOUR;
    expect(await t.scheduler.forceRefresh(seen)).toBe('refreshed');
    expect(t.refresh).not.toHaveBeenCalled();
  });

  it('refreshes even when the token is far from expiry (the server revoked it)', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const t = tab(cookie);
    t.scheduler.start();
    expect(await t.scheduler.forceRefresh(cookie.expiry)).toBe('refreshed');
    expect(t.refresh).toHaveBeenCalledTimes(1);
    await advance(48 * MINUTE);
    expect(t.refresh).toHaveBeenCalledTimes(2);
  });

  it('reports an expired session when the refresh is refused', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const t = tab(cookie);
    t.scheduler.start();
    t.failWith(401);
    expect(await t.scheduler.forceRefresh(cookie.expiry)).toBe('expired');
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports a failure (and retries in 120 s) when the refresh gets no answer', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const t = tab(cookie);
    t.scheduler.start();
    t.failWith(0);
    expect(await t.scheduler.forceRefresh(cookie.expiry)).toBe('failed');
    expect(t.onSessionExpired).not.toHaveBeenCalled();
    await advance(RETRY_MS);
    expect(t.refresh).toHaveBeenCalledTimes(2);
  });

  it('reports no session when there is none to refresh', async () => {
    const t = tab(sharedCookie(T0 + HOUR));
    expect(await t.scheduler.forceRefresh(T0 + HOUR)).toBe('signed-out');
    expect(t.refresh).not.toHaveBeenCalled();
  });
});

describe('stop (logout, or the session cleared)', () => {
  it('leaves no timer behind', async () => {
    const t = tab(sharedCookie(T0 + HOUR));
    t.scheduler.start();
    t.scheduler.stop();
    expect(vi.getTimerCount()).toBe(0);
    await advance(3 * HOUR);
    expect(t.refresh).not.toHaveBeenCalled();
  });

  it('ignores a refresh that finishes after it', async () => {
    const t = tab(sharedCookie(T0 + 10 * SECOND));
    let finish: (result: RefreshResult) => void = () => {};
    t.answer(() => new Promise((resolve) => (finish = resolve)));
    t.scheduler.start();
    await advance(0);
    t.scheduler.stop();
    finish({ ok: true, expiresAt: Date.now() + HOUR });
    await advance(3 * HOUR);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('two tabs sharing one session', () => {
  /** navigator.locks in miniature: one holder at a time, the others queue. */
  function exclusiveLock(): SchedulerDeps['withLock'] {
    let tail: Promise<unknown> = Promise.resolve();
    return (task) => {
      const run = tail.then(task);
      tail = run.catch(() => {});
      return run;
    };
  }

  it('never refresh with the same token: the second tab adopts the first tab’s new expiry', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const lock = exclusiveLock();
    const first = tab(cookie, lock);
    const second = tab(cookie, lock);
    // The server answers slowly, so both tabs' timers fire while the first refresh is still out.
    for (const t of [first, second]) {
      t.answer(
        () =>
          new Promise((resolve) =>
            setTimeout(() => {
              cookie.expiry = Date.now() + HOUR;
              resolve({ ok: true, expiresAt: cookie.expiry });
            }, 2 * SECOND),
          ),
      );
    }
    first.scheduler.start();
    second.scheduler.start();
    await advance(48 * MINUTE + 5 * SECOND);
    expect(first.refresh.mock.calls.length + second.refresh.mock.calls.length).toBe(1);
    // Both now follow the new token: one refresh again at its 80% point.
    await advance(48 * MINUTE);
    expect(first.refresh.mock.calls.length + second.refresh.mock.calls.length).toBe(2);
  });

  it('both wake up with an expired token: one refresh between them', async () => {
    const cookie = sharedCookie(T0 - MINUTE);
    const lock = exclusiveLock();
    const first = tab(cookie, lock);
    const second = tab(cookie, lock);
    first.scheduler.start();
    second.scheduler.start();
    await advance(0);
    expect(first.refresh.mock.calls.length + second.refresh.mock.calls.length).toBe(1);
  });
});
