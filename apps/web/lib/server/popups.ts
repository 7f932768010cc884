import { content, type Popup, popupFreePages, popupPageMap, popup as popupSchema } from '@wb/contract';
import { apiCall } from '../api';

/** Spec §9: the popup lookup is cached 60 s. */
export const POPUPS_REVALIDATE = 60;

/**
 * Popups are an extra: a slow API must not hold the page's stream open (the layout streams them in a Suspense
 * boundary), so the call gives up well before the general 30 s timeout.
 */
const POPUPS_TIMEOUT_MS = 3000;

/**
 * The active popups, each checked against the contract: one malformed popup is dropped, not the others, and any
 * failure (API down, timeout, a bad answer) means no popups rather than a broken page.
 */
export async function getActivePopups(): Promise<Popup[]> {
  try {
    const result = await apiCall(
      content.popupsRoute,
      {},
      { revalidate: POPUPS_REVALIDATE, timeoutMs: POPUPS_TIMEOUT_MS },
    );
    const items: unknown[] = Array.isArray(result?.popUps) ? result.popUps : [];
    return items.flatMap((item) => {
      const parsed = popupSchema.safeParse(item);
      return parsed.success && parsed.data.status ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/**
 * The part of the popup page map that these popups name, so the browser gets only the patterns it can match
 * (the full map stays on the server). Never the checkout, the thank-you page or sign-in (ours, issue 24): on them
 * the browser does not even load the scheduler; its rules would show nothing there anyway.
 */
export function pageMapFor(popups: readonly Popup[]): Record<string, string> {
  const labels = new Set<string>(popups.flatMap((item) => item.pages));
  for (const page of popupFreePages) labels.delete(page);
  return Object.fromEntries(Object.entries(popupPageMap).filter(([, label]) => labels.has(label)));
}
