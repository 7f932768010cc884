import {
  ARTICLE_QUERY,
  ARTICLES_PAGE_SIZE,
  ARTICLES_QUERY,
  articleGid,
  articleQueryData,
  articlesQueryData,
  CONTENT_PAGES,
  messages,
  PAGE_QUERY,
  pageGid,
  pageQueryData,
} from '@wb/contract';
import { articlesData } from '@wb/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../../test/harness';
import { errorCodesOf, type GraphqlBody, graphqlCall, graphqlData } from '../../../../test/storefront';
import { DEV_APP_KEY } from '../../../config';

/**
 * The storefront content service (issue 15) answers the Storefront API queries the web sends — the contract's
 * ARTICLES_QUERY, ARTICLE_QUERY and PAGE_QUERY, exactly — with Shopify's shapes and ids, from the seeded content;
 * only published articles; the storefront access token is its credential.
 */
let store: TestStore;
let webUrl: string;
beforeAll(async () => {
  store = await startTestStore();
  webUrl = store.kernel.config.webUrl;
  // A draft, newer than every published article: never answered.
  await store.database.rows(sql`
    insert into articles (handle, title, body_html, status, author)
    values ('draft-article', 'مسودة لم تنشر', '<p>سر</p>', 'draft', 'فريق')`);
});
afterAll(() => store?.close());

