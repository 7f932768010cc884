import type { QuizProduct, QuizRoutine } from '@wb/contract';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LineImage } from '@/components/ui/LineImage';
import { Price } from '@/components/ui/Price';
import { productHref } from '@/features/catalog/ProductCard';
import { Stars } from '@/features/reviews/Stars';
import { type ArabicCountForms, countPhrase, formatIqd } from '@/lib/format';

const PRODUCT_COUNT: ArabicCountForms = {
  zero: 'لا منتجات',
  one: 'منتج واحد',
  two: 'منتجان',
  few: '{n} منتجات',
  many: '{n} منتجاً',
  other: '{n} منتج',
};

/**
 * A routine as the result page shows it: her answers, then each step in the order it is applied — its name and
 * when, the product, why it was chosen and what in it matched, an alternative — and the total against her budget.
 * `action` is the add-to-cart panel, beside the total.
 */
export function RoutineView({ routine, action }: { routine: QuizRoutine; action: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex flex-col gap-4">
        {routine.summary.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="إجاباتك">
            {routine.summary.map((item) => (
              <li key={item.question} className="rounded-full bg-white px-3 py-1.5 text-xs text-ink ring-1 ring-line">
                <span className="text-muted">{item.question.replace(/؟$/, '')}: </span>
                <span className="font-medium">{item.answer}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <ol className="flex flex-col gap-4" aria-label="خطوات الروتين">
          {routine.steps.map((step, index) => (
            <li
              key={step.step}
              data-routine-step={step.step}
              className="overflow-hidden rounded-card bg-white ring-1 ring-line"
            >
              <div className="flex items-center gap-3 border-b border-line bg-brand-50/60 px-4 py-2.5">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <h2 className="font-bold text-ink">{step.label}</h2>
                <span className="ms-auto text-xs text-muted">{step.when}</span>
              </div>
              <div className="flex flex-col gap-3 p-4">
                <ProductLine product={step.product} />
                <div className="rounded-xl bg-canvas p-3">
                  <p className="text-xs font-bold text-brand-800">لماذا اخترناه؟</p>
                  <p className="mt-1 text-sm leading-6 text-ink" data-routine-reason>
                    {step.reason}
                  </p>
                  {step.product.highlights.length > 0 ? (
                    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="ما يناسبك فيه">
                      {step.product.highlights.map((word) => (
                        <li
                          key={word}
                          className="rounded-full bg-white px-2.5 py-0.5 text-xs text-brand-900 ring-1 ring-brand-100"
                        >
                          {word}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                {step.alternative ? (
                  <p className="text-xs leading-6 text-muted">
                    بديل مناسب:{' '}
                    <Link
                      prefetch={false}
                      href={productHref({ id: step.alternative.shopify_product_id })}
                      className="font-medium text-brand-700 underline-offset-4 hover:underline"
                    >
                      {step.alternative.title}
                    </Link>{' '}
                    ({formatIqd(step.alternative.price)})
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        {routine.missing.length > 0 ? (
          <ul className="rounded-card bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
            {routine.missing.map((gap) => (
              <li key={gap.step}>
                <span className="font-bold">{gap.label}: </span>
                {gap.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <aside className="rounded-card bg-white p-5 ring-1 ring-line lg:sticky lg:top-24">
        <p className="flex items-baseline justify-between gap-3 text-base font-bold text-ink">
          <span>مجموع الروتين</span>
          <span data-routine-total>{formatIqd(routine.total)}</span>
        </p>
        <p className="mt-1 text-xs leading-6 text-muted">
          {countPhrase(routine.steps.length, PRODUCT_COUNT)}، قطعة من كل منتج
          {routine.budget_max !== null ? ` · ضمن ميزانيتك (حتى ${formatIqd(routine.budget_max)})` : ''}
        </p>
        {action}
      </aside>
    </div>
  );
}

function ProductLine({ product }: { product: QuizProduct }) {
  return (
    <div className="flex gap-3">
      <Link
        prefetch={false}
        href={productHref({ id: product.shopify_product_id })}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0"
      >
        <LineImage src={product.image?.url ?? null} size={96} iconSize={28} className="size-20 md:size-24" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-brand-700">{product.brand_name}</p>
        <Link
          prefetch={false}
          href={productHref({ id: product.shopify_product_id })}
          data-routine-title
          className="line-clamp-2 text-sm font-medium leading-6 text-ink hover:text-brand-800"
        >
          {product.title}
        </Link>
        <p className="text-xs text-muted">{product.variant_title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Price price={product.price} compareAt={product.compare_at} />
          {product.rating !== null ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted">
              <Stars rating={product.rating} size={12} /> {product.rating}
            </span>
          ) : null}
        </div>
        {!product.available ? <p className="mt-1 text-xs font-medium text-amber-800">غير متوفر الآن</p> : null}
      </div>
    </div>
  );
}
