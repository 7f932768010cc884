import type { Popup } from '@wb/contract';
import type { PopupStart } from './popup-start';

/**
 * The popup pages: which page of the popup page map a path is (for the scheduler, loaded lazily with the rules and
 * the dialog), and, on the server, the path patterns and soonest delays `PopupHost` decides with.
 */

/** Spec §9: the delay of a popup whose show_time is 0. */
export const POPUP_SHOW_DELAY_MS = 100;

/** Path pattern → page label, as `popupPageMap` of the contract (the server passes the part popups use). */
export type PopupPageMap = Readonly<Record<string, string>>;

export interface PopupPage {
  label: string;
  /** On a collection page (`[collection_id]` in its path): the collection shown, null if the id is not a number. */
  collectionId?: number | null;
}

/** `/products-details/12/?a=1` → `/products-details/12`: the form paths are compared in. */
export function normalizePath(pathname: string): string {
  return `/${(pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).join('/')}`;
}

/**
 * The page of the popup page map a path is, or null: `/products-details/12` → `product-details`. A `[param]`
 * segment matches any one segment; literal patterns are tried first, so a literal page wins over a parameter.
 */
export function popupPageFor(pathname: string, pageMap: PopupPageMap): PopupPage | null {
  const path = normalizePath(pathname);
  const patterns = Object.keys(pageMap).sort((a, b) => a.split('[').length - b.split('[').length);
  for (const pattern of patterns) {
    const match = new RegExp(`^${pattern.replace(/\[(\w+)\]/g, '(?<$1>[^/]+)')}$`).exec(path);
    const label = pageMap[pattern];
    if (!match || label === undefined) continue;
    const collectionId = match.groups?.collection_id;
    if (collectionId === undefined) return { label };
    const id = Number(collectionId);
    return { label, collectionId: Number.isSafeInteger(id) && id > 0 ? id : null };
  }
  return null;
}

/**
 * What `PopupHost` decides with, so every page's JavaScript need not know the page map or the rules: for each page
 * the popups name, a regular expression of its path (a `[param]` is any one segment; a trailing slash is allowed)
 * and the soonest any of them could appear there (show_time, or 100 ms when it is 0). Rough on purpose: the
 * collection, user type and reshow rules run in the scheduler once it is loaded.
 */
export function popupStartsFor(popups: readonly Popup[], pageMap: PopupPageMap): PopupStart[] {
  return Object.entries(pageMap).flatMap(([pattern, label]) => {
    const delays = popups
      .filter((popup) => popup.pages.includes(label as Popup['pages'][number]))
      .map((popup) => (popup.show_time > 0 ? popup.show_time * 1000 : POPUP_SHOW_DELAY_MS));
    if (delays.length === 0) return [];
    const source = `^${pattern === '/' ? '' : pattern.replace(/\[\w+\]/g, '[^/]+')}/?$`;
    return [[source, Math.min(...delays)] as const];
  });
}
