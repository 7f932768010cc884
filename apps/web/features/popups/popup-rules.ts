import type { Popup } from '@wb/contract';
import { popupFreePages } from '@wb/contract/popup-pages';
import { parseUser, readCookie, SESSION_COOKIE } from '../../lib/session-cookies';
import { type Clock, type KeyValueStorage, readJson } from '../../lib/storage';
import { normalizePath, POPUP_SHOW_DELAY_MS, type PopupPage, type PopupPageMap, popupPageFor } from './popup-pages';
import { POPUP_SHOWN_THIS_VISIT_KEY, type PopupState } from './popup-start';

/**
 * The marketing popup rules of spec §4, free of React and the DOM so they run under Vitest with fake timers:
 * which popups a page may show and to whom, which one is due and after how long, the stored close times behind
 * `reshow_time`, the closing controls, and the once-per-page visit that a route change resets. On top, the shop's
 * own (issue 24, docs/decisions.md): never on the checkout, the thank-you page or sign-in, and at most one popup a
 * visit (a browser session). Which page a path is lives in `popup-pages.ts`. Both come with the lazily loaded
 * scheduler; every page carries only `popup-start.ts`.
 *
 * Client code: `import type` only from `@wb/contract` (its entry would ship zod to the browser).
 */

/** localStorage: `{ "<popup id>": <epoch ms of the last close> }`, written only for popups with reshow_time > 0. */
export const POPUP_CLOSED_AT_KEY = 'wb_popup_closed_at';

/** Spec §4: never shown to pharmacists or influencers; guests, customers and unknown types see them. */
export function popupsAllowedFor(userType: string | null): boolean {
  return userType !== 'pharmacist' && userType !== 'influencer';
}

/**
 * The signed-in user's type from the readable `wb_userData` session cookie (in a `document.cookie` string), or
 * null for a guest: no cookie, or one that is not a stored user (read as the header reads it).
 */
export function userTypeFromCookies(cookieHeader: string): string | null {
  return parseUser(readCookie(cookieHeader, SESSION_COOKIE.userData))?.user_type ?? null;
}

/** Spec §4: only closable popups close by clicking the backdrop; Escape follows the same rule. */
export const isClosable = (popup: Popup): boolean => popup.closeable === '1';

const hasButtonText = (popup: Popup): boolean => Boolean(popup.button_text?.trim());

/** Spec §4: the 'حسناً' close button shows when there is button_text or the popup is closable. */
export function showsOkButton(popup: Popup): boolean {
  return hasButtonText(popup) || isClosable(popup);
}

/**
 * Where a popup's button leads, under its text: the page of the store it names (`button_link`, ours), else its
 * collection's page. Button text with neither brings no link, only the 'حسناً' of spec §4 (the desk refuses to
 * switch such a popup on).
 */
export function buttonLinkOf(popup: Popup): { href: string; label: string } | null {
  const href =
    popup.button_link ?? (popup.collection_id === null ? null : `/collections/allProducts/${popup.collection_id}`);
  if (href === null || !hasButtonText(popup)) return null;
  return { href, label: popup.button_text?.trim() ?? '' };
}

/** Ours: a page where a modal would stand between the shopper and her order or her sign-in (contract). */
const isPopupFreePage = (page: PopupPage): boolean => (popupFreePages as readonly string[]).includes(page.label);

/**
 * The popups a page may show: active, naming the page, and on a collection page tied to no collection or to the
 * one shown. A popup with neither button text nor closable gets no way to close it (spec §4) and would lock the
 * shopper out of the store, so it is left out (docs/decisions.md). None on the checkout, the thank-you page or
 * sign-in, whatever a popup names (ours).
 */
export function popupsForPage(popups: readonly Popup[], page: PopupPage): Popup[] {
  if (isPopupFreePage(page)) return [];
  return popups.filter(
    (popup) =>
      popup.status &&
      popup.pages.includes(page.label as Popup['pages'][number]) &&
      (page.collectionId === undefined || popup.collection_id === null || popup.collection_id === page.collectionId) &&
      showsOkButton(popup),
  );
}

export interface DuePopup {
  popup: Popup;
  delayMs: number;
}

/**
 * Spec §4 priority, first match in the API's order within each step:
 * 1. a popup with show_time > 0, after show_time seconds;
 * 2. else one with reshow_time > 0 and show_time 0, after 100 ms, if never closed or closed reshow_time seconds
 *    ago or more;
 * 3. else one with both 0, after 100 ms.
 * A step-2 popup closed too recently gives the turn to the next one due, in step 2 or else step 3
 * (docs/decisions.md).
 */
export function choosePopup(
  candidates: readonly Popup[],
  closedAt: (popupId: number) => number | undefined,
  now: number,
): DuePopup | null {
  const timed = candidates.find((popup) => popup.show_time > 0);
  if (timed) return { popup: timed, delayMs: timed.show_time * 1000 };
  const reshowable = candidates.find((popup) => {
    if (popup.show_time !== 0 || popup.reshow_time <= 0) return false;
    const closed = closedAt(popup.id);
    if (closed === undefined) return true;
    const elapsed = now - closed;
    // A close time in the future means the device clock moved back: do not hide the popup for that long.
    return elapsed < 0 || elapsed >= popup.reshow_time * 1000;
  });
  if (reshowable) return { popup: reshowable, delayMs: POPUP_SHOW_DELAY_MS };
  const plain = candidates.find((popup) => popup.show_time === 0 && popup.reshow_time === 0);
  return plain ? { popup: plain, delayMs: POPUP_SHOW_DELAY_MS } : null;
}

