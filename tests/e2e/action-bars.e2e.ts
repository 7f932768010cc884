import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { cartBadge as badge, expectNoSeriousViolations } from './page-checks';
import { hydrated, newMobile, signInFresh } from './session';

/**
 * Issue 24, "mobile first": on a 375 px phone the product page's price and «أضف إلى السلة», and the cart's and the
 * checkout's total with their button, stay in a bar above the bottom navigation wherever the shopper has scrolled,
 * and the buttons in those bars do their job (an add to the cart, an order placed). The footer's end can still be
 * scrolled clear of the bar. On a desktop the same pieces sit in the page. Screenshots at both widths.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PRODUCT = '/products-details/1';
const JOURNEY_MS = 180_000;
const BOTTOM_NAV_PX = 64;

/** The page's action bar: fixed above the bottom navigation, inside the screen, on a phone. */
async function expectBarOnScreen(page: Page, bar: Locator) {
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  const box = await bar.boundingBox();
  if (!box) throw new Error('the action bar is not drawn');
  expect(box.y).toBeGreaterThan(PHONE.height / 2);
  expect(Math.round(box.y + box.height)).toBeLessThanOrEqual(PHONE.height - BOTTOM_NAV_PX);
  // Nothing else is drawn over the bar's middle (the cookie banner has been answered; hovering lets the page's popup
  // handler close a marketing popup that opened meanwhile, as before any other action).
  await bar.hover();
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-action-bar]') !== null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(true);
}

/** Scrolled to the very end, the footer's last line is above the bar, not behind it. */
async function expectFooterClearOfBar(page: Page, bar: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = (await bar.boundingBox())?.y ?? 0;
  const lastLine = await page.locator('body > footer').evaluate((footer) => {
    const texts = Array.from(footer.querySelectorAll('a, p, li')).filter(
      (element) => element.getClientRects().length > 0,
    );
    return Math.max(...texts.map((element) => element.getBoundingClientRect().bottom));
  });
  expect(lastLine).toBeLessThanOrEqual(barTop);
}

/** A first visit: the cookie banner (over the bottom of the screen) is answered first. */
async function answerCookies(page: Page) {
  await page.getByRole('button', { name: 'رفض الكل' }).click();
}

/** A saved address in Baghdad, as the address form would save it (same origin, the session's cookies). */
async function saveAddress(page: Page) {
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/v2/app/profile/addresses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'هدى كريم',
        mobile: '07701234567',
        city_id: 1,
        region: 'الكرادة',
        address: 'محلة 901، زقاق 12، دار 4',
      }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

describe('action bars on a phone', () => {
  it(
    'the product, cart and checkout keep their price and button in reach, and the buttons work',
    async () => {
      await withPage(browser, '/', PHONE, async (page) => {
        await signInFresh(page, newMobile(), 'هدى');
        await page.goto(`${baseUrl()}${PRODUCT}`);
        await hydrated(page);
        await answerCookies(page);

        // The product: the chosen variant's price and its «أضف إلى السلة», in the bar from the first screen.
        const buyBar = page.locator('[data-action-bar]');
        expect(await buyBar.count()).toBe(1);
        await expectBarOnScreen(page, buyBar);
        expect(await buyBar.textContent()).toMatch(/[\d,]+ د\.ع/);
        const add = buyBar.getByRole('button', { name: 'أضف إلى السلة' });
        expect(await add.count()).toBe(1);
        await expectNoSeriousViolations(page);
        await screenshot(page, 'action-bar-product');
        await add.click();
        await expect.poll(() => page.getByRole('status').allInnerTexts()).toContain('تمت الإضافة الى السلة');
        await expect.poll(() => badge(page)).toBe('1');
        // Further down the page the bar is still there, and the footer's end scrolls clear of it.
        await page.locator('#reviews').scrollIntoViewIfNeeded();
        await expectBarOnScreen(page, buyBar);
        await expectFooterClearOfBar(page, buyBar);

        // The cart: its total and «إتمام الطلب» in the bar.
        await page.goto(`${baseUrl()}/cart`);
        await hydrated(page);
        const cartBar = page.locator('[data-action-bar]');
        await expectBarOnScreen(page, cartBar);
        expect(await cartBar.locator('[data-cart-total]').textContent()).toMatch(/^[\d,]+ د\.ع$/);
        await screenshot(page, 'action-bar-cart');

        // The checkout: the amount due and «تأكيد الطلب», which places the order from the bar.
        await saveAddress(page);
        await cartBar.getByRole('link', { name: 'إتمام الطلب' }).click();
        await page.waitForURL(`${baseUrl()}/checkout`);
        await hydrated(page);
        const orderBar = page.locator('[data-action-bar]');
        await expectBarOnScreen(page, orderBar);
        const due = await orderBar.locator('[data-invoice="total"]').textContent();
        expect(due).toMatch(/^[\d,]+ د\.ع$/);
        const confirm = orderBar.getByRole('button', { name: 'تأكيد الطلب' });
        await expect.poll(() => confirm.isEnabled()).toBe(true);
        await expectNoSeriousViolations(page);
        await screenshot(page, 'action-bar-checkout');
        await confirm.click();
        await page.waitForURL(/\/checkout\/thankyou\?order=\d+$/);
        const digits = (text: string | null) => (text ?? '').replace(/[^0-9]/g, '');
        await expect.poll(async () => digits(await page.locator('[data-order-total]').textContent())).toBe(digits(due));
      });
    },
    JOURNEY_MS,
  );

  it('the hero banner says its subtitle in letters a phone can read', async () => {
    await withPage(browser, '/', PHONE, async (page) => {
      await answerCookies(page);
      const banner = page.locator('section[aria-label="عروض مميزة"] img').first();
      await banner.waitFor();
      // The artwork is drawn 1200 wide; its subtitle is set at 48 of those units: at least 12 px on this screen.
      const shown = (await banner.boundingBox())?.width ?? 0;
      expect((48 * shown) / 1200).toBeGreaterThanOrEqual(12);
      const art = await (await fetch(new URL((await banner.getAttribute('src')) ?? '', baseUrl()))).text();
      expect(art).toContain('font-size="48"');
      await screenshot(page, 'home-hero');
    });
  });
});

describe('the same pages on a desktop', () => {
  it('keep the price, totals and buttons in the page', async () => {
    await withPage(browser, '/', DESKTOP, async (page) => {
      await signInFresh(page, newMobile(), 'رنا');
      await page.goto(`${baseUrl()}${PRODUCT}`);
      await hydrated(page);
      await answerCookies(page);
      const bar = page.locator('[data-action-bar]');
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
      await screenshot(page, 'action-bar-product');
      await bar.getByRole('button', { name: 'أضف إلى السلة' }).click();
      await expect.poll(() => badge(page)).toBe('1');
      await page.goto(`${baseUrl()}/cart`);
      await hydrated(page);
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
      await screenshot(page, 'action-bar-cart');
      await saveAddress(page);
      await page.goto(`${baseUrl()}/checkout`);
      await hydrated(page);
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
      await expect.poll(() => bar.getByRole('button', { name: 'تأكيد الطلب' }).isEnabled()).toBe(true);
      await screenshot(page, 'action-bar-checkout');
      await page.goto(`${baseUrl()}/`);
      await screenshot(page, 'home-hero');
    });
  });
});
