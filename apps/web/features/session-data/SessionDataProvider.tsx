'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';
import { sessionQueryClient } from './query-client';

/**
 * Gives the session-bound islands below it the browser's one query client. Several islands (the header badge, the
 * bottom navigation's, a page) each wrap themselves in one: they all get the same client, so they share one cache.
 */
export function SessionDataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => sessionQueryClient());
  const userId = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot).user?.id ?? null;
  // Another account signed in on this tab: the cache held the previous one's data.
  useEffect(() => {
    sessionQueryClient(userId);
  }, [userId]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
