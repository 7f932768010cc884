import { messages } from '@wb/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { hydrated, signInExisting } from './session';

/**
 * The sellers' terms at the desk (issue 14): an admin changes what influencers and pharmacists may give and earn; a
 * delivery-fee range upside down is refused beside its field, in Arabic; the page passes axe at both widths.
 */
const ADMIN = DESK_ADMINS.sellers;

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

const field = (role: 'influencer' | 'pharmacist', label: string) =>
  admin.locator(`[data-terms="${role}"]`).getByLabel(label, { exact: true });

describe('the sellers’ terms at the desk', () => {
  it('saves a new commission, and refuses a delivery-fee maximum below its minimum', async () => {
    await signInExisting(admin, ADMIN);
    await admin.goto(`${baseUrl()}/admin/sellers`);
    await hydrated(admin);
    await admin.getByRole('heading', { level: 1, name: 'شروط البائعين' }).waitFor();
    expect(await field('influencer', 'العمولة (٪)').inputValue()).toBe('10');

    await field('pharmacist', 'أدنى أجور توصيل (د.ع)').fill('5000');
    await field('pharmacist', 'أعلى أجور توصيل (د.ع)').fill('1000');
    await admin.getByRole('button', { name: 'حفظ الشروط' }).click();
    await admin.getByText(messages.sellerTermsRange).first().waitFor();
    await screenshot(admin, 'desk-seller-terms-refused');

    await field('pharmacist', 'أعلى أجور توصيل (د.ع)').fill('8000');
    await field('influencer', 'العمولة (٪)').fill('12');
    await admin.getByRole('button', { name: 'حفظ الشروط' }).click();
    await admin.getByText(messages.sellerTermsSaved).first().waitFor();

    await admin.reload();
    await hydrated(admin);
    expect(await field('influencer', 'العمولة (٪)').inputValue()).toBe('12');
    expect(await field('pharmacist', 'أعلى أجور توصيل (د.ع)').inputValue()).toBe('8000');
    for (const viewport of [DESKTOP, PHONE]) {
      await admin.setViewportSize(viewport);
      await screenshot(admin, 'desk-seller-terms');
      await expectNoSeriousViolations(admin);
    }
  });
});
