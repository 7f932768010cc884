'use client';

import type { QuantityError } from '@wb/contract';
import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '@/components/ui/form';

/**
 * Spec §5: stock problems open this popup, not a toast — each line that cannot be had as it stands, with how many
 * are left, and the way to the cart to change it. A modal `<dialog>`: focus stays inside, Escape closes it.
 */
export function QuantityPopup({ problems, onClose }: { problems: QuantityError[]; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="px-5 pt-6 pb-5">
        <h2 id={titleId} className="text-center text-lg leading-8 font-bold">
          بعض الكميات غير متوفرة
        </h2>
        <ul className="mt-3 space-y-2">
          {problems.map((problem) => (
            <li
              key={problem.variant_id}
              className="rounded-2xl bg-amber-50 px-3 py-2 text-sm leading-7 ring-1 ring-amber-200"
            >
              <p className="font-bold">{problem.title}</p>
              <p className="text-amber-900">{problem.message}</p>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
          <Link prefetch={false} href="/cart" className={`${buttonStyles.primary} flex-1`}>
            تعديل السلة
          </Link>
          <button type="button" onClick={onClose} className={`${buttonStyles.secondary} flex-1`}>
            إغلاق
          </button>
        </div>
      </div>
    </dialog>
  );
}
