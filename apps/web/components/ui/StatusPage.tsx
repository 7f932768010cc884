import Link from 'next/link';
import type { ReactNode } from 'react';
import { Container } from './layout';

export { statusText } from './status-text';

/** The 404 / 401 / 500 pages and the error boundary share this layout. */
export function StatusPage({
  code,
  title,
  description,
  action,
}: {
  code: string;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-md text-center">
        <p className="text-6xl font-bold text-brand-200" aria-hidden="true">
          {code}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-3 text-sm leading-7 text-muted">{description}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {action}
          <Link
            prefetch={false}
            href="/"
            className="grid min-h-11 place-items-center rounded-full bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700"
          >
            العودة إلى الرئيسية
          </Link>
          <Link
            prefetch={false}
            href="/search"
            className="grid min-h-11 place-items-center rounded-full border border-brand-200 px-6 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            ابحث عن منتج
          </Link>
        </div>
      </div>
    </Container>
  );
}
