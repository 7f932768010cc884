import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../executor';
import { brands, products } from '../schema';
import { anchorProducts } from './data/anchors';
import { articlesData } from './data/articles';
import { contentPagesData } from './data/content-pages';
import { landingPagesData } from './data/landing-pages';

const DAY_MS = 86_400_000;
const PRODUCT_LINK = /<a href="product:([a-z0-9-]+)">([^<]*)<\/a>/g;

/**
 * The product page each mentioned anchor product has in this catalogue: the anchor itself when it was generated (any
 * --products ≥ the anchors), else the best seller of its brand, else none (the mention stays plain words).
 */
async function productPages(tx: Executor, handles: readonly string[]): Promise<Map<string, number>> {
  const found = await tx
    .select({ handle: products.handle, id: products.id })
    .from(products)
    .where(inArray(products.handle, [...handles]));
  const ids = new Map(found.map((row) => [row.handle, row.id]));
  for (const handle of handles) {
    if (ids.has(handle)) continue;
    const brand = anchorProducts.find((anchor) => anchor.handle === handle)?.brand;
    if (!brand) continue;
    const [best] = await tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(brands.slug, brand), eq(products.status, 'active')))
      .orderBy(desc(products.salesCount), products.id)
      .limit(1);
    if (best) ids.set(handle, best.id);
  }
  return ids;
}

/** An article's HTML with its product mentions pointing at this catalogue's product pages. */
export function linkProducts(html: string, pages: ReadonlyMap<string, number>): string {
  return html.replace(PRODUCT_LINK, (_whole, handle: string, words: string) => {
    const id = pages.get(handle);
    return id === undefined ? words : `<a href="/products-details/${id}">${words}</a>`;
  });
}

/**
 * The content service's seed (issue 15): the fixed content pages, the published skin-care guides (dated back from
 * the reference date, so the seed stays deterministic) and the summer campaign page.
 */
export async function contentPagesRows(tx: Executor, referenceDate: Date): Promise<void> {
  const at = referenceDate.toISOString();
  const day = (days: number) => new Date(referenceDate.getTime() + days * DAY_MS).toISOString();
  const pages = contentPagesData.map((page) => ({
    id: page.id,
    handle: page.handle,
    title: page.title,
    body_html: page.html,
    body_summary: page.summary,
    created_at: at,
    updated_at: at,
  }));
  await tx.execute(sql`
    insert into content_pages (id, handle, title, body_html, body_summary, created_at, updated_at)
    select * from json_to_recordset(${JSON.stringify(pages)}::json) as x(id int, handle text, title text,
      body_html text, body_summary text, created_at timestamptz, updated_at timestamptz)`);

  const handles = [
    ...new Set(articlesData.flatMap((a) => [...a.html.matchAll(PRODUCT_LINK)].map((m) => m[1] as string))),
  ];
  const links = await productPages(tx, handles);
  // Oldest first, so ids rise with the publication date as a blog's do.
  const articles = [...articlesData].reverse().map((article, i) => ({
    id: i + 1,
    handle: article.handle,
    title: article.title,
    excerpt: article.excerpt,
    body_html: linkProducts(article.html, links),
    image_url: `/media/articles/${article.handle}.svg`,
    image_alt: article.title,
    tags: article.tags,
    published_at: day(-article.publishedDaysAgo),
    author: article.author,
    created_at: day(-article.publishedDaysAgo - 1),
    updated_at: day(-article.publishedDaysAgo),
  }));
  await tx.execute(sql`
    insert into articles (id, handle, title, excerpt, body_html, image_url, image_alt, tags, status, published_at,
      author, created_at, updated_at)
    select id, handle, title, excerpt, body_html, image_url, image_alt, tags, 'published', published_at, author,
      created_at, updated_at
    from json_to_recordset(${JSON.stringify(articles)}::json) as x(id int, handle text, title text, excerpt text,
      body_html text, image_url text, image_alt text, tags text[], published_at timestamptz, author text,
      created_at timestamptz, updated_at timestamptz)`);

  const landings = landingPagesData.map((landing, i) => ({
    id: i + 1,
    slug: landing.slug,
    title: landing.title,
    hero_title: landing.heroTitle,
    hero_text: landing.heroText,
    hero_image_url: `/media/landings/${landing.slug}.svg`,
    collection: landing.collection,
    code: landing.code,
    starts_at: day(landing.startsInDays),
    ends_at: day(landing.endsInDays),
    created_at: at,
  }));
  await tx.execute(sql`
    insert into landing_pages (id, slug, title, hero_title, hero_text, hero_image_url, collection_id, code, published,
      starts_at, ends_at, created_at, updated_at)
    select x.id, x.slug, x.title, x.hero_title, x.hero_text, x.hero_image_url,
      (select c.id from collections c where c.slug = x.collection), x.code, true, x.starts_at, x.ends_at,
      x.created_at, x.created_at
    from json_to_recordset(${JSON.stringify(landings)}::json) as x(id int, slug text, title text, hero_title text,
      hero_text text, hero_image_url text, collection text, code text, starts_at timestamptz, ends_at timestamptz,
      created_at timestamptz)`);
}
