'use client';

import type { TableRoute } from '@wb/contract';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useWrite } from '@/features/session-data/use-write';
import type { CallInput, CallResult } from '@/lib/api';
import { authedCall } from '@/lib/session-runtime';

type DeskCall = { route: TableRoute; input: CallInput<TableRoute> };

/**
 * A desk write from a button: the web's one write hook (`useWrite`) with the desk's defaults — one Idempotency-Key
 * per press so a retry after a lost answer cannot act twice, the API's Arabic message in a toast either way, and on
 * success the page's server data read again (`router.refresh()`), so the table or the order on screen is what the
 * database now holds. A refused form keeps the API's Arabic messages by field in `errors` until the next write, to
 * show beside each input.
 *
 *   const write = useDeskWrite();
 *   await write.run(routes.adminOrdersStatus, { params: { id }, body: { status: 'confirmed' } });
 */
export function useDeskWrite() {
  const router = useRouter();
  const write = useWrite<unknown, DeskCall>({
    mutationFn: ({ route, input }, { headers }) => authedCall(route, input, { headers }),
    idempotent: true,
    successToast: 'answer',
    errorToast: true,
    onSuccess: () => router.refresh(),
  });
  const { mutateAsync } = write;
  // Resolves with the answer, or null once the failure has been shown: a caller only asks whether it worked.
  const run = useCallback(
    <E extends TableRoute>(route: E, input: CallInput<E>): Promise<CallResult<E> | null> =>
      (mutateAsync({ route, input } as unknown as DeskCall) as Promise<CallResult<E>>).catch(() => null),
    [mutateAsync],
  );
  return { run, busy: write.busy, errors: write.fieldErrors };
}
