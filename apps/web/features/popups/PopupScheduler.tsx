'use client';

import type { Popup } from '@wb/contract';
import { useEffect, useState } from 'react';
import { browserStorage, systemClock } from '@/lib/storage';
import { PopupDialog } from './PopupDialog';
import type { PopupPageMap } from './popup-pages';
import { createPopupCloseLog, createPopupVisitLog, createPopupVisits, userTypeFromCookies } from './popup-rules';
import { publishPopupState } from './popup-start';

/** A page the shopper is on, and when they arrived (the popup delays count from then). */
export interface PageVisit {
  pathname: string;
  enteredAt: number;
}

export interface PopupSchedulerProps {
  popups: Popup[];
  pageMap: PopupPageMap;
  visit: PageVisit;
}

/**
 * Spec §4 popups for the page being visited: the rules of `popup-rules.ts` over the browser's clock, cookie and
 * localStorage, and the dialog when one is due. Loaded lazily by `PopupHost` (default export), and kept mounted
 * from then on, so the once-per-page state follows the route.
 */
export default function PopupScheduler({ popups, pageMap, visit }: PopupSchedulerProps) {
  const [shown, setShown] = useState<Popup | null>(null);
  // Made once; it starts no timer until `visit` (this component renders only in the browser).
  const [visits] = useState(() =>
    createPopupVisits({
      popups,
      pageMap,
      closeLog: createPopupCloseLog(browserStorage('local')),
      visitLog: createPopupVisitLog(browserStorage('session')),
      clock: systemClock,
      userType: () => userTypeFromCookies(document.cookie),
      busy: () => document.querySelector('dialog[open]') !== null,
      onShow: setShown,
      onState: publishPopupState,
    }),
  );

  useEffect(() => {
    visits.visit(visit.pathname, visit.enteredAt);
  }, [visits, visit]);
  // Also runs between React's development double mounts: `dispose` forgets the page, so the next visit schedules.
  useEffect(() => () => visits.dispose(), [visits]);

  return shown ? <PopupDialog key={shown.id} popup={shown} onClose={visits.close} /> : null;
}
