'use client';

import * as messages from '@wb/contract/messages';
import Link from 'next/link';
import { useId, useRef } from 'react';
import { buttonStyles } from '@/components/ui/form';
import { BagIcon, BellIcon, HeartIcon } from '@/components/ui/icons';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { closeLoginPrompt, loginPromptWords } from './login-prompt';

/**
 * Spec §8: a guest who adds to the cart (or taps a wishlist heart, or asks to be told of a restock, each in its own
 * words) is told to sign in. A modal dialog rather than a passing toast: the shopper has a decision to make, with a keyboard or a screen reader as much as with a finger. Signing in comes back to the
 * same product and variant (`/auth?next=…`).
 */
export default function LoginPrompt({ href }: { href: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const words = loginPromptWords();
  const Icon = words?.icon === 'heart' ? HeartIcon : words?.icon === 'bell' ? BellIcon : BagIcon;
  useModalDialog(dialogRef);
  return (
    // Escape closes it through the browser's own `close` event; the click is only the backdrop.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is the dialog's native Escape.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={closeLoginPrompt}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeLoginPrompt();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-card bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="px-5 pt-6 pb-5 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon size={28} />
        </span>
        <h2 id={titleId} className="mt-3 text-base leading-7 font-bold">
          {words?.message ?? messages.addToCartLoginNeeded}
        </h2>
        <div className="mt-5 flex flex-col gap-2">
          <Link prefetch={false} href={href} onClick={closeLoginPrompt} className={buttonStyles.primary}>
            تسجيل الدخول
          </Link>
          <button type="button" onClick={closeLoginPrompt} className={buttonStyles.secondary}>
            متابعة التسوق
          </button>
        </div>
      </div>
    </dialog>
  );
}
