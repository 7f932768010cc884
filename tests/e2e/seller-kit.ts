import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, screenshot } from './browser';
import { cartBadge, expectNoSeriousViolations } from './page-checks';
import { ORDERING_SELLERS } from './sellers';
import { codeSentTo, hydrated, signInWithCode } from './session';

/** The sellers' browser journeys (sellers.e2e.ts, sellers-share.e2e.ts): signing in, carts, receivers, placing. */
export const JOURNEY_MS = 300_000;
export const PRODUCT = '/products-details/1';

/** Signs in with the code from the development outbox (a number gets one code a minute: wait for the turn). */
export async function signInAs(page: Page, mobile: string): Promise<void> {
  const since = new Date().toISOString();
  const ask = () => fetch(`${baseUrl()}/api/v2/app/login`, { method: 'POST', body: new URLSearchParams({ mobile }) });
  await expect.poll(async () => (await ask()).status, { timeout: 75_000, interval: 5000 }).toBe(200);
  await signInWithCode(page, mobile, await codeSentTo(mobile, since));
}

export async function open(page: Page, path: string) {
  await page.goto(baseUrl() + path);
  await hydrated(page);
}

export const cartCard = (page: Page, name: string) => page.locator(`[data-seller-cart="${name}"]`);

export async function createCart(page: Page, name: string, first: boolean) {
  if (!first) await page.getByRole('button', { name: '+ سلة جديدة' }).click();
  await page.getByLabel('اسم السلة').fill(name);
  await page.getByLabel('المنطقة (اختياري)').fill('الكرادة');
  await page.getByRole('button', { name: 'إنشاء السلة' }).click();
  await cartCard(page, name).waitFor();
}

/** A new contact (influencer) or address (pharmacist) in the seller's book, chosen for the cart at once. */
export async function newReceiver(page: Page, label: string, name: string) {
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
export async function sellerJourney(
  page: Page,
  role: 'influencer' | 'pharmacist',
  share: boolean,
  mobile: string = ORDERING_SELLERS[role],
): Promise<string | null> {
  const base = role === 'influencer' ? '/influencer' : '/pharmacists';
  const [first, second] = role === 'influencer' ? ['سلة سارة', 'سلة نور'] : ['صيدلية الشفاء', 'صيدلية الأمل'];
  await signInAs(page, mobile);
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
  expect(await page.locator(`nav[aria-label="الحساب"] a[href="${base}"]`).count()).toBe(1);

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
  return link;
}
