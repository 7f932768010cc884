'use client';

import { Spinner } from '@/components/ui/form';
import { ReadFailed } from '@/components/ui/ReadFailed';

/**
 * A session-bound read that has no data yet: a spinner while it loads, or — once the cache's retries failed — the
 * one read-failure card with another try.
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
  if (error) return <ReadFailed error={error} retrying={retrying} onRetry={() => void onRetry()} />;
  return (
    <div className="grid place-items-center py-16 text-brand-600">
      <Spinner />
    </div>
  );
}
