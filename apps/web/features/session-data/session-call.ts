import type { RouteDef, RouteResponse } from '@wb/contract';
import type { CallInput, CallOptions, RouteRef } from '@/lib/api';

/**
 * How a query or a write of session-bound data reaches the API: `authedCall` (lib/session-runtime.ts,
 * the one API client with the session's 401 → forced refresh → retry) in the app, a fake in tests. Query and
 * mutation option factories take it as a parameter, so their rules are tested without a network or a browser.
 */
export type SessionCall = <R extends RouteDef>(
  route: RouteRef<R>,
  input?: CallInput<R>,
  options?: CallOptions,
) => Promise<RouteResponse<R>>;
