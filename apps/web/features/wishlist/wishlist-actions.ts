import { QueryObserver } from '@tanstack/react-query';
import * as messages from '@wb/contract/messages';
import { pushCommerce } from '@/lib/analytics';
import { itemAround } from '@/lib/analytics-dom';
import { loginPath } from '@/lib/safe-redirect';
import { authedCall } from '@/lib/session-runtime';
import { sessionSnapshot } from '@/lib/session-store';
import { openLoginPrompt } from '../cart/login-prompt';
import { sessionQueryClient } from '../session-data/query-client';
import { runWrite } from '../session-data/write-options';
import { HEART_LABEL } from './HeartButton';
import { heartMutation, wishlistIdsQuery } from './wishlist-queries';

/**
 * The heart's code, loaded on the first press of (or focus on) a heart, or when idle for someone signed in
 * (`WishlistClicks`): the one read of the wishlisted variants, which fills every heart on the page (and those a
 * later page or "load more" adds), and the optimistic tap.
 */
let wishlisted = new Set<number>();
let watching: { userId: number; stop: () => void } | null = null;

const HEART = '[data-wishlist-heart]';

function paint(button: Element): void {
  const on = wishlisted.has(Number(button.getAttribute('data-wishlist-heart')));
  if (button.getAttribute('aria-pressed') === String(on)) return;
  button.setAttribute('aria-pressed', String(on));
  button.setAttribute('aria-label', on ? HEART_LABEL.on : HEART_LABEL.off);
}

const paintAll = () => {
  for (const button of document.querySelectorAll(HEART)) paint(button);
};

/**
 * Marks the page once its hearts show the signed-in person's wishlist as the server has it (`data-wishlist-painted`
 * on <body>): before that every heart is empty as the server rendered it, so a test — or anything else — that reads
 * an empty heart as "not wishlisted" must wait for this first.
 */
const paintWishlist = (variants: readonly number[]) => {
  wishlisted = new Set(variants);
  paintAll();
  document.body.dataset.wishlistPainted = 'true';
};

/**
 * Reads the signed-in person's wishlisted variants once for this tab's session (the query never goes stale; the
 * writes change it) and keeps every heart in step with it: the query's changes repaint them, and so do hearts added to
 * the page or given another variant (the product page's variant picker).
 */
export function fillHearts(): void {
  const user = sessionSnapshot().user;
  if (!user) {
    watching?.stop();
    watching = null;
    wishlisted = new Set();
    paintAll();
    return;
  }
  if (watching?.userId === user.id) return;
  watching?.stop();
  const observer = new QueryObserver(sessionQueryClient(user.id), wishlistIdsQuery(authedCall));
  const unsubscribe = observer.subscribe((result) => {
    if (result.data) paintWishlist(result.data);
  });
  const current = observer.getCurrentResult().data;
  if (current) paintWishlist(current);
  const dom = new MutationObserver((records) => {
    if (records.some((record) => record.type === 'attributes' || record.addedNodes.length > 0)) paintAll();
  });
  dom.observe(document.body, { subtree: true, childList: true, attributeFilter: ['data-wishlist-heart'] });
  watching = {
    userId: user.id,
    stop: () => {
      unsubscribe();
      dom.disconnect();
    },
  };
}

const pressed = new WeakSet<Element>();

/** A heart's tap: a guest is asked to sign in; otherwise the heart flips at once and the server follows. */
export async function toggleFromButton(button: Element): Promise<void> {
  const variantId = Number(button.getAttribute('data-wishlist-heart'));
  if (!Number.isInteger(variantId) || variantId <= 0 || pressed.has(button)) return;
  const user = sessionSnapshot().user;
  if (!user) {
    openLoginPrompt(loginPath(window.location.pathname + window.location.search), {
      message: messages.wishlistLoginNeeded,
      icon: 'heart',
    });
    return;
  }
  fillHearts();
  const on = button.getAttribute('aria-pressed') !== 'true';
  pressed.add(button);
  button.setAttribute('aria-busy', 'true');
  const client = sessionQueryClient(user.id);
  // Flip now, before the ids are read for the first time (the query then repaints from the server's truth).
  if (on) wishlisted.add(variantId);
  else wishlisted.delete(variantId);
  paintAll();
  try {
    await runWrite(client, heartMutation(client, authedCall), { variantId, on });
    // The product around the heart (its card, or the product page's chosen variant).
    const added = on ? itemAround(button) : null;
    if (added) pushCommerce('add_to_wishlist', [added.item], {});
  } catch {
    // Told by the mutation's own onError (rolled back, toast); repaint from the ids as they are now.
    const ids = client.getQueryData<number[]>(wishlistIdsQuery(authedCall).queryKey);
    if (ids) wishlisted = new Set(ids);
    else if (on) wishlisted.delete(variantId);
    else wishlisted.add(variantId);
    paintAll();
  } finally {
    pressed.delete(button);
    button.removeAttribute('aria-busy');
  }
}
