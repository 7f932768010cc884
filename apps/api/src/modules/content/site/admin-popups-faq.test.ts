import { adminSettings, content, messages } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { auditOf, type Desk, deskOf } from '../../../../test/desk';
import { startTestStore, type TestStore } from '../../../../test/harness';

/**
 * Popups and the FAQ at the staff desk (issue 12). The public calls are cached for an hour here (the response cache
 * and the content cache): a desk write must reach the storefront's next read anyway, in every process, as soon as it
 * commits (through LISTEN/NOTIFY: on PostgreSQL a moment after the answer, so the reads poll briefly).
 */
let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000', CACHE_TTL_SECONDS: '3600' });
  desk = await deskOf(store);
});
afterAll(() => store?.close());

// Long before the cache would expire of itself (an hour): a change seen within it was pushed, on a busy machine too.
const soon = { timeout: 15_000 };

async function publicPopups() {
  const response = await store.call({ method: 'GET', url: '/api/v2/app/popups' });
  return content.popupsRoute.response.parse(response.json()).popUps;
}

async function publicFaq(page = 1) {
  const response = await store.call({ method: 'GET', url: `/api/v2/gui/faq?page=${page}` });
  return content.faqRoute.response.parse(response.json());
}

const textPopup = (fields: Record<string, unknown> = {}) => ({
  title: 'خصم نهاية الأسبوع',
  description: '20% على العناية بالبشرة حتى الأحد',
  pages: ['homepage', 'cart'],
  status: true,
  collection_id: 1,
  content_type: 'text',
  button_text: 'تسوقي الآن',
  closeable: true,
  show_time: 3,
  reshow_time: 86_400,
  ...fields,
});

