import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@wb/contract';
import { ApiError, type CallInput, type CallOptions } from '@/lib/api';
import type { SessionCall } from './session-call';

/**
 * A fake `SessionCall` for tests of query and mutation options: answers per route id, and remembers every call (its
 * input and options, headers included) so a test can count what was read again and which key a write carried.
 */
export interface RecordedCall {
  id: string;
  input: CallInput<never>;
  options: CallOptions;
}

type Handler = (input: CallInput<never>, attempt: number) => unknown;

export function fakeCall(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const call = (async (route: { id: string }, input: CallInput<never> = {}, options: CallOptions = {}) => {
    calls.push({ id: route.id, input, options });
    const handler = handlers[route.id];
    if (!handler) throw new Error(`unexpected call ${route.id}`);
    return handler(input, calls.filter((recorded) => recorded.id === route.id).length);
  }) as unknown as SessionCall;
  return {
    call,
    calls,
    count: (id: string) => calls.filter((recorded) => recorded.id === id).length,
  };
}

/** A failure as the API sends it: `{ message, code }`, with Retry-After when given. */
export function apiFailure(status: number, code: ErrorCode | null, message = 'رسالة الخادم', retryAfter?: number) {
  return new ApiError(status, message, code ? { message, code } : { message }, retryAfter ?? null);
}

/** A promise settled from outside, to hold a request in flight while a test looks at the cache. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Runs mutation options as `useMutation` would, without React. */
export function runMutation<D, V, C>(client: QueryClient, options: MutationOptions<D, unknown, V, C>, variables: V) {
  return new MutationObserver<D, unknown, V, C>(client, options).mutate(variables);
}
