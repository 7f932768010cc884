'use client';

import { buttonStyles } from '@/components/ui/form';

/**
 * What a session-bound page shows when its data could not be read (after the cache's retries) and nothing is cached
 * to show instead: the failure's words and a way to try again.
 */
export function ReadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-card bg-white px-6 py-10 text-center ring-1 ring-line">
      <p className="font-bold text-ink">{message}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonStyles.secondary} mt-4`}>
        حاول مرة أخرى
      </button>
    </div>
  );
}
