'use client';

import Link from 'next/link';
import { useLayoutEffect, useRef } from 'react';
import { consentStore, useConsent } from './use-consent';

/**
 * Spec §2/§4: a banner at the bottom while no choice is stored, with 'reject all', 'accept all' and the policy.
 * While it shows, it publishes how much of the screen's bottom it takes (`--cookie-banner-space` on the root), so
 * the toasts rise above it instead of covering its buttons (issue 24: a 429 toast hid «قبول الكل»).
 */
export function CookieBanner() {
  const consent = useConsent();
  const banner = useRef<HTMLElement>(null);
  const showing = consent === null;

  useLayoutEffect(() => {
    const element = banner.current;
    if (!showing || !element) return;
    const root = document.documentElement;
    const publish = () => {
      const bottom = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty('--cookie-banner-space', `${Math.ceil(bottom + element.offsetHeight)}px`);
    };
    publish();
    // Its height changes with the width (the text wraps) and its offset with the breakpoint.
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [showing]);

  if (!showing) return null;
  return (
    <section
      ref={banner}
      aria-label="ملفات تعريف الارتباط"
      className="fixed inset-x-0 bottom-[calc(4rem+var(--action-bar-room,0rem)+env(safe-area-inset-bottom))] z-[60] px-3 pb-3 md:bottom-0"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-brand-100 md:flex-row md:items-center">
        <p className="flex-1 text-sm leading-6 text-ink">
          نستخدم ملفات تعريف الارتباط لتشغيل المتجر، ولقياس الإعلانات إذا وافقت على ذلك.{' '}
          <Link
            prefetch={false}
            href="/privacy-policy"
            className="whitespace-nowrap font-medium text-brand-700 underline underline-offset-4"
          >
            سياسة الخصوصية
          </Link>
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => consentStore().reject()}
            className="min-h-11 flex-1 rounded-full border border-brand-200 px-5 text-sm font-medium text-brand-800 hover:bg-brand-50 md:flex-none"
          >
            رفض الكل
          </button>
          <button
            type="button"
            onClick={() => consentStore().accept()}
            className="min-h-11 flex-1 rounded-full bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700 md:flex-none"
          >
            قبول الكل
          </button>
        </div>
      </div>
    </section>
  );
}
