import type { TableRoute } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import { ApiError, apiCall, type CallInput, type CallOptions, type CallResult, fetchJson } from '@/lib/api';
import { ensureLocalPreferences } from '@/lib/preferences';
import {
  createRefreshScheduler,
  REFRESH_TIMEOUT_MS,
  type RefreshResult,
  type RefreshScheduler,
} from '@/lib/refresh-scheduler';
import { loginPath } from '@/lib/safe-redirect';
import { withSessionRetry } from '@/lib/session-retry';
import { sessionChanged, sessionSnapshot } from '@/lib/session-store';
import { browserStorage } from '@/lib/storage';

/**
 * The session in the browser (spec §4), loaded only once someone is signed in: the refresh scheduler wired to real
 * timers, the tab's visibility and a lock shared by the tabs, plus logout, the session-expired exit, and
 * `authedCall` for API calls that need the session. Tokens stay in httpOnly cookies throughout: refreshing is a call
 * to the web's own `/api/session/refresh`, which exchanges them on the server.
 */
let scheduler: RefreshScheduler | null = null;

/** Web Locks serialise refreshes across this browser's tabs; without them (very old browsers) a tab goes alone. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // request() resolves with the task's own result once the task settles.
  return locks ? (locks.request('wb-session-refresh', task) as unknown as Promise<T>) : task();
}

async function refreshCall(signal: AbortSignal): Promise<RefreshResult> {
  try {
    const answer = await fetchJson<{ data: { expires_at: string } }>(
      '/api/session/refresh',
      { method: 'POST', headers: { Accept: 'application/json' } },
      { signal, timeoutMs: REFRESH_TIMEOUT_MS },
    );
    sessionChanged();
    const expiresAt = Date.parse(answer.data.expires_at);
    return Number.isFinite(expiresAt) ? { ok: true, expiresAt } : { ok: false, status: 0 };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : 0 };
  }
}

const onVisible = () => {
  if (document.visibilityState === 'visible') scheduler?.check();
};

/** Startup restore: with the user data and an expiry the scheduler starts; without an expiry the session is cleared. */
export function startSession(): RefreshScheduler {
  if (scheduler) return scheduler;
  ensureLocalPreferences(browserStorage('local'));
  const created = createRefreshScheduler({
    now: () => Date.now(),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    readExpiry: () => sessionSnapshot().expiresAt,
    refresh: refreshCall,
    withLock: withRefreshLock,
    onSessionExpired: () => void expireSession(),
    onSignedOut: () => {
      stopSession();
      // Half a session (user data without a readable expiry) is cleared, not restored.
      if (sessionSnapshot().user) void clearSession().then(sessionChanged);
      else sessionChanged();
    },
  });
  scheduler = created;
  document.addEventListener('visibilitychange', onVisible);
  // start() may find no session and stop at once (onSignedOut): the caller still gets a scheduler to ask.
  created.start();
  return created;
}

function stopSession(): void {
  scheduler?.stop();
  scheduler = null;
  document.removeEventListener('visibilitychange', onVisible);
}

/** Revokes the session on the API and clears the cookies; throws when the web server could not be reached. */
function clearSession(): Promise<unknown> {
  return fetchJson('/api/session/logout', { method: 'POST', headers: { Accept: 'application/json' } });
}

/** After the login page stored a session: the header shows it and the scheduler starts. */
export function sessionStarted(): void {
  sessionChanged();
  stopSession();
  startSession();
}

/** Spec §2: logout goes to / and reloads. Throws (and keeps the session) when the server could not be reached. */
export async function logout(): Promise<void> {
  await clearSession();
  stopSession();
  window.location.assign('/');
}

/** The session is over (refresh refused, or a 401 a refresh could not cure): cleared, then /auth with the notice. */
export async function expireSession(): Promise<void> {
  stopSession();
  await clearSession().catch(() => {});
  window.location.assign(loginPath(window.location.pathname + window.location.search, 'expired'));
}

/** After the account is deleted every token is dead: clear the cookies and go home, reloading (as a logout). */
export async function leaveDeletedAccount(): Promise<void> {
  stopSession();
  await clearSession().catch(() => {});
  window.location.assign('/');
}

/** An API call made with the session (the proxy adds the token): a 401 gets one forced refresh and one retry. */
export function authedCall<E extends TableRoute>(
  route: E,
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<CallResult<E>> {
  const running = startSession();
  return withSessionRetry(() => apiCall(route, input, options), {
    seenExpiry: sessionSnapshot().expiresAt,
    forceRefresh: (seen) => running.forceRefresh(seen),
    onSessionExpired: () => void expireSession(),
    networkError: messages.networkError,
  });
}
