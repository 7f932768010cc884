import { describe, expect, it, vi } from 'vitest';
import { GRAPHQL_LIMITS } from './graphql/limits';
import * as html from './html';
import { type ArticleRow, articleNode } from './nodes';

// Counts how often an article's HTML is turned into text: the costly part of a content answer (a long article
// parsed while nothing else in the process can run). The real function still does the work.
vi.mock('./html', async (importOriginal) => {
  const original = await importOriginal<typeof import('./html')>();
  return { ...original, plainText: vi.fn(original.plainText) };
});

const body = `<h2>عنوان</h2>${'<p>المرطب خطوة أساسية لكل بشرة، والفرق في القوام والمكونات. </p>'.repeat(300)}`;
const article: ArticleRow = {
  id: 7,
  handle: 'long-7',
  title: 'مقال طويل',
  excerpt: '',
  body_html: body,
  image_url: null,
  image_alt: null,
  tags: [],
  status: 'published',
  published_at: '2026-01-01T00:00:00Z',
  author: 'فريق',
  seo_title: null,
  seo_description: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('an article’s text', () => {
  it(`is made once per article, however many of the ${GRAPHQL_LIMITS.maxAliases} aliases ask for it`, () => {
    const node = articleNode(article, 'https://store.example');
    const texts = Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => node.content({ truncateAt: i + 1 }));
    // The excerpt (none of its own: made from the text) and the SEO description share the same text.
    const excerpt = node.excerpt({});
    node.seo();

    expect(vi.mocked(html.plainText)).toHaveBeenCalledTimes(1);
    // Each alias still gets its own cut of the same text.
    expect(texts.every((text) => text.startsWith('ع'))).toBe(true);
    expect(new Set(texts).size).toBeGreaterThan(1);
    expect(excerpt).toMatch(/^عنوان/);
  });

  it('is not made at all when no field asks for it', () => {
    vi.mocked(html.plainText).mockClear();
    const node = articleNode({ ...article, excerpt: 'مقتطف' }, 'https://store.example');
    expect(node.title).toBe('مقال طويل');
    expect(node.excerpt({})).toBe('مقتطف');
    expect(vi.mocked(html.plainText)).not.toHaveBeenCalled();
  });
});
