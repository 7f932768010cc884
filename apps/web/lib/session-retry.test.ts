import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import type { RefreshOutcome } from './refresh-scheduler';
import { withSessionRetry } from './session-retry';

const unauthenticated = () => new ApiError(401, 'يجب تسجيل الدخول للمتابعة.');
const NETWORK = 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.';

function deps(outcome: RefreshOutcome) {
  return {
    seenExpiry: 1000,
    forceRefresh: vi.fn(async () => outcome),
    onSessionExpired: vi.fn(),
    networkError: NETWORK,
  };
}

describe('a call answered 401', () => {
  it('is retried once after a forced refresh, and its answer returned', async () => {
    const call = vi.fn().mockRejectedValueOnce(unauthenticated()).mockResolvedValueOnce({ message: 'ok' });
    const d = deps('refreshed');
    await expect(withSessionRetry(call, d)).resolves.toEqual({ message: 'ok' });
    expect(call).toHaveBeenCalledTimes(2);
    expect(d.forceRefresh).toHaveBeenCalledWith(1000);
    expect(d.onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the retry is refused too (no second refresh)', async () => {
    const call = vi.fn().mockRejectedValue(unauthenticated());
    const d = deps('refreshed');
    await expect(withSessionRetry(call, d)).rejects.toMatchObject({ status: 401 });
    expect(call).toHaveBeenCalledTimes(2);
    expect(d.forceRefresh).toHaveBeenCalledTimes(1);
    expect(d.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('is not retried when the refresh is refused (the scheduler has ended the session)', async () => {
    const call = vi.fn().mockRejectedValue(unauthenticated());
    const d = deps('expired');
    await expect(withSessionRetry(call, d)).rejects.toMatchObject({ status: 401 });
    expect(call).toHaveBeenCalledTimes(1);
    expect(d.onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when there is nothing to refresh', async () => {
    const d = deps('signed-out');
    await expect(withSessionRetry(vi.fn().mockRejectedValue(unauthenticated()), d)).rejects.toMatchObject({
      status: 401,
    });
    expect(d.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('fails with the network-error text, keeping the session, when the refresh gets no answer', async () => {
    const d = deps('failed');
    await expect(withSessionRetry(vi.fn().mockRejectedValue(unauthenticated()), d)).rejects.toMatchObject({
      status: 0,
      message: NETWORK,
    });
    expect(d.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('any other outcome', () => {
  it('passes an answer straight through', async () => {
    const d = deps('refreshed');
    await expect(withSessionRetry(async () => 7, d)).resolves.toBe(7);
    expect(d.forceRefresh).not.toHaveBeenCalled();
  });

  it.each([403, 422, 500, 0])('passes a %i failure through without refreshing', async (status) => {
    const d = deps('refreshed');
    await expect(withSessionRetry(vi.fn().mockRejectedValue(new ApiError(status, 'x')), d)).rejects.toMatchObject({
      status,
    });
    expect(d.forceRefresh).not.toHaveBeenCalled();
  });
});
