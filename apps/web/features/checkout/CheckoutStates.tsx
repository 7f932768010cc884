'use client';

import Link from 'next/link';
import { buttonStyles } from '@/components/ui/form';
import { BagIcon } from '@/components/ui/icons';

/** Checkout with nothing to order: the cart is empty (or was just ordered from another tab). */
export function EmptyCheckout() {
  return (
    <div className="rounded-card bg-white px-6 py-12 text-center ring-1 ring-line">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <BagIcon size={32} />
      </span>
      <p className="mt-4 text-lg font-bold text-ink">سلتك فارغة</p>
      <p className="mt-1 text-sm leading-7 text-muted">أضف منتجات إلى سلتك أولاً، ثم عد لإتمام الطلب.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link prefetch={false} href="/products" className={buttonStyles.primary}>
          تصفح المنتجات
        </Link>
        <Link prefetch={false} href="/profile/orders" className={buttonStyles.secondary}>
          طلباتي
        </Link>
      </div>
    </div>
  );
}
