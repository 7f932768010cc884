import type { Metadata } from 'next';

/**
 * Auth group (spec §2: /auth). The login flow (mobile number, one-time code, redirect-after-login) arrives with issue 4.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
