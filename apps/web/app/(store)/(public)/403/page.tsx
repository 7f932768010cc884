import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusPage, statusText } from '@/components/ui/StatusPage';

export const metadata: Metadata = { title: statusText.forbidden.title, robots: { index: false } };

/**
 * Shown by `proxy.ts`, at the address that was asked for, when a signed-in shopper opens a page of another role
 * (spec §2 access table): a pharmacist on /cart, a customer on /influencer. The login page would be no help here.
 */
export default function Status403Page() {
  return (
    <StatusPage
      {...statusText.forbidden}
      action={
        <Link
          prefetch={false}
          href="/profile"
          className="grid min-h-11 place-items-center rounded-full border border-brand-200 bg-white px-6 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          حسابي
        </Link>
      }
    />
  );
}
