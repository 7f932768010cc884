import { afterEach, beforeEach, vi } from 'vitest';
import { createRefreshScheduler, type RefreshResult, type SchedulerDeps } from './refresh-scheduler';

/** Shared by the refresh scheduler's two test files: a fake clock, tabs over one cookie jar, and time travel. */
export const T0 = Date.parse('2025-06-01T10:00:00Z');
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** The cookie jar every tab of a browser shares: wb_expiresAt, rewritten by the server on each refresh. */
export function sharedCookie(expiry: number | null) {
  return { expiry };
}

type Responder = (signal: AbortSignal) => Promise<RefreshResult>;

/** One tab: a scheduler over fake timers, a refresh endpoint that rotates the shared cookie, and spies. */
export function tab(cookie: { expiry: number | null }, lock?: SchedulerDeps['withLock']) {
  const lifetime = { ms: HOUR };
  let responder: Responder = async () => {
    const expiresAt = Date.now() + lifetime.ms;
    cookie.expiry = expiresAt;
    return { ok: true, expiresAt };
  };
  const refresh = vi.fn((signal: AbortSignal) => responder(signal));
  const onSessionExpired = vi.fn();
  const onSignedOut = vi.fn();
  const scheduler = createRefreshScheduler({
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    readExpiry: () => cookie.expiry,
    refresh,
    withLock: lock ?? ((task) => task()),
    onSessionExpired,
    onSignedOut,
  });
  return {
    scheduler,
    refresh,
    onSessionExpired,
    onSignedOut,
    lifetime,
    answer(next: Responder) {
      responder = next;
    },
    failWith(status: number) {
      responder = async () => ({ ok: false, status });
    },
  };
}

/** Advances the fake clock and lets the promises it settles run. */
export const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Every test starts at T0 on fake timers. */
export function startEachTestOnFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
