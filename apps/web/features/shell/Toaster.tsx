'use client';

import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, serverToasts, subscribeToasts, type Toast } from '@/lib/toast';
import { SuccessCue } from './SuccessCue';

/**
 * Bottom-centre toast area (spec §2), above the mobile bottom navigation and a page's action bar (globals.css) — and
 * above the cookie banner while it shows (it publishes its height as `--cookie-banner-space`), so a toast never
 * covers «رفض الكل» or «قبول الكل».
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts);
  return (
    <section
      aria-label="الإشعارات"
      className="pointer-events-none fixed inset-x-0 bottom-[max(calc(5rem+var(--action-bar-room,0rem)+env(safe-area-inset-bottom)),calc(var(--cookie-banner-space,0px)+0.5rem))] z-[70] flex flex-col items-center gap-2 px-4 md:bottom-[max(1.5rem,calc(var(--cookie-banner-space,0px)+0.5rem))]"
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} toast={item} />
      ))}
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const base =
    'toast-enter pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-2xl px-4 py-3 shadow-lg ring-1';
  if (toast.kind === 'success') {
    return (
      <div role="status" className={`${base} bg-white text-[14px] font-medium text-brand-800 ring-brand-100`}>
        <SuccessCue />
        <p className="flex-1">{toast.message}</p>
        <CloseButton id={toast.id} />
      </div>
    );
  }
  if (toast.kind === 'error') {
    return (
      <div role="alert" className={`${base} bg-red-600 text-sm font-medium text-white ring-red-700`}>
        <p className="flex-1">{toast.message}</p>
        <CloseButton id={toast.id} light />
      </div>
    );
  }
  return (
    <div role="status" className={`${base} bg-ink text-sm text-white ring-black/10`}>
      {/* A notice of several lines (what a merged guest cart could not keep) keeps its line breaks. */}
      <p className="flex-1 whitespace-pre-line">{toast.message}</p>
      <CloseButton id={toast.id} light />
    </div>
  );
}

function CloseButton({ id, light = false }: { id: number; light?: boolean }) {
  return (
    <button
      type="button"
      onClick={() => dismissToast(id)}
      aria-label="إغلاق"
      className={`-me-2 grid size-9 shrink-0 place-items-center rounded-full ${light ? 'hover:bg-white/15' : 'hover:bg-brand-50'}`}
    >
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
