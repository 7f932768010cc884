/**
 * The token refresh scheduler of spec §4, as plain code with its clock, timers, refresh call and cross-tab lock
 * injected (the browser wiring is `lib/session-runtime.ts`; the tests drive it with fake timers).
 *
 * - Scheduled at 80% of the remaining lifetime, but at least 60 s before expiry, and never sooner than 60 s from
 *   now. When the last two disagree (under 2 minutes left) the 60 s floor wins: a token issued with a short life must
 *   not set off a refresh loop, and a call that meets the expired token is covered by the forced refresh below.
 * - Expired or within 60 s of expiry at startup, when the tab becomes visible or at the 30-minute fallback check:
 *   refresh now.
 * - Refresh answered 401 or 403: the session is over (`onSessionExpired`: cleared, off to /auth). Any other failure
 *   (no answer, a 15 s timeout, 5xx, 429): try again in 120 s.
 * - A 401 on any call: `forceRefresh()`, one refresh, after which the caller retries once.
 *
 * Refresh tokens rotate, and presenting an old one revokes the whole session, so two tabs must never refresh with
 * the same token. Each refresh runs inside `withLock` (navigator.locks across tabs), and once the lock is held the
 * expiry is read again: if another tab has refreshed meanwhile (the shared cookie changed) there is nothing to do.
 */
export const REFRESH_SHARE = 0.8;
export const MIN_BUFFER_MS = 60_000;
export const MIN_DELAY_MS = 60_000;
export const DUE_WITHIN_MS = 60_000;
export const RETRY_MS = 120_000;
export const FALLBACK_CHECK_MS = 30 * 60_000;
export const REFRESH_TIMEOUT_MS = 15_000;

/** `expiresAt` is the new access expiry; `status` is the HTTP status of a failure, 0 when no answer came back. */
export type RefreshResult = { ok: true; expiresAt: number } | { ok: false; status: number };

type Handle = unknown;

export interface SchedulerDeps {
  now(): number;
  setTimeout(run: () => void, ms: number): Handle;
  clearTimeout(handle: Handle): void;
  setInterval(run: () => void, ms: number): Handle;
  clearInterval(handle: Handle): void;
  /** The access expiry every tab shares (wb_expiresAt), ms since the epoch; null when there is no session. */
  readExpiry(): number | null;
  /** The refresh call; `signal` aborts it at the 15 s timeout. */
  refresh(signal: AbortSignal): Promise<RefreshResult>;
  /** Runs `task` holding the cross-tab refresh lock. */
  withLock<T>(task: () => Promise<T>): Promise<T>;
  /** Refresh refused (401/403): clear the session and send the shopper to /auth with the session-expired message. */
  onSessionExpired(): void;
  /** No session any more (signed out in another tab, or the cookies are gone). */
  onSignedOut(): void;
}

export interface RefreshScheduler {
  /** Startup restore: refresh now when due, else schedule; starts the 30-minute fallback check. */
  start(): void;
  /** Logout or a cleared session: no timer survives. */
  stop(): void;
  /** The tab became visible (also the fallback check): refresh now when due; re-plan if another tab refreshed. */
  check(): void;
  /**
   * After a 401: one refresh, unless the expiry already differs from `seenExpiry` (the one the failed call was made
   * with) because another tab or an earlier caller refreshed. 'refreshed' means the caller may retry.
   */
  forceRefresh(seenExpiry: number | null): Promise<RefreshOutcome>;
}

/** 'expired': refused with 401/403 (the session is over); 'failed': no answer or another error (retried later). */
export type RefreshOutcome = 'refreshed' | 'expired' | 'failed' | 'signed-out';

/** Milliseconds from now to the planned refresh of a token expiring at `expiresAt`. */
export function refreshDelay(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  const atShare = remaining * REFRESH_SHARE;
  const beforeExpiry = remaining - MIN_BUFFER_MS;
  return Math.max(Math.min(atShare, beforeExpiry), MIN_DELAY_MS);
}

