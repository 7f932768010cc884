/**
 * Five stars filled from the start (the right, in Arabic) to `rating` (halves rounded), with the rating said in words
 * for screen readers.
 */
export function Stars({ rating, size = 16, label }: { rating: number; size?: number; label?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label ?? `التقييم ${rating} من 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          width={size}
          height={size}
          aria-hidden="true"
          className={star <= filled ? 'text-amber-500' : 'text-line'}
        >
          <path fill="currentColor" d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
