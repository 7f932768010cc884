import { ARTICLE_HTML_POLICY } from '@wb/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * Article and page HTML on its way into a page. The API cleans what the desk writes, but a Shopify store's HTML is
 * not ours to trust, so the web cleans again with the same policy (the contract's ARTICLE_HTML_POLICY) before it
 * renders anything. Beyond the policy: links that open a new tab cannot reach back to this one, and pictures in the
 * text load lazily (the article's own picture is the one above the fold).
 */
const renderOptions: sanitizeHtml.IOptions = {
  ...ARTICLE_HTML_POLICY,
  allowedTags: [...ARTICLE_HTML_POLICY.allowedTags],
  allowedAttributes: {
    ...Object.fromEntries(
      Object.entries(ARTICLE_HTML_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
    ),
    // `decoding` is added by the transform below.
    img: [...ARTICLE_HTML_POLICY.allowedAttributes.img, 'decoding'],
  },
  allowedSchemes: [...ARTICLE_HTML_POLICY.allowedSchemes],
  allowedSchemesAppliedToAttributes: [...ARTICLE_HTML_POLICY.allowedSchemesAppliedToAttributes],
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: withoutKey(attribs, 'target') },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};
function withoutKey(attribs: sanitizeHtml.Attributes, key: string): sanitizeHtml.Attributes {
  const { [key]: _dropped, ...rest } = attribs;
  return rest;
}

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, renderOptions);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of some HTML on one line (for a description or an excerpt), at most `max` characters, cut at a word. */
export function plainText(html: string, max = 160): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|div|blockquote)>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trim()}…`;
}

/** The most products an article shows under it. */
export const MAX_LINKED_PRODUCTS = 8;

/**
 * The products an article names: its links to `/products-details/<id>`, relative or on this store's own origin, in
 * the order they appear, each once.
 */
export function linkedProductIds(html: string, siteOrigin: string): number[] {
  const ids: number[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href\s*=\s*(["'])(.*?)\1/gi)) {
    const href = match[2] ?? '';
    let url: URL;
    try {
      url = new URL(href.replace(/&amp;/g, '&'), siteOrigin);
    } catch {
      continue;
    }
    if (url.origin !== new URL(siteOrigin).origin) continue;
    const id = /^\/products-details\/(\d{1,10})\/?$/.exec(url.pathname)?.[1];
    const number = id ? Number(id) : 0;
    if (number > 0 && number <= 2_147_483_647 && !ids.includes(number)) ids.push(number);
    if (ids.length === MAX_LINKED_PRODUCTS) break;
  }
  return ids;
}