/** When each popup was last closed, kept across visits (localStorage) for `reshow_time`. */
export interface PopupCloseLog {
  closedAt(popupId: number): number | undefined;
  /** Spec §4: records the time only when the popup has a reshow_time. */
  recordClose(popup: Popup, now: number): void;
}

export function createPopupCloseLog(storage: KeyValueStorage): PopupCloseLog {
  const read = (): Record<string, number> => {
    const value = readJson<unknown>(storage, POPUP_CLOSED_AT_KEY);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, number>) : {};
  };
  return {
    closedAt(popupId) {
      const time = read()[popupId];
      return typeof time === 'number' && Number.isFinite(time) ? time : undefined;
    },
    recordClose(popup, now) {
      if (popup.reshow_time <= 0) return;
      storage.setItem(POPUP_CLOSED_AT_KEY, JSON.stringify({ ...read(), [popup.id]: now }));
    },
  };
}

/**
 * Ours on top of spec §4: at most one marketing popup a visit. A visit is the browser session (sessionStorage: the
 * tab, until it is closed), so a shopper who comes back tomorrow may be greeted again, and `reshow_time` still
 * decides across visits.
 */
export interface PopupVisitLog {
  /** A popup has already been shown in this visit: no other, and not it again, until the next visit. */
  shownThisVisit(): boolean;
  recordShown(popup: Popup): void;
}

export function createPopupVisitLog(storage: KeyValueStorage): PopupVisitLog {
  return {
    shownThisVisit: () => storage.getItem(POPUP_SHOWN_THIS_VISIT_KEY) !== null,
    recordShown: (popup) => storage.setItem(POPUP_SHOWN_THIS_VISIT_KEY, String(popup.id)),
  };
}

export interface PopupVisitOptions {
  popups: readonly Popup[];
  pageMap: PopupPageMap;
  closeLog: PopupCloseLog;
  /** The one-a-visit limit (ours); spec §4's own rules decide everything else. */
  visitLog: PopupVisitLog;
  clock: Clock;
  /** Read when a popup is scheduled and again when it is due: the shopper may have logged in meanwhile. */
  userType: () => string | null;
  /**
   * True while the shopper is in a dialog of her own (the guest cart's drawer, the sign-in prompt): a popup due then
   * is not shown on this page, and the visit keeps its one popup for later (ours; a modal over her cart loses her).
   */
  busy?: () => boolean;
  /** The popup to show, or null to hide it. */
  onShow: (popup: Popup | null) => void;
  /** Where this page's popup stands after each decision (see `PopupState`). */
  onState?: (state: PopupState) => void;
}

export interface PopupVisits {
  /**
   * A route change (or the first page): hides the last page's popup and schedules this page's due one, its delay
   * counted from `enteredAt` (the scheduler may load after the page was entered).
   */
  visit(pathname: string, enteredAt?: number): void;
  /** The shopper closed the popup: recorded for reshow_time; it does not come back until the route changes. */
  close(): void;
  dispose(): void;
}

/**
 * Spec §4: once shown on a page, a popup is not shown again until a route change resets it. A visit schedules at
 * most one popup; the same pathname again (a query change, a re-render) is the same visit.
 */
export function createPopupVisits(options: PopupVisitOptions): PopupVisits {
  let currentPath: string | null = null;
  let shown: Popup | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hide = () => {
    if (!shown) return;
    shown = null;
    options.onShow(null);
  };
  let state: PopupState = 'settled';
  const report = (next: PopupState) => {
    state = next;
    options.onState?.(next);
  };

  return {
    visit(pathname, enteredAt = options.clock.now()) {
      const path = normalizePath(pathname);
      // The same page again: its popup stands where it stood (said again, for whoever just asked).
      if (path === currentPath) return report(state);
      currentPath = path;
      clearTimeout(timer);
      hide();
      const page = popupPageFor(pathname, options.pageMap);
      if (!page || !popupsAllowedFor(options.userType()) || options.visitLog.shownThisVisit()) {
        return report('settled');
      }
      const now = options.clock.now();
      const due = choosePopup(popupsForPage(options.popups, page), (id) => options.closeLog.closedAt(id), now);
      if (!due) return report('settled');
      report('waiting');
      timer = setTimeout(
        () => {
          if (!popupsAllowedFor(options.userType()) || options.visitLog.shownThisVisit() || options.busy?.()) {
            return report('settled');
          }
          options.visitLog.recordShown(due.popup);
          shown = due.popup;
          options.onShow(due.popup);
          report('shown');
        },
        Math.max(0, due.delayMs - (now - enteredAt)),
      );
    },
    close() {
      if (!shown) return;
      options.closeLog.recordClose(shown, options.clock.now());
      hide();
      report('settled');
    },
    dispose() {
      clearTimeout(timer);
      currentPath = null;
      shown = null;
    },
  };
}
