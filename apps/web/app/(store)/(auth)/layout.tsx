import type { Metadata } from 'next';

/** Auth group (spec §2: /auth). Guests only: `proxy.ts` sends a signed-in shopper on to where they were headed. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
