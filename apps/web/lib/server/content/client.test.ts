import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ARTICLE_QUERY, ARTICLES_QUERY, DEV_STOREFRONT_TOKEN, PAGE_QUERY, STOREFRONT_TOKEN_HEADER } from '@wb/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentServiceError, readArticle, readArticles, readPage } from './client';
import { type ContentConfig, contentConfig } from './config';

/**
 * The content client against recorded Storefront API answers (fixtures/*.json: status and body as Shopify sent
 * them), served by a real HTTP server on this machine that the configuration points at — the same code path a
 * real store takes, fetch included. The server answers like Shopify: by the query document and its variables, and
 * with a 401 when the access token is wrong.
 */
type Recorded = { status: number; body: unknown };
const recorded = (name: string): Recorded =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Recorded;

const SHOPIFY_TOKEN = 'shpat-storefront-0123456789abcdef';
const API_TOKEN = 'wb-storefront-test-token';
const KNOWN_ARTICLE = 558169948205;
const HOSTILE_ARTICLE = 558170046509;
const GUARANTEE_PAGE = 'gid://shopify/Page/98765432101';

let server: Server;
let origin: string;
/** Requests the server received, for the assertions on what the client sends. */
const received: Array<{ path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
/** An answer that replaces the recorded one (a failure of the service); null: answer from the recordings. */
let override: null | 'errors' | 'html' | 'unexpected-shape' | 'slow' = null;

function answerFor(path: string, headers: IncomingMessage['headers'], body: Record<string, unknown>): Recorded {
  const shopify = path === '/api/2025-07/graphql.json';
  const ours = path === '/api/v2/storefront/graphql.json';
  if (!shopify && !ours) return { status: 404, body: { errors: 'Not Found' } };
  if (headers[STOREFRONT_TOKEN_HEADER.toLowerCase()] !== (shopify ? SHOPIFY_TOKEN : API_TOKEN))
    return recorded('unauthorized');
  if (override === 'errors') return recorded('errors');
  if (override === 'unexpected-shape') return { status: 200, body: { data: { articles: { nodes: [] } } } };
  const variables = (body.variables ?? {}) as Record<string, unknown>;
  if (body.query === ARTICLES_QUERY) {
    const first = recorded('articles-first-page');
    const cursor = (first.body as { data: { articles: { pageInfo: { endCursor: string } } } }).data.articles.pageInfo
      .endCursor;
    return variables.after === cursor ? recorded('articles-second-page') : first;
  }
  if (body.query === ARTICLE_QUERY) {
    if (variables.id === `gid://shopify/Article/${KNOWN_ARTICLE}`) return recorded('article');
    if (variables.id === `gid://shopify/Article/${HOSTILE_ARTICLE}`) return recorded('article-hostile');
    return recorded('article-missing');
  }
  if (body.query === PAGE_QUERY) return recorded(variables.id === GUARANTEE_PAGE ? 'page' : 'page-missing');
  return recorded('errors');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      received.push({ path: request.url ?? '', headers: request.headers, body });
      const send = () => {
        if (override === 'html') {
          response.writeHead(502, { 'Content-Type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
          return;
        }
        const answer = answerFor(request.url ?? '', request.headers, body);
        response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
      };
      if (override === 'slow') setTimeout(send, 1000);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  override = null;
  received.length = 0;
});

const shopify = (env: Record<string, string> = {}): ContentConfig =>
  contentConfig({
    CONTENT_SOURCE: 'shopify',
    SHOPIFY_STORE_DOMAIN: origin,
    SHOPIFY_STOREFRONT_TOKEN: SHOPIFY_TOKEN,
    SHOPIFY_PAGE_IDS: JSON.stringify({ guarantee: GUARANTEE_PAGE }),
    ...env,
  });

describe('the content client against a Shopify store', () => {
  it('reads the first ten articles, newest first, then the next page by cursor', async () => {
    const first = await readArticles(shopify());
    expect(first.articles).toHaveLength(10);
    expect(first.articles[0]).toMatchObject({
      id: `gid://shopify/Article/${KNOWN_ARTICLE}`,
      title: 'كيف تبنين روتين عناية بالبشرة يناسبك؟',
      publishedAt: '2025-11-03T07:00:00Z',
      image: { altText: 'منتجات روتين العناية الصباحي على رف الحمام', width: 1600, height: 900 },
    });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await readArticles(shopify(), first.pageInfo.endCursor);
    expect(second.articles.map((article) => article.title)).toEqual([
      'أساسيات العناية ببشرة الطفل',
      'العناية بالبشرة في رمضان',
    ]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    // Shopify's own endpoint and header, the contract's query document, spec §9's first 10.
    expect(received[1]).toMatchObject({
      path: '/api/2025-07/graphql.json',
      headers: { [STOREFRONT_TOKEN_HEADER.toLowerCase()]: SHOPIFY_TOKEN, 'content-type': 'application/json' },
      body: { query: ARTICLES_QUERY, variables: { first: 10, after: first.pageInfo.endCursor } },
    });
    expect(received[1]?.headers['x-app-key']).toBeUndefined();
  });

  it('reads an article by the number of its id, and null for one the store does not have', async () => {
    const article = await readArticle(shopify(), KNOWN_ARTICLE);
    expect(article?.title).toBe('كيف تبنين روتين عناية بالبشرة يناسبك؟');
    expect(article?.contentHtml).toContain('/products-details/12');
    expect(received[0]?.body.variables).toEqual({ id: `gid://shopify/Article/${KNOWN_ARTICLE}` });
    expect(await readArticle(shopify(), 1)).toBeNull();
  });

  it('reads a page by the id configured for its handle, and null for one the store does not have', async () => {
    const page = await readPage(shopify(), 'guarantee');
    expect(page).toMatchObject({ title: 'ضمان الأصالة والاسترجاع', createdAt: '2024-02-11T10:15:03Z' });
    expect(page?.body).toContain('ضعف ثمنه');
    expect(await readPage(shopify(), 'about-us')).toBeNull();
  });

  it('takes the API version from the configuration', async () => {
    await expect(readArticles(shopify({ SHOPIFY_API_VERSION: '2024-10' }))).rejects.toMatchObject({ status: 404 });
    expect(received[0]?.path).toBe('/api/2024-10/graphql.json');
  });

  it.each([
    ['a wrong access token (401)', null, () => readArticles(shopify({ SHOPIFY_STOREFRONT_TOKEN: 'wrong' })), 401],
    ['an answer with GraphQL errors', 'errors', () => readPage(shopify(), 'guarantee'), 200],
    ['an answer the contract does not accept', 'unexpected-shape', () => readArticles(shopify()), 200],
    ['a gateway error page', 'html', () => readArticles(shopify()), 502],
  ] as const)('fails with a content service error on %s', async (_case, answer, read, status) => {
    override = answer;
    const failure = await read().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentServiceError);
    expect(failure).toMatchObject({ status });
  });

  it('gives up when the store does not answer in time', async () => {
    override = 'slow';
    await expect(readArticles(shopify(), null, { timeoutMs: 200 })).rejects.toMatchObject({
      name: 'ContentServiceError',
      status: 0,
    });
  });

  it('fails plainly when nothing listens at the address', async () => {
    const closed = contentConfig({ API_URL: 'http://127.0.0.1:9', STOREFRONT_ACCESS_TOKEN: API_TOKEN });
    await expect(readArticles(closed)).rejects.toMatchObject({ name: 'ContentServiceError', status: 0 });
  });
});

describe('the content client against our API (the default source)', () => {
  it("posts to the API's storefront endpoint with the storefront token and the app key", async () => {
    const config = contentConfig({ API_URL: origin, STOREFRONT_ACCESS_TOKEN: API_TOKEN, APP_KEY: 'wb-test-key' });
    const first = await readArticles(config);
    expect(first.articles).toHaveLength(10);
    expect(received[0]).toMatchObject({
      path: '/api/v2/storefront/graphql.json',
      headers: { [STOREFRONT_TOKEN_HEADER.toLowerCase()]: API_TOKEN, 'x-app-key': 'wb-test-key' },
    });
    // Our pages have the seeded ids of the contract's CONTENT_PAGES.
    await readPage(config, 'guarantee');
    expect(received[1]?.body.variables).toEqual({ id: 'gid://shopify/Page/7' });
  });

  it('sends the development token when none is configured', () => {
    expect(contentConfig({}).headers[STOREFRONT_TOKEN_HEADER]).toBe(DEV_STOREFRONT_TOKEN);
  });
});

describe('the configuration', () => {
  it('needs a domain and a token to read from Shopify, and says so', () => {
    expect(() => contentConfig({ CONTENT_SOURCE: 'shopify' })).toThrow(/SHOPIFY_STORE_DOMAIN/);
  });

  it('reads a bare domain over HTTPS and allows Shopify CDN pictures', () => {
    const config = contentConfig({
      CONTENT_SOURCE: 'shopify',
      SHOPIFY_STORE_DOMAIN: 'wonder-beauty-iq.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: SHOPIFY_TOKEN,
    });
    expect(config.endpoint).toBe('https://wonder-beauty-iq.myshopify.com/api/2025-07/graphql.json');
    expect(config.imageOrigins).toEqual(['https://cdn.shopify.com']);
  });

  it('refuses page ids that are not a JSON object', () => {
    expect(() => shopify({ SHOPIFY_PAGE_IDS: '["about-us"]' })).toThrow(/SHOPIFY_PAGE_IDS/);
    expect(() => shopify({ SHOPIFY_PAGE_IDS: 'about-us=1' })).toThrow(/SHOPIFY_PAGE_IDS/);
  });
});
