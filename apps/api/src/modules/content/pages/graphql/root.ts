import { gidNumber, messages } from '@wb/contract';
import { articles, contentPages, type Executor } from '@wb/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../../../lib/sql';
import { type ArticleRow, articleColumns, articleNode, type PageRow, pageColumns, pageNode } from '../nodes';
import { type ConnectionSource, connection, type NodeBudget, type PageArgs } from './connection';
import { GRAPHQL_LIMITS, storefrontError } from './limits';
import { hasTag, searchConditions } from './search';

const andAll = (conditions: SQL[]) => (conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``);
const contains = (column: SQL) => (value: string) => sql`${column} ilike ${likePattern(value)}`;

/** Published articles, searched as `query:` asks. Only published articles ever leave through the content service. */
function articlesSource(
  webUrl: string,
  query: string | null | undefined,
): ConnectionSource<ArticleRow & { sort_value: string }> {
  const conditions = searchConditions(query, {
    text: [sql`a.title`, sql`a.excerpt`],
    fields: {
      tag: hasTag(sql`a.tags`),
      tag_not: (value) => sql`not ${hasTag(sql`a.tags`)(value)}`,
      title: contains(sql`a.title`),
      author: contains(sql`a.author`),
      handle: (value) => sql`a.handle = ${value.toLowerCase()}`,
    },
  });
  return {
    from: sql`from articles a where a.status = 'published'${andAll(conditions)}`,
    id: sql`a.id`,
    columns: sql`a.*`,
    sorts: {
      ID: { column: sql`a.id`, type: 'int' },
      // One blog: its title orders nothing; relevance without a ranking reads as the newest first's order of ids.
      BLOG_TITLE: { column: sql`a.id`, type: 'int' },
      RELEVANCE: { column: sql`a.id`, type: 'int' },
      PUBLISHED_AT: { column: sql`a.published_at`, type: 'timestamptz' },
      UPDATED_AT: { column: sql`a.updated_at`, type: 'timestamptz' },
      TITLE: { column: sql`a.title`, type: 'text' },
      AUTHOR: { column: sql`a.author`, type: 'text' },
    },
    toNode: (row) => articleNode(row, webUrl),
  };
}

function pagesSource(
  webUrl: string,
  query: string | null | undefined,
): ConnectionSource<PageRow & { sort_value: string }> {
  const conditions = searchConditions(query, {
    text: [sql`p.title`, sql`p.body_summary`],
    fields: { title: contains(sql`p.title`), handle: (value) => sql`p.handle = ${value.toLowerCase()}` },
  });
  return {
    from: sql`from content_pages p where true${andAll(conditions)}`,
    id: sql`p.id`,
    columns: sql`p.*`,
    sorts: {
      ID: { column: sql`p.id`, type: 'int' },
      RELEVANCE: { column: sql`p.id`, type: 'int' },
      TITLE: { column: sql`p.title`, type: 'text' },
      UPDATED_AT: { column: sql`p.updated_at`, type: 'timestamptz' },
    },
    toNode: (row) => pageNode(row, webUrl),
  };
}

/**
 * The root value of one query: its fields' resolvers over `db`, sharing one node budget (GRAPHQL_LIMITS.maxNodes)
 * across every connection the query asks for. An id that is not one of ours reads as "no such article", as Shopify
 * answers an unknown id: null.
 */
export function storefrontRoot(db: Executor, webUrl: string) {
  const budget: NodeBudget = { nodesLeft: GRAPHQL_LIMITS.maxNodes };
  return {
    articles: (args: PageArgs) => connection(db, articlesSource(webUrl, args.query), args, budget),
    article: async ({ id }: { id: string }) => {
      const number = gidNumber(id, 'Article');
      if (number === null || number > 2_147_483_647) return null;
      const [row] = await db
        .select(articleColumns)
        .from(articles)
        .where(and(eq(articles.id, number), eq(articles.status, 'published')));
      return row ? articleNode(row, webUrl) : null;
    },
    page: async ({ id, handle }: { id?: string | null; handle?: string | null }) => {
      if ((id === undefined || id === null) && (handle === undefined || handle === null)) {
        throw storefrontError('BAD_USER_INPUT', messages.graphqlPageArgumentMissing);
      }
      const number = id ? gidNumber(id, 'Page') : null;
      if (id && (number === null || number > 2_147_483_647)) return null;
      const [row] = await db
        .select(pageColumns)
        .from(contentPages)
        .where(number !== null ? eq(contentPages.id, number) : eq(contentPages.handle, String(handle).toLowerCase()));
      return row ? pageNode(row, webUrl) : null;
    },
    pages: (args: PageArgs) => connection(db, pagesSource(webUrl, args.query), args, budget),
  };
}
