import { ARTICLE_QUERY, ARTICLES_QUERY, articleGid, messages, PAGE_QUERY, pageGid } from '@wb/contract';
import { articlesData, contentPagesData } from '@wb/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { auditOf, type Desk, deskOf } from '../../../../test/desk';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../../test/harness';
import { graphqlData } from '../../../../test/storefront';
import { cleanHtml } from './html';

/**
 * The desk's articles and content pages (issue 15, admins): HTML cleaned on write and stored clean, drafts never in
 * the store, a publication there at once (the API's cached answers dropped as the write commits), every write audited.
 */
let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    CACHE_TTL_SECONDS: '3600',
    JOBS_WORK: 'false',
  });
  desk = await deskOf(store);
});
afterAll(() => store?.close());

// Long before the cache would expire of itself (an hour): a change seen within it was pushed, on a busy machine too.
const soon = { timeout: 15_000 };

const HOSTILE = `<h2>عنوان</h2><p onclick="steal()">نص <strong>عريض</strong> <a href="javascript:alert(1)">رابط</a>
<a href="/products-details/1" target="_blank">منتج</a></p><script>alert(1)</script><img src=x onerror=alert(1)>
<iframe src="https://evil.example"></iframe><img src="/media/articles/a.svg" alt="صورة" onerror="alert(1)">
<img src="data:image/png;base64,AAAA"><style>body{display:none}</style><form action="/x"><input name="q"></form>`;

const article = (fields: Record<string, unknown> = {}) => ({
  title: 'دليل جديد للعناية',
  excerpt: 'مقتطف قصير',
  body_html: '<h2>مقدمة</h2><p>نص <strong>عريض</strong> و<a href="https://example.com">رابط</a>.</p>',
  tags: ['العناية بالبشرة'],
  ...fields,
});

async function created(fields: Record<string, unknown> = {}) {
  const response = await desk.send('POST', '/admin/articles', article(fields));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; handle: string; body_html: string; status: string; gid: string };
}

const storedHtml = async (id: number) =>
  (await store.database.rows<{ body_html: string }>(sql`select body_html from articles where id = ${id}`))[0]
    ?.body_html;

describe('HTML is cleaned on write', () => {
  it('stores and answers an article without scripts, handlers, javascript: links, frames or foreign images', async () => {
    const { id, body_html } = await created({ body_html: HOSTILE });
    const stored = await storedHtml(id);
    expect(body_html).toBe(stored);
    for (const banned of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      'data:',
      '<style',
      '<form',
      '<input',
      'src="x"',
    ]) {
      expect(stored, banned).not.toContain(banned);
    }
    expect(stored).toContain('<h2>عنوان</h2>');
    expect(stored).toContain('<strong>عريض</strong>');
    expect(stored).toContain('<a href="/products-details/1" target="_blank" rel="noopener noreferrer">منتج</a>');
    expect(stored).toContain('<img src="/media/articles/a.svg" alt="صورة" />');
    expect(stored).toContain('<a>رابط</a>');
  });

  it('cleans a content page the same way', async () => {
    const response = await desk.send('PUT', '/admin/content-pages/6', {
      title: 'الشروط والأحكام',
      body_html: `<p>شروط</p><img src=x onerror=alert(1)><script>alert(1)</script>`,
      body_summary: 'ملخص',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.body_html).toBe('<p>شروط</p>');
  });

  it('leaves the seeded articles and pages as they are: they already meet the policy', () => {
    for (const { html } of [...articlesData, ...contentPagesData]) {
      const linked = html.replace(/href="product:[a-z0-9-]+"/g, 'href="/products-details/1"');
      expect(cleanHtml(linked)).toBe(linked.replace(/<br>/g, '<br />').trim());
    }
  });
});

describe('who may write', () => {
  it('refuses staff (403), a customer (403) and a guest (401)', async () => {
    for (const [mobile, status] of [
      [DEMO.staff, 403],
      [DEMO.customer, 403],
    ] as const) {
      const headers = bearer((await store.signIn(mobile)).jwt_token);
      const list = await store.call({ method: 'GET', url: '/api/v2/admin/articles', headers });
      expectArabicError(list, status);
      const write = await store.call({ method: 'POST', url: '/api/v2/admin/articles', headers, payload: article() });
      expectArabicError(write, status);
    }
    expectArabicError(await store.call({ method: 'POST', url: '/api/v2/admin/articles', payload: article() }), 401);
  });
});

