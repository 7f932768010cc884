import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Account, cart and checkout pages are per person; search results are endless variations of the catalogue.
      disallow: ['/api/', '/auth', '/cart', '/checkout', '/profile', '/influencer', '/pharmacists', '/search?'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
