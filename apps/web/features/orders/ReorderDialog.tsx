'use client';

import type { ReorderPreview } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { LineImage } from '@/components/ui/LineImage';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { formatCount, formatIqd } from '@/lib/format';
import { useReorder } from './use-orders';

type Line = ReorderPreview['items'][number];

/** Why a line cannot go back in the cart as it was, or null when it can. */
function shortfall(line: Line): string | null {
  if (!line.available) return 'غير متوفر حالياً';
  if (line.stock < line.quantity) return `المتوفر ${formatCount(line.stock)} فقط`;
  return null;
}

/**
 * "Order again": the past order's lines at today's price and stock (unavailable ones greyed, with the reason), then
 * the available ones put in the cart with one press. Afterwards it says what happened (the API's words) and offers
 * the way to the cart. A modal `<dialog>` like `ConfirmDialog`: focus inside, Escape closes, focus goes back.
 */
export function ReorderDialog({
  orderId,
  preview,
  onClose,
}: {
  orderId: number;
  preview: ReorderPreview;
  onClose: () => void;
}) {
  const reorder = useReorder();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cartLinkRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const available = preview.items.filter((line) => line.available);
  const done = reorder.isSuccess;

  useModalDialog(dialogRef);
  // Once added, the next step is the cart: focus goes to its link.
  useEffect(() => {
    if (done) cartLinkRef.current?.focus();
  }, [done]);

  const title = done ? reorder.data.message || messages.addedToCart : 'إعادة الطلب';
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[min(40rem,calc(100dvh-2rem))] w-[calc(100%-2rem)] max-w-md rounded-card bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="flex max-h-[inherit] flex-col">
        <header className="border-b border-line px-5 pt-5 pb-3">
          <h2 id={titleId} className="text-lg leading-8 font-bold">
            {title}
          </h2>
          <p id={descriptionId} className="text-sm leading-7 text-muted">
            {done
              ? 'يمكنك مراجعة الكميات في السلة قبل إتمام الطلب.'
              : available.length > 0
                ? 'بأسعار اليوم. تُضاف المنتجات المتوفرة فقط إلى سلتك.'
                : messages.reorderNothingAvailable}
          </p>
        </header>

        {done ? null : (
          <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto px-5" aria-label="منتجات الطلب">
            {preview.items.map((line) => (
              <PreviewLine key={line.shopify_variant_id} line={line} />
            ))}
          </ul>
        )}

        <div className="flex flex-col gap-2 border-t border-line px-5 py-4">
          {done ? (
            <>
              <Link ref={cartLinkRef} prefetch={false} href="/cart" className={buttonStyles.primary}>
                الذهاب إلى السلة
              </Link>
              <button type="button" onClick={onClose} className={buttonStyles.secondary}>
                متابعة
              </button>
            </>
          ) : (
            <>
              {available.length > 0 ? (
                <button
                  type="button"
                  onClick={() => reorder.mutate({ id: orderId })}
                  disabled={reorder.isPending}
                  aria-busy={reorder.isPending}
                  className={buttonStyles.primary}
                >
                  {reorder.isPending ? <Spinner /> : null}
                  أضف المتوفر إلى السلة
                </button>
              ) : null}
              <button type="button" onClick={onClose} className={buttonStyles.secondary}>
                إغلاق
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}

function PreviewLine({ line }: { line: Line }) {
  const reason = shortfall(line);
  return (
    <li
      data-reorder-line={line.shopify_variant_id}
      data-available={line.available ? '' : undefined}
      className="flex gap-3 py-3"
    >
      {/* Greyed by its picture only: faded text would fall below a readable contrast. */}
      <LineImage
        src={line.image_path}
        size={56}
        iconSize={22}
        className={`size-14 ${line.available ? '' : 'opacity-40 grayscale'}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`line-clamp-2 text-sm leading-6 font-medium ${line.available ? 'text-ink' : 'text-muted'}`}>
          {line.title}
        </p>
        <p className="text-xs text-muted">
          الكمية: {formatCount(line.quantity)} · سعر اليوم:{' '}
          <span className="font-medium whitespace-nowrap text-ink">{formatIqd(line.price)}</span>
        </p>
        {reason ? <p className="mt-0.5 text-xs font-bold text-red-800">{reason}</p> : null}
      </div>
    </li>
  );
}
