import type { QueryClient } from '@tanstack/react-query';
import type { MergedCart } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { errorMessage } from '@/lib/api';
import { authedCall } from '@/lib/session-runtime';
import { browserStorage, type KeyValueStorage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { sessionQueryClient } from '../session-data/query-client';
import type { SessionCall } from '../session-data/session-call';
import { runWrite } from '../session-data/write-options';
import { cartKeys } from './cart-model';
import { type GuestCart, type GuestLine, mergeKeyOf, readGuestCart, writeGuestCart } from './guest-cart';

/**
 * A guest's cart poured into hers once she has signed in as a customer (issue 24): by the sign-in page before it
 * moves on, and by the customer's badge on any page where the browser still holds a `wb_cart`, so a reload, another
 * tab or a try that failed all get here again. Every try of one cart sends the same Idempotency-Key, so the API
 * adds it once; the browser's copy goes only once the answer is in. She is told in Arabic what was not kept.
 */
export interface MergeDeps {
  client: QueryClient;
  call: SessionCall;
  storage: KeyValueStorage;
}

let running: Promise<void> | null = null;

/** Merges this browser's guest cart into the customer's; a second call while one runs (both badges) joins it. */
export function mergeGuestCart(userId: number, deps?: MergeDeps): Promise<void> {
  running ??= mergeOnce(
    deps ?? { client: sessionQueryClient(userId), call: authedCall, storage: browserStorage('local') },
  ).finally(() => {
    running = null;
  });
  return running;
}

async function mergeOnce({ client, call, storage }: MergeDeps): Promise<void> {
  const cart = readGuestCart(storage);
  if (cart.items.length === 0) return writeGuestCart(storage, cart);
  try {
    const answer = await runWrite(
      client,
      {
        mutationKey: [...cartKeys.all, 'merge'],
        mutationFn: (items: GuestLine[], { headers }) => call(routes.cartMerge, { body: { items } }, { headers }),
        idempotent: { key: mergeKeyOf(cart) },
        invalidates: [cartKeys.all],
      },
      cart.items,
    );
    clearIfUnchanged(storage, cart);
    tell(answer.data, answer.message);
  } catch (error) {
    // Kept for the next page: the same cart, the same key.
    toast.error(errorMessage(error));
  }
}

/** The browser's copy goes, unless it changed while the merge ran (then that change is the next merge). */
function clearIfUnchanged(storage: KeyValueStorage, merged: GuestCart) {
  const now = readGuestCart(storage);
  if (mergeKeyOf(now) === mergeKeyOf(merged) || now.items.length === 0) writeGuestCart(storage, { ...now, items: [] });
}

function tell(result: MergedCart, message: string) {
  if (result.shortfalls.length === 0) {
    toast.success(message || messages.guestCartMerged);
    return;
  }
  // One notice with every line's reason (a phone shows three toasts at most), long enough to be read; it can be closed.
  const lines = result.shortfalls.map((line) => line.message);
  toast.info([messages.mergeNotKept, ...lines].join('\n'), Math.min(15_000, 5_000 + 2_500 * lines.length));
}
