'use client';

import { useQueryClient } from '@tanstack/react-query';
import type { Order, ReorderPreview } from '@wb/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { formatIqd } from '@/lib/format';
import { authedCall } from '@/lib/session-runtime';
import { canReorder } from './order-model';
import { loadReorderPreview } from './order-queries';
import { ReorderDialog } from './ReorderDialog';
import { useCancelOrder } from './use-orders';

/**
 * What the shopper can do with an order: cancel it while it is pending (after a confirmation), and order it again
 * (a customer's order: sellers have no customer cart). The preview is read when the button is pressed, so the dialog
 * opens with today's prices; a failed read says so in a toast and opens nothing.
 */
export function OrderActions({ order }: { order: Order }) {
  const client = useQueryClient();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const [loadingPreview, setLoadingPreview] = useState(false);
  const [preview, setPreview] = useState<ReorderPreview | null>(null);
  const reorderable = canReorder(order);
  if (!order.can_delete && !reorderable) return null;

  const openReorder = async () => {
    setLoadingPreview(true);
    const loaded = await loadReorderPreview(client, authedCall, order.id);
    setLoadingPreview(false);
    setPreview(loaded);
  };

  return (
    <div className="flex flex-wrap gap-2">
      {reorderable ? (
        <button
          type="button"
          onClick={() => void openReorder()}
          disabled={loadingPreview}
          aria-busy={loadingPreview}
          className={buttonStyles.primary}
        >
          {loadingPreview ? <Spinner /> : null}
          اطلبه مرة أخرى
        </button>
      ) : null}
      {order.can_delete ? (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
          className={`${buttonStyles.secondary} border-red-200 text-red-800 hover:bg-red-50`}
        >
          {cancel.isPending ? <Spinner /> : null}
          إلغاء الطلب
        </button>
      ) : null}

      {confirming ? (
        <ConfirmDialog
          title="إلغاء هذا الطلب؟"
          description={`سيُلغى الطلب ${order.number}.${order.wallet_used > 0 ? ` ويعود ${formatIqd(order.wallet_used)} إلى محفظتك.` : ''}`}
          confirmLabel="نعم، ألغِ الطلب"
          cancelLabel="لا، أبقِ الطلب"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            cancel.mutate({ id: order.id });
          }}
        />
      ) : null}
      {preview ? <ReorderDialog orderId={order.id} preview={preview} onClose={() => setPreview(null)} /> : null}
    </div>
  );
}
