import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, PHONE, screenshot } from './browser';
import { addBaghdadAddress } from './order-kit';
import { hydrated, newMobile, signInFresh } from './session';

/**
 * Issue 24, item 1: a first visit on a phone, home → listing → product → cart → checkout → thank-you, as a shopper
 * who lingers on the home page long enough to be greeted, with every marketing popup that opens counted. Popups
 * sell, they do not block: one popup a visit at most, and none over the checkout or the thank-you page, so
 * «تأكيد الطلب» is pressed with nothing in the way. Nothing here closes popups for her except her own tap.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const JOURNEY_MS = 180_000;
const WHITE_FRIDAY = 'عروض الجمعة البيضاء';

interface Opened {
  popup: string;
  path: string;
}

/**
 * Counts every popup that opens on `page`, whatever the page load: a script in each document reports each
 * `dialog[data-popup]` the moment it is open, with the path it opened on.
 */
async function countPopups(page: Page): Promise<Opened[]> {
  const opened: Opened[] = [];
  await page.exposeFunction('popupOpened', (popup: string, path: string) => opened.push({ popup, path }));
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    const report = () => {
      for (const dialog of Array.from(document.querySelectorAll('dialog[data-popup][open]'))) {
        if (reported.has(dialog)) continue;
        reported.add(dialog);
        const popupOpened = (window as unknown as { popupOpened: (id: string, path: string) => void }).popupOpened;
        popupOpened(dialog.getAttribute('data-popup') ?? '', location.pathname);
      }
    };
    new MutationObserver(report).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  });
  return opened;
}

/** The page has settled its popup (`<body data-popups>`): none is open, and none will open on it. */
async function settledWithoutPopup(page: Page): Promise<void> {
  await page.locator('body[data-popups="settled"]').waitFor({ state: 'attached', timeout: 15_000 });
  expect(await page.locator('dialog[open]').count()).toBe(0);
}

async function go(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  await hydrated(page);
}

/** The collection of the seeded White Friday popup: a listing where a popup is due at once on a first visit. */
async function whiteFridayCollection(): Promise<number> {
  const answer = await fetch(`${baseUrl()}/api/v2/app/popups`);
  const { popUps } = (await answer.json()) as { popUps: Array<{ title: string; collection_id: number | null }> };
  const id = popUps.find((popup) => popup.title === WHITE_FRIDAY)?.collection_id;
  expect(id).toBeTypeOf('number');
  return id as number;
}

/** A product whose first variant has stock to spare, as the store's product call tells. */
async function productInStock(): Promise<number> {
  for (let id = 1; id < 40; id++) {
    const answer = await fetch(`${baseUrl()}/api/v2/app/products/details?product_id=${id}`);
    if (!answer.ok) continue;
    const { data } = (await answer.json()) as { data: { variants: Array<{ stock: number }> } };
    if ((data.variants[0]?.stock ?? 0) >= 5) return id;
  }
  throw new Error('no product in stock among the first 40');
}

describe('a first visit on a phone', () => {
  it(
    'sees one popup at most, none on the checkout or the thank-you page, and places her order',
    async () => {
      const context = await browser.newContext({ viewport: PHONE, locale: 'ar-IQ' });
      try {
        const page = await context.newPage();
        const opened = await countPopups(page);
        const listing = `/collections/allProducts/${await whiteFridayCollection()}`;
        const product = await productInStock();

        // Home: she stays, and the visit's one popup greets her; she closes it herself.
        await go(page, '/');
        const greeting = page.locator('dialog[data-popup][open]');
        await greeting.waitFor({ state: 'visible', timeout: 20_000 });
        await screenshot(page, 'first-visit-home-popup');
        await greeting.getByRole('button', { name: 'حسناً' }).click();
        await settledWithoutPopup(page);
        await page.getByRole('button', { name: 'رفض الكل' }).click();

        // A listing whose own popup would open at once on a visit that had none: this visit had its one.
        await go(page, listing);
        await settledWithoutPopup(page);
        await screenshot(page, 'first-visit-listing');

        // She signs up when she decides to buy, on the product page.
        await signInFresh(page, newMobile(), 'زينب');
        await go(page, `/products-details/${product}`);
        await settledWithoutPopup(page);
        const added = page.waitForResponse((r) => r.url().includes('/app/cart/items') && r.ok());
        await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
        await added;
        await screenshot(page, 'first-visit-product');

        await go(page, '/cart');
        await settledWithoutPopup(page);
        await screenshot(page, 'first-visit-cart');

        // Checkout: nothing between her and «تأكيد الطلب».
        await addBaghdadAddress(page);
        await go(page, '/checkout');
        await settledWithoutPopup(page);
        await page.locator('[data-address-option] input:checked').waitFor();
        await screenshot(page, 'first-visit-checkout');
        await page.getByRole('button', { name: 'تأكيد الطلب' }).click({ timeout: 10_000 });

        await page.waitForURL(/\/checkout\/thankyou\?order=\d+$/);
        await expect.poll(() => page.locator('[data-order-number]').textContent()).toMatch(/^WB-\d+$/);
        await settledWithoutPopup(page);
        await screenshot(page, 'first-visit-thankyou');

        expect(opened).toHaveLength(1);
        expect(opened[0]?.path).toBe('/');
      } finally {
        await context.close();
      }
    },
    JOURNEY_MS,
  );
});
