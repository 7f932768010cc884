import { type RefObject, useEffect } from 'react';

/**
 * Shows `dialogRef`'s `<dialog>` as a modal while the component is mounted (the browser's own focus trap, Escape and
 * backdrop), and on unmount closes it and gives the focus back to what had it — the button that opened it. `onOpen`
 * runs once the dialog is open, to put the focus on its safe choice.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, onOpen?: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once a mount; `onOpen` is read as it opens.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    onOpen?.();
    return () => {
      if (dialog.open) dialog.close();
      returnFocusTo?.focus({ preventScroll: true });
    };
  }, []);
}
