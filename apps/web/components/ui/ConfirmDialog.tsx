'use client';

import { type ReactNode, useId, useRef } from 'react';
import { buttonStyles, Spinner } from './form';
import { useModalDialog } from './use-modal-dialog';

/**
 * "Are you sure?" before a step that cannot be undone (empty the cart, delete an address): a modal `<dialog>`, so
 * focus stays inside and the page behind is inert; it starts on the safe choice, Escape cancels, and focus goes back
 * to where it was. Render it only while the question is asked. `children` adds what the step needs to know (the staff
 * desk's cancel asks for a reason); `busy` holds both buttons while the step runs.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'إلغاء',
  onConfirm,
  onCancel,
  children,
  busy = false,
  confirmDisabled = false,
  tone = 'danger',
}: {
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
  busy?: boolean;
  confirmDisabled?: boolean;
  /** The confirm button's look: red for a step that takes something away, the brand's for one that gives. */
  tone?: 'danger' | 'primary';
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalDialog(dialogRef, () => cancelRef.current?.focus());
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
        {children ? <div className="mt-4 text-start">{children}</div> : null}
        <div className="mt-5 flex flex-col gap-2">
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
            aria-busy={busy}
            className={buttonStyles[tone]}
          >
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </button>
          <button ref={cancelRef} type="button" onClick={onCancel} disabled={busy} className={buttonStyles.secondary}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
