'use client';

import { useQuery } from '@tanstack/react-query';
import { authedCall } from '@/lib/session-runtime';
import { CountBubble } from '../cart/CountBubble';
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
  // The query itself, not the feature's use-*.ts: this chunk loads on every signed-in page, without the writes.
  const { data } = useQuery(sellerCartsQuery(authedCall));
  const count = activeCount(data);
  return <CountBubble count={count} className={className} label="عدد القطع في السلة النشطة" />;
}