export const isDue = (expiresAt: number, now: number) => expiresAt - now <= DUE_WITHIN_MS;

export function createRefreshScheduler(deps: SchedulerDeps): RefreshScheduler {
  let running = false;
  /** Bumped by stop(): a refresh that finishes after it must not plan anything. */
  let generation = 0;
  let timer: Handle | undefined;
  let interval: Handle | undefined;
  /** The expiry the current plan was made from. */
  let plannedFrom: number | null = null;
  let inFlight: Promise<RefreshOutcome> | null = null;

  const clearTimer = () => {
    if (timer !== undefined) deps.clearTimeout(timer);
    timer = undefined;
  };

  const plan = (expiresAt: number) => {
    clearTimer();
    plannedFrom = expiresAt;
    timer = deps.setTimeout(
      () => {
        timer = undefined;
        void refresh('scheduled', expiresAt);
      },
      refreshDelay(expiresAt, deps.now()),
    );
  };

  const retryLater = () => {
    clearTimer();
    timer = deps.setTimeout(() => {
      timer = undefined;
      void refresh('scheduled', deps.readExpiry());
    }, RETRY_MS);
  };

  const signedOut = () => {
    stop();
    deps.onSignedOut();
  };

  /** The refresh call, counted as a failure with no answer when it outlives the timeout. */
  const callWithTimeout = (): Promise<RefreshResult> => {
    const controller = new AbortController();
    let timeout: Handle | undefined;
    const timedOut = new Promise<RefreshResult>((resolve) => {
      timeout = deps.setTimeout(() => {
        controller.abort();
        resolve({ ok: false, status: 0 });
      }, REFRESH_TIMEOUT_MS);
    });
    const call = deps.refresh(controller.signal).catch((): RefreshResult => ({ ok: false, status: 0 }));
    return Promise.race([call, timedOut]).finally(() => deps.clearTimeout(timeout));
  };

  const refresh = (reason: 'scheduled' | 'due' | 'forced', seenExpiry: number | null): Promise<RefreshOutcome> => {
    if (inFlight) return inFlight;
    const started = generation;
    clearTimer();
    const task = deps.withLock(async (): Promise<RefreshOutcome> => {
      if (started !== generation) return 'signed-out';
      const current = deps.readExpiry();
      if (current === null) {
        signedOut();
        return 'signed-out';
      }
      // Another tab refreshed while this one waited (or slept): its new expiry is ours too.
      const refreshedElsewhere = current !== seenExpiry;
      if (refreshedElsewhere && (reason === 'forced' || !isDue(current, deps.now()))) {
        plan(current);
        return 'refreshed';
      }
      const result = await callWithTimeout();
      if (started !== generation) return 'signed-out';
      if (result.ok) {
        plan(result.expiresAt);
        return 'refreshed';
      }
      if (result.status === 401 || result.status === 403) {
        stop();
        deps.onSessionExpired();
        return 'expired';
      }
      retryLater();
      return 'failed';
    });
    inFlight = task.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const check = () => {
    if (!running || inFlight) return;
    const current = deps.readExpiry();
    if (current === null) return signedOut();
    if (isDue(current, deps.now())) {
      void refresh('due', current);
      return;
    }
    // Keep a pending plan (or a pending retry) unless the expiry it was made from has changed.
    if (current !== plannedFrom || timer === undefined) plan(current);
  };

  function stop() {
    running = false;
    generation++;
    clearTimer();
    if (interval !== undefined) deps.clearInterval(interval);
    interval = undefined;
    plannedFrom = null;
  }

  return {
    start() {
      if (running) return;
      running = true;
      interval = deps.setInterval(check, FALLBACK_CHECK_MS);
      check();
    },
    stop,
    check,
    forceRefresh(seenExpiry) {
      if (!running) return Promise.resolve('signed-out');
      return refresh('forced', seenExpiry);
    },
  };
}
