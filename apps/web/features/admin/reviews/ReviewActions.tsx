'use client';

import type { ProductRequestStatus } from '@wb/contract';
import { productRequestStatusLabels } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useId, useState } from 'react';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton } from '../ui/form';

const small = 'min-h-8 px-3';

/** Hide a review from the product page, or show it again (the API audits either). */
export function HideToggle({ id, hidden }: { id: number; hidden: boolean }) {
  const write = useDeskWrite();
  return (
    <button
      type="button"
      className={`${hidden ? deskButton.secondary : deskButton.danger} ${small}`}
      disabled={write.busy}
      aria-label={`${hidden ? 'إظهار' : 'إخفاء'} التقييم رقم ${id}`}
      onClick={() => write.run(hidden ? routes.adminReviewsUnhide : routes.adminReviewsHide, { params: { id } })}
    >
      {hidden ? 'إظهار' : 'إخفاء'}
    </button>
  );
}

/**
 * A request's next steps: review it, decline it, or mark it added with the product's number (the requester is told
 * in the store, with a link to it). Added and declined are final.
 */
export function RequestMoves({ id, status }: { id: number; status: ProductRequestStatus }) {
  const write = useDeskWrite();
  const [adding, setAdding] = useState(false);
  const [productId, setProductId] = useState('');
  const fieldId = useId();
  if (status === 'added' || status === 'declined') return null;
  const move = (next: Exclude<ProductRequestStatus, 'new'>, product?: number) =>
    write.run(routes.adminRequestsStatus, {
      params: { id },
      body: product ? { status: next, product_id: product } : { status: next },
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {status === 'new' && (
        <button
          type="button"
          className={`${deskButton.secondary} ${small}`}
          disabled={write.busy}
          onClick={() => move('in_review')}
        >
          {productRequestStatusLabels.in_review}
        </button>
      )}
      {adding ? (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            move('added', Number(productId) || undefined);
          }}
        >
          <label htmlFor={fieldId} className="text-xs text-ink">
            رقم المنتج
          </label>
          <input
            id={fieldId}
            inputMode="numeric"
            dir="ltr"
            value={productId}
            onChange={(event) => setProductId(event.target.value.replace(/\D/g, ''))}
            className="h-8 w-24 rounded-lg border border-line px-2 text-sm"
          />
          <button type="submit" className={`${deskButton.primary} ${small}`} disabled={write.busy}>
            تأكيد
          </button>
          {write.errors.product_id?.[0] && <span className="text-xs text-red-700">{write.errors.product_id[0]}</span>}
        </form>
      ) : (
        <button type="button" className={`${deskButton.primary} ${small}`} onClick={() => setAdding(true)}>
          أُضيف للمتجر
        </button>
      )}
      <button
        type="button"
        className={`${deskButton.secondary} ${small}`}
        disabled={write.busy}
        onClick={() => move('declined')}
      >
        رفض
      </button>
    </div>
  );
}
