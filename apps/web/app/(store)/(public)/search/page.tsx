import { isBlankKeyword, messages } from '@wb/contract';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { Container, EmptyState, PageTitle } from '@/components/ui/layout';
import { SearchEvent } from '@/features/analytics/SearchEvent';
import { RequestProductForm } from '@/features/reviews/RequestProductForm';
import { SearchResults } from '@/features/search/SearchResults';
import { ApiError, errorMessage } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { firstParam, pageParam, type SearchParams } from '@/lib/search-params';
import { getCategories, getMostSearched, searchProducts } from '@/lib/server/catalog';
import { clientHeaders } from '@/lib/server/client-headers';

type Props = { searchParams: Promise<SearchParams> };

/** The keyword: `?q=` (the search box) or `?keyword=` (the API's name for it, in shared links). */
function keywordParam(params: SearchParams): string | undefined {
  return firstParam(params.q) ?? firstParam(params.keyword);
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = keywordParam(await searchParams)?.trim();
  return {
    title: q ? `نتائج البحث عن «${q}»` : 'البحث',
    description: 'ابحث في منتجات وندر بيوتي بالعربية أو الإنجليزية: اسم المنتج أو الماركة أو المكوّن.',
    alternates: { canonical: '/search' },
    // Result pages are endless variations of the catalogue: keep them out of search engines.
    robots: q ? { index: false, follow: true } : undefined,
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const raw = keywordParam(params);
  const keyword = raw?.trim() ?? '';
  const page = pageParam(params.page);

  return (
    <Container className="py-5">
      {raw === undefined ? (
        <SearchStart />
      ) : isBlankKeyword(raw) ? (
        // Spec §5: a blank keyword is refused with this message and no call is made.
        <>
          <p
            role="alert"
            className="mb-6 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-100"
          >
            {messages.searchKeywordBlank}
          </p>
          <SearchStart />
        </>
      ) : (
        <Results keyword={keyword} page={page} />
      )}
    </Container>
  );
}

async function Results({ keyword, page }: { keyword: string; page: number }) {
  let result: Awaited<ReturnType<typeof searchProducts>>;
  try {
    result = await searchProducts({ keyword, page, limit: 20 }, clientHeaders(await headers()));
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
      return <EmptyState title={errorMessage(error, messages.searchFailed)} />;
    }
    throw error;
  }
  return (
    <>
      <SearchEvent term={keyword} />
      <PageTitle
        title={`نتائج البحث عن «${keyword}»`}
        subtitle={result.total > 0 ? `${formatCount(result.total)} منتج` : undefined}
      />
      {result.data.length === 0 ? (
        <EmptyState title="لم نجد منتجات تطابق بحثك">
          <p>جرّب كلمة أخرى، أو اسم الماركة بالعربية أو الإنجليزية.</p>
          <Link prefetch={false} href="/products" className="mt-3 inline-block font-medium text-brand-700 underline">
            تصفح كل المنتجات
          </Link>
          <section aria-labelledby="request-product-title" className="mx-auto mt-6 max-w-md text-start">
            <h2 id="request-product-title" className="mb-1 text-base font-bold text-ink">
              لم تجد ما تبحث عنه؟ اطلبه منا
            </h2>
            <p className="mb-3 text-sm text-muted">نبحث عنه لدى الوكلاء، ونرسل لك إشعاراً عندما يتوفر في المتجر.</p>
            <RequestProductForm initialName={keyword} returnTo={`/search?q=${encodeURIComponent(keyword)}`} />
          </section>
        </EmptyState>
      ) : (
        <SearchResults key={keyword} keyword={keyword} initial={result} />
      )}
    </>
  );
}

async function SearchStart() {
  const [popular, categories] = await Promise.all([getMostSearched().catch(() => []), getCategories().catch(() => [])]);
  return (
    <div className="space-y-8">
      <PageTitle title="البحث" subtitle="ابحث باسم المنتج أو الماركة أو المكوّن، بالعربية أو الإنجليزية." />
      {popular.length > 0 && (
        <section>
          <h2 className="mb-3 text-base font-bold text-ink">الأكثر بحثاً</h2>
          <ul className="flex flex-wrap gap-2">
            {popular.map((item) => (
              <li key={item.keyword}>
                <Link
                  prefetch={false}
                  href={`/search?q=${encodeURIComponent(item.keyword)}`}
                  className="flex min-h-11 items-center rounded-full bg-white px-4 text-sm text-ink ring-1 ring-line hover:bg-brand-50 hover:ring-brand-200"
                >
                  {item.keyword}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories.length > 0 && (
        <section>
          <h2 className="mb-3 text-base font-bold text-ink">تصفح الأقسام</h2>
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  prefetch={false}
                  href={`/products?category=${category.id}`}
                  className="flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
