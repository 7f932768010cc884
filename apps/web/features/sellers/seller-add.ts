import type { QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { ApiError, errorMessage } from '@/lib/api';
import { idempotentWrite, newIdempotencyKey } from '../session-data/idempotency';
import type { SessionCall } from '../session-data/session-call';
import { sellerKeys } from './seller-model';
import type { SellerCartSummary } from './seller-queries';

/**
 * A seller's press of "أضف إلى السلة" on a product page or card (issue 14): the variant goes to the active seller
 * cart (the API makes a first cart when there is none), with one Idempotency-Key per press. Spec §4: the carts list is
 * read again after adding; the toast names the cart it went to, read from that list.
 */
export type SellerAddOutcome =
  | { kind: 'added'; message: string }
  | { kind: 'failed'; message: string; code: ErrorCode | null };

export interface SellerAddDeps {
  client: QueryClient;
  call: SessionCall;
  key?: string;
  sleep?: (ms: number) => Promise<void>;
}

export async function addToSellerCart(
  item: { variant_id: number; quantity: number },
  deps: SellerAddDeps,
): Promise<SellerAddOutcome> {
  const key = deps.key ?? newIdempotencyKey();
  try {
    const answer = await idempotentWrite(
      (headers) => deps.call(routes.sellerCartsAddItem, { body: item }, { headers }),
      { key, sleep: deps.sleep },
    );
    await deps.client.invalidateQueries({ queryKey: sellerKeys.carts });
    await deps.client.invalidateQueries({ queryKey: sellerKeys.cartsAny });
    const carts = await deps.client
      .fetchQuery({
        queryKey: sellerKeys.carts,
        queryFn: async (): Promise<SellerCartSummary[]> => (await deps.call(routes.sellerCartsList, {})).data,
      })
      .catch(() => undefined);
    const active = carts?.find((cart) => cart.is_active);
    const message = active
      ? messages.addedToSellerCart.replace('{name}', active.name)
      : (answer as { message?: string }).message || messages.addedToCart;
    return { kind: 'added', message };
  } catch (error) {
    return { kind: 'failed', message: errorMessage(error), code: error instanceof ApiError ? error.code : null };
  }
}
