import type { StorefrontArticleNode } from '@wb/contract';
import { absoluteUrl, SITE_NAME, siteUrl } from '@/lib/site';

/**
 * schema.org Article for an article page (issue 15): headline, picture, dates, the store as author and publisher
 * (the articles are the pharmacists' team's, signed by the store), in Arabic.
 */
export function articleJsonLd(article: StorefrontArticleNode, id: number, description: string) {
  const url = absoluteUrl(`/articles/${id}`);
  const store = { '@type': 'Organization', name: SITE_NAME, url: siteUrl().toString() };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: article.title.slice(0, 110),
    description,
    ...(article.image ? { image: [absoluteUrl(article.image.url)] } : {}),
    datePublished: article.publishedAt,
    inLanguage: 'ar',
    ...(article.tags.length > 0 ? { keywords: article.tags.join('، ') } : {}),
    author: store,
    publisher: { ...store, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
  };
}
