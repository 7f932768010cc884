import { landingSlug, messages } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CopyButton } from '@/components/ui/CopyButton';
import { Container, SectionHeading } from '@/components/ui/layout';
import { ProductGrid } from '@/features/catalog/ProductCard';
import { ContentUnavailable } from '@/features/content/ContentUnavailable';
import { formatDate } from '@/lib/format';
import { getCollectionProducts } from '@/lib/server/catalog';
import { getLandingPage } from '@/lib/server/content';

type Props = { params: Promise<{ slug: string }> };

/** The campaign, null when there is none at this address, or 'failed' when the API could not answer. */
async function load(slugText: string) {
  const slug = landingSlug.safeParse(slugText);
  if (!slug.success) return { slug: '', landing: null };
  try {
    return { slug: slug.data, landing: await getLandingPage(slug.data) };
  } catch {
    return { slug: slug.data, landing: 'failed' as const };
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, landing } = await load((await params).slug);
  if (landing === 'failed') return { title: 'العروض', robots: { index: false } };
  if (!landing) return { title: 'العرض غير موجود', robots: { index: false } };
  const path = `/landing/${slug}`;
  return {
    title: landing.title,
    description: landing.hero_text,
    alternates: { canonical: path },
    openGraph: {
      title: landing.hero_title,
      description: landing.hero_text,
      url: path,
      images: landing.hero_image_url ? [{ url: landing.hero_image_url }] : undefined,
    },
  };
}

/**
 * `/landing/[slug]` (issue 15): a campaign written in the staff desk — a hero, the products of one collection and,
 * when the campaign has one, a discount code to copy for checkout. Unknown, unpublished or ended: 404.
 */
export default async function LandingPage({ params }: Props) {
  const { slug, landing } = await load((await params).slug);
  if (landing === 'failed')
    return (
      <ContentUnavailable title="العروض" failureMessage={messages.fetchPageFailed} retryHref={`/landing/${slug}`} />
    );
  if (!landing) notFound();
  const products = landing.collection_id
    ? await getCollectionProducts(landing.collection_id, 1).catch(() => null)
    : null;
  return (
    <Container className="pt-4">
      <section className="overflow-hidden rounded-card bg-gradient-to-bl from-brand-100 via-brand-50 to-white ring-1 ring-brand-100 md:grid md:grid-cols-2 md:items-center">
        {landing.hero_image_url ? (
          <img
            src={landing.hero_image_url}
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
            decoding="async"
            className="aspect-[16/9] w-full object-cover md:order-last"
          />
        ) : null}
        <div className="p-5 md:p-10">
          <h1 className="text-2xl font-bold leading-10 text-brand-900 md:text-4xl md:leading-[3.5rem]">
            {landing.hero_title}
          </h1>
          <p className="mt-3 text-base leading-8 text-ink">{landing.hero_text}</p>
          {landing.ends_at ? (
            <p className="mt-2 text-sm text-muted">يستمر العرض حتى {formatDate(landing.ends_at)}</p>
          ) : null}
          {landing.code ? (
            <div className="mt-5">
              <p className="text-sm font-medium text-ink">استخدم هذا الكود عند إتمام الطلب:</p>
              <div className="mt-2 flex max-w-sm items-center justify-between gap-2 rounded-xl border border-dashed border-brand-300 bg-white ps-4 pe-1.5 py-1.5">
                <bdi dir="ltr" className="font-mono text-lg font-bold tracking-wider text-brand-900">
                  {landing.code}
                </bdi>
                <CopyButton text={landing.code} what="الكود" />
              </div>
            </div>
          ) : null}
          {products && products.data.length > 0 ? (
            <a
              href="#campaign-products"
              className="mt-6 inline-grid min-h-11 place-items-center rounded-full bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700"
            >
              تسوّق منتجات العرض
            </a>
          ) : null}
        </div>
      </section>
      {products && products.data.length > 0 ? (
        <section id="campaign-products" className="mt-10 scroll-mt-24">
          <SectionHeading
            title={products.collection.title}
            href={
              products.total > products.data.length ? `/collections/allProducts/${products.collection.id}` : undefined
            }
          />
          <ProductGrid products={products.data} />
        </section>
      ) : (
        <p className="mt-8 text-center text-sm">
          <Link prefetch={false} href="/offer-page" className="inline-block py-2 font-medium text-brand-700">
            تصفح كل العروض
          </Link>
        </p>
      )}
    </Container>
  );
}
