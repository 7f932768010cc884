import type { MergedCart } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { errorMessage } from '@/lib/api';
import { authedCall } from '@/lib/session-runtime';
import { browserStorage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { sessionQueryClient } from '../session-data/query-client';
import { runWrite } from '../session-data/write-options';
import { cartKeys } from './cart-model';
import { type GuestCart, type GuestLine, mergeKeyOf, readGuestCart, writeGuestCart } from './guest-cart';

/**
 * A guest's cart poured into hers once she has signed in as a customer (issue 24): loaded by `CartClicks` on the
 * first page where a customer's browser still holds a `wb_cart`, so a reload, another tab or a sign-in that left
 * the page before it finished all get here again. Every try of one cart sends the same Idempotency-Key, so the API
 * adds it once; the browser's copy goes only once the answer is in. She is told in Arabic what was not kept.
 */
let running: Promise<void> | null = null;

export function mergeGuestCart(userId: number): Promise<void> {
  running ??= mergeOnce(userId).finally(() => {
    running = null;
  });
  return running;
}

async function mergeOnce(userId: number): Promise<void> {
  const storage = browserStorage('local');
  const cart = readGuestCart(storage);
  if (cart.items.length === 0) return writeGuestCart(storage, cart);
  const client = sessionQueryClient(userId);
  try {
    const answer = await runWrite(
      client,
      {
        mutationKey: [...cartKeys.all, 'merge'],
        mutationFn: (items: GuestLine[], { headers }) => authedCall(routes.cartMerge, { body: { items } }, { headers }),
        idempotent: { key: mergeKeyOf(cart) },
        invalidates: [cartKeys.all],
      },
      cart.items,
    );
    clearIfUnchanged(cart);
    tell(answer.data, answer.message);
  } catch (error) {
    // Kept for the next page: the same cart, the same key.
    toast.error(errorMessage(error));
  }
}

/** The browser's copy goes, unless it changed while the merge ran (then that change is the next merge). */
function clearIfUnchanged(merged: GuestCart) {
  const storage = browserStorage('local');
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
