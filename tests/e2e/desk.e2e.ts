import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { deskOnlyScripts, isDeskPage, isDeskSource, pageManifests } from './desk-chunks';
import { open, placeOrder } from './order-kit';
import { expectNoSeriousViolations } from './page-checks';
import { enterCodeFromOutbox, hydrated, newMobile, signInFresh } from './session';

/**
 * The staff desk (issue 12, items 8 and 9): closed to guests and shoppers; staff sign in with the store's own form
 * and land on it; a customer's order is confirmed, shipped and delivered there, and the customer sees each step on
 * their order page and gets each SMS; the desk's pages pass axe at laptop and phone widths; and no store page can
 * load the desk's JavaScript.
 */
const DEMO_STAFF = '07701000008';
const DEMO_ADMIN = '07701000009';
const JOURNEY_MS = 240_000;
/** A move is a write, a job and a fresh server render: on a busy shared machine that can take seconds. */
const SLOW = { timeout: 15_000 };

let browser: Browser;
let staff: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await staff?.context().close();
  await browser?.close();
});

const toasts = (page: Page) => page.getByRole('status').allInnerTexts();

/** Signs in through the login page's form (the page must be /auth), with the code from the development outbox. */
async function signInThroughForm(page: Page, mobile: string) {
  const since = new Date().toISOString();
  await page.getByLabel('رقم الهاتف').fill(mobile);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  await enterCodeFromOutbox(page, mobile, since);
}

interface OutboxEntry {
  text: string;
}

