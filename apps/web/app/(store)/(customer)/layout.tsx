import type { Metadata } from 'next';

/**
 * Customer group (spec §2: /profile, /checkout, /cart). Guarded in `proxy.ts` before anything renders (the access table is
 * `lib/route-guard.ts`): a guest goes to /auth with this page as the redirect-after-login path; another role sees
 * the forbidden page.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
