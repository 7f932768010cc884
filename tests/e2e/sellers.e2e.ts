import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { cartBadge, expectNoSeriousViolations } from './page-checks';
import { ORDERING_SELLERS } from './sellers';
import { codeSentTo, hydrated, newMobile, signInWithCode } from './session';

/**
 * Sellers ordering for others (issue 14), end to end on the real API, for each seller type: two carts, the active
 * one switched, a product added from its page to the active cart (the toast names it, the badge counts it), a line
 * discount with its reason, a receiver created on the spot, the order placed, and the order in "orders placed". The
 * influencer also shares a cart, and a new customer opens the link, signs in and adds it to her own cart.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const JOURNEY_MS = 300_000;
const PRODUCT = '/products-details/1';

/** Signs in with the code from the development outbox (a number gets one code a minute: wait for the turn). */
async function signInAs(page: Page, mobile: string): Promise<void> {
  const since = new Date().toISOString();
  const ask = () => fetch(`${baseUrl()}/api/v2/app/login`, { method: 'POST', body: new URLSearchParams({ mobile }) });
  await expect.poll(async () => (await ask()).status, { timeout: 75_000, interval: 5000 }).toBe(200);
  await signInWithCode(page, mobile, await codeSentTo(mobile, since));
}

async function open(page: Page, path: string) {
  await page.goto(baseUrl() + path);
  await hydrated(page);
}

const cartCard = (page: Page, name: string) => page.locator(`[data-seller-cart="${name}"]`);

async function createCart(page: Page, name: string, first: boolean) {
  if (!first) await page.getByRole('button', { name: '+ سلة جديدة' }).click();
  await page.getByLabel('اسم السلة').fill(name);
  await page.getByLabel('المنطقة (اختياري)').fill('الكرادة');
  await page.getByRole('button', { name: 'إنشاء السلة' }).click();
  await cartCard(page, name).waitFor();
}

async function newReceiver(page: Page, label: string, name: string) {
  await page.getByRole('button', { name: label }).click();
  const form = page.locator('form', { has: page.getByRole('heading', { name: label.replace('+ ', '') }) });
  await form.getByLabel('اسم المستلم').fill(name);
  await form.getByLabel('رقم هاتف المستلم').fill('07711234567');
  await form.getByLabel('المحافظة').selectOption({ index: 1 });
  await form.getByLabel('المنطقة').fill('المنصور');
  await form.getByLabel('العنوان بالتفصيل').fill('شارع 14، دار 7');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect.poll(() => page.locator(`[data-receiver="${name}"] input`).isChecked()).toBe(true);
}

/** The seller's journey; returns the shared link when `share` is asked. */
async function sellerJourney(page: Page, role: 'influencer' | 'pharmacist', share: boolean): Promise<string | null> {
  const base = role === 'influencer' ? '/influencer' : '/pharmacists';
  const [first, second] = role === 'influencer' ? ['سلة سارة', 'سلة نور'] : ['صيدلية الشفاء', 'صيدلية الأمل'];
  await signInAs(page, ORDERING_SELLERS[role]);
  await open(page, base);
  await createCart(page, first, true);
  await createCart(page, second, false);
  // The newest cart is the active one; the seller makes the first one active again.
  await expect.poll(() => cartCard(page, second).getAttribute('data-active')).toBe('true');
  await cartCard(page, first)
    .getByRole('button', { name: /اجعلها النشطة/ })
    .click();
  await expect.poll(() => cartCard(page, first).getAttribute('data-active')).toBe('true');
  await expect.poll(() => cartCard(page, second).getAttribute('data-active')).toBeNull();

  // From the catalogue: the product goes to the active cart, and the toast says which.
  await open(page, `${PRODUCT}?variant=1`);
  await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
  await page.getByText(`تمت الإضافة إلى سلة «${first}».`).waitFor();
  await expect.poll(() => cartBadge(page)).toBe('1');
  expect(await page.locator('nav[aria-label="الحساب"] a[href="' + base + '"]').count()).toBe(1);

  await open(page, base);
  await cartCard(page, first).getByRole('button', { pressed: true }).waitFor();
  const line = page.locator('[data-seller-line]').first();
  await line.waitFor();
  await line.getByRole('button', { name: 'زيادة الكمية' }).click();
  await line.getByLabel('القيمة', { exact: true }).fill('10');
  await line.getByLabel('سبب الخصم').fill('زبونة دائمة');
  await line.locator('[data-line-discount]').waitFor();
  if (role === 'influencer') await newReceiver(page, '+ جهة اتصال جديدة', 'هدى كريم');
  else await newReceiver(page, '+ عنوان جديد', 'صيدلية الشفاء – المنصور');
  await page.locator('[data-invoice="line-discount"]').waitFor();
  await expectNoSeriousViolations(page);
  await screenshot(page, `seller-${role}-cart`);

  let link: string | null = null;
  if (share) {
    await page.getByRole('button', { name: 'شارك هذه السلة' }).click();
    link = await page.locator('[data-share-link] a[href*="/shared-cart/"]').getAttribute('href');
    expect(link).toMatch(/\/shared-cart\//);
    expect(await page.getByRole('link', { name: 'إرسال عبر واتساب' }).getAttribute('href')).toMatch(/wa\.me|whatsapp/);
  }

  const placing = page.getByRole('button', { name: 'تأكيد الطلب' });
  await expect.poll(() => placing.isEnabled()).toBe(true);
  await placing.click();
  const placed = page.locator('[data-order-placed]');
  await placed.waitFor();
  const detail = await placed.getByRole('link', { name: 'تفاصيل الطلب' }).getAttribute('href');
  expect(detail).toMatch(/^\/profile\/orders\/\d+$/);

  await open(page, `${base}/orders`);
  const receiver = role === 'influencer' ? 'هدى كريم' : 'صيدلية الشفاء – المنصور';
  await page.locator('[data-order-receiver]', { hasText: receiver }).first().waitFor();
  await expectNoSeriousViolations(page);
  await screenshot(page, `seller-${role}-orders`);
  await open(page, `${base}/earnings`);
  await page.locator('[data-earnings-total="pending"]').waitFor();
  await screenshot(page, `seller-${role}-earnings`);
  return link;
}

describe('sellers order for others', () => {
  it(
    'a pharmacist prepares two carts and places an order to a new address',
    async () => {
      await withPage(browser, '/', DESKTOP, async (page) => {
        await sellerJourney(page, 'pharmacist', false);
      });
    },
    JOURNEY_MS,
  );

  it(
    'an influencer orders for a new contact, shares a cart, and a new customer adds it to her own cart',
    async () => {
      let link: string | null = null;
      await withPage(browser, '/', DESKTOP, async (page) => {
        link = await sellerJourney(page, 'influencer', true);
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

  it('shows a forged link as not valid, at phone and desktop width', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await withPage(browser, '/shared-cart/forged-token-1234567890', viewport, async (page) => {
        await page.getByText('رابط السلة غير صالح أو انتهت صلاحيته').waitFor();
        await expectNoSeriousViolations(page);
        await screenshot(page, 'shared-cart-invalid');
      });
    }
  });

  it(
    'lays the seller area out at phone width',
    async () => {
      await withPage(browser, '/', PHONE, async (page) => {
        await signInAs(page, ORDERING_SELLERS.pharmacist);
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
});
