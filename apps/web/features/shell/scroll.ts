'use client';

import { useEffect } from 'react';
import { createScrollPositionStore, type NavigationType, type ScrollPositionStore } from '@/lib/scroll-positions';
import { browserStorage } from '@/lib/storage';

let store: ScrollPositionStore | undefined;

export function scrollPositions(): ScrollPositionStore {
  store ??= createScrollPositionStore({ storage: browserStorage('session') });
  return store;
}

function navigationType(): NavigationType {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return (entry?.type as NavigationType | undefined) ?? 'navigate';
}

/**
 * Once per document: after a reload the page scrolls to the top and every remembered position is cleared (spec
 * §2/§4); expired positions are purged every 5 minutes while the tab is open.
 */
export function ScrollManager() {
  useEffect(() => {
    const type = navigationType();
    scrollPositions().onPageLoad(type);
    if (type === 'reload') {
      history.scrollRestoration = 'manual';
      window.scrollTo(0, 0);
    }
    return scrollPositions().startPurging();
  }, []);
  return null;
}

/**
 * Remembers the scroll position of a page (search results, a brand's products) under `key`, and restores it once
 * `ready` (the list has its items, so the page is tall enough).
 */
export function useRememberedScroll(key: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const saved = scrollPositions().get(key);
    if (saved !== undefined && saved > 0) requestAnimationFrame(() => window.scrollTo(0, saved));

    // After a client navigation the next page scrolls to the top before this effect is cleaned up: only positions
    // taken while the URL is still this page's count.
    const url = window.location.pathname + window.location.search;
    const saveNow = () => {
      if (window.location.pathname + window.location.search === url) scrollPositions().save(key, window.scrollY);
    };
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(saveNow);
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', saveNow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', saveNow);
    };
  }, [key, ready]);
}
