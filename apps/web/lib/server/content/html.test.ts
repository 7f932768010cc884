import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanHtml, linkedProductIds, MAX_LINKED_PRODUCTS, plainText } from './html';

/** The HTML of two recorded Shopify articles (fixtures/): an ordinary one and one written to attack the page. */
const articleHtml = (name: string): string =>
  (
    JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as {
      body: { data: { article: { contentHtml: string } } };
    }
  ).body.data.article.contentHtml;

describe('cleanHtml', () => {
  it('keeps no script, event handler, frame or javascript: link of a hostile article, and keeps its text', () => {
    const clean = cleanHtml(articleHtml('article-hostile'));
    expect(clean).not.toMatch(/<script|onclick|<iframe|javascript:/i);
    expect(clean).toContain('<p>يناسب معظم أنواع البشرة، ويُستعمل مع الريتينول دون مشكلة.</p>');
  });

  it('keeps headings, lists, quotes, links and pictures of an ordinary article', () => {
    const clean = cleanHtml(articleHtml('article'));
    expect(clean).toContain('<h2>ابدئي بالأساسيات</h2>');
    expect(clean).toContain('<a href="/products-details/12">غسول سيرافي الرغوي</a>');
    expect(clean).toContain('<blockquote>');
    expect(cleanHtml('<img src="https://cdn.shopify.com/a.png" alt="صورة" onerror="x()">')).toBe(
      '<img src="https://cdn.shopify.com/a.png" alt="صورة" loading="lazy" decoding="async" />',
    );
  });

  it('makes a link that opens a new tab unable to reach back, and drops other targets', () => {
    expect(cleanHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(cleanHtml('<a href="/faq" target="_parent" rel="opener">x</a>')).toBe('<a href="/faq" rel="opener">x</a>');
  });

  it('drops styles, forms and data: pictures', () => {
    expect(
      cleanHtml('<style>body{display:none}</style><form action="/x"><input></form><p style="color:red">ن</p>'),
    ).toBe('<p>ن</p>');
    expect(cleanHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe(
      '<img loading="lazy" decoding="async" />',
    );
  });
});

describe('linkedProductIds', () => {
  it("finds the products an article links to, relative or on the store's own origin, once each", () => {
    expect(linkedProductIds(articleHtml('article'), 'https://wonderbeauty.iq')).toEqual([12, 31]);
    expect(linkedProductIds(articleHtml('article'), 'http://localhost:3000')).toEqual([12]);
    expect(
      linkedProductIds(
        '<a href="/products-details/5">a</a><a href="/products-details/5/">b</a><a href="/products-details/x">c</a>',
        'http://localhost:3000',
      ),
    ).toEqual([5]);
  });

  it('shows a few products at most', () => {
    const many = Array.from({ length: 20 }, (_, index) => `<a href="/products-details/${index + 1}">p</a>`).join('');
    expect(linkedProductIds(many, 'http://localhost:3000')).toHaveLength(MAX_LINKED_PRODUCTS);
  });
});

describe('plainText', () => {
  it('reads the text of HTML on one line, entities decoded, cut at a word', () => {
    expect(plainText('<h2>عنوان</h2><p>نص &amp; تفاصيل</p>')).toBe('عنوان نص & تفاصيل');
    const long = plainText(`<p>${'كلمة '.repeat(60)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('كلمة…')).toBe(true);
  });
});
