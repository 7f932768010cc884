'use client';

import * as messages from '@wb/contract/messages';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { sessionSnapshot } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { whenIdle } from '../session-data/when-idle';
import { loginPromptSnapshot, serverLoginPromptSnapshot, subscribeLoginPrompt } from './login-prompt';

const LoginPrompt = lazy(() => import('./LoginPrompt'));
const GuestCartDrawer = lazy(() => import('./GuestCartDrawer'));

let actions: Promise<typeof import('./cart-actions')> | undefined;
/** The add-to-cart code, fetched once; a failed fetch may be tried again by the next press. */
function loadCartActions() {
  actions ??= import('./cart-actions').catch((error: unknown) => {
    actions = undefined;
    throw error;
  });
  return actions;
}

const addButtonOf = (target: EventTarget | null) => (target as Element | null)?.closest?.('[data-add-to-cart]') ?? null;
const cartLinkOf = (target: EventTarget | null) => (target as Element | null)?.closest?.('[data-cart-link]') ?? null;

/**
 * The page's one listener for add-to-cart buttons (`AddToCartButton`), in the root layout. The cart's code
 * (TanStack Query included) is not part of any page's first load: it is fetched when a shopper starts to press or
 * focuses an add-to-cart button, or, for a signed-in customer, once the browser is idle. It also shows the
 * login-needed prompt a stale session's press opens. The press writes with `runWrite` (`useWrite`'s options without
 * React): the hook here would put TanStack Query in every page's first load.
 *
 * A guest's cart (issue 24) lives in her browser: her cart icon opens its drawer (loaded on the press) instead of
 * /cart, which asks her to sign in. (Its merge at sign-in runs from the customer's badge, `CartCountLive`.)
 */
export function CartClicks() {
  const loginHref = useSyncExternalStore(subscribeLoginPrompt, loginPromptSnapshot, serverLoginPromptSnapshot);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    // Capture: ahead of the link's own navigation, which a prevented click skips.
    const onCartLink = (event: MouseEvent) => {
      if (sessionSnapshot().user || !cartLinkOf(event.target)) return;
      event.preventDefault();
      setDrawerOpen(true);
    };
    document.addEventListener('click', onCartLink, true);
    return () => document.removeEventListener('click', onCartLink, true);
  }, []);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = addButtonOf(event.target);
      if (!button) return;
      event.preventDefault();
      loadCartActions().then(
        (module) => module.addFromButton(button),
        () => toast.error(messages.networkError),
      );
    };
    // The press has begun: start fetching while the finger is still down.
    const warm = (event: Event) => {
      if (addButtonOf(event.target)) loadCartActions().catch(() => {});
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', warm, { passive: true });
    document.addEventListener('focusin', warm);
    // Warmed ahead only where there is something to add (the cart and checkout have no such button; their own code
    // is busy hydrating there): a later page's press still fetches it at pointerdown.
    const cancelIdle =
      sessionSnapshot().user?.role === 'customer' && document.querySelector('[data-add-to-cart]')
        ? whenIdle(() => void loadCartActions().catch(() => {}))
        : null;
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', warm);
      document.removeEventListener('focusin', warm);
      cancelIdle?.();
    };
  }, []);
  return (
    <>
      {loginHref ? (
        <Suspense fallback={null}>
          <LoginPrompt href={loginHref} />
        </Suspense>
      ) : null}
      {drawerOpen ? (
        <Suspense fallback={null}>
          <GuestCartDrawer onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
