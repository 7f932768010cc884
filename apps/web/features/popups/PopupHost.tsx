'use client';

import type { Popup } from '@wb/contract';
import { usePathname } from 'next/navigation';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { PageVisit, PopupSchedulerProps } from './PopupScheduler';
import type { PopupPageMap } from './popup-pages';
import {
  type PopupStart,
  popupShownThisVisit,
  publishPopupState,
  SCHEDULER_LEAD_MS,
  soonestPopupMs,
} from './popup-start';

// The rules, the timers and the dialog are one chunk, fetched shortly before a popup could be due: pages without
// popups, and shoppers who leave first, never download it. A failed download (offline) means no popup, not an
// error page.
const PopupScheduler = lazy<ComponentType<PopupSchedulerProps>>(() =>
  import('./PopupScheduler').catch(() => ({ default: () => null })),
);

interface PopupHostProps {
  popups: Popup[];
  pageMap: PopupPageMap;
  starts: readonly PopupStart[];
}

/**
 * In every page's JavaScript, so it does little: it notes when each page is entered and, once a page has a popup
 * that could be due soon, mounts the scheduler, which from then on follows the route and applies spec §4 itself.
 * The popups are those of the first page load: the root layout is not fetched again on client navigations.
 */
export function PopupHost({ popups, pageMap, starts }: PopupHostProps) {
  const pathname = usePathname();
  const [visit, setVisit] = useState<PageVisit>();
  const [schedulerWanted, setSchedulerWanted] = useState(false);

  useEffect(() => {
    setVisit({ pathname, enteredAt: Date.now() });
    // One popup a visit (ours): once it has been shown, no page of this session needs the scheduler.
    const soonest = popupShownThisVisit() ? null : soonestPopupMs(pathname, starts);
    // A first word from the path alone; a mounted scheduler then says where this page's popup really stands.
    publishPopupState(soonest === null ? 'settled' : 'waiting');
    if (soonest === null) return;
    // Once wanted, the scheduler stays mounted; setting it again is a no-op.
    const timer = setTimeout(() => setSchedulerWanted(true), soonest - SCHEDULER_LEAD_MS);
    return () => clearTimeout(timer);
  }, [pathname, starts]);

  return schedulerWanted && visit ? (
    <Suspense fallback={null}>
      <PopupScheduler popups={popups} pageMap={pageMap} visit={visit} />
    </Suspense>
  ) : null;
}
