import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { cartBadge as badge, expectNoSeriousViolations } from './page-checks';
import { codeSentTo, hydrated, newMobile } from './session';

/**
 * A cart before signing in (issue 24, item 2): a guest's presses keep the products in her browser (`wb_cart`), the
 * badge counts them, the cart icon opens a drawer at today's prices, and signing in from «إتمام الطلب» brings her to
 * /cart with them in her own cart, once.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PRODUCT = '/products-details/1';
const JOURNEY_MS = 240_000;

const statusTexts = (page: Page) => page.getByRole('status').allInnerTexts();
const guestCart = (page: Page) => page.evaluate(() => localStorage.getItem('wb_cart'));
const drawer = (page: Page) => page.getByRole('dialog', { name: 'سلة التسوق' });
/** A screenshot of the drawer as she sees it: an action first, so a marketing popup that opened meanwhile is closed. */
const drawerShot = async (page: Page, name: string) => {
  await drawer(page).getByRole('heading', { name: 'سلة التسوق' }).click();
  await screenshot(page, name);
};
const openDrawer = async (page: Page) => {
  await page.locator('nav[aria-label="الحساب"] a[data-cart-link]').click();
  await drawer(page).waitFor();
};

/** Adds a product of the listing other than `PRODUCT` from its card; resolves with its variant id. */
async function addFromListing(page: Page): Promise<number> {
  await page.goto(`${baseUrl()}/products`);
  await hydrated(page);
  const card = page.locator(`[data-add-to-cart]:not([data-add-to-cart*='"shopify_product_id":1,'])`).first();
  const payload = JSON.parse((await card.getAttribute('data-add-to-cart')) ?? '{}') as { shopify_variant_id: number };
  await card.click();
  return payload.shopify_variant_id;
}

