import { BagIcon } from './icons';

/**
 * A line's picture in the cart, the checkout, an order and a re-order: the product's first image, lazily loaded, or
 * a bag on the brand's tint when it has none. Decorative (the line's title says what it is). `size` is the drawn
 * width and height in px; `className` carries the box's size classes and anything else (a greyed line's filter).
 */
export function LineImage({
  src,
  size,
  iconSize,
  className,
}: {
  src: string | null;
  size: number;
  iconSize: number;
  className: string;
}) {
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-xl bg-brand-50 object-cover ${className}`}
    />
  ) : (
    <span className={`grid shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-300 ${className}`}>
      <BagIcon size={iconSize} />
    </span>
  );
}
