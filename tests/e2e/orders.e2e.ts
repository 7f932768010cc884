import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { open, placeOrder } from './order-kit';
import { cartBadge as badge, expectNoSeriousViolations } from './page-checks';
import { hydrated, newMobile, signInFresh } from './session';

/**
 * The customer's orders, wallet and codes (issue 11, item 7), at phone width with a desktop look at the order page:
 * an order placed through the API shows in /profile/orders and on its own page with its timeline; it is cancelled
 * after a confirmation (still cancelled after a reload) and ordered again (the lines back in the cart, the badge);
 * the wallet and the codes show; another customer's order is the not-found page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const JOURNEY_MS = 240_000;

const toasts = (page: Page) => page.getByRole('status').allInnerTexts();

/**
 * A screenshot of the page itself: an action first (a hover on its heading, or the open dialog's), so a marketing popup that opened over the
 * page is closed by `openPage`'s handler before the picture is taken.
 */
async function look(page: Page, name: string, heading = page.getByRole('heading', { level: 1 }).first()) {
  await heading.hover();
  await screenshot(page, name);
  if (process.env.E2E_FULL_SHOTS) {
    await page.screenshot({ path: `/tmp/wtp-shots/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
  }
}

describe('orders, wallet and codes', () => {
  it(
    'an order is listed, followed, cancelled and ordered again; the wallet and the codes show',
    async () => {
      let orderId = 0;
      await withPage(browser, '/', PHONE, async (page) => {
        await signInFresh(page, newMobile(), 'نور');
        const order = await placeOrder(page);
        orderId = order.id;
        // The cookie banner answered once, so it does not cover the screenshots.
        await open(page, '/profile');
        await page.getByRole('button', { name: 'رفض الكل' }).click();

        // The list: the order with its number, status, total and units; axe finds nothing serious.
        await open(page, '/profile/orders');
        const card = page.locator(`[data-order="${order.id}"]`);
        expect(await card.textContent()).toContain(order.number);
        expect(await card.locator('[data-order-status]').textContent()).toBe('بانتظار التأكيد');
        expect(await card.textContent()).toContain(`عدد القطع: ${order.units}`);
        expect(await card.textContent()).toMatch(/المجموع: [\d,]+ د\.ع/);
        await expectNoSeriousViolations(page);
        await look(page, 'orders-list');

        // Its page: the timeline's first step done by the customer, the steps ahead, and cash on delivery.
        await card.getByRole('link').click();
        await page.waitForURL(`${baseUrl()}/profile/orders/${order.id}`);
        await hydrated(page);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(order.number);
        const steps = page.locator('[data-step]');
        expect(await steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))).toEqual([
          'current',
          'upcoming',
          'upcoming',
          'upcoming',
        ]);
        expect(await steps.first().textContent()).toContain('بواسطة: أنت');
        expect(await page.getByText('الدفع عند الاستلام').isVisible()).toBe(true);
        await expectNoSeriousViolations(page);
        await look(page, 'order-pending');

        // Cancelled after a confirmation: the status shows at once and after a reload; no cancel button is left.
        await page.getByRole('button', { name: 'إلغاء الطلب' }).click();
        const confirm = page.getByRole('dialog', { name: 'إلغاء هذا الطلب؟' });
        await confirm.waitFor();
        await expectNoSeriousViolations(page);
        await confirm.getByRole('button', { name: 'نعم، ألغِ الطلب' }).click();
        await expect.poll(() => toasts(page)).toContain('تم حذف الطلب بنجاح');
        const status = page.locator('h1 [data-order-status]');
        await expect.poll(() => status.textContent()).toBe('ملغي');
        await page.reload();
        await hydrated(page);
        expect(await status.textContent()).toBe('ملغي');
        expect(await page.getByRole('button', { name: 'إلغاء الطلب' }).count()).toBe(0);
        expect(await steps.last().getAttribute('data-state')).toBe('cancelled');

        // Ordered again: today's lines in a dialog, then the cart and its badge.
        expect(await badge(page)).toBe(null);
        await page.getByRole('button', { name: 'اطلبه مرة أخرى' }).click();
        const reorder = page.getByRole('dialog', { name: 'إعادة الطلب' });
        await reorder.waitFor();
        expect(await reorder.locator('[data-reorder-line][data-available]').count()).toBe(2);
        await expectNoSeriousViolations(page);
        await look(page, 'order-reorder', reorder.getByRole('heading'));
        await reorder.getByRole('button', { name: 'أضف المتوفر إلى السلة' }).click();
        await expect.poll(() => toasts(page)).toContain('تمت الإضافة الى السلة');
        await expect.poll(() => badge(page)).toBe(String(order.units));
        await page.getByRole('link', { name: 'الذهاب إلى السلة' }).click();
        await page.waitForURL(`${baseUrl()}/cart`);
        await hydrated(page);
        expect(await page.locator('[data-cart-line]').count()).toBe(2);

        // The order page at desktop width, for people to look at.
        await page.setViewportSize(DESKTOP);
        await open(page, `/profile/orders/${order.id}`);
        await look(page, 'order-cancelled');
        await page.setViewportSize(PHONE);

        // The wallet: nothing spent or credited yet, so a balance of 0 and an empty history.
        await open(page, '/profile/wallet');
        expect(await page.locator('[data-wallet-balance]').textContent()).toBe('0 د.ع');
        expect(await page.getByText('لا توجد حركات في محفظتك بعد.').isVisible()).toBe(true);
        await expectNoSeriousViolations(page);
        await look(page, 'wallet');

        // The codes open to a customer whose only order was cancelled: the first-order code among them, copyable.
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await open(page, '/profile/codes');
        const welcome = page.locator('[data-code="WELCOME10"]');
        expect(await welcome.textContent()).toContain('لطلبك الأول فقط');
        await welcome.getByRole('button', { name: 'نسخ الكود WELCOME10' }).click();
        await expect.poll(() => welcome.getByRole('button').textContent()).toContain('تم النسخ');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');
        await expectNoSeriousViolations(page);
        await look(page, 'codes');
      });

      // Another customer: the first one's order, and an id that is not a number, are pages that do not exist.
      await withPage(browser, '/', PHONE, async (page) => {
        await signInFresh(page, newMobile(), 'علي');
        for (const path of [`/profile/orders/${orderId}`, '/profile/orders/abc']) {
          const response = await page.goto(`${baseUrl()}${path}`);
          expect(response?.status(), path).toBe(404);
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('الصفحة غير موجودة');
        }
        // Their own list is empty, with the way to the shop.
        await open(page, '/profile/orders');
        expect(await page.getByText('لا توجد طلبات بعد').isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: 'تسوّق الآن' }).getAttribute('href')).toBe('/products');
      });
    },
    JOURNEY_MS,
  );
});
