import { HeartIcon } from '@/components/ui/icons';

/** What a heart says to a screen reader, empty and filled (the wishlist code swaps them). */
export const HEART_LABEL = { off: 'أضف إلى المفضلة', on: 'إزالة من المفضلة' } as const;

/**
 * The wishlist heart as plain markup: it carries its variant, and one listener for the whole page (`WishlistClicks`)
 * answers every heart and fills those already in the wishlist, so a listing of 24 cards hydrates no component per
 * card. Filled when `aria-pressed` is true; server and client components alike render it (the product page's panel
 * with the chosen variant).
 */
export function HeartButton({
  variantId,
  className,
  iconClassName = '',
  size,
}: {
  variantId: number;
  className: string;
  iconClassName?: string;
  size?: number;
}) {
  return (
    <button
      type="button"
      aria-pressed="false"
      aria-label={HEART_LABEL.off}
      data-wishlist-heart={variantId}
      className={`group/heart aria-busy:cursor-wait ${className}`}
    >
      <span className={iconClassName}>
        <HeartIcon size={size} className="transition-colors group-aria-pressed/heart:fill-current" />
      </span>
    </button>
  );
}
