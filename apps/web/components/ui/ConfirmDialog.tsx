'use client';

import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from './form';

/**
 * "Are you sure?" before a step that cannot be undone (empty the cart, delete an address): a modal `<dialog>`, so
 * focus stays inside and the page behind is inert; it starts on the safe choice, Escape cancels, and focus goes back
 * to where it was. Render it only while the question is asked.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'إلغاء',
  onConfirm,
  onCancel,
}: {
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      returnFocusTo?.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-card bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="px-5 pt-6 pb-5 text-center">
        <h2 id={titleId} className="text-lg leading-8 font-bold">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm leading-7 text-muted">
            {description}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col gap-2">
          <button type="button" onClick={onConfirm} className={buttonStyles.danger}>
            {confirmLabel}
          </button>
          <button ref={cancelRef} type="button" onClick={onCancel} className={buttonStyles.secondary}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
