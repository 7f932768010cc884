'use client';

import * as messages from '@wb/contract/messages';
import Link from 'next/link';
import { useEffect } from 'react';
import { statusText } from '@/components/ui/status-text';

/**
 * A page that failed to render. In production the server's error text is not sent to the browser, so the page
 * says what happened in general terms and offers a retry; a network failure in the browser says so (spec §8).
 *
 * It looks like `StatusPage` (the 404/500 pages) but is written out here on purpose: an error boundary ships in every
 * page's JavaScript, and importing the shared layout and the API client cost ~2 KB gzip on each.
 * The network case is recognised by shape (`ApiError.isNetworkError`) for the same reason.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const offline = (error as { isNetworkError?: boolean }).isNetworkError === true;
  const button = 'grid min-h-11 place-items-center rounded-full px-6 text-sm font-medium';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12">
      <div className="mx-auto max-w-md text-center">
        <p className="text-6xl font-bold text-brand-200" aria-hidden="true">
          {statusText.serverError.code}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-ink">{statusText.serverError.title}</h1>
        <p className="mt-3 text-sm leading-7 text-muted">
          {offline ? messages.networkError : statusText.serverError.description}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <button
            type="button"
            onClick={reset}
            className={`${button} border border-brand-200 bg-white text-brand-800 hover:bg-brand-50`}
          >
            إعادة المحاولة
          </button>
          <Link prefetch={false} href="/" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
            العودة إلى الرئيسية
          </Link>
        </div>
      </div>
    </div>
  );
}
