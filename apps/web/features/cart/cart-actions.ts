import { authedCall } from '@/features/account/session-runtime';
import { sessionSnapshot } from '@/features/account/session-store';
import { apiCall } from '@/lib/api';
import { toast } from '@/lib/toast';
import { sessionQueryClient } from '../session-data/query-client';
import { addToCart } from './add-to-cart';
import { openLoginPrompt } from './login-prompt';
import { readPayload } from './payload';

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
      call: user ? authedCall : apiCall,
      signedIn: user !== null,
      role: user?.role ?? null,
    });
    if (outcome.kind === 'added') toast.success(outcome.message);
    else if (outcome.kind === 'login-required') openLoginPrompt(outcome.loginHref);
    else if (outcome.kind === 'seller') toast.info(outcome.message);
    else toast.error(outcome.message);
  } finally {
    pressed.delete(button);
    button.removeAttribute('aria-busy');
  }
}
