import Link from 'next/link';
import { DeskPageHeader } from './form';

/**
 * A desk area whose shopper-side feature is not built yet (product requests, reviews: issue 12's "queues"). Its
 * place in the navigation is kept and its page says plainly that the queue starts with the feature; no list is
 * pretended, and no API is called (docs/decisions.md, "Staff desk: queues").
 */
export function NotYet({ title, what, then }: { title: string; what: string; then: string }) {
  return (
    <>
      <DeskPageHeader title={title} />
      <section className="rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center">
        <p className="text-lg font-bold">لم يبدأ هذا القسم بعد</p>
        <p className="mx-auto mt-3 max-w-prose text-sm leading-7 text-muted">{what}</p>
        <p className="mx-auto mt-2 max-w-prose text-sm leading-7 text-muted">{then}</p>
        <Link href="/admin" className="mt-6 inline-block font-bold text-brand-700 underline underline-offset-4">
          العودة إلى لوحة المتابعة
        </Link>
      </section>
    </>
  );
}
