'use client';

import { useQuery } from '@tanstack/react-query';
import { authedCall } from '@/features/account/session-runtime';
import { SessionDataProvider } from '../session-data/SessionDataProvider';
import { cartCountQuery } from './cart-queries';

/** The badge itself (loaded by `CartBadge`): units in the cart, from `GET app/cart/count`. */
export default function CartCountLive({ className }: { className: string }) {
  return (
    <SessionDataProvider>
      <Count className={className} />
    </SessionDataProvider>
  );
}

function Count({ className }: { className: string }) {
  const { data } = useQuery(cartCountQuery(authedCall));
  const count = data?.item_count ?? 0;
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
      <span className="sr-only">، عدد القطع {count}</span>
    </>
  );
}
