import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { api, open, placeOrder } from './order-kit';
import { expectNoSeriousViolations } from './page-checks';
import { enterCodeFromOutbox, hydrated, signInExisting } from './session';
import { REFERRED_FRIEND, REFERRER } from './shoppers';

/**
 * The referral programme end to end (issue 15): the referrer takes her link from /profile/wonder-zone; her friend
 * opens it, registers a new number (the code comes with her), orders; staff deliver the order; both wallets show
 * the reward, and the referrer's zone counts her friend.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A screenshot of the page itself: a hover on its heading first, so a marketing popup is closed before the picture. */
async function look(page: Page, name: string) {
  await page.getByRole('heading', { level: 1 }).first().hover();
  await screenshot(page, name);
  if (process.env.E2E_FULL_SHOTS) {
    await page.screenshot({ path: `/tmp/wtp-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
  }
}

const balance = async (page: Page) => {
  await open(page, '/profile/wallet');
  return page.locator('[data-wallet-balance]').textContent();
};

describe('wonder zone', () => {
  it('a friend who registers through the link is rewarded with her referrer when her first order is delivered', {
    timeout: 180_000,
  }, async () => {
    const referrer = await openPage(browser, '/', PHONE);
    const friend = await openPage(browser, '/', PHONE);
    const desk = await openPage(browser, '/', PHONE);
    try {
      // The referrer's zone: her code, her link, a WhatsApp button with the message.
      await signInExisting(referrer, REFERRER);
      await open(referrer, '/profile');
      await referrer.getByRole('button', { name: 'رفض الكل' }).click();
      await referrer.getByRole('link', { name: /وندر زون/ }).click();
      await referrer.waitForURL(`${baseUrl()}/profile/wonder-zone`);
      await hydrated(referrer);
      const code = (await referrer.locator('[data-referral-code]').textContent()) ?? '';
      expect(code).toMatch(/^WB[A-Z2-9]{6}$/);
      const link = new URL((await referrer.locator('[data-referral-link]').textContent()) ?? '');
      expect(`${link.pathname}${link.search}`).toBe(`/auth?ref=${code}`);
      const whatsapp = await referrer.getByRole('link', { name: 'أرسلي الدعوة عبر واتساب' }).getAttribute('href');
      expect(decodeURIComponent(whatsapp ?? '')).toContain(`https://wa.me/?text=`);
      expect(decodeURIComponent(whatsapp ?? '')).toContain(link.href);
      expect(await referrer.locator('[data-stat="joined"] dd').textContent()).toBe('0');
      await expectNoSeriousViolations(referrer);
      await look(referrer, 'wonder-zone');

      // The friend opens the link: registration first, the code filled in; a new number; the code by SMS.
      await friend.goto(`${baseUrl()}${link.pathname}${link.search}`);
      await hydrated(friend);
      await friend.locator('[data-referral-welcome]').waitFor();
      expect(await friend.getByLabel(/رمز الدعوة/).inputValue()).toBe(code);
      await friend.getByRole('button', { name: 'رفض الكل' }).click();
      await look(friend, 'auth-referral');
      await friend.getByLabel('الاسم').fill('نور حسين');
      await friend.getByLabel('رقم الهاتف').fill(REFERRED_FRIEND);
      const since = new Date().toISOString();
      await friend.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await enterCodeFromOutbox(friend, REFERRED_FRIEND, since);
      await friend.waitForURL(`${baseUrl()}/`);
      const order = await placeOrder(friend);

      // Staff deliver her order (the desk's API, as the orders desk does).
      await signInExisting(desk, DESK_ADMINS.referrals);
      for (const status of ['confirmed', 'shipped', 'delivered']) {
        await api(desk, 'POST', `/admin/orders/${order.id}/status`, { status });
      }
      // The amounts are the admins' to set, at the desk's settings page.
      await desk.setViewportSize(DESKTOP);
      await open(desk, '/admin/settings');
      expect(
        await desk
          .locator('[data-referral-terms] input')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ).toEqual(['5000', '5000']);
      await look(desk, 'desk-referral-terms');

      // Both wallets show the reward; the referrer's zone counts her friend, by first name and last two digits.
      expect(await balance(friend)).toBe('5,000 د.ع');
      expect(await balance(referrer)).toBe('5,000 د.ع');
      await open(referrer, '/profile/wonder-zone');
      expect(await referrer.locator('[data-stat="rewarded"] dd').textContent()).toBe('1');
      expect(await referrer.locator('[data-stat="earned"] dd').textContent()).toBe('5,000 د.ع');
      expect(await referrer.locator('[data-friend="rewarded"]').textContent()).toContain(
        `نور ••${REFERRED_FRIEND.slice(-2)}`,
      );
      await look(referrer, 'wonder-zone-rewarded');
      await referrer.setViewportSize(DESKTOP);
      await look(referrer, 'wonder-zone-rewarded');
    } finally {
      for (const page of [referrer, friend, desk]) await page.context().close();
    }
  });
});
