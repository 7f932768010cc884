import type { Metadata } from 'next';

/**
 * Customer group (spec §2: /profile, /checkout, /cart). Issue 4 adds the guard here: customers reach all three; influencers and pharmacists reach /profile too (their own groups hold their other prefixes). A guest is sent to /auth with the page stored as the redirect-after-login target.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
