'use client';

import type { TableRoute } from '@wb/contract';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { authedCall } from '@/features/account/session-runtime';
import { idempotentWrite, newIdempotencyKey } from '@/features/session-data/idempotency';
import { ApiError, type CallInput, type CallResult, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

/**
 * A desk write from a button: the store's one session client (`authedCall`: the proxy adds the token, a 401 gets
 * one renewal), one Idempotency-Key per press so a retry after a lost answer cannot act twice, the API's Arabic
 * message in a toast either way, and on success the page's server data read again (`router.refresh()`), so the
 * table or the order on screen is what the database now holds. A refused form keeps the API's Arabic messages by
 * field in `errors` (`errors.code`, `errors['fees.0.delivery_fee']`) until the next write, to show beside each input.
 *
 *   const write = useDeskWrite();
 *   await write.run(routes.adminOrdersStatus, { params: { id }, body: { status: 'confirmed' } });
 */
export function useDeskWrite() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const run = useCallback(
    async <E extends TableRoute>(route: E, input: CallInput<E>): Promise<CallResult<E> | null> => {
      setBusy(true);
      setErrors({});
      try {
        const answer = await idempotentWrite((headers) => authedCall(route, input, { headers }), {
          key: newIdempotencyKey(),
        });
        const message = (answer as { message?: unknown } | undefined)?.message;
        if (typeof message === 'string' && message) toast.success(message);
        router.refresh();
        return answer;
      } catch (error) {
        setErrors((error instanceof ApiError && error.fieldErrors) || {});
        toast.error(errorMessage(error));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [router],
  );
  return { run, busy, errors };
}
