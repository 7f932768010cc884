import { statSync } from 'node:fs';
import {
  ARTICLES_QUERY,
  CONTENT_PAGES,
  DEV_STOREFRONT_TOKEN,
  gidNumber,
  PAGE_QUERY,
  pageGid,
  REVALIDATE_HEADER,
  REVALIDATE_PATH,
  STOREFRONT_TOKEN_HEADER,
} from '@wb/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot, withPage } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { signInExisting } from './session';

/**
 * Issue 15's content in Chromium: articles the desk publishes reaching the cached list, the list and its "load
 * more", an article page (its HTML, the products it names, JSON-LD), the guarantee page — each checked against what
 * the running store's content service answers to the contract's own queries with the storefront token.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type ArticleNode = { id: string; title: string; contentHtml: string };
type ArticlesAnswer = {
  data: { articles: { edges: Array<{ node: ArticleNode }>; pageInfo: { hasNextPage: boolean; endCursor: string } } };
};

/** A query to the store's content service as any storefront client sends it (through the web's /api/v2 forward). */
async function storefront<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v2/storefront/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [STOREFRONT_TOKEN_HEADER]: process.env.STOREFRONT_ACCESS_TOKEN || DEV_STOREFRONT_TOKEN,
    },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const articlesAfter = (after: string | null) => storefront<ArticlesAnswer>(ARTICLES_QUERY, { first: 10, after });
const numberOf = (article: ArticleNode) => gidNumber(article.id, 'Article');

/**
 * Three articles the desk writes and publishes, from a page of the admin's own session (the web forwards /api/v2 with
 * its token): with the seeded ones the list has more than ten, and publishing is what must reach the cached list.
 */
const DESK_ARTICLES = [
  ['ترطيب اليدين في الشتاء: عادات صغيرة تصنع الفرق', 'غسل اليدين المتكرر يسحب الزيوت الطبيعية من الجلد.'],
  ['حقيبة السفر الصغيرة: منتجات العناية التي تكفيك أسبوعاً', 'عبوات صغيرة، وواقي شمس، ومرطب واحد لكل شيء.'],
  ['مزيل المكياج المناسب: ماء ميسيلار أم زيت منظف؟', 'الماء الميسيلار يكفي للمكياج الخفيف، والزيت للمقاوم للماء.'],
] as const;

async function publishOnTheDesk(): Promise<void> {
  const admin = await openPage(browser, '/auth', DESKTOP);
  try {
    await signInExisting(admin, DESK_ADMINS.articles);
    for (const [title, text] of DESK_ARTICLES) {
      const answer = await admin.evaluate(
        async ([articleTitle, body]) => {
          const call = async (path: string, payload?: unknown) => {
            const response = await fetch(`/api/v2/admin${path}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
            });
            return { status: response.status, body: (await response.json()) as { data?: { id: number } } };
          };
          const created = await call('/articles', {
            title: articleTitle,
            body_html: `<p>${body}</p>`,
            tags: ['نصائح'],
          });
          const published = await call(`/articles/${created.body.data?.id}/publish`);
          return [created.status, published.status];
        },
        [title, text] as const,
      );
      expect(answer).toEqual([200, 200]);
    }
  } finally {
    await admin.context().close();
  }
}

describe('/articles', () => {
  it('shows what the desk publishes, lists the newest ten, and "load more" adds the next ones', async () => {
    // The list as the seed left it is in the storefront's cache before the desk publishes.
    expect(await (await fetch(`${baseUrl()}/articles`)).text()).not.toContain(DESK_ARTICLES[2][0]);
    await publishOnTheDesk();
    // The API's job tells the storefront to drop the cached list (/api/revalidate); the next visit has them.
    await expect
      .poll(async () => (await (await fetch(`${baseUrl()}/articles`)).text()).includes(DESK_ARTICLES[2][0]), {
        timeout: 30_000,
        interval: 1000,
      })
      .toBe(true);

    const first = (await articlesAfter(null)).data.articles;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await articlesAfter(first.pageInfo.endCursor)).data.articles;
    await withPage(browser, '/articles', PHONE, async (page) => {
      const titles = page.locator('main article h2');
      expect(await titles.allTextContents()).toEqual(first.edges.map((edge) => edge.node.title));
      await expectNoSeriousViolations(page);
      await page.getByRole('link', { name: 'عرض المزيد من المقالات' }).click();
      await expect
        .poll(() => titles.allTextContents())
        .toEqual([...first.edges, ...second.edges].map((edge) => edge.node.title));
      // Focus goes to the first article added, where the reader carries on (moved once the new titles are drawn, so
      // it may come a frame after them).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')))
        .toBe(`/articles/${numberOf(second.edges[0]?.node as ArticleNode)}`);
    });
  });
});

describe('an article page', () => {
  it('renders the clean HTML, the products the article names, and its JSON-LD and Open Graph', async () => {
    const nodes = (await articlesAfter(null)).data.articles.edges.map((edge) => edge.node);
    const withProducts = nodes.find((node) => /href="\/products-details\/\d+"/.test(node.contentHtml));
    expect(withProducts).toBeDefined();
    const article = withProducts as ArticleNode;
    const linked = new Set([...article.contentHtml.matchAll(/href="\/products-details\/(\d+)"/g)].map((m) => m[1]));
    const path = `/articles/${numberOf(article)}`;
    await withPage(browser, path, PHONE, async (page) => {
      expect(await page.locator('h1').textContent()).toBe(article.title);
      // The article itself (the product cards under it are <article>s too).
      const body = page.locator('main article').first();
      expect(await body.locator('script, iframe, [onclick], [onerror]').count()).toBe(0);
      expect(await body.locator('a[href^="/products-details/"]').count()).toBeGreaterThan(0);
      const related = page.locator('section', { has: page.getByRole('heading', { name: 'منتجات ذكرها المقال' }) });
      expect(await related.locator('li').count()).toBe(Math.min(linked.size, 8));

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({ '@type': 'Article', headline: article.title, inLanguage: 'ar' });
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}${path}`);
      await expectNoSeriousViolations(page);

      // 375 px: nothing wider than the phone, and a picture for people to look at.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'article');
      expect(statSync(`tests/e2e/screenshots/article-${PHONE.width}.png`).size).toBeGreaterThan(1000);
    });
    await withPage(browser, path, DESKTOP, (page) => screenshot(page, 'article'));
  });

  it('answers 404 for an article that does not exist', async () => {
    expect((await fetch(`${baseUrl()}/articles/999999999`)).status).toBe(404);
  });
});

describe('/collections/guarantee', () => {
  it("shows the guarantee page of the content service (page(id:) with the contract's id)", async () => {
    const guarantee = CONTENT_PAGES.find((page) => page.handle === 'guarantee');
    const answer = await storefront<{ data: { page: { title: string } } }>(PAGE_QUERY, {
      id: pageGid(guarantee?.id ?? 0),
    });
    await withPage(browser, '/collections/guarantee', PHONE, async (page) => {
      expect(await page.locator('h1').textContent()).toBe(answer.data.page.title);
    });
  });
});

describe('/api/revalidate', () => {
  const post = (secret: string) =>
    fetch(`${baseUrl()}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [REVALIDATE_HEADER]: secret },
      body: JSON.stringify({ tags: ['content:articles'] }),
    });

  it('drops content from the cache with the shared secret, and refuses without it', async () => {
    expect((await post('not-the-secret')).status).toBe(401);
    const accepted = await post(process.env.REVALIDATE_SECRET || 'wb-dev-revalidate');
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ revalidated: ['content:articles'] });
  });
});
