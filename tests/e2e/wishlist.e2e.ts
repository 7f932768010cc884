import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { expectNoSeriousViolations } from './page-checks';
import { hydrated, newMobile, signInFresh } from './session';

/**
 * The wishlist end to end (issue 13), at phone and desktop width: a guest's heart asks to sign in; a heart on a
 * listing's card and on the product page fills at once and stays filled after a reload; /profile/wishlist with two
 * named lists, an entry moved between them, and one removed — each checked again after a reload.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const JOURNEY_MS = 240_000;
const PRODUCT = '/products-details/1?variant=1';

const answered = (page: Page, method: string, path: string) =>
  page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname.endsWith(path),
  );
const successToasts = (page: Page) => page.getByRole('status').allInnerTexts();
const pressed = (heart: Locator) => heart.getAttribute('aria-pressed');

async function reload(page: Page) {
  await page.reload();
  await hydrated(page);
}

async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await hydrated(page);
}

/** Creates a list from the chips row; the page moves to it. */
async function createList(page: Page, name: string) {
  await page.getByRole('button', { name: '+ قائمة جديدة' }).click();
  await page.getByLabel('اسم القائمة الجديدة').fill(name);
  const created = answered(page, 'POST', '/api/v2/app/wishlist/category');
  await page.getByRole('button', { name: 'إنشاء القائمة' }).click();
  expect((await created).status()).toBe(200);
  await page.waitForURL(/\/profile\/wishlist\?list=\d+$/);
  await page.getByRole('heading', { name }).waitFor();
}

const chip = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'قوائم المفضلة' }).getByRole('link', { name: new RegExp(`^${name}`) });

async function moveTo(page: Page, entry: Locator, listName: string) {
  const moved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/v2/app/wishlist/'),
  );
  await entry.getByRole('combobox').selectOption({ label: listName });
  expect((await moved).status()).toBe(200);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the wishlist on a %s', (name, viewport) => {
  it(
    'hearts on a card and on the product page stay filled; two lists, a move between them, a removal',
    async () => {
      await withPage(browser, '/products', viewport, async (page) => {
        await hydrated(page);
        // A guest's heart: asked to sign in, in the wishlist's words.
        await page.locator('[data-wishlist-heart]').first().click();
        const prompt = page.getByRole('dialog', { name: 'يجب عليك تسجيل الدخول لإضافة المنتج إلى المفضلة' });
        await prompt.waitFor();
        await expectNoSeriousViolations(page);
        await screenshot(page, `wishlist-guest-${name}`);
        await prompt.getByRole('button', { name: 'متابعة التسوق' }).click();

        await signInFresh(page, newMobile(), 'هدى');
        await reload(page);

        // A card's heart (not product 1's): filled at once, and still after a reload.
        const cardHeart = page.locator('article [data-wishlist-heart]:not([data-wishlist-heart="1"])').first();
        const cardVariant = await cardHeart.getAttribute('data-wishlist-heart');
        const added = answered(page, 'POST', '/api/v2/app/wishlist');
        await cardHeart.click();
        expect(await pressed(cardHeart)).toBe('true');
        expect((await added).status()).toBe(200);
        await expect.poll(() => successToasts(page)).toContain('تمت الإضافة إلى المفضلة.');
        await reload(page);
        const sameCard = page.locator(`article [data-wishlist-heart="${cardVariant}"]`).first();
        await expect.poll(() => pressed(sameCard), { timeout: 10_000 }).toBe('true');
        expect(await sameCard.getAttribute('aria-label')).toBe('إزالة من المفضلة');
        await expectNoSeriousViolations(page);
        await screenshot(page, `wishlist-listing-${name}`);

        // The product page's heart.
        await visit(page, PRODUCT);
        const productHeart = page.locator('[data-wishlist-heart="1"]').first();
        await expect.poll(() => pressed(productHeart)).toBe('false');
        const addedHere = answered(page, 'POST', '/api/v2/app/wishlist');
        await productHeart.click();
        expect((await addedHere).status()).toBe(200);
        await reload(page);
        await expect.poll(() => pressed(productHeart), { timeout: 10_000 }).toBe('true');
        await expectNoSeriousViolations(page);
        await screenshot(page, `wishlist-product-${name}`);

        // The wishlist page: both products; two named lists.
        await visit(page, '/profile/wishlist');
        const entries = page.locator('[data-wishlist-entry]');
        expect(await entries.count()).toBe(2);
        await expectNoSeriousViolations(page);
        await screenshot(page, `wishlist-all-${name}`);
        await createList(page, 'للعيد');
        await page.getByText('القائمة فارغة').waitFor();
        await chip(page, 'الكل').click();
        await page.waitForURL(`${baseUrl()}/profile/wishlist`);
        await createList(page, 'يومي');
        await chip(page, 'الكل').click();
        await page.waitForURL(`${baseUrl()}/profile/wishlist`);
        await expect.poll(() => entries.count()).toBe(2);

        // The card's product into the first list, the product page's into the second.
        await moveTo(page, page.locator(`[data-wishlist-entry="${cardVariant}"]`), 'للعيد');
        await moveTo(page, page.locator('[data-wishlist-entry="1"]'), 'يومي');
        await reload(page);
        expect(await chip(page, 'للعيد').textContent()).toContain('(1)');
        expect(await chip(page, 'يومي').textContent()).toContain('(1)');

        // Moved from the first list to the second: it leaves the first list's page at once.
        await chip(page, 'للعيد').click();
        await page.getByRole('heading', { name: 'للعيد' }).waitFor();
        await expect.poll(() => entries.count()).toBe(1);
        await moveTo(page, entries.first(), 'يومي');
        await expect.poll(() => entries.count()).toBe(0);
        await reload(page);
        expect(await entries.count()).toBe(0);
        await chip(page, 'يومي').click();
        await page.getByRole('heading', { name: 'يومي' }).waitFor();
        await expect.poll(() => entries.count()).toBe(2);
        await expectNoSeriousViolations(page);
        await screenshot(page, `wishlist-list-${name}`);

        // One removed: gone at once, and after a reload; its heart empty on the product page.
        await page
          .locator('[data-wishlist-entry="1"]')
          .getByRole('button', { name: /^إزالة/ })
          .click();
        await expect.poll(() => successToasts(page)).toContain('تم حذف المنتج من المفضلة.');
        await expect.poll(() => entries.count()).toBe(1);
        await reload(page);
        expect(await entries.count()).toBe(1);
        await visit(page, PRODUCT);
        // Every heart is empty as the server renders it: read it only once the page shows the wishlist as stored.
        await page.locator('body[data-wishlist-painted="true"]').waitFor({ state: 'attached' });
        expect(await pressed(page.locator('[data-wishlist-heart="1"]').first())).toBe('false');
      });
    },
    JOURNEY_MS,
  );
});
