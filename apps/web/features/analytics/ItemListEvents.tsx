'use client';

import { useEffect } from 'react';
import { pushCommerce } from '@/lib/analytics';
import { ITEM_SELECTOR, itemAround, itemOf, LIST_SELECTOR, listOf } from '@/lib/analytics-dom';

/** Cards that appear together (a page, a "load more") are one view: reported once the page has settled. */
const SETTLE_MS = 300;

/**
 * `view_item_list` and `select_item` for every product list in the store, in the store's layout. Cards are server
 * markup (`ProductGrid`, `ProductRail` mark their list), so one listener reads them: a list is reported when its cards
 * appear — the first paint, a client navigation, "load more" — each card once for as long as it stays on the page;
 * a click on a card's link is `select_item`, with the card's list and place.
 */
export function ItemListEvents() {
  useEffect(() => {
    const reported = new WeakSet<Element>();
    let timer: number | undefined;
    const report = () => {
      timer = undefined;
      for (const listElement of document.querySelectorAll(LIST_SELECTOR)) {
        const list = listOf(listElement);
        if (!list) continue;
        const items = Array.from(listElement.querySelectorAll(ITEM_SELECTOR)).flatMap((card, index) => {
          if (reported.has(card)) return [];
          reported.add(card);
          const item = itemOf(card);
          return item ? [{ ...item, quantity: 1, index, ...list }] : [];
        });
        pushCommerce('view_item_list', items, list);
      }
    };
    const schedule = () => {
      timer ??= window.setTimeout(report, SETTLE_MS);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const found = link ? itemAround(link) : null;
      if (found?.list) pushCommerce('select_item', [found.item], found.list);
    };
    // Capture: the link's own navigation must not run before the event is in the data layer.
    document.addEventListener('click', onClick, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
