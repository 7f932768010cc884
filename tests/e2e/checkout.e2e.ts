import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { expectNoSeriousViolations } from './page-checks';
import { codeSentTo, hydrated, newMobile, signInFresh, signInWithCode } from './session';
import { CHECKOUT_SHOPPER } from './shoppers';

/**
 * Issue 11's journey, as a shopper on a phone: fill a cart, add a delivery address inside the checkout, apply a demo
 * code, spend part of the wallet credit, pick a gift, place a cash-on-delivery order, read the thank-you page, find
 * the order with its timeline, cancel it, and see the stock and the wallet come back. Every figure checked is one
 * the shopper reads on the page, compared with what the API holds.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const JOURNEY_MS = 300_000;
const PRODUCTS = [1, 2, 3];
const WALLET_SPEND = 5_000;

/** Digits of a figure as the page prints it ("25,000 د.ع" → 25000). */
const dinars = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
const invoiceFigure = async (page: Page, name: string) =>
  dinars(await page.locator(`[data-invoice="${name}"]`).textContent());

async function stockOf(productId: number): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/v2/app/products/details?product_id=${productId}`);
  const { data } = (await response.json()) as { data: { variants: { stock: number }[] } };
  return data.variants[0]?.stock ?? -1;
}

async function signIn(page: Page) {
  const since = new Date().toISOString();
  await fetch(`${baseUrl()}/api/v2/app/login`, {
    method: 'POST',
    body: new URLSearchParams({ mobile: CHECKOUT_SHOPPER.mobile }),
  });
  await signInWithCode(page, CHECKOUT_SHOPPER.mobile, await codeSentTo(CHECKOUT_SHOPPER.mobile, since));
}

describe('checkout on a phone', () => {
  it(
    'places a cash-on-delivery order with a code, the wallet and a gift, and cancels it',
    async () => {
      const stockBefore = await Promise.all(PRODUCTS.map(stockOf));
      await withPage(browser, '/', PHONE, async (page) => {
        await signIn(page);
        for (const product of PRODUCTS) {
          await page.goto(`${baseUrl()}/products-details/${product}`);
          await hydrated(page);
          const added = page.waitForResponse((r) => r.url().includes('/app/cart/items') && r.ok());
          await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
          await added;
        }

        await page.goto(`${baseUrl()}/checkout`);
        await hydrated(page);
        await page.getByRole('button', { name: 'رفض الكل' }).click();
        // No saved address yet: the form is open inside the checkout, and the order waits for it.
        await expect.poll(() => page.getByRole('status').allInnerTexts()).toContain('أضف عنوان التوصيل أولاً.');
        expect(await page.getByRole('button', { name: 'تأكيد الطلب' }).isDisabled()).toBe(true);
        await page.getByLabel('اسم المستلم').fill('نور علي');
        await page.getByLabel('رقم هاتف المستلم').fill('٠٧٧٠١٢٣٤٥٦٧');
        await page.getByLabel('المحافظة').selectOption({ label: 'البصرة' });
        await page.getByLabel('العنوان بالتفصيل').fill('حي الجزائر، شارع 14، دار 9');
        await page.getByRole('button', { name: 'حفظ العنوان' }).click();
        await page.locator('[data-address-option] input:checked').waitFor();
        await expect.poll(() => invoiceFigure(page, 'delivery')).toBeGreaterThan(0);
        await screenshot(page, 'checkout-address');

        // A demo code: its verdict under the field, and the discount in the invoice.
        await page.getByLabel('كود الخصم').fill('welcome10');
        await expect.poll(() => page.locator('#checkout-code-verdict').textContent()).toBe('تم تطبيق كود الخصم.');
        await expect.poll(() => invoiceFigure(page, 'discount')).toBeGreaterThan(0);

        // Part of the wallet credit.
        await page.getByLabel(/استخدم رصيد المحفظة/).check();
        await page.getByLabel('المبلغ المستخدم من المحفظة').fill(String(WALLET_SPEND));
        await expect.poll(() => invoiceFigure(page, 'wallet')).toBe(WALLET_SPEND);

        // A gift of the first program the cart unlocks.
        const gift = page.locator('[data-gift] input:not([disabled])').first();
        await gift.check();
        expect(await gift.isChecked()).toBe(true);
        await expectNoSeriousViolations(page);
        await screenshot(page, 'checkout-ready');

        const subtotal = await invoiceFigure(page, 'subtotal');
        const discount = await invoiceFigure(page, 'discount');
        const delivery = await invoiceFigure(page, 'delivery');
        const total = await invoiceFigure(page, 'total');
        expect(total).toBe(subtotal - discount + delivery - WALLET_SPEND);

        await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
        await page.waitForURL(/\/checkout\/thankyou\?order=\d+$/);
        const orderId = Number(new URL(page.url()).searchParams.get('order'));
        await expect.poll(() => page.locator('[data-order-number]').textContent()).toMatch(/^WB-\d+$/);
        expect(dinars(await page.locator('[data-order-total]').textContent())).toBe(total);
        await expectNoSeriousViolations(page);
        await screenshot(page, 'checkout-thankyou');

        // The stock went with the order: each line's variant is short by one.
        expect(await Promise.all(PRODUCTS.map(stockOf))).toEqual(stockBefore.map((stock) => stock - 1));

        // A reload of the thank-you page shows the same order; the cart is empty.
        await page.reload();
        expect(dinars(await page.locator('[data-order-total]').textContent())).toBe(total);
        await page.goto(`${baseUrl()}/checkout`);
        await expect.poll(() => page.locator('main').textContent()).toContain('سلتك فارغة');

        // The order in /profile/orders, its timeline, and a cancel while it is pending.
        await page.goto(`${baseUrl()}/profile/orders`);
        await hydrated(page);
        const card = page.locator(`[data-order="${orderId}"]`);
        expect(await card.locator('[data-order-status]').textContent()).toBe('بانتظار التأكيد');
        await card.getByRole('link').click();
        await page.waitForURL(`${baseUrl()}/profile/orders/${orderId}`);
        await hydrated(page);
        expect(await page.locator('[data-step]').first().getAttribute('data-state')).toBe('current');
        await page.getByRole('button', { name: 'إلغاء الطلب' }).click();
        await page
          .getByRole('dialog', { name: 'إلغاء هذا الطلب؟' })
          .getByRole('button', { name: 'نعم، ألغِ الطلب' })
          .click();
        await expect.poll(() => page.locator('h1 [data-order-status]').textContent()).toBe('ملغي');
        await screenshot(page, 'checkout-order-cancelled');

        // The stock and the wallet are back.
        expect(await Promise.all(PRODUCTS.map(stockOf))).toEqual(stockBefore);
        await page.goto(`${baseUrl()}/profile/wallet`);
        await hydrated(page);
        expect(dinars(await page.locator('[data-wallet-balance]').textContent())).toBe(CHECKOUT_SHOPPER.credit);
      });
    },
    JOURNEY_MS,
  );
});

describe('checkout on a desktop', () => {
  it('refuses a code in Arabic and says why', async () => {
    await withPage(browser, '/', DESKTOP, async (page) => {
      await signInFresh(page, newMobile(), 'ريم');
      await page.goto(`${baseUrl()}/products-details/${PRODUCTS[0]}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
      await expect.poll(() => page.getByRole('status').allInnerTexts()).toContain('تمت الإضافة الى السلة');
      await page.goto(`${baseUrl()}/checkout`);
      await hydrated(page);
      await page.getByLabel('كود الخصم').fill('NOSUCHCODE');
      await expect.poll(() => page.locator('#checkout-code-verdict').textContent()).toBe('كود الخصم غير صحيح.');
      expect(await page.locator('[data-invoice="discount"]').count()).toBe(0);
      await screenshot(page, 'checkout-desktop');
    });
  });
});
