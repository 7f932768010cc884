import type { ReviewsPage } from '@wb/contract';
import { Pagination } from '@/components/ui/Pagination';
import { type ArabicCountForms, countPhrase, formatDate } from '@/lib/format';
import { ReviewComposer } from './ReviewComposer';
import { Stars } from './Stars';

/** Counts in Arabic grammar ("1 نجوم" and "2 تقييم" are wrong Arabic). */
export const REVIEW_COUNT: ArabicCountForms = {
  zero: 'لا توجد تقييمات بعد',
  one: 'تقييم واحد',
  two: 'تقييمان',
  few: '{n} تقييمات',
  many: '{n} تقييماً',
  other: '{n} تقييم',
};
const STAR_COUNT: ArabicCountForms = {
  zero: 'بلا نجوم',
  one: 'نجمة واحدة',
  two: 'نجمتان',
  few: '{n} نجوم',
  many: '{n} نجمة',
  other: '{n} نجمة',
};

const STAR_ROWS = [5, 4, 3, 2, 1] as const;

/**
 * The product page's reviews, rendered on the server: the average and its stars, the count, a bar per star, and a
 * page of reviews, newest first (more pages are links: `?reviews_page=2`). Comments are text nodes — whatever markup
 * someone typed is shown as typed, never run. Writing and deleting one's own review is the composer's island.
 */
export function ReviewsSection({
  productId,
  page,
  reviews,
}: {
  productId: number;
  page: number;
  reviews: ReviewsPage | null;
}) {
  const summary = reviews?.summary;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-8 rounded-card bg-white p-5 ring-1 ring-line">
      <h2 id="reviews-title" className="mb-4 text-lg font-bold text-ink">
        تقييمات الزبائن
      </h2>
      {!reviews || !summary ? (
        <p className="text-sm text-muted">تعذر تحميل التقييمات الآن.</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <div className="space-y-4">
            <div data-testid="reviews-summary" className="flex items-center gap-3">
              <span className="text-4xl font-bold text-ink">{summary.average.toFixed(1)}</span>
              <div>
                <Stars rating={summary.average} size={18} />
                <p className="text-sm text-muted">{countPhrase(summary.count, REVIEW_COUNT)}</p>
              </div>
            </div>
            <ul className="space-y-1.5" aria-label="توزيع التقييمات">
              {STAR_ROWS.map((star) => {
                const n = summary.distribution[star];
                const share = summary.count === 0 ? 0 : Math.round((n / summary.count) * 100);
                return (
                  <li key={star} className="flex items-center gap-2 text-sm">
                    <span className="w-16 shrink-0 text-ink">{countPhrase(star, STAR_COUNT)}</span>
                    <span className="h-2 flex-1 overflow-hidden rounded-full bg-brand-50" aria-hidden="true">
                      <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
                    </span>
                    <span className="w-8 shrink-0 text-end text-muted">{n}</span>
                  </li>
                );
              })}
            </ul>
            <ReviewComposer productId={productId} />
          </div>
          <div>
            {reviews.data.length === 0 ? (
              <p className="rounded-xl bg-brand-50/60 p-4 text-sm text-ink">
                لا توجد تقييمات بعد. شاركنا رأيك في هذا المنتج.
              </p>
            ) : (
              <ol className="divide-y divide-line" data-testid="reviews-list">
                {reviews.data.map((review) => (
                  <li key={review.id} className="py-4 first:pt-0" data-review-id={review.id}>
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <span className="font-bold text-ink">{review.author_name}</span>
                      <Stars rating={review.rating} label={`${review.rating} من 5`} />
                      {review.verified_purchase && (
                        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                          مشترٍ موثّق
                        </span>
                      )}
                      <time dateTime={review.created_at} className="text-xs text-muted">
                        {formatDate(review.created_at)}
                      </time>
                    </div>
                    {review.comment && (
                      <p
                        dir="auto"
                        className="mt-2 whitespace-pre-line break-words text-start text-[15px] leading-7 text-ink"
                      >
                        {review.comment}
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            )}
            <Pagination
              page={page}
              totalPages={reviews.total_pages}
              hrefFor={(target) => `?reviews_page=${target}#reviews`}
            />
          </div>
        </div>
      )}
    </section>
  );
}
