import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { codeSentTo, hydrated, newMobile, signInFresh, signInWithCode } from './session';

/**
 * Reviews and product requests (issue 13) in the browser: a shopper reviews a product with markup in her comment — it
 * shows as text and nothing runs; the product page's stars, summary and reviews are in the server's HTML (with
 * JSON-LD aggregateRating); staff hide the review at /admin/reviews and it leaves the product page; she deletes it.
 * From a search that finds nothing she requests the product, and it is in the staff's queue.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PRODUCT = 12;
const PRODUCT_PATH = `/products-details/${PRODUCT}`;
const JOURNEY_MS = 240_000;
const MARKUP = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"> رائع';

/** A word no product has: the search finds nothing. */
const nonsense = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const toasts = (page: Page) => page.getByRole('status').allInnerTexts();

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await hydrated(page);
}

/** The product page as a guest's browser first receives it: the server's HTML. */
async function serverHtml(path: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function signInDesk(page: Page, mobile: string) {
  const since = new Date(Date.now() - 1000).toISOString();
  const login = await fetch(`${baseUrl()}/api/v2/app/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile }),
  });
  expect(login.status).toBe(200);
  await signInWithCode(page, mobile, await codeSentTo(mobile, since));
}

describe('reviews and product requests', () => {
  it(
    'a review with markup shows as text; staff hide it; a request from an empty search reaches the queue',
    async () => {
      const shopper = await openPage(browser, '/');
      await signInFresh(shopper, newMobile(), 'ريم أحمد الجبوري');
      const dialogs: string[] = [];
      shopper.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });

      await open(shopper, PRODUCT_PATH);
      const section = shopper.locator('#reviews');
      // The form's code arrives after the page: wait for it, then press the fourth star.
      await section.getByRole('button', { name: 'إرسال التقييم' }).waitFor();
      const fourth = section.getByRole('radio', { name: /4 من 5/ });
      await section.locator('label', { has: shopper.getByRole('radio', { name: /4 من 5/ }) }).click();
      expect(await fourth.isChecked()).toBe(true);
      await section.getByLabel('تعليقك (اختياري)').fill(MARKUP);
      await section.getByRole('button', { name: 'إرسال التقييم' }).click();
      await expect.poll(() => toasts(shopper)).toContain('شكراً لك، تم إرسال تقييمك.');
      const list = shopper.getByTestId('reviews-list');
      await expect.poll(() => list.textContent()).toContain(MARKUP);
      // Shown as typed, and nothing of it ran: no script set the flag, no image was made, no dialog opened.
      expect(await shopper.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await list.locator('img, script').count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(await list.textContent()).toContain('ريم');
      expect(await list.textContent()).not.toContain('الجبوري');
      await expect.poll(() => section.getByTestId('my-review').textContent()).toContain('تقييمك');
      await expectNoSeriousViolations(shopper);
      await screenshot(shopper, 'product-reviews');
      await shopper.setViewportSize(DESKTOP);
      await section.scrollIntoViewIfNeeded();
      await screenshot(shopper, 'product-reviews');
      await shopper.setViewportSize(PHONE);

      // The server's HTML: summary and the review, the comment escaped, and the rating in the JSON-LD.
      const html = await serverHtml(PRODUCT_PATH);
      expect(html).toContain('تقييمات الزبائن');
      expect(html).toContain('&lt;script&gt;window.__xss = 1&lt;/script&gt;');
      expect(html).not.toContain('<script>window.__xss');
      expect(html).toMatch(/"aggregateRating":\{"@type":"AggregateRating","ratingValue":[\d.]+,"reviewCount":\d+/);

      // Staff hide it at /admin/reviews: it leaves the product page at once.
      const desk = await openPage(browser, '/', DESKTOP);
      await signInDesk(desk, DESK_ADMINS.reviews);
      await open(desk, `/admin/reviews?q=${PRODUCT}`);
      const table = desk.getByRole('region', { name: 'التقييمات' });
      await expect.poll(() => table.textContent()).toContain(MARKUP);
      expect(await table.locator('img, script').count()).toBe(0);
      await expectNoSeriousViolations(desk);
      await screenshot(desk, 'desk-reviews');
      await table
        .getByRole('button', { name: /^إخفاء التقييم رقم/ })
        .first()
        .click();
      await expect.poll(() => toasts(desk)).toContain('تم إخفاء التقييم عن صفحة المنتج.');
      await expect.poll(async () => (await serverHtml(PRODUCT_PATH)).includes('window.__xss')).toBe(false);

      // Her own review is still hers to delete (the spec's message).
      await open(shopper, PRODUCT_PATH);
      await section.getByRole('button', { name: 'حذف تقييمي' }).click();
      await expect.poll(() => toasts(shopper)).toContain('تم حذف التقييم بنجاح');
      await expect.poll(() => section.getByRole('button', { name: 'إرسال التقييم' }).count()).toBe(1);

      // Nothing found: she asks for the product from the search page.
      const wanted = nonsense();
      await open(shopper, `/search?q=${encodeURIComponent(wanted)}`);
      const form = shopper.getByRole('form', { name: 'طلب منتج' });
      expect(await form.getByLabel('اسم المنتج').inputValue()).toBe(wanted);
      await form.getByLabel('الماركة (اختياري)').fill('لاروش بوزيه');
      await screenshot(shopper, 'search-request-product');
      await form.getByRole('button', { name: 'أرسل الطلب' }).click();
      await expect.poll(() => toasts(shopper)).toContain('تم استلام طلبك، وسنبلغك عند توفر المنتج.');
      await expectNoSeriousViolations(shopper);
      await shopper.setViewportSize(DESKTOP);
      await screenshot(shopper, 'search-request-product');

      await open(desk, '/admin/requests?status=new');
      const queue = desk.getByRole('region', { name: 'طلبات المنتجات' });
      await expect.poll(() => queue.textContent()).toContain(wanted);
      await expectNoSeriousViolations(desk);
      await screenshot(desk, 'desk-requests');
      await desk.setViewportSize(PHONE);
      await screenshot(desk, 'desk-requests');
      await open(desk, `/admin/reviews?q=${PRODUCT}`);
      await screenshot(desk, 'desk-reviews');

      await shopper.context().close();
      await desk.context().close();
    },
    JOURNEY_MS,
  );

  it('a guest is asked to sign in to review or to request; the help-us page needs an account', async () => {
    const guest = await openPage(browser, PRODUCT_PATH);
    await hydrated(guest);
    expect(await guest.getByRole('link', { name: 'سجّل الدخول لكتابة تقييم' }).count()).toBe(1);
    // The reviews add no weight to the product page's first load: the form's code is fetched by customers only.
    const scriptKb = await guest.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0) / 1024,
    );
    console.log(`product page scripts as a guest: ${scriptKb.toFixed(1)} KB transferred`);
    expect(scriptKb).toBeLessThanOrEqual(150);
    await open(guest, `/search?q=${nonsense()}`);
    expect(await guest.getByRole('link', { name: 'سجّل الدخول لطلب المنتج' }).count()).toBe(1);
    await guest.context().close();
  });
});
