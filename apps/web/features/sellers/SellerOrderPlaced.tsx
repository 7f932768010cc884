'use client';

import type { Order } from '@wb/contract';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/form';

/**
 * What a seller sees once «تأكيد الطلب» went through. It replaces the long cart-and-invoice page, so the browser
 * would keep the scroll of the button far down and show the footer; the confirmation brings itself into view and
 * takes the focus (a screen reader reads it, a keyboard continues from it).
 */
export function SellerOrderPlaced({ order, onContinue }: { order: Order; onContinue: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      data-order-placed
      className="scroll-mt-24 rounded-card bg-white px-6 py-10 text-center ring-1 ring-line outline-none"
    >
      <p className="text-lg font-bold text-ink">
        تم تأكيد الطلب رقم <bdi dir="ltr">{order.number}</bdi>
      </p>
      <p className="mt-1 text-sm text-muted">تصل المستلمَ رسالة نصية برقم الطلب والمبلغ الذي يدفعه عند الاستلام.</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Link prefetch={false} href={`/profile/orders/${order.id}`} className={buttonStyles.primary}>
          تفاصيل الطلب
        </Link>
        <button type="button" onClick={onContinue} className={buttonStyles.secondary}>
          متابعة سلالي
        </button>
      </div>
    </div>
  );
}
