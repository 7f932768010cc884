'use client';

import * as messages from '@wb/contract/messages';
import { useEffect } from 'react';
import { sessionSnapshot, subscribeSession } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { whenIdle } from '../session-data/when-idle';

let actions: Promise<typeof import('./wishlist-actions')> | undefined;
/** The heart's code, fetched once; a failed fetch may be tried again by the next tap. */
function loadHeartActions() {
  actions ??= import('./wishlist-actions').catch((error: unknown) => {
    actions = undefined;
    throw error;
  });
  return actions;
}

const heartOf = (target: EventTarget | null) => (target as Element | null)?.closest?.('[data-wishlist-heart]') ?? null;

/**
 * The page's one listener for wishlist hearts (`HeartButton`), in the store's layout. The wishlist's code (TanStack
 * Query included) is no part of a page's first load: it is fetched when a shopper starts to press or focuses a heart,
 * or, once someone is signed in, when the browser is idle — then it reads which variants are wishlisted (once) and
 * fills their hearts, on this page and on every page after it. A tap writes with `runWrite` (`useWrite`'s options
 * without React): the hook here would put TanStack Query in every page's first load.
 */
export function WishlistClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = heartOf(event.target);
      if (!button) return;
      event.preventDefault();
      loadHeartActions().then(
        (module) => module.toggleFromButton(button),
        () => toast.error(messages.networkError),
      );
    };
    const warm = (event: Event) => {
      if (heartOf(event.target)) loadHeartActions().catch(() => {});
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', warm, { passive: true });
    document.addEventListener('focusin', warm);
    let cancelIdle: (() => void) | null = null;
    const fillWhenSignedIn = () => {
      if (cancelIdle || !sessionSnapshot().user) return;
      cancelIdle = whenIdle(
        () =>
          void loadHeartActions().then(
            (module) => module.fillHearts(),
            () => {},
          ),
      );
    };
    fillWhenSignedIn();
    const unsubscribe = subscribeSession(fillWhenSignedIn);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', warm);
      document.removeEventListener('focusin', warm);
      unsubscribe();
      cancelIdle?.();
    };
  }, []);
  return null;
}
