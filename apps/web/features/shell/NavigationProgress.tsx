'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/**
 * Spec §2 app shell: on a route change, a full-screen spinner on screens narrower than 768 px, a top progress bar
 * otherwise. Which one shows is decided by CSS (`md:`), so there is no width check in script.
 *
 * The App Router has no navigation events, so a navigation starts when a link to another same-origin URL is clicked
 * (links that load in place, like "load more", carry `data-no-progress`), when a `<NavForm>` is submitted or code
 * calls `announceNavigation()`, or when history moves (back/forward); it ends when the pathname or the search params
 * change. Both
 * indicators appear after a short delay, so an instant (prefetched) navigation does not flash a spinner.
 */
const SHOW_DELAY_MS = 150;
/** A navigation that never completes (the server never answered) stops indicating after the API timeout. */
const GIVE_UP_MS = 30_000;

export const NAVIGATION_START_EVENT = 'wb:navigation-start';

/** For code that navigates with `router.push`: announce it so the indicator shows. */
export function announceNavigation(): void {
  window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function leadsElsewhere(url: URL): boolean {
  const here = window.location;
  if (url.origin !== here.origin) return false;
  // A jump within the page (only the hash differs) is not a route change.
  return url.pathname !== here.pathname || url.search !== here.search;
}

export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [visible, setVisible] = useState(false);
  const timers = useRef<{ show?: ReturnType<typeof setTimeout>; giveUp?: ReturnType<typeof setTimeout> }>({});

  // The route changed: the navigation is over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the URL, which it does not read.
  useEffect(() => {
    clearTimeout(timers.current.show);
    clearTimeout(timers.current.giveUp);
    setVisible(false);
  }, [pathname, searchParams]);

  useEffect(() => {
    const start = () => {
      clearTimeout(timers.current.show);
      clearTimeout(timers.current.giveUp);
      timers.current.show = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
      timers.current.giveUp = setTimeout(() => setVisible(false), GIVE_UP_MS);
    };
    // `defaultPrevented` says nothing here: <Link> prevents the default to navigate on the client.
    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor?.href || anchor.hasAttribute('download') || anchor.hasAttribute('data-no-progress')) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (leadsElsewhere(new URL(anchor.href))) start();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', start);
    window.addEventListener(NAVIGATION_START_EVENT, start);
    const current = timers.current;
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', start);
      window.removeEventListener(NAVIGATION_START_EVENT, start);
      clearTimeout(current.show);
      clearTimeout(current.giveUp);
    };
  }, []);

  if (!visible) return null;
  return (
    <>
      <div
        className="nav-progress-bar fixed inset-x-0 top-0 z-[80] hidden h-[3px] overflow-hidden md:block"
        aria-hidden="true"
      >
        <div className="nav-progress-bar__fill h-full bg-brand-200 shadow-[0_0_8px_var(--color-brand-300)]" />
      </div>
      <div
        className="fixed inset-0 z-[80] grid place-items-center bg-white/70 backdrop-blur-[1px] md:hidden"
        role="progressbar"
        aria-label="جارٍ التحميل"
      >
        <span className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      </div>
    </>
  );
}
