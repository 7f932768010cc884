/**
 * The only popup logic every page's JavaScript carries (`PopupHost`), so it is kept to a few lines: how soon a
 * popup could be due on the current path. The server works out, for each page popups name, a pattern of its path
 * and the soonest delay (`popupStartsFor` in `popup-pages.ts`); everything else is fetched when it is needed.
 */

/** A page's path pattern (regular expression source) and the soonest a popup could be due there, in ms. */
export type PopupStart = readonly [pathSource: string, soonestMs: number];

/** The scheduler and dialog are fetched this long before a popup could be due, so it still opens on time. */
export const SCHEDULER_LEAD_MS = 1500;

/** sessionStorage: the id of the popup this visit has shown; ours on top of spec §4, at most one a visit. */
export const POPUP_SHOWN_THIS_VISIT_KEY = 'wb_popup_shown';

/** A popup has been shown in this browser session already: no other will be, so nothing need load. */
export function popupShownThisVisit(): boolean {
  try {
    return sessionStorage.getItem(POPUP_SHOWN_THIS_VISIT_KEY) !== null;
  } catch {
    // Storage refused (a privacy mode): the scheduler decides with its in-memory stand-in.
    return false;
  }
}

/** The soonest a popup could be due on this path, or null when no popup names its page. */
export function soonestPopupMs(pathname: string, starts: readonly PopupStart[]): number | null {
  const delays = starts.filter(([source]) => new RegExp(source).test(pathname)).map(([, soonest]) => soonest);
  return delays.length > 0 ? Math.min(...delays) : null;
}

/**
 * Where the current page's popup stands: `waiting` while one is due later, `shown` while it is open, `settled` when
 * none will open on this page until the route changes.
 */
export type PopupState = 'waiting' | 'shown' | 'settled';

/**
 * Publishes the state on `<body data-popups>`, so a browser test can tell "no popup" from "no popup yet" without
 * waiting an arbitrary time. `PopupHost` says it first from the path alone; the scheduler, once loaded, decides.
 */
export function publishPopupState(state: PopupState): void {
  document.body.dataset.popups = state;
}
