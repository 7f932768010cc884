import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { currentToasts, dismissToast } from '@/lib/toast';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { apiFailure, runMutation } from './session-call.fixture';
import { type FieldErrors, runWrite, writeMutationOptions } from './write-options';

const toastsNow = () => currentToasts().map(({ kind, message }) => ({ kind, message }));

afterEach(() => {
  for (const shown of currentToasts()) dismissToast(shown.id);
});

describe('useWrite: the one write of the web', () => {
  it('sends one Idempotency-Key per write and the same one again when no answer came back', async () => {
    const keys: string[] = [];
    const options = writeMutationOptions(
      new QueryClient(),
      {
        idempotent: true,
        mutationFn: async (_variables: number, { headers }) => {
          keys.push(headers[IDEMPOTENCY_HEADER] ?? '');
          if (keys.length === 1) throw new ApiError(0, 'خطأ في الاتصال');
          return { message: 'تم' };
        },
      },
      () => {},
    );
    await runMutation(new QueryClient(), options, 1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await runMutation(new QueryClient(), options, 2);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends no key for a write that is not marked idempotent', async () => {
    const seen: Record<string, string>[] = [];
    const options = writeMutationOptions(
      new QueryClient(),
      { mutationFn: async (_variables: undefined, { headers }) => void seen.push(headers) },
      () => {},
    );
    await runMutation(new QueryClient(), options, undefined);
    expect(seen).toEqual([{}]);
  });

  it("reads again exactly the keys it names, shows the API's message, then runs the caller's onSuccess", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const order: string[] = [];
    const options = writeMutationOptions(
      client,
      {
        mutationFn: async () => ({ message: 'تم الحفظ' }),
        successToast: 'answer',
        invalidates: [['partner-applications'], ['reviews', 'mine', 7]],
        onSuccess: () => {
          order.push(`onSuccess after ${invalidate.mock.calls.length} invalidations`);
        },
      },
      () => {},
    );
    await runMutation(client, options, undefined);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['partner-applications'],
      ['reviews', 'mine', 7],
    ]);
    expect(order).toEqual(['onSuccess after 2 invalidations']);
    expect(toastsNow()).toEqual([{ kind: 'success', message: 'تم الحفظ' }]);
  });

  it("keeps a refusal's messages by field, says the API's message, and clears them when the next write starts", async () => {
    const errors: FieldErrors[] = [];
    let refuse = true;
    const client = new QueryClient();
    const options = writeMutationOptions(
      client,
      {
        mutationFn: async () => {
          if (refuse)
            throw new ApiError(422, 'الرمز مطلوب', { message: 'الرمز مطلوب', errors: { code: ['الرمز مطلوب'] } });
          return { message: '' };
        },
        errorToast: true,
      },
      (next) => errors.push(next),
    );
    await expect(runMutation(client, options, undefined)).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual([{}, { code: ['الرمز مطلوب'] }]);
    expect(toastsNow()).toEqual([{ kind: 'error', message: 'الرمز مطلوب' }]);
    refuse = false;
    await runMutation(client, options, undefined);
    expect(errors.at(-1)).toEqual({});
  });

  it('says nothing on failure unless asked, and says a fixed text when the caller gives one', async () => {
    const client = new QueryClient();
    const failing = { mutationFn: async () => Promise.reject(apiFailure(409, 'stock.insufficient', 'نفد')) };
    await expect(
      runMutation(
        client,
        writeMutationOptions(client, failing, () => {}),
        undefined,
      ),
    ).rejects.toThrow();
    expect(toastsNow()).toEqual([]);
    const fixed = writeMutationOptions(client, { ...failing, errorToast: () => 'تعذر الطلب' }, () => {});
    await expect(runMutation(client, fixed, undefined)).rejects.toThrow();
    expect(toastsNow()).toEqual([{ kind: 'error', message: 'تعذر الطلب' }]);
  });
});

describe('runWrite: the same write from code that is no component', () => {
  it("sends the caller's key, reads again what it names, shows the answer and resolves with it", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const keys: string[] = [];
    const answer = await runWrite(
      client,
      {
        mutationFn: async (variables: number, { headers }) => {
          keys.push(headers[IDEMPOTENCY_HEADER] ?? '');
          return { message: `تم ${variables}` };
        },
        idempotent: { key: 'press0001' },
        invalidates: [['cart']],
        successToast: 'answer',
      },
      3,
    );
    expect(answer).toEqual({ message: 'تم 3' });
    expect(keys).toEqual(['press0001']);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['cart']]);
    expect(toastsNow()).toEqual([{ kind: 'success', message: 'تم 3' }]);
  });
});
