import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { hydrated, sessionCookies, signInExisting } from './session';
import { FEEDBACK_SHOPPER, PARTNER_APPLICANT } from './shoppers';

/**
 * The partner programme and "rate the store" (issue 15) in the browser: a guest reads /partner and is asked to sign
 * in; a customer applies as an influencer (the form shows the API's words under what it refuses); an admin approves
 * her at /admin/partners; she reloads and reaches /influencer, her session carrying the new role. A shopper rates the
 * store at /profile/help_us and staff see it at /admin/feedback and mark it handled.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const JOURNEY_MS = 240_000;
const toasts = (page: Page) => page.getByRole('status').allInnerTexts();

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await hydrated(page);
}

/** Phone and desktop screenshots, each with `target` (what the shot is about) scrolled into view. */
async function bothWidths(page: Page, name: string, target?: Locator) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await target?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, name);
  }
  await page.setViewportSize(PHONE);
}

/** The cookie banner answered (declined), so it does not cover what the screenshots are about. */
const declineCookies = (page: Page) => page.getByRole('button', { name: 'رفض الكل' }).click();

describe('partners and feedback', () => {
  it(
    'a customer applies as an influencer, an admin approves her, and a reload takes her into /influencer',
    async () => {
      const guest = await openPage(browser, '/partner');
      await hydrated(guest);
      expect(await guest.getByRole('heading', { level: 1 }).textContent()).toContain('بِع منتجات وندر بيوتي');
      // The figures are the seller terms (issue 14's defaults).
      expect(await guest.locator('main').textContent()).toContain('10%');
      const signIn = guest.getByRole('link', { name: 'سجّل الدخول للتقديم' });
      expect(await signIn.getAttribute('href')).toBe('/auth?next=%2Fpartner');
      await expectNoSeriousViolations(guest);
      await bothWidths(guest, 'partner-guest');
      // The whole programme, top to bottom, for people to read.
      for (const size of [PHONE, DESKTOP]) {
        await guest.setViewportSize(size);
        await guest.screenshot({ path: `tests/e2e/screenshots/partner-programme-${size.width}.png`, fullPage: true });
      }
      await guest.context().close();

      const shopper = await openPage(browser, '/');
      await signInExisting(shopper, PARTNER_APPLICANT);
      await open(shopper, '/partner#apply');
      await declineCookies(shopper);
      const form = shopper.getByRole('form', { name: 'طلب الانضمام إلى الشركاء' });
      await form.waitFor();
      await form.getByLabel('الاسم', { exact: true }).fill('ريم الشمري');
      await form.getByLabel('المحافظة').selectOption({ label: 'بغداد' });
      // No link yet: the API's words under the links.
      await form.getByRole('button', { name: 'أرسل الطلب' }).click();
      await expect
        .poll(() => form.getByRole('alert').allInnerTexts())
        .toContain('أضف رابط حساب واحد على الأقل: إنستغرام أو تيك توك أو فيسبوك أو سناب شات أو يوتيوب.');
      await form.getByLabel('إنستغرام').fill('instagram.com/reem.shammari');
      await form.getByLabel('عدد المتابعين في أكبر حساباتك (اختياري)').fill('٢٥٠٠٠');
      await expectNoSeriousViolations(shopper);
      await bothWidths(shopper, 'partner-form', form.getByLabel('إنستغرام'));
      await form.getByRole('button', { name: 'أرسل الطلب' }).click();
      await expect
        .poll(() => toasts(shopper))
        .toContain('وصلنا طلبك للانضمام إلى شركاء وندر بيوتي. سنراجعه خلال أيام ونبلغك بالنتيجة برسالة وفي إشعاراتك.');
      const status = shopper.getByTestId('partner-status');
      await expect.poll(() => status.textContent()).toContain('قيد المراجعة');
      expect(await status.textContent()).toContain('https://instagram.com/reem.shammari');
      await bothWidths(shopper, 'partner-pending', status);

      const desk = await openPage(browser, '/', DESKTOP);
      await signInExisting(desk, DESK_ADMINS.partners);
      await open(desk, '/admin/partners?status=pending');
      const queue = desk.getByRole('region', { name: 'طلبات الشراكة' });
      await queue.getByRole('link', { name: 'ريم الشمري' }).first().click();
      await desk.getByRole('heading', { name: 'ريم الشمري — مؤثر' }).waitFor();
      const link = desk.getByRole('link', { name: 'https://instagram.com/reem.shammari' });
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      await expectNoSeriousViolations(desk);
      await screenshot(desk, 'desk-partner');
      await desk.getByRole('button', { name: 'قبول الطلب' }).click();
      await desk.getByRole('button', { name: 'تأكيد: اجعل الحساب حساب مؤثر' }).click();
      await expect.poll(() => toasts(desk)).toContain('تم قبول الطلب، وأصبح الحساب حساب مؤثر.');

      // Her session still carries the customer's token: a reload of /partner shows the approval and the way in.
      await shopper.reload();
      await hydrated(shopper);
      await expect.poll(() => status.textContent()).toContain('مقبول');
      await bothWidths(shopper, 'partner-approved', status);
      await status.getByRole('link', { name: 'افتح مساحة البائعين' }).click();
      await shopper.waitForURL(`${baseUrl()}/influencer`);
      await shopper.getByRole('heading', { name: 'صفحة المؤثرة' }).waitFor();
      const user = JSON.parse(decodeURIComponent((await sessionCookies(shopper.context())).wb_userData?.value ?? '{}'));
      expect(user.user_type).toBe('influencer');
      await shopper.context().close();

      // Rate the store; staff read it and mark it handled.
      const rater = await openPage(browser, '/');
      await signInExisting(rater, FEEDBACK_SHOPPER);
      await open(rater, '/profile/help_us');
      await declineCookies(rater);
      const rating = rater.getByRole('form', { name: 'قيّم المتجر' });
      await rating.locator('label', { has: rater.getByRole('radio', { name: /4 من 5/ }) }).click();
      await rating.getByLabel('عن أي شيء؟ (اختياري)').selectOption('delivery');
      const wish = `التوصيل إلى البصرة يحتاج يومين ${Date.now()}`;
      await rating.getByLabel('ما الذي نحسّنه؟ (اختياري)').fill(wish);
      await expectNoSeriousViolations(rater);
      await bothWidths(rater, 'help-us', rating);
      await rating.getByRole('button', { name: 'أرسل التقييم' }).click();
      await expect.poll(() => toasts(rater)).toContain('شكراً لك! وصل تقييمك، وسنعمل على ما اقترحته.');
      await rater.context().close();

      await open(desk, '/admin/feedback?handled=false');
      const feedback = desk.getByRole('region', { name: 'آراء الزبائن' });
      await expect.poll(() => feedback.textContent()).toContain(wish);
      await screenshot(desk, 'desk-feedback');
      await feedback
        .getByRole('button', { name: /^تعليم الرأي رقم/ })
        .first()
        .click();
      await expect.poll(() => toasts(desk)).toContain('تم تعليم التقييم كمُعالَج.');
      await desk.context().close();
    },
    JOURNEY_MS,
  );
});
