'use client';

import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';

/**
 * A button whose call arrives in a later issue (add to cart, wishlist, notify me). It is there so the page is
 * complete, and pressing it says plainly that the feature is coming: no silent dead buttons.
 */
export function ComingSoonButton({
  message,
  className,
  children,
  label,
}: {
  message: string;
  className?: string;
  children: ReactNode;
  /** Accessible name when the button shows only an icon. */
  label?: string;
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={() => toast.info(message)}>
      {children}
    </button>
  );
}