describe('popups', () => {
  it('lists every popup, shown or not, in the shape the storefront gets', async () => {
    const response = await desk.get('/admin/popups');
    const popups = adminSettings.adminPopupsRoute.response.parse(response.json()).data;
    expect(popups.some((popup) => !popup.status)).toBe(true);
    const shown = await publicPopups();
    for (const popup of shown) {
      const { created_at: _, ...same } = popups.find((p) => p.id === popup.id) ?? { created_at: '' };
      expect(same).toEqual(popup);
    }
  });

  it('one created, changed and deleted at the desk is what GET app/popups answers next; each is audited', async () => {
    expect(await publicPopups()).not.toHaveLength(0); // cached now, for an hour
    const created = await desk.send('POST', '/admin/popups', textPopup());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(messages.popupCreated);
    const popup = created.json().data;
    expect(popup).toMatchObject({
      title: 'خصم نهاية الأسبوع',
      pages: ['homepage', 'cart'],
      status: true,
      collection_id: 1,
      content_type: 'text',
      image_path: null,
      button_text: 'تسوقي الآن',
      closeable: '1',
      show_time: 3,
      reshow_time: 86_400,
    });
    const { created_at: _, ...asShown } = popup;
    await expect.poll(async () => (await publicPopups()).find((p) => p.id === popup.id), soon).toEqual(asShown);

    const image = { content_type: 'image', image_path: '/media/popups/weekend.svg', closeable: false, status: true };
    const changed = await desk.send('PUT', `/admin/popups/${popup.id}`, textPopup(image));
    expect(changed.statusCode, changed.body).toBe(200);
    await expect
      .poll(async () => (await publicPopups()).find((p) => p.id === popup.id), soon)
      .toMatchObject({ content_type: 'image', image_path: { url: '/media/popups/weekend.svg' }, closeable: '0' });

    await desk.send('PUT', `/admin/popups/${popup.id}`, textPopup({ status: false }));
    await expect.poll(async () => (await publicPopups()).some((p) => p.id === popup.id), soon).toBe(false);
    const listed = (await desk.get('/admin/popups')).json().data.find((p: { id: number }) => p.id === popup.id);
    // A text popup keeps no picture.
    expect(listed).toMatchObject({ status: false, content_type: 'text', image_path: null });

    const deleted = await desk.send('DELETE', `/admin/popups/${popup.id}`);
    expect(deleted.json()).toEqual({ message: messages.popupDeleted });
    expectArabicError(await desk.send('DELETE', `/admin/popups/${popup.id}`), 404);

    const audit = await auditOf(store, 'popup', popup.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'popup.create',
      'popup.update',
      'popup.update',
      'popup.delete',
    ]);
    expect(audit[0]).toMatchObject({ actor_id: desk.adminId, before: null, after: { title: 'خصم نهاية الأسبوع' } });
    expect(audit[1]).toMatchObject({ before: { content_type: 'text' }, after: { content_type: 'image' } });
    expect(audit[3]).toMatchObject({ before: { status: false }, after: null });
  });

  it.each([
    ['an image popup without its image', { content_type: 'image' }, 'image_path', messages.popupImageRequired],
    ['a popup nobody could close', { closeable: false, button_text: '' }, 'button_text', messages.popupNoWayToClose],
    ['no page', { pages: [] }, 'pages', messages.popupPagesRequired],
    ['a page the map does not have', { pages: ['cart', 'basement'] }, 'pages.1', 'قيمة حقل الصفحات غير مقبولة.'],
    ['a page twice', { pages: ['cart', 'cart'] }, 'pages', messages.listHasDuplicates],
    ['a delay over an hour', { show_time: 3_601 }, 'show_time', 'قيمة حقل وقت الظهور يجب ألا تزيد عن 3600.'],
    ['a negative reshow time', { reshow_time: -1 }, 'reshow_time', 'قيمة حقل مدة إعادة الظهور يجب ألا تقل عن 0.'],
    [
      'a script for an image',
      { content_type: 'image', image_path: 'javascript:alert(1)' },
      'image_path',
      messages.imagePathFormat,
    ],
    ['no title', { title: ' ' }, 'title', 'حقل العنوان مطلوب.'],
    ['a content type it does not know', { content_type: 'video' }, 'content_type', 'قيمة حقل نوع المحتوى غير مقبولة.'],
  ])('refuses %s with 422 in Arabic, under the field', async (_label, fields, field, message) => {
    const response = await desk.send('POST', '/admin/popups', textPopup(fields));
    expectArabicError(response, 422);
    expect(response.json().errors[field]).toContain(message);
  });

  // Ours on top of spec §4 (issue 24): popups sell, they do not block.
  it.each([
    ['the checkout', ['cart', 'checkout']],
    ['the thank-you page', ['thankyou']],
    ['sign-in', ['homepage', 'auth']],
  ])('refuses a popup on %s with 422 in Arabic, under the pages', async (_label, pages) => {
    const response = await desk.send('POST', '/admin/popups', textPopup({ pages, status: false }));
    expectArabicError(response, 422);
    expect(response.json().errors.pages).toEqual([messages.popupPageNotAllowed]);
  });

  it('refuses to show a button that leads nowhere; a draft may wait for its target', async () => {
    const nowhere = textPopup({ collection_id: null, button_text: 'حمّل التطبيق' });
    const refused = await desk.send('POST', '/admin/popups', nowhere);
    expectArabicError(refused, 422);
    expect(refused.json().errors.button_link).toEqual([messages.popupButtonNeedsTarget]);

    const draft = await desk.send('POST', '/admin/popups', { ...nowhere, status: false });
    expect(draft.statusCode, draft.body).toBe(200);
    const switchedOn = await desk.send('PUT', `/admin/popups/${draft.json().data.id}`, nowhere);
    expect(switchedOn.json().errors.button_link).toEqual([messages.popupButtonNeedsTarget]);
    await desk.send('DELETE', `/admin/popups/${draft.json().data.id}`);
  });

  it('leads a button to a page of the store, and the storefront gets where', async () => {
    const quiz = textPopup({ collection_id: null, button_text: 'ابدئي الاختبار', button_link: '/survey/quiz' });
    const created = await desk.send('POST', '/admin/popups', quiz);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    await expect
      .poll(async () => (await publicPopups()).find((p) => p.id === id), soon)
      .toMatchObject({ button_text: 'ابدئي الاختبار', button_link: '/survey/quiz', collection_id: null });
    await desk.send('DELETE', `/admin/popups/${id}`);
  });

  it.each(['https://example.com/app', '//example.com', 'survey/quiz', '/survey quiz', '/\\example.com'])(
    'refuses a button link to %s: only a page of the store',
    async (link) => {
      const response = await desk.send('POST', '/admin/popups', textPopup({ button_link: link }));
      expectArabicError(response, 422);
      expect(response.json().errors.button_link).toEqual([messages.popupButtonLinkFormat]);
    },
  );

  it('refuses a collection that does not exist, and a popup that does not', async () => {
    const response = await desk.send('POST', '/admin/popups', textPopup({ collection_id: 999_999 }));
    expectArabicError(response, 422);
    expect(response.json()).toMatchObject({
      code: 'reference.unknown',
      errors: { collection_id: [expect.any(String)] },
    });
    expectArabicError(await desk.send('PUT', '/admin/popups/999999', textPopup()), 404);
  });
});

