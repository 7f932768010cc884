import type { ReactNode } from 'react';

/**
 * A button whose call arrives in a later issue (wishlist, notify me). It is there so the page is
 * complete, and pressing it says plainly that the feature is coming: no silent dead buttons.
 *
 * Plain server-rendered markup: one listener for the whole page (`ComingSoonClicks`) answers every such button, so a
 * listing of 24 cards does not hydrate 48 client components on a slow phone.
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
    <button type="button" className={className} aria-label={label} data-coming-soon={message}>
      {children}
    </button>
  );
}
