'use client';

import Link from 'next/link';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loginPath } from '@/lib/safe-redirect';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';

const ReviewForm = lazy(() => import('./ReviewForm'));

/**
 * Where a shopper writes her review: a guest is asked to sign in; a signed-in customer gets the form, whose code (and
 * the session's query client) is a chunk of its own fetched after the page is up, not part of its first load.
 */
export function ReviewComposer({ productId }: { productId: number }) {
  const user = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot).user;
  if (!user) {
    return (
      <Link
        prefetch={false}
        href={loginPath(`/products-details/${productId}#reviews`)}
        className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 text-sm font-bold text-brand-800 hover:bg-brand-50"
      >
        سجّل الدخول لكتابة تقييم
      </Link>
    );
  }
  if (user.role !== 'customer') return null;
  return (
    <Suspense fallback={<p className="text-sm text-muted">جارٍ تحميل نموذج التقييم…</p>}>
      <ReviewForm productId={productId} />
    </Suspense>
  );
}