describe("a guest's cart", () => {
  it(
    'survives sign-in: two products added as a guest are in her cart at /cart, once',
    async () => {
      const mobile = newMobile();
      await withPage(browser, `${PRODUCT}?variant=1`, PHONE, async (page) => {
        await hydrated(page);
        // A guest's press: the spec's toast and the badge, no sign-in dialog.
        await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
        await expect.poll(() => statusTexts(page)).toContain('تمت الإضافة الى السلة');
        await expect.poll(() => badge(page)).toBe('1');
        expect(await page.getByRole('dialog', { name: /تسجيل الدخول/ }).count()).toBe(0);

        const second = await addFromListing(page);
        await expect.poll(() => badge(page)).toBe('2');
        // Only variant ids and quantities are kept in the browser.
        expect(JSON.parse((await guestCart(page)) ?? '{}').items).toEqual([
          { variant_id: second, quantity: 1 },
          { variant_id: 1, quantity: 1 },
        ]);
        await page.reload();
        await hydrated(page);
        await expect.poll(() => badge(page)).toBe('2');

        // The drawer: both lines at today's prices; a quantity raised there moves the badge.
        await openDrawer(page);
        const lines = drawer(page).locator('[data-guest-line]');
        await expect.poll(() => lines.count()).toBe(2);
        await expect.poll(() => drawer(page).locator('[data-guest-total]').textContent()).toMatch(/[\d,]+ د\.ع/);
        const totalBefore = await drawer(page).locator('[data-guest-total]').textContent();
        await lines.last().getByRole('button', { name: 'زيادة الكمية' }).click();
        await expect.poll(() => badge(page)).toBe('3');
        await expect.poll(() => drawer(page).locator('[data-guest-total]').textContent()).not.toBe(totalBefore);
        await expectNoSeriousViolations(page);
        await drawerShot(page, 'guest-cart-drawer');

        // «إتمام الطلب»: sign in (a new number registers), and back to /cart.
        const since = new Date().toISOString();
        await drawer(page).getByRole('link', { name: 'إتمام الطلب' }).click();
        await page.waitForURL(`${baseUrl()}/auth?next=${encodeURIComponent('/cart')}`);
        await hydrated(page);
        await page.getByLabel('رقم الهاتف').fill(mobile);
        await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
        await page.getByLabel('الاسم').fill('هدى كريم');
        await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
        await page.locator('input[autocomplete="one-time-code"]').fill(await codeSentTo(mobile, since));
        await page.waitForURL(`${baseUrl()}/cart`);

        // Her cart holds what she chose as a guest; the browser's copy is gone.
        await expect.poll(() => statusTexts(page)).toContain('أضفنا إلى سلتك ما اخترتِه قبل تسجيل الدخول.');
        const cartLines = page.locator('[data-cart-line]');
        await expect.poll(() => cartLines.count()).toBe(2);
        await expect.poll(() => page.locator('[data-cart-units]').textContent()).toBe('3');
        expect(await guestCart(page)).toBeNull();

        // Merged once: a reload shows the same cart.
        await page.reload();
        await hydrated(page);
        await expect.poll(() => cartLines.count()).toBe(2);
        expect(await page.locator('[data-cart-units]').textContent()).toBe('3');
        await expect.poll(() => badge(page)).toBe('3');
        await page.locator('[data-cart-line]').first().hover();
        await screenshot(page, 'guest-cart-merged');
      });
    },
    JOURNEY_MS,
  );

  it('is a drawer on a wide screen too, and /cart still asks a guest to sign in', async () => {
    await withPage(browser, `${PRODUCT}?variant=1`, DESKTOP, async (page) => {
      await hydrated(page);
      await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
      await expect.poll(() => badge(page)).toBe('1');
      await addFromListing(page);
      await expect.poll(() => badge(page)).toBe('2');
      await openDrawer(page);
      await expect.poll(() => drawer(page).locator('[data-guest-line]').count()).toBe(2);
      await drawerShot(page, 'guest-cart-drawer');

      // A line removed; the last removed leaves the empty state, and the browser holds no cart.
      for (const _ of [1, 2]) {
        await drawer(page)
          .locator('[data-guest-line]')
          .first()
          .getByRole('button', { name: /^إزالة/ })
          .click();
      }
      await drawer(page).getByText('سلتك فارغة').waitFor();
      await expect.poll(() => badge(page)).toBe(null);
      expect(await guestCart(page)).toBeNull();
      await page.keyboard.press('Escape');
      await drawer(page).waitFor({ state: 'hidden' });

      await page.goto(`${baseUrl()}/cart`);
      await page.waitForURL(/\/auth\?next=%2Fcart/);
    });
  });

  it(
    'tells her in Arabic what could not be kept when her cart asks for more than the stock',
    async () => {
      const mobile = newMobile();
      await withPage(browser, '/products', PHONE, async (page) => {
        await hydrated(page);
        // A variant with fewer than 99 in stock, as today's lines say; her browser asks for 99.
        const ids = Array.from({ length: 50 }, (_, index) => index + 1).join(',');
        const lines = await page.evaluate(async (query) => {
          const response = await fetch(`/api/v2/app/cart/guest-lines?ids=${query}`);
          return ((await response.json()) as { data: { shopify_variant_id: number; max_quantity: number }[] }).data;
        }, ids);
        const scarce = lines.find((line) => line.max_quantity > 0 && line.max_quantity < 99);
        expect(scarce).toBeDefined();
        const { shopify_variant_id: variantId, max_quantity: stock } = scarce ?? {
          shopify_variant_id: 0,
          max_quantity: 0,
        };
        await page.evaluate(
          (id) =>
            localStorage.setItem(
              'wb_cart',
              JSON.stringify({ id: 'e2e-scarce-cart', items: [{ variant_id: id, quantity: 99 }] }),
            ),
          variantId,
        );
        await page.reload();
        await hydrated(page);
        await openDrawer(page);
        await drawer(page).getByText(`الكمية المتوفرة من هذا المنتج ${stock} فقط.`).waitFor();

        const since = new Date().toISOString();
        await drawer(page).getByRole('link', { name: 'إتمام الطلب' }).click();
        await page.waitForURL(/\/auth\?next=%2Fcart/);
        await hydrated(page);
        await page.getByLabel('رقم الهاتف').fill(mobile);
        await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
        await page.getByLabel('الاسم').fill('نور علي');
        await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
        await page.locator('input[autocomplete="one-time-code"]').fill(await codeSentTo(mobile, since));
        await page.waitForURL(`${baseUrl()}/cart`);
        await expect
          .poll(() => statusTexts(page))
          .toContainEqual(expect.stringContaining(`أضفنا ${stock} من 99 فقط حسب الكمية المتوفرة.`));
        await expect.poll(() => page.locator('[data-cart-units]').textContent()).toBe(String(stock));
        expect(await guestCart(page)).toBeNull();
        await screenshot(page, 'guest-cart-shortfall');
      });
    },
    JOURNEY_MS,
  );
});
