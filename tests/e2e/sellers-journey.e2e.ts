import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot, withPage } from './browser';
import { cartBadge, expectNoSeriousViolations } from './page-checks';
import { JOURNEY_MS, newReceiver, open, PRODUCT, signInAs } from './seller-kit';
import { JOURNEY_SELLERS } from './sellers';

/**
 * A seller's day on a phone (issue 24, items 6 and 8), for each seller type at 375 px: her empty orders and empty book
 * speak to a seller; a product goes to her cart from its page; her book, one buyer in Baghdad and one in Basra, is
 * searched by «بغداد» and finds only the one in Baghdad (a governorate nobody is in says so, in a seller's words);
 * she places the order, and the confirmation is on the screen, not left below the fold at the footer.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ROLES = {
  influencer: {
    base: '/influencer',
    add: '+ جهة اتصال جديدة',
    emptyBook: 'لا جهات اتصال بعد',
    noMatch: 'لا جهة اتصال تطابق «نينوى»',
    inBaghdad: 'مريم عبد الله',
    inBasra: 'هدى كاظم',
  },
  pharmacist: {
    base: '/pharmacists',
    add: '+ عنوان جديد',
    emptyBook: 'لا عناوين بعد',
    noMatch: 'لا عنوان يطابق «نينوى»',
    inBaghdad: 'صيدلية دجلة',
    inBasra: 'صيدلية الشفاء – العشار',
  },
} as const;

const receivers = (page: Page) => page.locator('[data-receiver]');

/** Whether the element is wholly inside the window (the top and the bottom of its box both on the screen). */
const whollyInView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('a seller on a phone', () => {
  for (const role of ['influencer', 'pharmacist'] as const) {
    const words = ROLES[role];
    it(
      `the ${role} finds her buyers by governorate and sees her order confirmed on the screen`,
      async () => {
        await withPage(browser, '/', PHONE, async (page) => {
          await signInAs(page, JOURNEY_SELLERS[role]);

          // No orders yet: the page asks her to prepare a cart for a buyer, not to go shopping.
          await open(page, `${words.base}/orders`);
          // She answers the cookie banner once, as a person would; it no longer covers the screenshots.
          await page.getByRole('button', { name: 'رفض الكل' }).click();
          const noOrders = page.locator('[data-no-orders]');
          await noOrders.getByText('الطلبات التي تضعها').waitFor();
          expect(await noOrders.getByRole('link', { name: 'جهّز سلة لزبون' }).getAttribute('href')).toBe(words.base);
          expect(await noOrders.getByText('تسوّق الآن').count()).toBe(0);
          await screenshot(page, `seller-journey-${role}-no-orders`);

          // Her first press of «أضف إلى السلة» makes her first cart.
          await open(page, `${PRODUCT}?variant=1`);
          await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
          await page.getByText('تمت الإضافة إلى سلة «سلتي».').waitFor();
          await expect.poll(() => cartBadge(page)).toBe('1');

          await open(page, words.base);
          await page.locator('[data-seller-line]').first().waitFor();
          await page.locator('[data-book-empty]', { hasText: words.emptyBook }).waitFor();
          await newReceiver(page, words.add, words.inBasra, {
            city: 'البصرة',
            region: 'العشار',
            mobile: '07801112233',
          });
          await newReceiver(page, words.add, words.inBaghdad, {
            city: 'بغداد',
            region: 'الكرادة',
            mobile: '07712345678',
          });

          const search = page.getByLabel('بحث بالاسم أو الهاتف أو المحافظة أو المنطقة');
          await search.fill('نينوى');
          await page.locator('[data-book-empty]', { hasText: words.noMatch }).waitFor();
          await search.fill('بغداد');
          await expect
            .poll(() => receivers(page).allTextContents())
            .toEqual([expect.stringContaining(words.inBaghdad)]);
          await expect.poll(() => page.locator(`[data-receiver="${words.inBaghdad}"] input`).isChecked()).toBe(true);
          await search.fill('بصره');
          await expect.poll(() => receivers(page).allTextContents()).toEqual([expect.stringContaining(words.inBasra)]);
          await search.fill('بغداد');
          await expect.poll(() => receivers(page).count()).toBe(1);
          // The whole workspace fits the phone: no field of the invoice pushed past the screen's edge.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
          await page.getByRole('heading', { name: 'الفاتورة' }).scrollIntoViewIfNeeded();
          await screenshot(page, `seller-journey-${role}-invoice`);
          await page.getByLabel('بحث بالاسم أو الهاتف أو المحافظة أو المنطقة').scrollIntoViewIfNeeded();
          await expectNoSeriousViolations(page);
          await screenshot(page, `seller-journey-${role}-search-baghdad`);

          const placing = page.getByRole('button', { name: 'تأكيد الطلب' });
          await expect.poll(() => placing.isEnabled()).toBe(true);
          await placing.click();
          const placed = page.locator('[data-order-placed]');
          await placed.waitFor();
          await page.getByText('تم استلام الطلب بنجاح، وتصل المستلمَ رسالة نصية برقمه.').waitFor();
          await expect.poll(() => whollyInView(placed)).toBe(true);
          await expect.poll(() => placed.evaluate((node) => node === document.activeElement)).toBe(true);
          await screenshot(page, `seller-journey-${role}-placed`);

          await open(page, `${words.base}/orders`);
          await page.locator('[data-order-receiver]', { hasText: words.inBaghdad }).waitFor();
        });
      },
      JOURNEY_MS,
    );
  }
});
