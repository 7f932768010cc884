import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/**
 * The one TanStack Query client of the browser, for everything bound to the session (cart, addresses, and later the
 * wishlist, orders, wallet and seller carts). Spec §9: "Data cache: unused data kept 5 min, 3 retries".
 *
 * - Retries are for failures a retry can cure: no answer (status 0) and 5xx. A 4xx is the server's decision and
 *   asking again gets the same answer; a 401 has already had its forced refresh and retry inside `authedCall`
 *   (spec §4), so one that reaches the cache means the session is over.
 * - Mutations are never retried by the cache: a write that may be repeated says so itself (`idempotentWrite`, which
 *   repeats with the same Idempotency-Key).
 * - Data read a moment ago is fresh for 30 s: a page rendered on the server with the cart does not fetch it again as
 *   it hydrates, and a tab that regains focus after longer reads it again (another tab may have changed it).
 */
export const SESSION_GC_TIME_MS = 5 * 60_000;
export const SESSION_QUERY_RETRIES = 3;
export const SESSION_STALE_TIME_MS = 30_000;

/** Whether a failed read is worth another try: only when no answer came back or the server failed. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < SESSION_QUERY_RETRIES && isRetryable(error);
}

export function createSessionQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: SESSION_GC_TIME_MS,
        staleTime: SESSION_STALE_TIME_MS,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false, gcTime: SESSION_GC_TIME_MS },
    },
  });
}

let browserClient: QueryClient | undefined;
let cachedFor: number | null = null;

/**
 * The browser's one client, shared by every island that loads it (the header's badge, the add-to-cart action, the
 * cart page), so a write in one is seen by all. On the server each call makes a new one: a server process serves many
 * shoppers, and one shopper's data must never be kept for the next.
 *
 * `userId` is whose session the caller is acting for: when another account signs in on this tab without a reload,
 * what the cache holds belongs to the previous one and is dropped. No id (not known yet, as while a page hydrates)
 * changes nothing; signing out reloads the page (spec §2), which empties the cache anyway.
 */
export function sessionQueryClient(userId?: number | null): QueryClient {
  if (typeof window === 'undefined') return createSessionQueryClient();
  browserClient ??= createSessionQueryClient();
  if (userId != null && userId !== cachedFor) {
    if (cachedFor !== null) browserClient.clear();
    cachedFor = userId;
  }
  return browserClient;
}
