import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  createSessionQueryClient,
  isRetryable,
  SESSION_GC_TIME_MS,
  SESSION_QUERY_RETRIES,
  shouldRetryQuery,
} from './query-client';
import { apiFailure } from './session-call.fixture';

describe('the session query client (spec §9: unused data kept 5 min, 3 retries)', () => {
  it('keeps unused data 5 minutes and never retries a write by itself', () => {
    const defaults = createSessionQueryClient().getDefaultOptions();
    expect(SESSION_GC_TIME_MS).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('retries a read three times when no answer came or the server failed', () => {
    expect(SESSION_QUERY_RETRIES).toBe(3);
    const offline = new ApiError(0, 'خطأ في الاتصال');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, offline))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, apiFailure(503, 'server.not_ready'))).toBe(true);
  });

  it.each([
    [400, 'request.bad'],
    [401, 'auth.session_expired'],
    [403, 'auth.forbidden'],
    [404, 'cart.line_not_found'],
    [409, 'stock.insufficient'],
    [422, 'request.invalid'],
    [429, 'request.rate_limited'],
  ] as const)('never retries a %i (%s): the answer would be the same', (status, code) => {
    expect(isRetryable(apiFailure(status, code))).toBe(false);
    expect(shouldRetryQuery(0, apiFailure(status, code))).toBe(false);
  });

  it('does not retry a programming error', () => {
    expect(shouldRetryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });
});