describe('articles: draft, publish, unpublish, delete', () => {
  const published = async () =>
    (
      await graphqlData<{ articles: { edges: Array<{ node: { id: string; title: string } }> } }>(
        store,
        ARTICLES_QUERY,
        { first: 20 },
      )
    ).articles.edges.map((edge) => edge.node.id);

  it('keeps a draft out of the store; publishing shows it at once, first in the blog; unpublishing takes it out', async () => {
    const before = await published();
    const { id, gid, status } = await created({ title: 'مقال للنشر' });
    expect(status).toBe('draft');
    expect(gid).toBe(articleGid(id));
    expect(await published()).toEqual(before);
    expect(await graphqlData(store, ARTICLE_QUERY, { id: gid })).toEqual({ article: null });

    const publish = await desk.send('POST', `/admin/articles/${id}/publish`);
    expect(publish.statusCode).toBe(200);
    expect(publish.json().message).toBe(messages.articlePublished);
    const publishedAt = publish.json().data.published_at;
    await expect.poll(async () => (await published())[0], soon).toBe(gid);

    const unpublish = await desk.send('POST', `/admin/articles/${id}/unpublish`);
    expect(unpublish.json().data).toMatchObject({ status: 'draft', published_at: publishedAt });
    await expect.poll(published, soon).toEqual(before);
    // Published again: dated by its first publication.
    expect((await desk.send('POST', `/admin/articles/${id}/publish`)).json().data.published_at).toBe(publishedAt);
    expect((await auditOf(store, 'article', id)).map((entry) => entry.action)).toEqual([
      'article.create',
      'article.publish',
      'article.unpublish',
      'article.publish',
    ]);
  });

  it('changes a published article in the store at once, and deletes it', async () => {
    const { id, gid } = await created();
    await desk.send('POST', `/admin/articles/${id}/publish`);
    await graphqlData(store, ARTICLE_QUERY, { id: gid });
    const update = await desk.send('PUT', `/admin/articles/${id}`, article({ title: 'عنوان جديد' }));
    expect(update.statusCode, update.body).toBe(200);
    await expect
      .poll(
        async () =>
          (await graphqlData<{ article: { title: string } }>(store, ARTICLE_QUERY, { id: gid })).article.title,
        soon,
      )
      .toBe('عنوان جديد');
    const removed = await desk.send('DELETE', `/admin/articles/${id}`);
    expect(removed.json().message).toBe(messages.articleDeleted);
    await expect.poll(() => graphqlData(store, ARTICLE_QUERY, { id: gid }), soon).toEqual({ article: null });
    expectArabicError(await desk.get(`/admin/articles/${id}`), 404);
    const audit = await auditOf(store, 'article', id);
    expect(audit.at(-1)).toMatchObject({ action: 'article.delete', after: null, before: { title: 'عنوان جديد' } });
  });

  it('names an Arabic article article-{id}, a Latin one by its title; a handle in use is a 409', async () => {
    const arabic = await created({ title: 'مقال عربي' });
    expect(arabic.handle).toBe(`article-${arabic.id}`);
    const latin = await created({ title: 'Vitamin C: a guide' });
    expect(latin.handle).toBe('vitamin-c-a-guide');
    const twin = await created({ title: 'Vitamin C: a guide' });
    expect(twin.handle).toMatch(/^vitamin-c-a-guide-[a-z0-9]+$/);
    const taken = await desk.send('POST', '/admin/articles', article({ handle: 'retinol-for-beginners' }));
    expectArabicError(taken, 409);
    expect(taken.json()).toMatchObject({ code: 'article.handle_taken', errors: { handle: [expect.any(String)] } });
    const renamed = await desk.send('PUT', `/admin/articles/${arabic.id}`, article({ handle: 'vitamin-c-a-guide' }));
    expectArabicError(renamed, 409);
  });

  it('lists articles by status and search, newest change first', async () => {
    const drafts = await desk.get('/admin/articles', { status: 'draft', limit: '100' });
    expect(drafts.json().data.every((row: { status: string }) => row.status === 'draft')).toBe(true);
    const found = await desk.get('/admin/articles', { q: 'الريتينول' });
    expect(found.json().data.map((row: { handle: string }) => row.handle)).toEqual(['retinol-for-beginners']);
    const all = (await desk.get('/admin/articles', { limit: '100' })).json();
    expect(all.total).toBe(all.data.length);
    const times = all.data.map((row: { updated_at: string }) => row.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a bad image address and a bad handle in Arabic', async () => {
    for (const fields of [
      { image_url: 'javascript:alert(1)' },
      { image_url: '//evil.example/x.png' },
      { handle: 'Not A Handle' },
    ]) {
      expectArabicError(await desk.send('POST', '/admin/articles', article(fields)), 422);
    }
  });
});

describe('content pages: edited, never created or deleted', () => {
  it('lists the seven pages with their fixed ids and store addresses', async () => {
    const pages = (await desk.get('/admin/content-pages')).json().data;
    expect(
      pages.map((page: { id: number; handle: string; path: string }) => [page.id, page.handle, page.path]),
    ).toEqual([
      [1, 'about-us', '/about-us'],
      [2, 'our-story', '/our-story'],
      [3, 'why-wonder', '/why-wonder'],
      [4, 'contact', '/contact'],
      [5, 'privacy', '/privacy-policy'],
      [6, 'terms', '/terms'],
      [7, 'guarantee', '/collections/guarantee'],
    ]);
  });

  it('changes a page in the store at once, audited; an unknown page is a 404; nothing creates or deletes one', async () => {
    const response = await desk.send('PUT', '/admin/content-pages/2', {
      title: 'قصتنا',
      body_html: '<p>بدأنا في بغداد.</p>',
      body_summary: 'من بغداد',
    });
    expect(response.json().data).toMatchObject({ id: 2, handle: 'our-story', gid: pageGid(2) });
    await expect
      .poll(
        async () => (await graphqlData<{ page: { body: string } }>(store, PAGE_QUERY, { id: pageGid(2) })).page.body,
        soon,
      )
      .toBe('<p>بدأنا في بغداد.</p>');
    expect((await auditOf(store, 'content_page', 2))[0]).toMatchObject({
      action: 'page.update',
      after: { body_summary: 'من بغداد' },
    });
    expectArabicError(await desk.send('PUT', '/admin/content-pages/99', { title: 'x', body_html: '' }), 404);
    expect((await desk.send('POST', '/admin/content-pages', { title: 'x', body_html: '' })).statusCode).toBe(404);
    expect((await desk.send('DELETE', '/admin/content-pages/2')).statusCode).toBe(404);
  });
});
