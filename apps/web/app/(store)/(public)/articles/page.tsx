import { messages } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs, Container, EmptyState, PageTitle } from '@/components/ui/layout';
import { ArticleGrid } from '@/features/content/ArticleCard';
import { isCursor } from '@/features/content/article-summary';
import { ContentUnavailable } from '@/features/content/ContentUnavailable';
import { MoreArticles } from '@/features/content/MoreArticles';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getArticles } from '@/lib/server/content';
import { articlesChunk } from '@/lib/server/content/summaries';

type Props = { searchParams: Promise<SearchParams> };

const TITLE = 'المقالات';
const DESCRIPTION = 'نصائح العناية بالبشرة والشعر واختيار المنتجات، يكتبها صيادلة وخبراء وندر بيوتي.';

/** `?after=` is the "load more" link without script: a page of the list that starts at that cursor. */
function cursorOf(query: SearchParams): string | null {
  const after = firstParam(query.after);
  return isCursor(after) ? after : null;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const after = cursorOf(await searchParams);
  return {
    title: TITLE,
    description: DESCRIPTION,
    alternates: { canonical: '/articles' },
    openGraph: { title: TITLE, description: DESCRIPTION, url: '/articles' },
    // Later pages of the list are reached by following links, not listed as pages of their own.
    ...(after ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Spec §7/§9: blog articles, first 10, newest first, then "load more" by cursor. */
export default async function ArticlesPage({ searchParams }: Props) {
  const after = cursorOf(await searchParams);
  let chunk: ReturnType<typeof articlesChunk>;
  try {
    const page = await getArticles(after);
    chunk = articlesChunk(page.articles, page.pageInfo);
  } catch {
    return (
      <ContentUnavailable
        title={TITLE}
        failureMessage={messages.fetchArticlesFailed}
        retryHref={after ? `/articles?after=${encodeURIComponent(after)}` : '/articles'}
      />
    );
  }
  return (
    <Container>
      <Breadcrumbs items={[{ label: TITLE }]} />
      <PageTitle title={TITLE} subtitle={DESCRIPTION} />
      {after ? (
        <p className="mb-4 text-sm">
          <Link prefetch={false} href="/articles" className="inline-block py-2 font-medium text-brand-700">
            العودة إلى أحدث المقالات
          </Link>
        </p>
      ) : null}
      {chunk.articles.length === 0 ? (
        <EmptyState title="لا توجد مقالات بعد">نضيف نصائح جديدة باستمرار، فعُد إلينا قريباً.</EmptyState>
      ) : (
        <ArticleGrid articles={chunk.articles} priorityCount={1} />
      )}
      {chunk.nextCursor ? (
        <MoreArticles cursor={chunk.nextCursor} failureMessage={messages.fetchArticlesFailed} />
      ) : null}
    </Container>
  );
}
