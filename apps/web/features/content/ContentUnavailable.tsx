import Link from 'next/link';
import { Container } from '@/components/ui/layout';

/**
 * The last fallback when the content service cannot answer and nothing is cached (spec §8): an Arabic explanation,
 * a way to try again, and the spec's fixed failure message ('Failed to fetch articles.' …) as the detail.
 */
export function ContentUnavailable({
  title,
  failureMessage,
  retryHref,
}: {
  title: string;
  failureMessage: string;
  retryHref: string;
}) {
  return (
    <Container narrow className="py-10">
      <section className="mx-auto max-w-lg rounded-card bg-white px-6 py-10 text-center ring-1 ring-line">
        <h1 className="text-xl font-bold text-ink">{title}</h1>
        <p className="mt-3 text-sm leading-7 text-muted">
          تعذّر تحميل هذا المحتوى الآن بسبب مشكلة مؤقتة في الاتصال. أعد المحاولة بعد قليل، ومتجرنا يعمل كالمعتاد في هذه
          الأثناء.
        </p>
        <p dir="ltr" className="mt-3 text-xs text-muted">
          {failureMessage}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <a
            href={retryHref}
            className="grid min-h-11 place-items-center rounded-full bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700"
          >
            إعادة المحاولة
          </a>
          <Link
            prefetch={false}
            href="/products"
            className="grid min-h-11 place-items-center rounded-full border border-brand-200 px-6 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            تصفح المنتجات
          </Link>
        </div>
      </section>
    </Container>
  );
}
