import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusPage, statusText } from '@/components/ui/StatusPage';

export const metadata: Metadata = { title: statusText.unauthorized.title, robots: { index: false } };

export default function Status401Page() {
  return (
    <StatusPage
      {...statusText.unauthorized}
      action={
        <Link
          prefetch={false}
          href="/auth"
          className="grid min-h-11 place-items-center rounded-full border border-brand-200 bg-white px-6 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          تسجيل الدخول
        </Link>
      }
    />
  );
}
