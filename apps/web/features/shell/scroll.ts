'use client';

import { useEffect } from 'react';
import { createScrollPositionStore, type NavigationType, type ScrollPositionStore } from '@/lib/scroll-positions';
import { browserStorage } from '@/lib/storage';

let store: ScrollPositionStore | undefined;

function navigationType(): NavigationType {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return (entry?.type as NavigationType | undefined) ?? 'navigate';
}

/**
 * The tab's scroll positions (sessionStorage). Made on first use, once per document, and a reload clears them
 * before anyone reads one (spec §4: all cleared on a page reload).
 */
export function scrollPositions(): ScrollPositionStore {
  if (!store) {
    store = createScrollPositionStore({ storage: browserStorage('session') });
    store.onPageLoad(navigationType());
  }
  return store;
}

/** Once per document: after a reload the page starts at the top (spec §2); expired positions are purged every 5 min. */
export function ScrollManager() {
  useEffect(() => {
    if (navigationType() === 'reload') {
      history.scrollRestoration = 'manual';
      window.scrollTo(0, 0);
    }
    return scrollPositions().startPurging();
  }, []);
  return null;
}

const currentUrl = () => window.location.pathname + window.location.search;

/**
 * Remembers the scroll position of a page (search results, a brand's products) under `key`, and restores it once
 * `ready` (the list has its items, so the page is tall enough).
 *
 * A click on a link that leaves the page saves the position at once and stops saving: while the next page renders,
 * this one shrinks and the browser reports scroll positions that are not the shopper's.
 */
export function useRememberedScroll(key: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const saved = scrollPositions().get(key);
    if (saved !== undefined && saved > 0) requestAnimationFrame(() => window.scrollTo(0, saved));

    const url = currentUrl();
    let frozen = false;
    let thaw: ReturnType<typeof setTimeout> | undefined;
    const saveNow = () => {
      if (!frozen && currentUrl() === url) scrollPositions().save(key, window.scrollY);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(saveNow);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor?.href || anchor.hasAttribute('data-no-progress')) return;
      const target = new URL(anchor.href);
      if (target.pathname + target.search === url) return;
      saveNow();
      frozen = true;
      // A click that did not leave (a new tab, a cancelled navigation) lets saving resume.
      clearTimeout(thaw);
      thaw = setTimeout(() => {
        if (currentUrl() === url) frozen = false;
      }, 2000);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(thaw);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [key, ready]);
}
