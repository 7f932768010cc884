'use client';

import { useQuery } from '@tanstack/react-query';
import { authedCall } from '@/lib/session-runtime';
import { SessionDataProvider } from '../session-data/SessionDataProvider';
import { CountBubble } from './CountBubble';
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
  // The query itself, not the feature's use-*.ts: this chunk loads on every signed-in page, without the writes.
  const { data } = useQuery(cartCountQuery(authedCall));
  const count = data?.item_count ?? 0;
  return <CountBubble count={count} className={className} label="عدد القطع" />;
}
