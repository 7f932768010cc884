import { ARTICLE_HTML_POLICY } from '@wb/contract';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

/** An image the store shows: one of its own pictures (/media/…), or one on the web over http(s). */
const IMAGE_SOURCE = /^(\/media\/[^\s"'<>]+|https?:\/\/[^\s"'<>]+)$/i;

/**
 * The one cleaning of article and page HTML (issue 15): the contract's policy (text formatting, headings, lists, links,
 * images, tables, quotes; no scripts, styles, event handlers, frames or forms; links only over http(s), mailto:, tel:
 * or to the store's own paths), and pictures only from the store's /media/ or over http(s) — an `<img>` with any other
 * source (`x`, `data:`, `//host`) is dropped whole. A link opening a new tab gets `rel="noopener noreferrer"`.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML_POLICY.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_HTML_POLICY.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...ARTICLE_HTML_POLICY.allowedSchemes],
  allowedSchemesAppliedToAttributes: [...ARTICLE_HTML_POLICY.allowedSchemesAppliedToAttributes],
  allowProtocolRelative: ARTICLE_HTML_POLICY.allowProtocolRelative,
  disallowedTagsMode: ARTICLE_HTML_POLICY.disallowedTagsMode,
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The text of some HTML on one line, as Shopify's `content` and `excerpt` give it; cut at a word with `…`. */
export function plainText(html: string, truncateAt?: number | null): string {
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'h4', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  })
    .replace(/\s+/g, ' ')
    .trim();
  return truncateAt && truncateAt > 0 ? truncate(text, truncateAt) : text;
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
