import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { cartBadge as badge, expectNoSeriousViolations } from './page-checks';
import { codeSentTo, hydrated, newMobile, signInFresh } from './session';

/**
 * The customer cart and saved addresses end to end (issue 10), at phone and desktop width: signing in and coming
 * back to the product, adds from the product page and a card, the header badge, /cart (quantity,
 * removal, emptying) and /profile/address (add with Arabic-Indic digits, activate, delete). Each step is checked
 * again after a reload: what shows must be what the server holds.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PRODUCT = '/products-details/1';
const JOURNEY_MS = 240_000;

/** The answer to the write the page is about to send: a reload before it arrives would cancel it. */
const answered = (page: Page, method: string, path: string) =>
  page.waitForResponse((response) => response.request().method() === method && response.url().includes(path));

const successToasts = (page: Page) => page.getByRole('status').allInnerTexts();

async function reload(page: Page) {
  await page.reload();
  await hydrated(page);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the cart on a %s', (name, viewport) => {
  it(
    'a shopper signs in, comes back to the product, adds, and manages the cart',
    async () => {
      const mobile = newMobile();
      const signIn = `/auth?next=${encodeURIComponent(`${PRODUCT}?variant=1`)}`;
      // Signing in on the way back to a product (a guest's own cart before signing in: guest-cart.e2e.ts).
      await withPage(browser, signIn, viewport, async (page) => {
        const since = new Date().toISOString();
        await hydrated(page);
        // A new number: the login page offers registration, and the code follows.
        await page.getByLabel('رقم الهاتف').fill(mobile);
        await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
        await page.getByLabel('الاسم').fill('سارة حسن');
        await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
        await page.locator('input[autocomplete="one-time-code"]').fill(await codeSentTo(mobile, since));
        await page.waitForURL(`${baseUrl()}${PRODUCT}?variant=1`);
        await hydrated(page);

        // Two of the chosen variant from the product page: the success toast and the badge.
        await page.getByRole('button', { name: 'زيادة الكمية' }).click();
        await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
        await expect.poll(() => successToasts(page)).toContain('تمت الإضافة الى السلة');
        await expect.poll(() => badge(page)).toBe('2');
        await screenshot(page, `cart-product-added-${name}`);

        // One of another product from a listing's card; a double tap adds it once.
        await page.goto(`${baseUrl()}/products`);
        await hydrated(page);
        const card = page.locator(`[data-add-to-cart]:not([data-add-to-cart*='"shopify_product_id":1,'])`).first();
        await card.dblclick();
        await expect.poll(() => badge(page)).toBe('3');
        await reload(page);
        await expect.poll(() => badge(page)).toBe('3');

        // The cart: two lines, three units.
        await page.goto(`${baseUrl()}/cart`);
        await hydrated(page);
        const lines = page.locator('[data-cart-line]');
        expect(await lines.count()).toBe(2);
        expect(await page.locator('[data-cart-units]').textContent()).toBe('3');
        await expectNoSeriousViolations(page);
        await screenshot(page, `cart-${name}`);

        // A quantity changes at once, and stays after a reload.
        const totalBefore = await page.locator('[data-cart-total]').textContent();
        const saved = answered(page, 'PUT', '/api/v2/app/cart/items/');
        await lines.first().getByRole('button', { name: 'زيادة الكمية' }).click();
        await expect.poll(() => page.locator('[data-cart-total]').textContent()).not.toBe(totalBefore);
        await expect.poll(() => badge(page)).toBe('4');
        expect((await saved).status()).toBe(200);
        await reload(page);
        expect(await page.locator('[data-cart-units]').textContent()).toBe('4');

        // A line removed.
        await lines
          .last()
          .getByRole('button', { name: /^إزالة/ })
          .click();
        await expect.poll(() => successToasts(page)).toContain('تم إزالة المنتج من سلة المشتريات بنجاح');
        await expect.poll(() => lines.count()).toBe(1);
        await reload(page);
        expect(await lines.count()).toBe(1);

        // Emptied after a confirmation: the empty state leads back to shopping.
        await page.getByRole('button', { name: 'إفراغ السلة' }).click();
        const confirm = page.getByRole('dialog', { name: 'إفراغ السلة؟' });
        await confirm.waitFor();
        await expectNoSeriousViolations(page);
        await confirm.getByRole('button', { name: 'نعم، أفرغ السلة' }).click();
        await expect.poll(() => successToasts(page)).toContain('تم إفراغ السلة بنجاح');
        await page.getByText('سلتك فارغة').waitFor();
        await expect.poll(() => badge(page)).toBe(null);
        await reload(page);
        expect(await page.getByText('سلتك فارغة').isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: 'تصفح المنتجات' }).getAttribute('href')).toBe('/products');
        await screenshot(page, `cart-empty-${name}`);
      });
    },
    JOURNEY_MS,
  );

  it(
    'saved addresses: added with Arabic-Indic digits, made active, deleted',
    async () => {
      await withPage(browser, '/', viewport, async (page) => {
        await signInFresh(page, newMobile(), 'مريم');
        await page.goto(`${baseUrl()}/profile/address`);
        await hydrated(page);

        // Refused fields show the API's Arabic messages under them.
        await page.getByRole('button', { name: 'حفظ العنوان' }).click();
        await expect.poll(() => page.getByLabel('اسم المستلم').getAttribute('aria-invalid')).toBe('true');
        await expectNoSeriousViolations(page);

        const add = async (fields: { name: string; mobile: string; city: string; address: string }) => {
          await page.getByLabel('اسم المستلم').fill(fields.name);
          await page.getByLabel('رقم هاتف المستلم').fill(fields.mobile);
          await page.getByLabel('المحافظة').selectOption({ label: fields.city });
          await page.getByLabel('المنطقة').fill('الكرادة');
          await page.getByLabel('العنوان بالتفصيل').fill(fields.address);
          await page.getByLabel('أقرب نقطة دالة').fill('قرب جامع الرحمن');
          await page.getByRole('button', { name: 'حفظ العنوان' }).click();
        };
        const cards = page.locator('[data-address]');
        await add({ name: 'زينب علي', mobile: '٠٧٧٠١٢٣٤٥٦٧', city: 'بغداد', address: 'محلة 901، زقاق 12، دار 4' });
        await expect.poll(() => cards.count()).toBe(1);
        expect(await cards.first().textContent()).toContain('07701234567');
        await page.getByRole('button', { name: 'إضافة عنوان جديد' }).click();
        await add({ name: 'أحمد كريم', mobile: '07801234567', city: 'البصرة', address: 'حي الجزائر، شارع 5' });
        await expect.poll(() => cards.count()).toBe(2);
        await reload(page);
        expect(await cards.count()).toBe(2);

        // Making the other one active leaves exactly one active, after a reload too.
        const active = page.locator('[data-address][data-active]');
        const inactive = cards.filter({ has: page.getByRole('button', { name: /اجعله العنوان النشط/ }) });
        const chosen = (await inactive.first().locator('h3').textContent()) ?? '';
        const activated = answered(page, 'POST', '/api/v2/app/profile/addresses/activate/');
        await inactive
          .first()
          .getByRole('button', { name: /اجعله العنوان النشط/ })
          .click();
        await expect.poll(() => active.locator('h3').allTextContents()).toEqual([chosen]);
        expect((await activated).status()).toBe(200);
        await reload(page);
        expect(await active.locator('h3').allTextContents()).toEqual([chosen]);
        await screenshot(page, `addresses-${name}`);

        // Deleted after a confirmation.
        await cards.first().getByRole('button', { name: /^حذف/ }).click();
        const confirm = page.getByRole('dialog', { name: 'حذف هذا العنوان؟' });
        await confirm.waitFor();
        await confirm.getByRole('button', { name: 'نعم، احذف العنوان' }).click();
        await expect.poll(() => successToasts(page)).toContain('تم حذف العنوان بنجاح');
        await expect.poll(() => cards.count()).toBe(1);
        await reload(page);
        expect(await cards.count()).toBe(1);
        expect(await active.count()).toBe(1);
      });
    },
    JOURNEY_MS,
  );
});
