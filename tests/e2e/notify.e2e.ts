import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { codeSentTo, hydrated, newMobile, signInFresh, signInWithCode } from './session';

/**
 * Back in stock (issue 13): a shopper asks to be told about a sold-out product; an admin restocks it through the
 * desk's API; the notice appears on the header's bell and on /profile/notification, and the SMS outbox has the
 * message. Screenshots of the notify-me button and the three profile pages at phone and laptop widths.
 */
const ADMIN = DESK_ADMINS.notices;
const JOURNEY_MS = 240_000;

let browser: Browser;
let admin: Promise<Page> | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await (await admin)?.context().close();
  await browser?.close();
});

/**
 * The admin's desk calls, made from a page of the admin's own signed-in session (the web forwards /api/v2 with the
 * session's token). One sign-in for the file: a number gets one code a minute.
 */
async function adminPage(): Promise<Page> {
  const page = await openPage(browser, '/auth', DESKTOP);
  const since = new Date().toISOString();
  const login = await fetch(`${baseUrl()}/api/v2/app/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile: ADMIN }),
  });
  expect(login.status).toBe(200);
  await signInWithCode(page, ADMIN, await codeSentTo(ADMIN, since));
  return page;
}

async function desk<T>(method: string, path: string, body?: unknown): Promise<T> {
  // Signed in by the first test that needs it (expect.poll, which waits for the code, runs only inside a test).
  admin ??= adminPage();
  const { status, text } = await (await admin).evaluate(
    async ([verb, url, payload]) => {
      const response = await fetch(url as string, {
        method: verb as string,
        headers: { 'Content-Type': 'application/json' },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      return { status: response.status, text: await response.text() };
    },
    [method, `/api/v2/admin${path}`, body] as const,
  );
  expect(status, text).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

async function smsTexts(mobile: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/api/v2/dev/sms-outbox?mobile=${mobile}`);
  return ((await response.json()) as { data: Array<{ text: string }> }).data.map((message) => message.text);
}

/** A new active product made on the desk, its one variant sold out. */
async function soldOutProduct(title: string) {
  const options = await desk<{
    brands: Array<{ id: number }>;
    categories: Array<{ id: number; parent_id: number | null }>;
  }>('GET', '/catalogue/options');
  return desk<{ id: number; variants: Array<{ id: number }> }>('POST', '/products', {
    title,
    status: 'active',
    brand_id: options.brands[0]?.id,
    category_id: options.categories.find((category) => category.parent_id !== null)?.id,
    variants: [{ sku: `NOTIFY-${Date.now()}`, title: '30 مل', price: 18_000, stock: 0 }],
  });
}

const toasts = (page: Page) => page.getByRole('status').allInnerTexts();

async function looks(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, `notify-${name}`);
    await expectNoSeriousViolations(page);
  }
}

describe('notify me when it is back', () => {
  it('subscribe to a sold-out product → staff restock → the bell, the notifications page and an SMS', {
    timeout: JOURNEY_MS,
  }, async () => {
    const title = `سيروم الترطيب العميق ${Date.now() % 100_000}`;
    const product = await soldOutProduct(title);
    const variantId = product.variants[0]?.id as number;

    const mobile = newMobile();
    const page = await openPage(browser, '/auth', PHONE);
    await signInFresh(page, mobile, 'ليلى');
    await page.goto(`${baseUrl()}/products-details/${product.id}`);
    await hydrated(page);
    await expect.poll(() => page.getByText('غير متوفر حالياً').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'أعلمني عند التوفر' }).click();
    await expect.poll(() => toasts(page)).toContain('سيتم اعلامك عند التوفر');
    await screenshot(page, 'notify-product-subscribed');

    await page.goto(`${baseUrl()}/profile/out-of-stock-products`);
    await hydrated(page);
    await expect
      .poll(() => page.locator(`[data-waiting="${variantId}"] [data-state]`).getAttribute('data-state'))
      .toBe('waiting');
    await looks(page, 'waiting');

    // The admin restocks it: 0 → 6 sends variant.restocked; the worker tells her.
    await desk('POST', `/variants/${variantId}/stock`, { delta: 6, note: 'وصلت شحنة' });
    await expect
      .poll(() => smsTexts(mobile), { timeout: 60_000, interval: 1000 })
      .toEqual(expect.arrayContaining([expect.stringContaining(title)]));

    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl()}/`);
    await hydrated(page);
    await expect
      .poll(() => page.locator('[data-notice-bell] [data-unread-count]').getAttribute('data-unread-count'), {
        timeout: 20_000,
      })
      .toBe('1');
    await screenshot(page, 'notify-header-bell');
    await page.locator('[data-notice-bell]').click();
    await page.waitForURL('**/profile/notification');
    await hydrated(page);
    const notice = page.locator('[data-notice][data-unread="true"]');
    await expect.poll(() => notice.textContent()).toContain(title);
    await looks(page, 'notifications');
    await page.getByRole('button', { name: 'تعليم الكل كمقروء' }).click();
    await expect.poll(() => page.locator('[data-notice][data-unread="true"]').count()).toBe(0);
    await expect.poll(() => page.locator('[data-notice-bell] [data-unread-count]').count()).toBe(0);

    await page.goto(`${baseUrl()}/profile/out-of-stock-products`);
    await hydrated(page);
    await expect
      .poll(() => page.locator(`[data-waiting="${variantId}"] [data-state]`).getAttribute('data-state'))
      .toBe('notified');

    await page.goto(`${baseUrl()}/profile/subscription`);
    await hydrated(page);
    await looks(page, 'subscription');
    // The switch follows the saved choice, set a moment after the tap (optimistically, before the server answers):
    // a click, then the state, rather than uncheck()'s immediate look.
    const offers = page.getByLabel('العروض والخصومات برسالة نصية');
    await offers.click();
    await expect.poll(() => offers.isChecked()).toBe(false);
    await expect.poll(() => toasts(page)).toContain('تم حفظ تفضيلات الإشعارات.');
    await page.context().close();
  });

  it('asks a guest to sign in', { timeout: JOURNEY_MS }, async () => {
    const product = await soldOutProduct(`بلسم الشعر ${Date.now() % 100_000}`);
    const page = await openPage(browser, '/', PHONE);
    await page.goto(`${baseUrl()}/products-details/${product.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'أعلمني عند التوفر' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('يجب عليك تسجيل الدخول لتصلك رسالة عند توفر المنتج');
    await screenshot(page, 'notify-guest-prompt');
    await page.context().close();
  });
});
