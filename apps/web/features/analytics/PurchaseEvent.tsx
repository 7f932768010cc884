'use client';

import { useEffect } from 'react';
import { type AnalyticsItem, type CommerceParams, purchaseOnce } from '@/lib/analytics';

/**
 * The thank-you page's `purchase` (its data is mapped on the server, lib/analytics-items.ts `purchaseOf`), pushed once
 * per order: a reload or a later visit of the page finds the order's number remembered and pushes nothing.
 */
export function PurchaseEvent({ items, params }: { items: AnalyticsItem[]; params: CommerceParams['purchase'] }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one order, one push; its number stands for its data.
  useEffect(() => {
    purchaseOnce(items, params);
  }, [params.transaction_id]);
  return null;
}
