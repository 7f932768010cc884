'use client';

import { useEffect } from 'react';
import { StatusPage, statusText } from '@/components/ui/StatusPage';
import { ApiError } from '@/lib/api';

/**
 * A page that failed to render. In production the server's error text is not sent to the browser, so the page
 * says what happened in general terms and offers a retry; a network failure in the browser says so (spec §8).
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const description =
    error instanceof ApiError && error.isNetworkError ? error.message : statusText.serverError.description;
  return (
    <StatusPage
      {...statusText.serverError}
      description={description}
      action={
        <button
          type="button"
          onClick={reset}
          className="grid min-h-11 place-items-center rounded-full border border-brand-200 bg-white px-6 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          إعادة المحاولة
        </button>
      }
    />
  );
}
