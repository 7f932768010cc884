import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { IDEMPOTENCY_HEADER, idempotentWrite, newIdempotencyKey } from './idempotency';
import { apiFailure } from './session-call.fixture';

const noWait = () => Promise.resolve();

describe('idempotent writes', () => {
  it('makes a fresh key of 32 letters and digits per action', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('sends the key, and sends it again unchanged when no answer came back', async () => {
    const keys: string[] = [];
    const send = vi.fn(async (headers: Record<string, string>) => {
      keys.push(headers[IDEMPOTENCY_HEADER] ?? '');
      if (keys.length === 1) throw new ApiError(0, 'خطأ في الاتصال');
      return 'added';
    });
    expect(await idempotentWrite(send, { key: 'k1234567', sleep: noWait })).toBe('added');
    expect(keys).toEqual(['k1234567', 'k1234567']);
  });

  it('repeats a write the server undid in a conflict (503 server.busy), with the same key, after its wait', async () => {
    const keys: string[] = [];
    const sleep = vi.fn(noWait);
    const send = async (headers: Record<string, string>) => {
      keys.push(headers[IDEMPOTENCY_HEADER] ?? '');
      if (keys.length === 1) throw apiFailure(503, 'server.busy', 'الخادم مشغول لحظياً', 1);
      return 'added';
    };
    expect(await idempotentWrite(send, { key: 'busy-key-1', sleep })).toBe('added');
    expect(sleep).toHaveBeenCalledExactlyOnceWith(1000);
    expect(keys).toEqual(['busy-key-1', 'busy-key-1']);
  });

  it('waits what Retry-After says, and repeats a busy answer once only', async () => {
    const sleep = vi.fn(noWait);
    const send = vi.fn(async () => {
      throw apiFailure(503, 'server.busy', 'الخادم مشغول لحظياً', 2);
    });
    await expect(idempotentWrite(send, { key: 'k1234567', sleep })).rejects.toMatchObject({ code: 'server.busy' });
    expect(sleep).toHaveBeenCalledExactlyOnceWith(2000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each([
    [409, 'stock.insufficient'],
    [422, 'cart.quantity_limit'],
    [401, 'cart.login_required'],
    [500, 'server.error'],
  ] as const)('does not repeat a %i (%s): it is the answer', async (status, code) => {
    const send = vi.fn(async () => {
      throw apiFailure(status, code);
    });
    await expect(idempotentWrite(send, { key: 'k1234567', sleep: noWait })).rejects.toMatchObject({ code });
    expect(send).toHaveBeenCalledOnce();
  });
});