type ArticlesData = {
  articles: {
    edges: Array<{ cursor: string; node: Record<string, unknown> & { id: string; publishedAt: string } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

const articlesPage = (first: number, after?: string) =>
  graphqlData<ArticlesData>(store, ARTICLES_QUERY, after ? { first, after } : { first });

describe('blog articles (ARTICLES_QUERY)', () => {
  it('answers the first 10, newest first, in the Storefront API shape', async () => {
    const data = await articlesPage(ARTICLES_PAGE_SIZE);
    expect(() => articlesQueryData.parse(data)).not.toThrow();
    const { edges, pageInfo } = data.articles;
    expect(edges).toHaveLength(articlesData.length);
    expect(pageInfo).toEqual({ hasNextPage: false, endCursor: edges.at(-1)?.cursor });
    expect(edges.map((edge) => edge.node.handle)).toEqual(articlesData.map((article) => article.handle));
    const dates = edges.map((edge) => edge.node.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const [first] = edges;
    const id = Number(first?.node.id.split('/').pop());
    expect(first?.node).toEqual({
      id: articleGid(id),
      title: articlesData[0]?.title,
      handle: articlesData[0]?.handle,
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      excerpt: articlesData[0]?.excerpt,
      contentHtml: expect.stringContaining('<h2>'),
      onlineStoreUrl: `${webUrl}/articles/${id}`,
      tags: articlesData[0]?.tags,
      image: {
        url: `/media/articles/${articlesData[0]?.handle}.svg`,
        altText: articlesData[0]?.title,
        width: null,
        height: null,
      },
    });
    expect(JSON.stringify(edges)).not.toContain('مسودة لم تنشر');
  });

  it('pages with `after`: every article once, in order, hasNextPage until the last', async () => {
    const all = (await articlesPage(ARTICLES_PAGE_SIZE)).articles.edges.map((edge) => edge.node.id);
    const seen: string[] = [];
    let after: string | undefined;
    for (let turn = 0; turn < 5; turn += 1) {
      const { edges, pageInfo } = (await articlesPage(3, after)).articles;
      seen.push(...edges.map((edge) => edge.node.id));
      expect(pageInfo.hasNextPage).toBe(seen.length < all.length);
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor ?? undefined;
    }
    expect(seen).toEqual(all);
  });

  it('pages backwards with last/before, and sorts by title', async () => {
    const forward = await graphqlData<{ articles: { nodes: Array<{ id: string }> } }>(
      store,
      '{ articles(first: 250, sortKey: TITLE) { nodes { id } } }',
    );
    const ids = forward.articles.nodes.map((node) => node.id);
    const tail = await graphqlData<{
      articles: { nodes: Array<{ id: string }>; pageInfo: { hasPreviousPage: boolean; startCursor: string } };
    }>(store, '{ articles(last: 3, sortKey: TITLE) { nodes { id } pageInfo { hasPreviousPage startCursor } } }');
    expect(tail.articles.nodes.map((node) => node.id)).toEqual(ids.slice(-3));
    expect(tail.articles.pageInfo.hasPreviousPage).toBe(true);
    const before = await graphqlData<{
      articles: { nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean } };
    }>(
      store,
      'query ($before: String) { articles(last: 2, before: $before, sortKey: TITLE) { nodes { id } pageInfo { hasNextPage } } }',
      { before: tail.articles.pageInfo.startCursor },
    );
    expect(before.articles.nodes.map((node) => node.id)).toEqual(ids.slice(-5, -3));
    expect(before.articles.pageInfo.hasNextPage).toBe(true);
  });

  it('searches by tag and by words, as the Storefront API query argument does', async () => {
    const tagged = await graphqlData<{ articles: { nodes: Array<{ handle: string; tags: string[] }> } }>(
      store,
      '{ articles(first: 20, query: "tag:\\"حب الشباب\\"") { nodes { handle tags } } }',
    );
    expect(tagged.articles.nodes.map((node) => node.handle)).toEqual(['acne-prone-skin-care']);
    const words = await graphqlData<{ articles: { nodes: Array<{ handle: string }> } }>(
      store,
      '{ articles(first: 20, query: "الريتينول") { nodes { handle } } }',
    );
    expect(words.articles.nodes.map((node) => node.handle)).toContain('retinol-for-beginners');
  });

  it('links the products an article names to their pages in this catalogue', async () => {
    const data = await articlesPage(ARTICLES_PAGE_SIZE);
    const ids = data.articles.edges.flatMap((edge) =>
      [...String(edge.node.contentHtml).matchAll(/href="\/products-details\/(\d+)"/g)].map((m) => Number(m[1])),
    );
    expect(ids.length).toBeGreaterThan(10);
    const found = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from products where id in (${sql.join(ids, sql`, `)})`,
    );
    expect(found[0]?.n).toBe(new Set(ids).size);
    expect(JSON.stringify(data)).not.toContain('product:');
  });
});

describe('an article by id (ARTICLE_QUERY)', () => {
  it('answers the article the list answers, and null for an unknown, malformed or draft id', async () => {
    const [edge] = (await articlesPage(1)).articles.edges;
    const data = await graphqlData(store, ARTICLE_QUERY, { id: edge?.node.id });
    expect(articleQueryData.parse(data).article).not.toBeNull();
    expect((data as { article: unknown }).article).toEqual(edge?.node);

    const [draft] = await store.database.rows<{ id: number }>(sql`select id from articles where status = 'draft'`);
    for (const id of [articleGid(999_999), 'gid://shopify/Article/x', 'nonsense', articleGid(draft?.id ?? 0)]) {
      expect(await graphqlData(store, ARTICLE_QUERY, { id }), id).toEqual({ article: null });
    }
  });
});

describe('content pages (PAGE_QUERY, page by handle)', () => {
  it('answers a page by its fixed id', async () => {
    const guarantee = CONTENT_PAGES.find((page) => page.handle === 'guarantee');
    const data = await graphqlData(store, PAGE_QUERY, { id: pageGid(guarantee?.id ?? 0) });
    const page = pageQueryData.parse(data).page;
    expect(page).toMatchObject({
      id: pageGid(7),
      title: 'ضمان الأصالة والاسترجاع',
      body: expect.stringContaining('<h2>ضمان الأصالة</h2>'),
      bodySummary: expect.stringContaining('ضعف ثمنه'),
    });
    expect((data as { page: Record<string, unknown> }).page).toMatchObject({
      handle: 'guarantee',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(await graphqlData(store, PAGE_QUERY, { id: pageGid(999) })).toEqual({ page: null });
  });

  it('answers a page by handle, and every page in the contract’s order', async () => {
    const data = await graphqlData(store, '{ page(handle: "about-us") { id title onlineStoreUrl } }');
    expect(data).toEqual({ page: { id: pageGid(1), title: 'من نحن', onlineStoreUrl: `${webUrl}/about-us` } });
    const all = await graphqlData<{ pages: { nodes: Array<{ id: string; handle: string }> } }>(
      store,
      '{ pages(first: 20) { nodes { id handle } } }',
    );
    expect(all.pages.nodes).toEqual(CONTENT_PAGES.map((page) => ({ id: pageGid(page.id), handle: page.handle })));
  });
});

describe('the storefront access token', () => {
  const query = '{ articles(first: 1) { nodes { id } } }';

  it.each([
    ['missing', {}, 'storefront.token_missing', messages.storefrontTokenMissing],
    [
      'wrong',
      { 'x-shopify-storefront-access-token': 'not-the-token' },
      'storefront.token_invalid',
      messages.storefrontTokenInvalid,
    ],
    [
      'replaced by the app key',
      { 'x-app-key': DEV_APP_KEY },
      'storefront.token_missing',
      messages.storefrontTokenMissing,
    ],
  ])('%s → 401 with a GraphQL errors body', async (_label, headers, code, message) => {
    const response = await graphqlCall(store, query, undefined, headers);
    expect(response.statusCode).toBe(401);
    const body = response.json() as GraphqlBody & { code: string };
    expect(body.errors).toEqual([{ message, extensions: { code } }]);
    expect(body.code).toBe(code);
    expect(body.data).toBeUndefined();
  });

  it('is enough without X-App-Key, which a Shopify client never sends', async () => {
    const response = await graphqlCall(store, query);
    expect(response.statusCode).toBe(200);
    expect(errorCodesOf(response)).toEqual([]);
  });
});
