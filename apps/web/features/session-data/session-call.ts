import type { TableRoute } from '@wb/contract';
import type { CallInput, CallOptions, CallResult } from '@/lib/api';

/**
 * How a query or a write of session-bound data reaches the API: `authedCall` (lib/session-runtime.ts,
 * the one API client with the session's 401 → forced refresh → retry) in the app, a fake in tests. Query and
 * mutation option factories take it as a parameter, so their rules are tested without a network or a browser.
 */
export type SessionCall = <E extends TableRoute>(
  route: E,
  input?: CallInput<E>,
  options?: CallOptions,
) => Promise<CallResult<E>>;
