'use client';

import type { Popup } from '@wb/contract';
import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';
import { GiftIcon } from '@/components/ui/icons';
import { buttonLinkOf, isClosable, showsOkButton } from './popup-rules';

/**
 * Popup artwork is made at 800×500 (docs/decisions.md). The box keeps that ratio whatever the image turns out to
 * be (contained, never cropped), so nothing moves when it arrives.
 */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 500;

const primaryButton =
  'grid min-h-11 place-items-center rounded-full bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const secondaryButton =
  'grid min-h-11 place-items-center rounded-full border border-brand-200 px-6 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The card's box, as the dialog draws it over the page (and the desk's preview draws it over a mock page). */
export const POPUP_BOX = 'w-[calc(100%-2rem)] max-w-sm overflow-y-auto rounded-card bg-white text-ink shadow-2xl';

const imageUrlOf = (popup: Popup) => (popup.content_type === 'image' ? popup.image_path?.url : undefined);

export interface PopupDialogProps {
  popup: Popup;
  /** Closing, whichever way: the scheduler records it and unmounts the dialog. */
  onClose: () => void;
}

/**
 * One marketing popup as a modal `<dialog>`: the browser keeps focus inside it and the page behind inert. Focus
 * moves to the dialog (its title is read out) and back to where it was on close. Escape and the backdrop close it
 * only when it is closable (spec §4); the 'حسناً' button shows when it has button text or is closable. It slides
 * in without fading, so its text is at full contrast from the first frame.
 *
 * Part of the scheduler's chunk, which `PopupHost` fetches only when a popup may be about to show.
 */
export function PopupDialog({ popup, onClose }: PopupDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const closable = isClosable(popup);
  const imageUrl = imageUrlOf(popup);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    // The page behind stays where it is: a swipe on the backdrop should not scroll it.
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      returnFocusTo?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      data-popup={popup.id}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={imageUrl ? undefined : descriptionId}
      tabIndex={-1}
      className={`${POPUP_BOX} m-auto max-h-[calc(100dvh-2rem)] p-0 outline-none transition-[scale,translate] duration-200 ease-out backdrop:bg-ink/60 starting:translate-y-3 starting:scale-95 motion-reduce:transition-none`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Cancelling the key stops the browser's own close, which would otherwise close any popup.
        event.preventDefault();
        if (closable) onClose();
      }}
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        // Closed by the browser itself (e.g. Android's back button): keep the host in step.
        if (!event.currentTarget.open) onClose();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The card fills the dialog box, so only a press that starts and ends outside it lands on the dialog.
        if (closable && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <PopupCard popup={popup} onClose={onClose} titleId={titleId} descriptionId={descriptionId} />
    </dialog>
  );
}

/**
 * What a popup shows — its artwork or gift icon, title, description and buttons — without the modal around it: the
 * storefront's dialog holds it, and the staff desk's preview (features/admin) draws the same card on a mock page, so
 * what an admin sees is what shoppers get.
 */
export function PopupCard({
  popup,
  onClose,
  titleId,
  descriptionId,
}: PopupDialogProps & { titleId?: string; descriptionId?: string }) {
  const link = buttonLinkOf(popup);
  const imageUrl = imageUrlOf(popup);
  return (
    <div>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={popup.description}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          decoding="async"
          className="block aspect-[8/5] h-auto w-full bg-brand-50 object-contain"
        />
      ) : (
        <div className="flex justify-center pt-6">
          <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
            <GiftIcon size={28} />
          </span>
        </div>
      )}
      <div className="px-5 pt-4 pb-5 text-center">
        <h2 id={titleId} className={imageUrl ? 'sr-only' : 'text-lg leading-8 font-bold text-ink'}>
          {popup.title}
        </h2>
        {imageUrl ? null : (
          <p id={descriptionId} className="mt-1 text-sm leading-7 text-muted">
            {popup.description}
          </p>
        )}
        <div className={`flex flex-col gap-2 ${imageUrl ? '' : 'mt-5'}`}>
          {link ? (
            <Link prefetch={false} href={link.href} onClick={onClose} className={primaryButton}>
              {link.label}
            </Link>
          ) : null}
          {showsOkButton(popup) ? (
            <button type="button" onClick={onClose} className={link ? secondaryButton : primaryButton}>
              حسناً
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
