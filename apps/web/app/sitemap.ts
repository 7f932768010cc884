import { gidNumber } from '@wb/contract';
import type { MetadataRoute } from 'next';
import { filterProducts, getBrands, getCategories } from '@/lib/server/catalog';
import { getArticles } from '@/lib/server/content';
import type { ArticlesPage } from '@/lib/server/content/client';
import { absoluteUrl } from '@/lib/site';

/** Built per request (the API may be down while `next build` runs); the reads it makes are cached. */
export const dynamic = 'force-dynamic';

const staticPaths = [
  '/',
  '/products',
  '/categories',
  '/brands',
  '/offer-page',
  '/free-products',
  '/faq',
  '/articles',
  '/about-us',
  '/our-story',
  '/why-wonder',
  '/contact',
  '/privacy-policy',
  '/terms',
  '/collections/body',
  '/collections/hair',
  '/collections/brands',
  '/collections/category',
  '/collections/guarantee',
  '/collections/ingredients',
  '/collections/partner',
  '/collections/productsList',
  '/partner',
];

/** Product URLs listed: the best sellers first, up to this many (pages of 100, fetched a few at a time). */
const MAX_PRODUCTS = 5000;
const PAGE_SIZE = 100;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = staticPaths.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.6,
  }));

  const [categories, brands] = await Promise.all([
    getCategories().catch(() => []),
    getBrands(1, 100).catch(() => null),
  ]);
  for (const category of categories) {
    entries.push({ url: absoluteUrl(`/products?category=${category.id}`), changeFrequency: 'daily', priority: 0.7 });
    for (const child of category.children) {
      entries.push({ url: absoluteUrl(`/products?category=${child.id}`), changeFrequency: 'daily', priority: 0.6 });
    }
  }
  for (const brand of brands?.data ?? []) {
    entries.push({ url: absoluteUrl(`/brands/${brand.slug}`), changeFrequency: 'daily', priority: 0.7 });
  }

  for (const article of await articleEntries()) entries.push(article);

  const productPage = (page: number) =>
    filterProducts({ sort_key: 'best_selling', page, limit: PAGE_SIZE, filters: { availability: 'all' } }).catch(
      () => null,
    );
  const first = await productPage(1);
  if (first) {
    const pages = Math.min(first.total_pages, Math.ceil(MAX_PRODUCTS / PAGE_SIZE));
    const rest: Array<Awaited<ReturnType<typeof productPage>>> = [];
    for (let page = 2; page <= pages; page += 5) {
      const batch = Array.from({ length: Math.min(5, pages - page + 1) }, (_, index) => productPage(page + index));
      rest.push(...(await Promise.all(batch)));
    }
    for (const result of [first, ...rest]) {
      for (const product of result?.data ?? []) {
        entries.push({ url: absoluteUrl(`/products-details/${product.id}`), changeFrequency: 'weekly', priority: 0.8 });
      }
    }
  }
  return entries;
}

/** The articles listed: newest first, pages of 10 followed by cursor, up to this many. */
const MAX_ARTICLES = 200;

async function articleEntries(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = [];
  let after: string | null = null;
  while (entries.length < MAX_ARTICLES) {
    const page: ArticlesPage | null = await getArticles(after).catch(() => null);
    if (!page) break;
    for (const article of page.articles) {
      const id = gidNumber(article.id, 'Article');
      if (id !== null)
        entries.push({ url: absoluteUrl(`/articles/${id}`), lastModified: article.publishedAt, priority: 0.6 });
    }
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  return entries;
}
