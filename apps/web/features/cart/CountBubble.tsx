/** The header's and bottom nav's count on the cart icon: units, shown as 99+ past 99, with words for screen readers. */
export function CountBubble({ count, className, label }: { count: number; className: string; label: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        data-cart-count={count}
        aria-hidden="true"
        className={`absolute ${className} grid h-[18px] min-w-[18px] place-items-center rounded-full bg-brand-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white`}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">
        ، {label} {count}
      </span>
    </>
  );
}
