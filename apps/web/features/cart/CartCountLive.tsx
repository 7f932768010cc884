'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authedCall } from '@/lib/session-runtime';
import { sessionSnapshot } from '@/lib/session-store';
import { SessionDataProvider } from '../session-data/SessionDataProvider';
import { CountBubble } from './CountBubble';
import { cartCountQuery } from './cart-queries';
import { holdsGuestCart } from './guest-cart-signal';

/**
 * The badge itself (loaded by `CartBadge`): units in the cart, from `GET app/cart/count`. Loaded on every page of a
 * signed-in customer, it is also where a guest cart still left in this browser (signed in in another tab, a failed
 * try at /auth) is merged into hers (issue 24): the merge's code loads only when there is one.
 */
export default function CartCountLive({ className }: { className: string }) {
  useEffect(() => {
    const customerId = sessionSnapshot().user?.id;
    if (customerId === undefined || !holdsGuestCart()) return;
    import('./guest-merge').then(
      (module) => module.mergeGuestCart(customerId),
      () => {},
    );
  }, []);
  return (
    <SessionDataProvider>
      <Count className={className} />
    </SessionDataProvider>
  );
}

function Count({ className }: { className: string }) {
  // The query itself, not the feature's use-*.ts: this chunk loads on every signed-in page, without the writes.
  const { data } = useQuery(cartCountQuery(authedCall));
  const count = data?.item_count ?? 0;
  return <CountBubble count={count} className={className} label="عدد القطع" />;
}
