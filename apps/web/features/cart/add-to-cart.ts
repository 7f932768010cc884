import type { QueryClient } from '@tanstack/react-query';
import type { ErrorCode, Role } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { ApiError, errorMessage, failedWith } from '@/lib/api';
import { loginPath } from '@/lib/safe-redirect';
import { browserStorage, type KeyValueStorage } from '@/lib/storage';
import { newIdempotencyKey } from '../session-data/idempotency';
import type { SessionCall } from '../session-data/session-call';
import { runWrite } from '../session-data/write-options';
import { cartKeys } from './cart-model';
import { addGuestLine, GUEST_MAX_LINES, GUEST_MAX_QUANTITY, readGuestCart, writeGuestCart } from './guest-cart';
import { type AddToCartPayload, asRequestBody, productPathOf } from './payload';

/**
 * One press of "أضف إلى السلة" (spec §4, §8), whatever the page: what it sends, and what the shopper is told.
 *
 * - One press is one action with one fresh Idempotency-Key; its retries (no answer, `server.busy`, the
 *   session's forced refresh) repeat the same key, so the server adds once however often the request travels.
 * - Success: the badge and the cart are read again (spec §4: after adding a product the carts are refetched).
 * - A guest: the line goes into her browser-kept cart (`wb_cart`, issue 24), with the spec's success toast; it is
 *   merged into her own cart when she signs in. No request is made.
 * - A session the server does not know (`cart.login_required`): the spec's login-needed message, with the way to
 *   /auth and back to this product and variant.
 * - A seller (pharmacist, influencer) has no customer cart: the press goes to their active seller cart instead
 *   (`sellers/seller-add.ts`, fetched only for a seller's press), and the toast names that cart.
 * - Anything else: the server's own Arabic message, chosen by its code, never by its words.
 */
export const SELLER_CART_NOTICE = 'سلة التسوق هذه لحسابات الزبائن. استخدم سلال البيع في صفحتك.';

export type AddOutcome =
  | { kind: 'added'; message: string }
  | { kind: 'login-required'; message: string; loginHref: string }
  | { kind: 'seller'; message: string }
  | { kind: 'failed'; message: string; code: ErrorCode | null };

export interface AddDeps {
  client: QueryClient;
  /** `authedCall` (a guest's press makes no call). */
  call: SessionCall;
  signedIn: boolean;
  role: Role | null;
  /** Where a guest's cart is kept: `localStorage` unless a test gives its own. */
  guestStorage?: KeyValueStorage;
  /** Tests pass their own key and clock. */
  key?: string;
  sleep?: (ms: number) => Promise<void>;
}

const isSeller = (role: Role | null) => role === 'pharmacist' || role === 'influencer';

export async function addToCart(payload: AddToCartPayload, deps: AddDeps): Promise<AddOutcome> {
  if (!deps.signedIn) return addForGuest(payload, deps.guestStorage ?? browserStorage('local'));
  if (isSeller(deps.role)) {
    const { addToSellerCart } = await import('../sellers/seller-add');
    const outcome = await addToSellerCart(
      { variant_id: payload.shopify_variant_id, quantity: payload.quantity ?? 1 },
      { client: deps.client, call: deps.call, key: deps.key, sleep: deps.sleep },
    );
    return outcome.kind === 'added' ? outcome : { ...outcome, kind: 'failed' };
  }
  try {
    await runWrite(
      deps.client,
      {
        mutationKey: [...cartKeys.all, 'add'],
        mutationFn: (body: AddToCartPayload, { headers }) =>
          deps.call(routes.cartAddItem, { body: asRequestBody(body) }, { headers }),
        idempotent: { key: deps.key, sleep: deps.sleep },
        invalidates: [cartKeys.all],
      },
      payload,
    );
    return { kind: 'added', message: messages.addedToCart };
  } catch (error) {
    return failureOutcome(error, payload);
  }
}

function addForGuest(payload: AddToCartPayload, storage: KeyValueStorage): AddOutcome {
  const { cart, refused } = addGuestLine(
    readGuestCart(storage),
    payload.shopify_variant_id,
    payload.quantity ?? 1,
    newIdempotencyKey,
  );
  if (refused === 'lines') {
    return { kind: 'failed', message: messages.cartTooManyLines.replace('{max}', String(GUEST_MAX_LINES)), code: null };
  }
  if (refused === 'quantity') {
    const message = messages.cartQuantityLimit.replace('{max}', String(GUEST_MAX_QUANTITY));
    return { kind: 'failed', message, code: null };
  }
  writeGuestCart(storage, cart);
  return { kind: 'added', message: messages.addedToCart };
}

function failureOutcome(error: unknown, payload: AddToCartPayload): AddOutcome {
  const code = error instanceof ApiError ? error.code : null;
  // A session the API no longer knows (the cookie outlived it).
  if (failedWith(error, 'cart.login_required')) {
    return {
      kind: 'login-required',
      message: messages.addToCartLoginNeeded,
      loginHref: loginPath(productPathOf(payload)),
    };
  }
  // The role in the cookie may be out of date; the server's word is final.
  if (code === 'auth.forbidden') return { kind: 'seller', message: SELLER_CART_NOTICE };
  return { kind: 'failed', message: errorMessage(error), code };
}
