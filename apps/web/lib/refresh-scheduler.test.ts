import { describe, expect, it, vi } from 'vitest';
import { isDue, REFRESH_TIMEOUT_MS, RETRY_MS, refreshDelay } from './refresh-scheduler';
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

startEachTestOnFakeClock();

describe('refreshDelay: when a refresh is planned', () => {
  it.each([
    ['a 60-minute token', HOUR, 48 * MINUTE],
    ['a 10-minute token', 10 * MINUTE, 8 * MINUTE],
    ['a 4-minute token (80% would leave 48 s; 60 s before expiry wins)', 4 * MINUTE, 3 * MINUTE],
    ['a token with 100 s left (never sooner than 60 s)', 100 * SECOND, MINUTE],
    ['a token with 30 s left (never sooner than 60 s)', 30 * SECOND, MINUTE],
    ['an expired token (never sooner than 60 s)', -5 * MINUTE, MINUTE],
  ])('%s', (_label, remaining, expected) => {
    expect(refreshDelay(T0 + remaining, T0)).toBe(expected);
  });

  it('counts as due within 60 s of expiry or after it', () => {
    expect(isDue(T0 + 60 * SECOND, T0)).toBe(true);
    expect(isDue(T0 - HOUR, T0)).toBe(true);
    expect(isDue(T0 + 60 * SECOND + 1, T0)).toBe(false);
  });
});

describe('startup', () => {
  it('restores a live session and refreshes at 80% of its lifetime, not a moment sooner', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const { scheduler, refresh } = tab(cookie);
    scheduler.start();
    await advance(48 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['already expired', -MINUTE],
    ['60 s from expiry', 60 * SECOND],
    ['10 s from expiry', 10 * SECOND],
  ])('refreshes immediately when the token is %s', async (_label, remaining) => {
    const { scheduler, refresh } = tab(sharedCookie(T0 + remaining));
    scheduler.start();
    await advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits 60 s when 61 s are left (not due, and never sooner than 60 s)', async () => {
    const { scheduler, refresh } = tab(sharedCookie(T0 + 61 * SECOND));
    scheduler.start();
    await advance(MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('clears a session with no expiry instead of restoring it', async () => {
    const { scheduler, refresh, onSignedOut } = tab(sharedCookie(null));
    scheduler.start();
    await advance(2 * HOUR);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('starts once, however often start is called', async () => {
    const { scheduler, refresh } = tab(sharedCookie(T0 + 30 * SECOND));
    scheduler.start();
    scheduler.start();
    await advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('after a successful refresh', () => {
  it('plans the next one from the new expiry, and keeps the session going', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const { scheduler, refresh } = tab(cookie);
    scheduler.start();
    await advance(48 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(cookie.expiry).toBe(T0 + 48 * MINUTE + HOUR);
    await advance(48 * MINUTE - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not loop when the server issues tokens shorter than a minute', async () => {
    const cookie = sharedCookie(T0 - 1);
    const { scheduler, refresh, lifetime } = tab(cookie);
    lifetime.ms = 30 * SECOND;
    scheduler.start();
    await advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(MINUTE - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('a refused refresh (the session is over)', () => {
  it.each([401, 403])('answered %i: clears the session once and stops every timer', async (status) => {
    const { scheduler, refresh, onSessionExpired, onSignedOut, failWith } = tab(sharedCookie(T0 + HOUR));
    failWith(status);
    scheduler.start();
    await advance(48 * MINUTE);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await advance(10 * HOUR);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('any other failure', () => {
  it.each([
    ['no answer (network)', 0],
    ['a server error', 500],
    ['a gateway error', 502],
    ['rate limiting', 429],
  ])('%s: tries again after exactly 120 s, keeping the session', async (_label, status) => {
    const cookie = sharedCookie(T0 + HOUR);
    const t = tab(cookie);
    t.failWith(status);
    t.scheduler.start();
    await advance(48 * MINUTE);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    await advance(RETRY_MS - 1);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(t.refresh).toHaveBeenCalledTimes(2);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('a call that throws counts as no answer and is retried', async () => {
    const t = tab(sharedCookie(T0 + 30 * SECOND));
    t.answer(() => Promise.reject(new TypeError('Failed to fetch')));
    t.scheduler.start();
    await advance(RETRY_MS);
    expect(t.refresh).toHaveBeenCalledTimes(2);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('gives up on a call after 15 s, aborts it, and retries 120 s later', async () => {
    const t = tab(sharedCookie(T0 + 30 * SECOND));
    const signals: AbortSignal[] = [];
    t.answer((signal) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    t.scheduler.start();
    await advance(REFRESH_TIMEOUT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    await advance(1);
    expect(signals[0]?.aborted).toBe(true);
    await advance(RETRY_MS - 1);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(t.refresh).toHaveBeenCalledTimes(2);
  });

  it('recovers when a retry succeeds', async () => {
    const cookie = sharedCookie(T0 + 30 * SECOND);
    const t = tab(cookie);
    t.failWith(503);
    t.scheduler.start();
    await advance(0);
    t.answer(async () => {
      cookie.expiry = Date.now() + HOUR;
      return { ok: true, expiresAt: cookie.expiry };
    });
    await advance(RETRY_MS);
    expect(t.refresh).toHaveBeenCalledTimes(2);
    await advance(48 * MINUTE);
    expect(t.refresh).toHaveBeenCalledTimes(3);
  });
});

describe('the tab becomes visible', () => {
  it('refreshes immediately when the token expired while the tab was hidden', async () => {
    const t = tab(sharedCookie(T0 + HOUR));
    t.scheduler.start();
    // A laptop lid closed: the clock moves on, the timers do not fire.
    vi.setSystemTime(T0 + 2 * HOUR);
    t.scheduler.check();
    await advance(0);
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes immediately within 60 s of expiry', async () => {
    const t = tab(sharedCookie(T0 + HOUR));
    t.scheduler.start();
    vi.setSystemTime(T0 + HOUR - 59 * SECOND);
    t.scheduler.check();
    await advance(0);
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves the plan alone when nothing is due', async () => {
    const t = tab(sharedCookie(T0 + HOUR));
    t.scheduler.start();
    await advance(10 * MINUTE);
    t.scheduler.check();
    await advance(38 * MINUTE - 1);
    expect(t.refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps a pending 120 s retry rather than re-planning it later', async () => {
    const t = tab(sharedCookie(T0 + HOUR));
    t.failWith(500);
    t.scheduler.start();
    await advance(48 * MINUTE);
    await advance(MINUTE);
    t.scheduler.check();
    await advance(MINUTE);
    expect(t.refresh).toHaveBeenCalledTimes(2);
  });

  it('follows a refresh made by another tab (the shared expiry moved on)', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const t = tab(cookie);
    t.scheduler.start();
    await advance(30 * MINUTE);
    cookie.expiry = T0 + 30 * MINUTE + HOUR;
    t.scheduler.check();
    await advance(48 * MINUTE - 1);
    expect(t.refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });

  it('stops quietly when the session was signed out in another tab', async () => {
    const cookie = sharedCookie(T0 + HOUR);
    const t = tab(cookie);
    t.scheduler.start();
    cookie.expiry = null;
    t.scheduler.check();
    expect(t.onSignedOut).toHaveBeenCalledTimes(1);
    await advance(2 * HOUR);
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does nothing before start or after stop', async () => {
    const t = tab(sharedCookie(T0 - 1));
    t.scheduler.check();
    t.scheduler.start();
    t.scheduler.stop();
    t.scheduler.check();
    await advance(HOUR);
    expect(t.refresh).toHaveBeenCalledTimes(1);
  });
});
