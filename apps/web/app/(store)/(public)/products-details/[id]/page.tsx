import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { Breadcrumbs, Container, SectionHeading } from '@/components/ui/layout';
import { payloadProductOf } from '@/features/cart/payload';
import { ProductRail } from '@/features/catalog/ProductCard';
import { Gallery } from '@/features/product/Gallery';
import { productJsonLd, serializeJsonLd } from '@/features/product/json-ld';
import { PurchasePanel } from '@/features/product/PurchasePanel';
import { REVIEW_COUNT, ReviewsSection } from '@/features/reviews/ReviewsSection';
import { Stars } from '@/features/reviews/Stars';
import { countPhrase, formatIqd } from '@/lib/format';
import { intParam, type SearchParams } from '@/lib/search-params';
import { getProductDetails, getRelatedProducts, getSettings } from '@/lib/server/catalog';
import { getProductReviews } from '@/lib/server/reviews';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

async function load(idText: string) {
  const id = intParam(idText);
  if (!id) return null;
  return getProductDetails(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load((await params).id);
  if (!product) return { title: 'المنتج غير موجود', robots: { index: false } };
  const description =
    `${product.title} من ${product.brand.name} بسعر ${formatIqd(product.price)}. ${product.description}`
      .replace(/\s+/g, ' ')
      .slice(0, 160);
  const path = `/products-details/${product.id}`;
  return {
    title: product.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      title: product.title,
      description,
      url: path,
      images: product.images.slice(0, 1).map((image) => ({
        url: image.url,
        width: image.width,
        height: image.height,
        alt: image.alt,
      })),
    },
  };
}

export default async function ProductPage({ params, searchParams }: Props) {
  const product = await load((await params).id);
  if (!product) notFound();
  const query = await searchParams;
  const reviewsPage = Math.max(1, intParam(query.reviews_page, 1000) ?? 1);
  const [related, settings, reviews] = await Promise.all([
    getRelatedProducts(product.id).catch(() => []),
    getSettings().catch(() => null),
    getProductReviews(product.id, reviewsPage),
  ]);
  const wanted = intParam(query.variant);
  const initialVariant =
    product.variants.find((variant) => variant.id === wanted) ??
    product.variants.find((variant) => variant.id === product.default_variant_id) ??
    product.variants[0];

  return (
    <Container>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes '<'.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, reviews?.summary)) }}
      />
      <Breadcrumbs
        items={[
          ...product.breadcrumbs.map((crumb) => ({ label: crumb.name, href: `/products?category=${crumb.id}` })),
          { label: product.title },
        ]}
      />
      <div className="grid gap-6 md:grid-cols-[minmax(0,24rem)_1fr] md:gap-10 lg:grid-cols-[minmax(0,30rem)_1fr]">
        <Gallery images={product.images} title={product.title} />
        <div className="space-y-5">
          <div>
            <Link
              prefetch={false}
              href={`/brands/${product.brand.slug}`}
              className="inline-block py-1 text-sm font-bold text-brand-700"
            >
              {product.brand.name} <bdi className="font-normal text-muted">({product.brand.name_en})</bdi>
            </Link>
            <h1 className="mt-1 text-xl font-bold leading-8 text-ink md:text-2xl md:leading-10">{product.title}</h1>
            {/* The SKU is the store's word, not the shopper's: it stays on the desk and in the structured data. */}
            {product.product_type && <p className="mt-1 text-xs text-muted">{product.product_type}</p>}
            {reviews && reviews.summary.count > 0 && (
              <a href="#reviews" className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm text-ink">
                <Stars rating={reviews.summary.average} />
                <span>
                  {reviews.summary.average.toFixed(1)} ({countPhrase(reviews.summary.count, REVIEW_COUNT)})
                </span>
              </a>
            )}
          </div>
          {initialVariant ? (
            <PurchasePanel
              product={payloadProductOf(product)}
              category={product.category.name}
              variants={product.variants}
              initialVariantId={initialVariant.id}
            />
          ) : null}
          <ul className="space-y-2 rounded-2xl bg-brand-50/70 p-4 text-sm text-ink">
            <li className="flex items-center gap-2">
              <ShieldIcon size={20} className="text-brand-600" /> منتج أصلي مضمون من الوكيل المعتمد
            </li>
            <li className="flex items-center gap-2">
              <TruckIcon size={20} className="text-brand-600" />
              {settings
                ? `توصيل إلى كل المحافظات، ومجاني للطلبات من ${formatIqd(settings.free_delivery_threshold)}`
                : 'توصيل إلى كل المحافظات العراقية'}
            </li>
          </ul>
          {product.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-white px-3 py-1 text-xs text-brand-800 ring-1 ring-brand-100">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <section className="rounded-card bg-white p-5 ring-1 ring-line md:col-span-2">
          <h2 className="mb-3 text-lg font-bold text-ink">عن المنتج</h2>
          <div className="whitespace-pre-line text-[15px] leading-8 text-ink">{product.description}</div>
        </section>
        {product.ingredients.length > 0 && (
          <section className="rounded-card bg-white p-5 ring-1 ring-line">
            <h2 className="mb-3 text-lg font-bold text-ink">المكونات الفعّالة</h2>
            <ul className="space-y-1">
              {product.ingredients.map((ingredient) => (
                <li key={ingredient.id}>
                  <Link
                    prefetch={false}
                    href={`/search?q=${encodeURIComponent(ingredient.name)}`}
                    className="flex min-h-11 items-center justify-between gap-2 rounded-xl px-2 text-sm hover:bg-brand-50"
                  >
                    <span className="font-medium text-ink">{ingredient.name}</span>
                    <bdi dir="ltr" className="text-xs text-muted">
                      {ingredient.inci}
                    </bdi>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <ReviewsSection productId={product.id} page={reviewsPage} reviews={reviews} />

      {related.length > 0 && (
        <section className="mt-10">
          <SectionHeading title="منتجات ذات صلة" href={`/products?category=${product.category.id}`} />
          <ProductRail
            products={related}
            list={{ item_list_id: 'related_products', item_list_name: 'منتجات ذات صلة' }}
          />
        </section>
      )}
    </Container>
  );
}
