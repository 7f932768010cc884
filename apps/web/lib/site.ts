/** The public origin of the store, for canonical URLs, Open Graph, JSON-LD and the sitemap (env `SITE_URL`). */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? 'http://localhost:3000');
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}

export const SITE_NAME = 'وندر بيوتي';
export const SITE_DESCRIPTION =
  'وندر بيوتي: متجر عراقي لمنتجات العناية بالبشرة والشعر والمكياج والصيدلية، منتجات أصلية بالدينار العراقي وتوصيل إلى جميع المحافظات.';
