'use client';

import * as messages from '@wb/contract/messages';
import { useEffect } from 'react';
import { statusText } from '@/components/ui/status-text';

/** A desk page that failed to render: the words of the store's error page, inside the desk's frame, with a retry. */
export default function DeskError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const offline = (error as { isNetworkError?: boolean }).isNetworkError === true;
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">{statusText.serverError.title}</h1>
      <p className="mt-3 text-sm leading-7 text-muted">
        {offline ? messages.networkError : statusText.serverError.description}
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 min-h-11 rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700"
      >
        إعادة المحاولة
      </button>
    </div>
  );
}
