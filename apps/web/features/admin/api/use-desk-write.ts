'use client';

import type { RouteDef, RouteResponse } from '@wb/contract';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useWrite } from '@/features/session-data/use-write';
import type { CallInput, RouteRef } from '@/lib/api';
import { authedCall } from '@/lib/session-runtime';

type DeskCall = { route: RouteRef<RouteDef>; input: CallInput<RouteDef> };

/**
 * A desk write from a button: the web's one write hook (`useWrite`) with the desk's defaults — one Idempotency-Key
 * per press so a retry after a lost answer cannot act twice, the API's Arabic message in a toast either way, and on
 * success the page's server data read again (`router.refresh()`), so the table or the order on screen is what the
 * database now holds. A refused form keeps the API's Arabic messages by field in `errors` until the next write, to
 * show beside each input.
 *
 *   const write = useDeskWrite();
 *   await write.run(deskOrderRoutes.status, { params: { id }, body: { status: 'confirmed' } });
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
    <R extends RouteDef>(route: RouteRef<R>, input: CallInput<R>): Promise<RouteResponse<R> | null> =>
      (mutateAsync({ route, input } as unknown as DeskCall) as Promise<RouteResponse<R>>).catch(() => null),
    [mutateAsync],
  );
  return { run, busy: write.busy, errors: write.fieldErrors };
}
