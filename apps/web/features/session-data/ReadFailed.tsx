'use client';

import { buttonStyles, Spinner } from '@/components/ui/form';
import { errorMessage } from '@/lib/api';

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

/**
 * A session-bound read that has no data yet: a spinner while it loads, or — once the cache's retries failed — the
 * failure's words and a way to try again.
 */
export function NotYetRead({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => unknown;
}) {
  if (error) return <ReadFailed message={errorMessage(error)} retrying={retrying} onRetry={() => void onRetry()} />;
  return (
    <div className="grid place-items-center py-16 text-brand-600">
      <Spinner />
    </div>
  );
}
