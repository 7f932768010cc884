import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { codeSentTo, hydrated, newMobile, signInFresh, signInWithCode } from './session';

/**
 * The staff desk's people pages (issue 12), as the demo admin uses them: a customer found by mobile, their wallet
 * credited with a reason and their account blocked (the customer's own session ends), then the audit log showing
 * both, the staff page, and the product-request queue — at desktop width, with a look at each at phone width.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = DESK_ADMINS.people;
const JOURNEY_MS = 240_000;

/** Signs the page in with a sign-in code, as the login form does. */
async function signIn(page: Page, mobile: string) {
  const since = new Date(Date.now() - 1000).toISOString();
  const login = await fetch(`${baseUrl()}/api/v2/app/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile }),
  });
  expect(login.status).toBe(200);
  await signInWithCode(page, mobile, await codeSentTo(mobile, since));
}

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await hydrated(page);
}

const toasts = (page: Page) => page.getByRole('status').allInnerTexts();

describe('the customers, staff and audit pages', () => {
  it(
    'finds a customer, credits their wallet, blocks them, and shows it all in the audit log',
    async () => {
      const mobile = newMobile();
      const shopper = await openPage(browser, '/');
      await signInFresh(shopper, mobile, 'نور الهدى');
      const desk = await openPage(browser, '/', DESKTOP);
      await signIn(desk, ADMIN);

      await open(desk, `/admin/customers?q=${mobile}`);
      const row = desk.getByRole('link', { name: 'نور الهدى' });
      await expect.poll(() => row.count()).toBe(1);
      await expectNoSeriousViolations(desk);
      await screenshot(desk, 'desk-customers');

      await row.click();
      await desk.waitForURL(/\/admin\/customers\/\d+$/);
      const profileUrl = desk.url();
      await expect.poll(() => desk.getByRole('heading', { level: 1 }).textContent()).toBe('نور الهدى');
      await expectNoSeriousViolations(desk);

      await desk.getByRole('button', { name: 'تعديل المحفظة' }).click();
      const walletDialog = desk.getByRole('dialog');
      await walletDialog.getByLabel('المبلغ (دينار)').fill('٢٥٠٠٠');
      await walletDialog.getByLabel('السبب').fill('تعويض عن تأخير التوصيل');
      await screenshot(desk, 'desk-customer-wallet-dialog');
      await walletDialog.getByRole('button', { name: 'إضافة إلى المحفظة' }).click();
      await expect.poll(() => toasts(desk)).toContain('تم تعديل رصيد المحفظة.');
      const ledger = desk.getByRole('region', { name: 'سجل المحفظة' });
      await expect.poll(() => ledger.textContent()).toContain('تعويض عن تأخير التوصيل');

      await desk.getByRole('button', { name: 'إيقاف الحساب' }).click();
      const blockDialog = desk.getByRole('dialog');
      await blockDialog.getByLabel(/السبب/).fill('طلبات وهمية متكررة');
      await blockDialog.getByRole('button', { name: 'إيقاف الحساب' }).click();
      await expect.poll(() => toasts(desk)).toContain('تم إيقاف الحساب وإنهاء جميع جلساته.');
      await expect.poll(() => desk.getByRole('note').textContent()).toContain('طلبات وهمية متكررة');
      await screenshot(desk, 'desk-customer');

      // The customer's session is over: their next page asks them to sign in.
      await open(shopper, '/profile');
      await expect.poll(() => new URL(shopper.url()).pathname).toBe('/auth');

      await open(desk, '/admin/audit');
      const audit = desk.getByRole('region', { name: 'سجل العمليات' });
      await expect.poll(() => audit.textContent()).toContain('إيقاف حساب');
      expect(await audit.textContent()).toContain('تعديل محفظة');
      await expectNoSeriousViolations(desk);
      await screenshot(desk, 'desk-audit');

      await open(desk, '/admin/staff');
      await expect.poll(() => desk.getByRole('region', { name: 'فريق العمل' }).textContent()).toContain('مدير');
      await expectNoSeriousViolations(desk);
      await screenshot(desk, 'desk-staff');

      await open(desk, '/admin/requests');
      // The request queue is built (issue 13): its page, not the "not yet" one.
      expect(await desk.getByRole('heading', { level: 1 }).textContent()).toBe('طلبات المنتجات');

      // The same pages on a phone, signed in as the same admin.
      const phone = await browser.newContext({ viewport: PHONE, locale: 'ar-IQ' });
      await phone.addCookies(await desk.context().cookies());
      const small = await phone.newPage();
      for (const [path, name] of [
        [`/admin/customers?q=${mobile}`, 'desk-customers'],
        [new URL(profileUrl).pathname, 'desk-customer'],
        ['/admin/audit', 'desk-audit'],
        ['/admin/staff', 'desk-staff'],
      ] as const) {
        await open(small, path);
        await screenshot(small, name);
      }
      await phone.close();
      await shopper.context().close();
      await desk.context().close();
    },
    JOURNEY_MS,
  );
});
