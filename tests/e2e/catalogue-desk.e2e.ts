import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { codeSentTo, hydrated, signInWithCode } from './session';

/**
 * The catalogue desk (issue 12, item 4) as the demo admin uses it: a product made on the desk, restocked through
 * the stock dialog (the ledger shows the line), a picture uploaded, and the storefront showing all of it; a Shopify
 * export checked by a dry run (progress bar, rejected rows with their reasons), then applied. Screenshots at laptop
 * and phone widths (tests/e2e/screenshots/desk-catalogue-*).
 */
const ADMIN = DESK_ADMINS.catalogue;
const JOURNEY_MS = 240_000;
const SHOPIFY_FILE = 'apps/api/src/modules/catalog/import/fixtures/shopify-products.csv';
/** A real 64×64 PNG (a pink square). */
const PICTURE = 'tests/e2e/fixtures/pink-64.png';

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'ar-IQ' });
  admin = await context.newPage();
});
afterAll(async () => {
  await admin?.context().close();
  await browser?.close();
});

const toasts = (page: Page) => page.getByRole('status').allInnerTexts();

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await hydrated(page);
}

/** The page as a person looks at it, at laptop and phone widths, and axe's verdict at both. */
async function looks(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, `desk-catalogue-${name}`);
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(DESKTOP);
}

describe('the catalogue desk', () => {
  it('lists products with filters in the URL', { timeout: JOURNEY_MS }, async () => {
    await admin.goto(`${baseUrl()}/auth`);
    const since = new Date().toISOString();
    const login = await fetch(`${baseUrl()}/api/v2/app/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile: ADMIN }),
    });
    expect(login.status).toBe(200);
    await signInWithCode(admin, ADMIN, await codeSentTo(ADMIN, since));

    await open(admin, '/admin/products?low_stock=1&sort=stock&direction=asc');
    await expect.poll(() => admin.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
    await looks(admin, 'products');
  });

  it('makes a product, restocks it through the dialog, uploads a picture; the storefront shows it', {
    timeout: JOURNEY_MS,
  }, async () => {
    await open(admin, '/admin/products/new');
    await admin.getByLabel('العنوان', { exact: true }).fill('كريم مرطب بزبدة الكاكاو');
    await admin.getByLabel('العنوان بالإنجليزية').fill('Cocoa Butter Moisturiser');
    await admin.getByLabel('الماركة').selectOption({ index: 1 });
    await admin.getByLabel('الفئة').selectOption({ index: 2 });
    await admin.getByLabel('الحالة').selectOption('active');
    await admin.getByLabel('الوصف').fill('كريم غني للبشرة الجافة.\nيُستخدم صباحاً ومساءً.');
    const sku = `E2E-COCOA-${Date.now()}`;
    await admin.getByLabel('رمز SKU 1').fill(sku);
    await admin.getByLabel('السعر 1').fill('18000');
    await admin.getByLabel('الكمية 1').fill('0');
    await looks(admin, 'new-product');
    await admin.getByRole('button', { name: 'إضافة المنتج' }).click();
    await admin.waitForURL(/\/admin\/products\/\d+$/);
    const productId = Number(new URL(admin.url()).pathname.split('/').pop());
    await hydrated(admin);

    await admin.getByRole('button', { name: 'تعديل المخزون' }).first().click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/عدد القطع/).fill('24');
    await dialog.getByLabel('السبب').fill('وصلت شحنة من المورد');
    await screenshot(admin, 'desk-catalogue-stock-dialog');
    await expectNoSeriousViolations(admin);
    await dialog.getByRole('button', { name: 'حفظ التعديل' }).click();
    await expect.poll(() => toasts(admin)).toContain('تم تعديل المخزون.');
    await expect
      .poll(() => admin.getByRole('region', { name: /سجل المخزون/ }).textContent())
      .toContain('وصلت شحنة من المورد');

    await admin.locator('input[type="file"]').setInputFiles(PICTURE);
    await expect.poll(() => admin.getByRole('region', { name: 'الصور' }).locator('img').count()).toBe(1);
    await looks(admin, 'product');

    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/products-details/${productId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('كريم مرطب بزبدة الكاكاو');
    const picture = page.locator('img[src^="/media/uploads/"]').first();
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    await page.close();
  });

  it('imports a Shopify export: a dry run with its progress and rejected rows, then for real', {
    timeout: JOURNEY_MS,
  }, async () => {
    await open(admin, '/admin/imports');
    await admin.getByLabel(/ملف CSV/).setInputFiles({
      name: 'products_export.csv',
      mimeType: 'text/csv',
      buffer: readFileSync(SHOPIFY_FILE),
    });
    await admin.getByRole('button', { name: 'رفع الملف' }).click();
    await admin.waitForURL(/\/admin\/imports\/\d+$/);
    const bar = admin.getByRole('progressbar');
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('16');
    const rejected = admin.getByRole('region', { name: 'الصفوف المرفوضة' });
    await expect.poll(() => rejected.locator('tbody tr').count()).toBe(8);
    expect(await rejected.textContent()).toContain('مكرر في الملف');
    await looks(admin, 'import-report');

    const dryRun = admin.url();
    await admin.getByRole('button', { name: 'تطبيق الملف فعلاً' }).click();
    await admin.waitForURL((url) => /\/admin\/imports\/\d+$/.test(url.pathname) && url.href !== dryRun);
    await expect
      .poll(() => admin.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toMatch(/^استيراد:/);
    await expect
      .poll(() => admin.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 60_000 })
      .toBe('16');
    await open(admin, '/admin/products?q=rose-water-toner');
    await expect.poll(() => admin.getByRole('table').textContent()).toContain('تونر ماء الورد المنعش');
    await open(admin, '/admin/imports');
    await looks(admin, 'imports');
  });
});