async function smsTexts(mobile: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/api/v2/dev/sms-outbox?mobile=${mobile}`);
  return ((await response.json()) as { data: OutboxEntry[] }).data.map((entry) => entry.text);
}

/** The desk page as a person looks at it, at laptop and phone widths (tests/e2e/screenshots). */
async function looks(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, `desk-${name}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('the staff desk', () => {
  it('sends a guest to sign in and back, refuses a customer, and lands staff and admins on it', async () => {
    // A guest: to /auth, with the desk page as the way back; the demo staff signs in there and comes back to it.
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'ar-IQ' });
    staff = await context.newPage();
    await staff.goto(`${baseUrl()}/admin/orders?status=pending`);
    expect(new URL(staff.url()).pathname).toBe('/auth');
    expect(new URL(staff.url()).searchParams.get('next')).toBe('/admin/orders?status=pending');
    await signInThroughForm(staff, DEMO_STAFF);
    await staff.waitForURL(`${baseUrl()}/admin/orders?status=pending`);
    await hydrated(staff);
    // Staff see their areas; the admin-only ones are not offered.
    const nav = staff.getByRole('navigation', { name: 'أقسام المكتب' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'مكتب الموظفين',
      'لوحة المتابعة',
      'الطلبات',
      'الزبائن',
      'طلبات المنتجات',
      'التقييمات',
      'آراء الزبائن',
    ]);
    expect(await staff.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // In the store, staff's account link leads back to the desk (a shopper's /profile is not theirs).
    await open(staff, '/');
    const accountLink = staff.getByRole('banner').getByRole('link', { name: /مكتب الموظفين/ });
    expect(await accountLink.getAttribute('href')).toBe('/admin');

    // The demo admin, signing in with no page asked for, lands on the dashboard and sees every area.
    await withPage(browser, '/auth', DESKTOP, async (page) => {
      await signInThroughForm(page, DEMO_ADMIN);
      await page.waitForURL(`${baseUrl()}/admin`);
      const adminNav = page.getByRole('navigation', { name: 'أقسام المكتب' });
      expect(await adminNav.getByRole('link', { name: 'الإعدادات' }).isVisible()).toBe(true);
      expect(await adminNav.getByRole('link', { name: 'سجل العمليات' }).isVisible()).toBe(true);
    });

    // A customer who finds the address gets the forbidden page.
    await withPage(browser, '/', PHONE, async (page) => {
      await signInFresh(page, newMobile(), 'سارة');
      const response = await page.goto(`${baseUrl()}/admin`);
      expect(response?.status()).toBe(403);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('هذه الصفحة ليست لنوع حسابك');
    });
  });

  it(
    "takes a customer's order from pending to delivered; the customer sees each step and gets each SMS",
    async () => {
      await withPage(browser, '/', PHONE, async (customer) => {
        const mobile = newMobile();
        await signInFresh(customer, mobile, 'هدى');
        const order = await placeOrder(customer);
        const international = `+964${mobile.slice(1)}`;

        // Staff find it by its number in the list; the search is in the URL.
        await open(staff, '/admin/orders');
        await staff.getByLabel('بحث', { exact: true }).fill(order.number);
        await staff.getByLabel('بحث', { exact: true }).press('Enter');
        await staff.waitForURL((url) => url.searchParams.get('q') === order.number);
        await hydrated(staff);
        const rows = staff.locator('tbody tr');
        expect(await rows.count()).toBe(1);
        expect(await rows.first().locator('[data-order-status]').textContent()).toBe('بانتظار التأكيد');
        // With nothing ticked, the CSV export downloads the same filtered list.
        expect(await staff.getByRole('link', { name: 'تصدير القائمة CSV' }).getAttribute('href')).toBe(
          `/api/v2/admin/orders/export?q=${encodeURIComponent(order.number)}`,
        );
        await expectNoSeriousViolations(staff);
        await looks(staff, 'orders');

        // Out of the search box, j moves to the row's link and Enter opens the order.
        await staff.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await staff.keyboard.press('j');
        expect(await staff.evaluate(() => document.activeElement?.textContent)).toBe(order.number);
        await staff.keyboard.press('Enter');
        await staff.waitForURL(`${baseUrl()}/admin/orders/${order.id}`);
        await hydrated(staff);
        expect(await staff.getByRole('heading', { level: 1 }).textContent()).toContain(order.number);
        await expectNoSeriousViolations(staff);
        await looks(staff, 'order');

        const status = staff.locator('h1 [data-order-status]');
        const customerSteps = async () => {
          await open(customer, `/profile/orders/${order.id}`);
          return customer
            .locator('[data-step]')
            .evaluateAll((steps) =>
              steps.map((step) => `${step.getAttribute('data-step')}:${step.getAttribute('data-state')}`),
            );
        };

        // Confirm.
        await staff.getByRole('button', { name: 'تأكيد الطلب' }).click();
        await expect.poll(() => toasts(staff), SLOW).toContain('تم تحديث حالة الطلب.');
        await expect.poll(() => status.textContent(), SLOW).toBe('مؤكد');
        expect(await customerSteps()).toEqual([
          'pending:done',
          'confirmed:current',
          'shipped:upcoming',
          'delivered:upcoming',
        ]);

        // Ship: the courier and the tracking number asked in a dialog, then shown on the order.
        await staff.getByRole('button', { name: 'شحن الطلب' }).click();
        const ship = staff.getByRole('dialog', { name: `شحن الطلب ${order.number}` });
        await ship.waitFor();
        await expectNoSeriousViolations(staff);
        await ship.getByLabel('شركة التوصيل').fill('توصيل السريع');
        await ship.getByLabel('رقم التتبع').fill('TRK-7731');
        await ship.getByRole('button', { name: 'شحن' }).click();
        await expect.poll(() => status.textContent(), SLOW).toBe('قيد التوصيل');
        expect(await staff.locator('[data-courier]').textContent()).toBe('توصيل السريع');
        expect(await staff.locator('[data-tracking]').textContent()).toBe('TRK-7731');
        expect(await customerSteps()).toEqual([
          'pending:done',
          'confirmed:done',
          'shipped:current',
          'delivered:upcoming',
        ]);

        // Deliver: it cannot be undone, so it asks first (issue 24).
        await staff.getByRole('button', { name: 'تم التوصيل' }).click();
        const deliver = staff.getByRole('dialog', { name: `تسليم الطلب ${order.number}؟` });
        await deliver.waitFor();
        await deliver.getByRole('button', { name: 'تم التوصيل' }).click();
        await expect.poll(() => status.textContent(), SLOW).toBe('تم التوصيل');
        // The last step reached is done: the order's life is complete.
        expect(await customerSteps()).toEqual(['pending:done', 'confirmed:done', 'shipped:done', 'delivered:done']);
        expect(await customer.locator('h1 [data-order-status]').textContent()).toBe('تم التوصيل');
        // Only a return is left, behind a confirmation.
        expect(
          await staff
            .locator('[data-move]')
            .evaluateAll((moves) => moves.map((move) => move.getAttribute('data-move'))),
        ).toEqual(['returned']);
        await staff.getByRole('button', { name: 'تسجيل إرجاع' }).click();
        const confirmReturn = staff.getByRole('dialog', { name: `تسجيل إرجاع الطلب ${order.number}؟` });
        await confirmReturn.waitFor();
        await expectNoSeriousViolations(staff);
        await confirmReturn.getByRole('button', { name: 'رجوع' }).click();
        await confirmReturn.waitFor({ state: 'detached' });
        expect(await status.textContent()).toBe('تم التوصيل');

        // The SMS outbox holds one message for each step, the courier and tracking number in the shipping one.
        await expect
          .poll(() => smsTexts(international), { timeout: 20_000 })
          .toEqual(
            expect.arrayContaining([
              expect.stringContaining(`استلمنا طلبك رقم ${order.number}`),
              expect.stringContaining(`تم تأكيد طلبك رقم ${order.number}`),
              expect.stringMatching(
                new RegExp(`طلبك رقم ${order.number} في الطريق إليك مع توصيل السريع\\. رقم التتبع: TRK-7731`),
              ),
              expect.stringContaining(`تم توصيل طلبك رقم ${order.number}`),
            ]),
          );
        expect((await smsTexts(international)).filter((text) => text.includes(order.number))).toHaveLength(4);

        // The packing slip: what to pack and what to collect; on paper, only the slip.
        await open(staff, `/admin/orders/${order.id}/slip`);
        expect(await staff.locator('[data-collect]').textContent()).toMatch(/^[\d,]+ د\.ع$/);
        await expectNoSeriousViolations(staff);
        await looks(staff, 'slip');
        await staff.emulateMedia({ media: 'print' });
        expect(await staff.getByRole('navigation', { name: 'أقسام المكتب' }).isVisible()).toBe(false);
        expect(await staff.getByRole('button', { name: 'طباعة الإيصال' }).isVisible()).toBe(false);
        expect(await staff.getByRole('article').isVisible()).toBe(true);
        await staff.emulateMedia({ media: 'screen' });
      });
    },
    JOURNEY_MS,
  );

  it('shows the dashboard with its charts, and passes axe', async () => {
    await open(staff, '/admin');
    await staff.locator('canvas[role="img"]').first().waitFor();
    expect(
      await staff
        .getByRole('link', { name: /بانتظار التأكيد/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await expectNoSeriousViolations(staff);
    await looks(staff, 'dashboard');
  });

  it('keeps every desk module out of the store: no store page can load one', async () => {
    const manifests = pageManifests();
    const storePages = [...manifests.keys()].filter((page) => !isDeskPage(page));
    expect(storePages.length).toBeGreaterThan(20);
    for (const page of storePages) {
      expect(manifests.get(page)?.modules.filter(isDeskSource), page).toEqual([]);
    }
    // The desk's own script files, and what a shopper's browser asks for on the home, a product and a listing page.
    const deskScripts = deskOnlyScripts(manifests);
    expect(deskScripts.size).toBeGreaterThan(0);
    await withPage(browser, '/', PHONE, async (page) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
      });
      for (const path of ['/', '/products', '/products-details/1']) await open(page, path);
      expect(requested.length).toBeGreaterThan(0);
      expect(requested.filter((path) => deskScripts.has(path.replace(/^\/_next\//, '')))).toEqual([]);
    });
  });
});
