import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { expectNoSeriousViolations } from './page-checks';
import { JOURNEY_MS, open, sellerJourney } from './seller-kit';

/**
 * Sellers ordering for others (issue 14), end to end on the real API, for each seller type: two carts, the active
 * one switched, a product added from its page to the active cart (the toast names it, the badge counts it and leads
 * to the seller's area), a line discount with its reason, a receiver created on the spot, the order placed, and the
 * order in "orders placed" with its receiver. A forged share link says so; the area fits a phone.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sellers order for others', () => {
  it(
    'a pharmacist prepares two carts and places an order to a new address; her area fits a phone',
    async () => {
      await withPage(browser, '/', DESKTOP, async (page) => {
        await sellerJourney(page, 'pharmacist', false);
        // The same session on a phone (signing in again would wait out the number's minute between codes).
        await page.setViewportSize(PHONE);
        await open(page, '/pharmacists');
        await page.locator('[data-seller-cart]').first().waitFor();
        await expectNoSeriousViolations(page);
        await screenshot(page, 'seller-area');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    },
    JOURNEY_MS,
  );

  it(
    'an influencer prepares two carts and places an order for a new contact',
    async () => {
      await withPage(browser, '/', DESKTOP, async (page) => {
        await sellerJourney(page, 'influencer', false);
      });
    },
    JOURNEY_MS,
  );

  it('shows a forged link as not valid, at phone and desktop width', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await withPage(browser, '/shared-cart/forged-token-1234567890', viewport, async (page) => {
        await page.getByText('رابط السلة غير صالح أو انتهت صلاحيته').waitFor();
        await expectNoSeriousViolations(page);
        await screenshot(page, 'shared-cart-invalid');
      });
    }
  });
});
