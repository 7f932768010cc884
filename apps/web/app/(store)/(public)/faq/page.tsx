import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs, Container, EmptyState, PageTitle } from '@/components/ui/layout';
import { Pagination } from '@/components/ui/Pagination';
import { pageParam, type SearchParams } from '@/lib/search-params';
import { getFaq } from '@/lib/server/catalog';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = pageParam((await searchParams).page);
  return {
    title: page > 1 ? `الأسئلة الشائعة (صفحة ${page})` : 'الأسئلة الشائعة',
    description: 'إجابات عن التوصيل والدفع عند الاستلام والإرجاع وأصالة المنتجات في وندر بيوتي.',
    alternates: { canonical: page > 1 ? `/faq?page=${page}` : '/faq' },
  };
}

export default async function FaqPage({ searchParams }: Props) {
  const page = pageParam((await searchParams).page);
  const faq = await getFaq(page);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.data.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return (
    <Container narrow>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; '<' is escaped.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <Breadcrumbs items={[{ label: 'الأسئلة الشائعة' }]} />
      <PageTitle title="الأسئلة الشائعة" subtitle={`${faq.meta.total} سؤالاً وجواباً`} />
      {faq.data.length === 0 ? (
        <EmptyState title="لا توجد أسئلة في هذه الصفحة">
          <Link prefetch={false} href="/faq" className="font-medium text-brand-700 underline">
            العودة إلى الصفحة الأولى
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {faq.data.map((item) => (
            <li key={item.id}>
              <details className="group rounded-2xl bg-white ring-1 ring-line open:ring-brand-200">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-[15px] font-bold text-ink [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span
                    aria-hidden="true"
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="px-4 pb-4 text-sm leading-7 text-muted">{item.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={faq.meta.current_page}
        totalPages={faq.meta.last_page}
        hrefFor={(target) => (target > 1 ? `/faq?page=${target}` : '/faq')}
      />
      <p className="mt-8 text-center text-sm text-muted">
        لم تجد إجابتك؟{' '}
        <Link prefetch={false} href="/contact" className="font-medium text-brand-700 underline">
          تواصل معنا
        </Link>
      </p>
    </Container>
  );
}
