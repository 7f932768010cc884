import { type AnalyticsItem, pushCommerce } from '@/lib/analytics';
import { itemAround } from '@/lib/analytics-dom';
import { authedCall } from '@/lib/session-runtime';
import { sessionSnapshot } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { sessionQueryClient } from '../session-data/query-client';
import { addToCart } from './add-to-cart';
import { openLoginPrompt } from './login-prompt';
import { type AddToCartPayload, readPayload } from './payload';

/**
 * What was added, as an analytics item: the product around the button (its card or the product page's panel: brand,
 * category, list and place), with the variant, price and quantity the button sent; the payload alone elsewhere.
 */
function addedItem(button: Element, payload: AddToCartPayload): AnalyticsItem {
  const around = itemAround(button)?.item;
  return {
    item_name: payload.title,
    item_brand: payload.vendor,
    ...around,
    item_id: payload.shopify_variant_sku || (around?.item_id ?? String(payload.shopify_variant_id)),
    price: payload.price,
    quantity: payload.quantity,
  };
}

/**
 * The add-to-cart code a page fetches on the first press of (or focus on) an add-to-cart button, or when idle for a
 * signed-in customer (`CartClicks`): TanStack Query, the session runtime and the rules of `add-to-cart.ts`.
 *
 * While a press is on its way, its button says so (`aria-busy`) and further presses of it are ignored: two quick taps
 * are one action, and never add twice.
 */
const pressed = new WeakSet<Element>();

export async function addFromButton(button: Element): Promise<void> {
  const payload = readPayload(button.getAttribute('data-add-to-cart'));
  if (!payload || pressed.has(button)) return;
  pressed.add(button);
  button.setAttribute('aria-busy', 'true');
  try {
    const { user } = sessionSnapshot();
    const outcome = await addToCart(payload, {
      client: sessionQueryClient(user?.id ?? null),
      call: authedCall,
      signedIn: user !== null,
      role: user?.role ?? null,
    });
    if (outcome.kind === 'added') {
      toast.success(outcome.message);
      pushCommerce('add_to_cart', [addedItem(button, payload)], {});
    } else if (outcome.kind === 'login-required') openLoginPrompt(outcome.loginHref);
    else if (outcome.kind === 'seller') toast.info(outcome.message);
    else toast.error(outcome.message);
  } finally {
    pressed.delete(button);
    button.removeAttribute('aria-busy');
  }
}
