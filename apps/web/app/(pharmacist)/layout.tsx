import type { Metadata } from 'next';

/**
 * Pharmacist group (spec §2: /pharmacists, /influencer, /profile). The guard (pharmacist role, else /auth) and the pharmacist tools arrive with a later issue.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
