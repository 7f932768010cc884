import { adminArticlesQuery, adminContent } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { deskRead } from '@/features/admin/api/desk-read';
import { ArticleFilters, ArticlesTable } from '@/features/admin/content/ArticlesTable';
import { isFiltered, readListQuery } from '@/features/admin/table/list-query';
import { PagedResult } from '@/features/admin/table/PagedResult';
import { TableKeys } from '@/features/admin/table/TableKeys';
import { DeskPageHeader, deskButton } from '@/features/admin/ui/form';
import { type SearchParams, withParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'المقالات' };

const BASE = '/admin/articles';

/** /admin/articles: the blog's articles, drafts and published, searched and filtered by status. */
export default async function ArticlesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const query = readListQuery(adminArticlesQuery, params);
  const articles = await deskRead(withParams(BASE, params), adminContent.adminArticlesRoute, { query });
  return (
    <>
      <DeskPageHeader
        title="المقالات"
        description="أدلة العناية التي يقرؤها الزبائن في صفحة المقالات؛ المسودات لا تظهر في المتجر."
        actions={
          <Link href="/admin/articles/new" prefetch={false} className={deskButton.primary}>
            مقال جديد
          </Link>
        }
      />
      <ArticleFilters action={BASE} query={query} />
      <PagedResult base={BASE} params={params} read={articles}>
        {(rows) => <ArticlesTable articles={rows} filtered={isFiltered(query)} />}
      </PagedResult>
      <TableKeys />
    </>
  );
}
