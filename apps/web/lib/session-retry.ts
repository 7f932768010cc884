import { ApiError } from './api';
import type { RefreshOutcome } from './refresh-scheduler';

/**
 * Spec §4: "A 401 on any call triggers one forced refresh and a retry; if there is no refresh token or the refresh
 * fails, the session is cleared and the user is redirected to /auth."
 *
 * `seenExpiry` is the access expiry the call was made with, so a refresh another tab (or call) already made counts.
 * A refresh that got no answer (the phone is offline) does not end the session: the call fails with the
 * network-error text and the scheduler's own retry follows; the session ends only when the refresh is refused.
 */
export interface RetryDeps {
  seenExpiry: number | null;
  forceRefresh(seenExpiry: number | null): Promise<RefreshOutcome>;
  /** Clears the session and goes to /auth with the session-expired message. */
  onSessionExpired(): void;
  networkError: string;
}

const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

export async function withSessionRetry<T>(call: () => Promise<T>, deps: RetryDeps): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
    const outcome = await deps.forceRefresh(deps.seenExpiry);
    if (outcome === 'failed') throw new ApiError(0, deps.networkError);
    // 'expired': the scheduler has already cleared the session; 'signed-out': nothing was left to refresh.
    if (outcome !== 'refreshed') {
      if (outcome === 'signed-out') deps.onSessionExpired();
      throw error;
    }
  }
  try {
    return await call();
  } catch (error) {
    if (isUnauthenticated(error)) deps.onSessionExpired();
    throw error;
  }
}