describe('FAQ', () => {
  it('a question added, changed, moved first and deleted is what GET gui/faq answers next; each is audited', async () => {
    const before = await publicFaq(); // cached now, for an hour
    const added = await desk.send('POST', '/admin/faq', {
      question: 'هل التوصيل متاح للموصل؟',
      answer: 'نعم، خلال 3 أيام.',
    });
    expect(added.statusCode, added.body).toBe(200);
    const question = added.json().data;
    await expect.poll(async () => (await publicFaq()).meta.total, soon).toBe(before.meta.total + 1);
    const last = await publicFaq(Math.ceil((before.meta.total + 1) / 15));
    expect(last.data.at(-1)).toEqual({
      id: question.id,
      question: 'هل التوصيل متاح للموصل؟',
      answer: 'نعم، خلال 3 أيام.',
    });

    await desk.send('PUT', `/admin/faq/${question.id}`, { question: 'هل توصلون إلى الموصل؟', answer: 'نعم.' });
    const ids = (await desk.get('/admin/faq')).json().data.map((item: { id: number }) => item.id) as number[];
    const reordered = await desk.send('PUT', '/admin/faq/order', {
      ids: [question.id, ...ids.filter((id) => id !== question.id)],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data[0]).toMatchObject({ id: question.id, position: 1 });
    await expect
      .poll(async () => (await publicFaq()).data[0], soon)
      .toEqual({ id: question.id, question: 'هل توصلون إلى الموصل؟', answer: 'نعم.' });

    expect((await desk.send('DELETE', `/admin/faq/${question.id}`)).json()).toEqual({ message: messages.faqDeleted });
    await expect.poll(async () => (await publicFaq()).data[0]?.id, soon).not.toBe(question.id);
    expectArabicError(await desk.send('PUT', `/admin/faq/${question.id}`, { question: 'س', answer: 'ج' }), 404);

    expect((await auditOf(store, 'faq', question.id)).map((entry) => entry.action)).toEqual([
      'faq.create',
      'faq.update',
      'faq.delete',
    ]);
    const [order] = await auditOf(store, 'faq', 'order');
    expect(order).toMatchObject({ actor_id: desk.adminId, action: 'faq.reorder', before: ids });
  });

  it('refuses an order that misses a question or names one twice, and changes nothing', async () => {
    const ids = (await desk.get('/admin/faq')).json().data.map((item: { id: number }) => item.id) as number[];
    for (const order of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      const response = await desk.send('PUT', '/admin/faq/order', { ids: order });
      expectArabicError(response, 422);
      expect(response.json()).toMatchObject({
        code: 'faq.order_mismatch',
        errors: { ids: [messages.faqOrderMismatch] },
      });
    }
    expect((await desk.get('/admin/faq')).json().data.map((item: { id: number }) => item.id)).toEqual(ids);
  });

  it('refuses a blank question or answer in Arabic', async () => {
    const response = await desk.send('POST', '/admin/faq', { question: '', answer: '  ' });
    expectArabicError(response, 422);
    expect(response.json().errors).toEqual({ question: ['حقل السؤال مطلوب.'], answer: ['حقل الجواب مطلوب.'] });
  });
});
