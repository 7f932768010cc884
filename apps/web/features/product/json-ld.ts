import type { ProductDetails, ReviewsPage } from '@wb/contract';
import { absoluteUrl } from '@/lib/site';

/**
 * schema.org Product with one IQD Offer per variant (spec: currency IQD; availability InStock/OutOfStock), and its
 * `aggregateRating` once it has reviews (search engines refuse one with no reviews).
 */
export function productJsonLd(product: ProductDetails, reviews?: ReviewsPage['summary'] | null) {
  const url = absoluteUrl(`/products-details/${product.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    url,
    name: product.title,
    description: product.description.slice(0, 5000),
    image: product.images.map((image) => absoluteUrl(image.url)),
    sku: product.default_variant_sku,
    brand: { '@type': 'Brand', name: product.brand.name_en || product.brand.name },
    category: product.category.name,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      url: `${url}?variant=${variant.id}`,
      sku: variant.sku,
      name: variant.title,
      price: variant.price,
      priceCurrency: 'IQD',
      availability: variant.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    })),
    ...(reviews && reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so a product text cannot close the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
