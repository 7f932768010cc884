'use client';

/** What each number of stars means, read to screen readers and shown on hover. */
const RATING_WORDS = ['', 'سيئ', 'مقبول', 'جيد', 'جيد جداً', 'ممتاز'];

/**
 * Stars 1 to 5 to choose from: five radios (one name, so the arrow keys move between them), each a 44 px target with
 * "4 من 5 (جيد جداً)" for screen readers. Used by a product review and by "rate the store".
 */
export function StarPicker({
  name = 'rating',
  legend = 'عدد النجوم',
  rating,
  onChange,
}: {
  name?: string;
  legend?: string;
  rating: number;
  onChange: (rating: number) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm text-ink">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer" title={RATING_WORDS[star]}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={rating === star}
              onChange={() => onChange(star)}
              className="peer sr-only"
            />
            <span
              className={`grid min-h-11 min-w-11 place-items-center rounded-full text-2xl peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
                star <= rating ? 'text-amber-500' : 'text-line'
              }`}
            >
              <span aria-hidden="true">★</span>
              <span className="sr-only">
                {star} من 5 ({RATING_WORDS[star]})
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
