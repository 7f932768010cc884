import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './browser';
import { type RunningStore, startStore } from './servers';
import { codeSentTo, hydrated, sessionCookies } from './session';

/**
 * Signing in when texts fail (issue 24, item 3): a shopper whose five text messages of the hour are spent is told
 * when to try again and offered WhatsApp; one tap sends the code there and she signs in with it. Then, her number
 * at the hour's ceiling on both channels, the refusal's toast rises above the cookie banner instead of covering it.
 *
 * A store of its own, where the minute between two codes is a second (OTP_RESEND_AFTER_SECONDS), so the hour's
 * five texts are spent in seconds, as they would be in five minutes.
 */
const SHOPPER = '07701000001';
let store: RunningStore;
let browser: Browser;
beforeAll(async () => {
  const ports = inject('sparePorts');
  store = await startStore({
    apiPort: ports.api,
    webPort: ports.web,
    apiEnv: { OTP_RESEND_AFTER_SECONDS: '1', AUTH_RATE_LIMIT_PER_MINUTE: '1000', SEED_PRODUCTS: '50' },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  store?.stop();
});

/** A page of the test's own store, in a fresh context: no consent stored, so the cookie banner shows. */
async function authPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'ar-IQ' });
  const page = await context.newPage();
  await page.goto(`${store.webUrl}/auth`, { waitUntil: 'load' });
  await hydrated(page);
  return page;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `tests/e2e/screenshots/${name}-${page.viewportSize()?.width}.png` });
}

/** A sign-in code by text, asked for as the page does; a second apart, each is sent (200). */
async function textedCode(): Promise<void> {
  await expect
    .poll(async () => {
      const form = new FormData();
      form.set('mobile', SHOPPER);
      return (await fetch(`${store.webUrl}/api/v2/app/login`, { method: 'POST', body: form })).status;
    })
    .toBe(200);
}

async function askForCode(page: Page): Promise<void> {
  await page.getByLabel('رقم الهاتف').fill(SHOPPER);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

describe('a shopper locked out of text messages', () => {
  it('is told when to try again, and signs in with a code sent by WhatsApp', async () => {
    // Her five texts of the hour: none arrived (she asked again and again).
    for (let sent = 0; sent < 5; sent++) await textedCode();

    const page = await authPage(PHONE);
    try {
      expect(await page.getByRole('radio', { name: 'رسالة نصية' }).isChecked()).toBe(true);
      await askForCode(page);
      const lockout = page.locator('[data-channel-lockout]');
      await expect
        .poll(() => lockout.getByRole('alert').textContent())
        .toMatch(
          /^تجاوزت عدد الرموز المسموح بها برسالة نصية لهذا الرقم\. حاول مرة أخرى بعد (ساعة|59 دقيقة)، أو اطلب الرمز عبر واتساب\.$/,
        );
      // Still on the number step, the way out in view: one button, not a toast that goes away.
      expect(await page.getByRole('heading', { name: 'تسجيل الدخول' }).isVisible()).toBe(true);
      const whatsapp = lockout.getByRole('button', { name: 'أرسل الرمز عبر واتساب' });
      expect(await whatsapp.isVisible()).toBe(true);
      expect(await page.locator('main').textContent()).not.toMatch(/SMS/);
      await screenshot(page, 'auth-sms-lockout');

      const since = new Date().toISOString();
      await whatsapp.click();
      await expect.poll(() => page.getByRole('heading', { name: 'أدخل رمز التحقق' }).isVisible()).toBe(true);
      expect(await page.locator('main').textContent()).toContain('أرسلنا رمزاً من 6 أرقام عبر واتساب');
      await screenshot(page, 'auth-code-by-whatsapp');
      const code = await codeSentTo(SHOPPER, since, { via: 'whatsapp', store: store.webUrl });
      await page.locator('input[autocomplete="one-time-code"]').fill(code);
      await page.waitForURL(`${store.webUrl}/`);
      expect(
        JSON.parse(decodeURIComponent((await sessionCookies(page.context())).wb_userData?.value ?? '')),
      ).toMatchObject({ mobile: '+9647701000001' });
    } finally {
      await page.context().close();
    }
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('at the hour’s ceiling, sees the refusal above the cookie banner, its buttons free (%s)', async (_name, size) => {
    const page = await authPage(size);
    try {
      const banner = page.getByRole('region', { name: 'ملفات تعريف الارتباط' });
      await banner.waitFor();
      await askForCode(page);
      const toast = page.getByRole('alert').filter({ hasText: 'تجاوزت عدد الرموز المسموح بها لهذا الرقم' });
      await toast.waitFor();
      expect(await toast.textContent()).toMatch(/حاول مرة أخرى بعد (ساعة|\d+ دقيقة)\./);
      const toastBox = (await toast.boundingBox()) as Box;
      for (const name of ['رفض الكل', 'قبول الكل']) {
        const button = banner.getByRole('button', { name });
        const box = (await button.boundingBox()) as Box;
        expect(overlaps(toastBox, box), `the toast covers «${name}»`).toBe(false);
        // What a tap at the button's middle reaches is the button itself.
        const reached = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x as number, y as number)?.textContent ?? '',
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(reached).toBe(name);
      }
      await screenshot(page, 'auth-ceiling-toast');
      await banner.getByRole('button', { name: 'قبول الكل' }).click();
      await expect.poll(() => banner.count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
