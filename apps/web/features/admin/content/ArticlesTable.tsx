import { type AdminArticleSummary, type AdminArticlesQuery, articleStatus } from '@wb/contract';
import { formatDateTime } from '@/lib/format';
import { type Column, DataTable, RowLink } from '../table/DataTable';
import { ChoiceFilter, FilterBar, SearchFilter } from '../table/FilterBar';
import { ArticleStatusBadge, articleStatusLabels } from './labels';

const columns: readonly Column<AdminArticleSummary>[] = [
  {
    key: 'title',
    header: 'المقال',
    cell: (article) => (
      <div>
        <RowLink href={`/admin/articles/${article.id}`}>{article.title}</RowLink>
        <p className="text-xs text-muted">
          <bdi dir="ltr">{article.handle}</bdi>
        </p>
      </div>
    ),
  },
  { key: 'author', header: 'الكاتب', cell: (article) => <span className="text-xs">{article.author}</span> },
  {
    key: 'tags',
    header: 'الوسوم',
    cell: (article) => <span className="text-xs text-muted">{article.tags.join('، ') || '—'}</span>,
  },
  { key: 'status', header: 'الحالة', cell: (article) => <ArticleStatusBadge status={article.status} /> },
  {
    key: 'published_at',
    header: 'النشر',
    cell: (article) => (
      <span className="text-xs whitespace-nowrap">
        {article.published_at ? formatDateTime(article.published_at) : '—'}
      </span>
    ),
  },
  {
    key: 'updated_at',
    header: 'آخر تعديل',
    cell: (article) => <span className="text-xs whitespace-nowrap">{formatDateTime(article.updated_at)}</span>,
  },
];

/** The blog's articles, drafts and published, the latest change first; a row opens the editor. */
export function ArticlesTable({ articles, filtered }: { articles: readonly AdminArticleSummary[]; filtered: boolean }) {
  return (
    <DataTable
      caption="المقالات"
      columns={columns}
      rows={articles}
      rowKey={(article) => article.id}
      empty={filtered ? 'لا توجد مقالات تطابق هذه التصفية.' : 'لا توجد مقالات بعد.'}
    />
  );
}

/** Search by title or handle, and the status. */
export function ArticleFilters({ action, query }: { action: string; query: Partial<AdminArticlesQuery> }) {
  return (
    <FilterBar action={action} label="تصفية المقالات">
      <SearchFilter id="articles-q" value={query.q} placeholder="العنوان أو الرابط المختصر" />
      <ChoiceFilter
        id="articles-status"
        label="الحالة"
        name="status"
        value={query.status}
        anyLabel="كل الحالات"
        choices={articleStatus.options.map((status) => [status, articleStatusLabels[status]])}
      />
    </FilterBar>
  );
}
