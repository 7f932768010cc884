'use client';

import { useQuery } from '@tanstack/react-query';
import { authedCall } from '@/features/account/session-runtime';
import { SessionDataProvider } from '../session-data/SessionDataProvider';
import { activeCount } from './seller-model';
import { sellerCartsQuery } from './seller-queries';

/** A seller's badge (loaded by `CartBadge`): units in the active seller cart, from the carts list. */
export default function SellerCountLive({ className }: { className: string }) {
  return (
    <SessionDataProvider>
      <Count className={className} />
    </SessionDataProvider>
  );
}

function Count({ className }: { className: string }) {
  const { data } = useQuery(sellerCartsQuery(authedCall));
  const count = activeCount(data);
  if (count <= 0) return null;
  return (
    <>
      <span
        data-cart-count={count}
        aria-hidden="true"
        className={`absolute ${className} grid h-[18px] min-w-[18px] place-items-center rounded-full bg-brand-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white`}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">، عدد القطع في السلة النشطة {count}</span>
    </>
  );
}
