import type { Metadata } from 'next';

/**
 * Influencer group (spec §2: /influencer, /profile). The guard (influencer role, else /auth) and the seller tools arrive with a later issue.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
