import { dehydrate, HydrationBoundary, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionDataProvider } from './SessionDataProvider';

/**
 * Server side: a signed-in page hands the data it read on the server (with `readSignedIn`) to the client's cache,
 * so the page paints with it and the browser does not read it again as it hydrates. A cache entry the browser already
 * holds is replaced only when the server's is newer (TanStack Query's hydration rule).
 */
export type Seed = readonly [key: QueryKey, data: unknown];

export function SessionDataBoundary({ seeds, children }: { seeds: readonly Seed[]; children: ReactNode }) {
  const client = new QueryClient();
  for (const [key, data] of seeds) client.setQueryData(key, data);
  return (
    <SessionDataProvider>
      <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>
    </SessionDataProvider>
  );
}
