import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { expectNoSeriousViolations } from './page-checks';
import { JOURNEY_MS, open, sellerJourney } from './seller-kit';
import { SHARING_INFLUENCER } from './sellers';
import { codeSentTo, hydrated, newMobile } from './session';

/**
 * A shared cart (issue 14): an influencer shares a cart (link, copy, WhatsApp) and places her order; a new customer
 * opens the link as a guest, signs in, comes back, and adds its products to her own cart in one tap. The influencer's
 * earnings page then lists the order as pending.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a shared cart', () => {
  it(
    'an influencer shares a cart, and a new customer signs in from the link and adds it to her own cart',
    async () => {
      let link: string | null = null;
      await withPage(browser, '/', DESKTOP, async (page) => {
        link = await sellerJourney(page, 'influencer', true, SHARING_INFLUENCER);
        await open(page, '/influencer/earnings');
        await page.locator('[data-earnings-total="pending"]').waitFor();
        await expectNoSeriousViolations(page);
        await screenshot(page, 'seller-influencer-earnings');
      });
      expect(link).not.toBeNull();
      const path = new URL(link ?? '', baseUrl()).pathname;
      const mobile = newMobile();
      await withPage(browser, path, PHONE, async (page) => {
        await hydrated(page);
        await page.locator('[data-shared-line]').first().waitFor();
        await expectNoSeriousViolations(page);
        await screenshot(page, 'shared-cart-guest');
        const since = new Date().toISOString();
        await page.getByRole('button', { name: 'أضيفي المنتجات إلى سلتي' }).click();
        await page.waitForURL(`${baseUrl()}/auth?next=${encodeURIComponent(path)}`);
        await hydrated(page);
        await page.getByLabel('رقم الهاتف').fill(mobile);
        await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
        await page.getByLabel('الاسم').fill('مريم علي');
        await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
        await page.locator('input[autocomplete="one-time-code"]').fill(await codeSentTo(mobile, since));
        await page.waitForURL(`${baseUrl()}${path}`);
        await hydrated(page);
        await page.getByRole('button', { name: 'أضيفي المنتجات إلى سلتي' }).click();
        await page.locator('[data-shared-added]').waitFor();
        await page.getByRole('link', { name: 'الذهاب إلى سلتي' }).click();
        await page.waitForURL(`${baseUrl()}/cart`);
        await page.locator('[data-cart-line]').first().waitFor();
      });
    },
    JOURNEY_MS,
  );
});
