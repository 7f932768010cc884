import { messages, type ProductCard } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { Breadcrumbs, Container, SectionHeading } from '@/components/ui/layout';
import { RichText } from '@/components/ui/Prose';
import { ProductGrid } from '@/features/catalog/ProductCard';
import { articleJsonLd } from '@/features/content/article-json-ld';
import { ContentUnavailable } from '@/features/content/ContentUnavailable';
import { serializeJsonLd } from '@/features/product/json-ld';
import { formatDate } from '@/lib/format';
import { intParam } from '@/lib/search-params';
import { getProductDetails } from '@/lib/server/catalog';
import { getArticle } from '@/lib/server/content';
import { cleanHtml, linkedProductIds, plainText } from '@/lib/server/content/html';
import { siteUrl } from '@/lib/site';

type Props = { params: Promise<{ id: string }> };

/** The number of an article's global id (`gid://shopify/Article/<n>`), up to the contract's twelve digits. */
const articleId = (text: string) => intParam(text, 999_999_999_999) || null;

/** The article, null when the service has none, or 'failed' when the service could not answer. */
async function load(text: string) {
  const id = articleId(text);
  if (!id) return { id: 0, article: null };
  try {
    return { id, article: await getArticle(id) };
  } catch {
    return { id, article: 'failed' as const };
  }
}

const descriptionOf = (article: { excerpt: string | null; contentHtml: string }) =>
  article.excerpt?.trim() || plainText(article.contentHtml);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, article } = await load((await params).id);
  if (article === 'failed') return { title: 'المقالات', robots: { index: false } };
  if (!article) return { title: 'المقال غير موجود', robots: { index: false } };
  const path = `/articles/${id}`;
  const description = descriptionOf(article);
  const image = article.image
    ? { url: article.image.url, width: article.image.width ?? undefined, height: article.image.height ?? undefined }
    : null;
  return {
    title: article.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      title: article.title,
      description,
      url: path,
      publishedTime: article.publishedAt,
      tags: article.tags,
      images: image ? [{ ...image, alt: article.image?.altText || article.title }] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: article.title,
      description,
      images: image ? [image.url] : undefined,
    },
  };
}

/** The products the article links to, in its order; one that is gone is left out. */
async function linkedProducts(html: string): Promise<ProductCard[]> {
  const ids = linkedProductIds(html, siteUrl().origin);
  const products = await Promise.all(ids.map((id) => getProductDetails(id).catch(() => null)));
  return products.filter((product): product is NonNullable<typeof product> => product !== null);
}

export default async function ArticlePage({ params }: Props) {
  const { id, article } = await load((await params).id);
  if (article === 'failed')
    return (
      <ContentUnavailable title="المقالات" failureMessage={messages.fetchArticleFailed} retryHref={`/articles/${id}`} />
    );
  if (!article) notFound();
  // The picture is the page's largest paint: announced in the <head>, so a slow phone asks for it before it has
  // parsed the header above it.
  if (article.image) preload(article.image.url, { as: 'image', fetchPriority: 'high' });
  const html = cleanHtml(article.contentHtml);
  const products = await linkedProducts(html);
  return (
    <>
      <Container narrow>
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes '<'.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(articleJsonLd(article, id, descriptionOf(article))) }}
        />
        <Breadcrumbs items={[{ label: 'المقالات', href: '/articles' }, { label: article.title }]} />
        <article className="overflow-hidden rounded-card bg-white ring-1 ring-line">
          {article.image ? (
            <img
              src={article.image.url}
              alt={article.image.altText || article.title}
              width={article.image.width ?? 1600}
              height={article.image.height ?? 900}
              fetchPriority="high"
              decoding="async"
              className="aspect-[16/9] w-full bg-brand-50 object-cover"
            />
          ) : null}
          <div className="p-5 md:p-8">
            <header>
              <h1 className="text-2xl font-bold leading-10 text-ink md:text-3xl md:leading-[3rem]">{article.title}</h1>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                {article.tags.map((tag) => (
                  <span key={tag} className="rounded-full bg-brand-50 px-3 py-0.5 text-xs text-brand-800">
                    {tag}
                  </span>
                ))}
              </p>
            </header>
            <RichText cleanHtml={html} className="mt-6" />
          </div>
        </article>
      </Container>
      {products.length > 0 && (
        <Container>
          <section className="mt-10">
            <SectionHeading title="منتجات ذكرها المقال" />
            <ProductGrid products={products} />
          </section>
        </Container>
      )}
      <Container narrow>
        <p className="mt-8">
          <Link prefetch={false} href="/articles" className="inline-block py-2 text-sm font-medium text-brand-700">
            كل المقالات
          </Link>
        </p>
      </Container>
    </>
  );
}
