import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { hydrated, signInExisting } from './session';

/**
 * The desk's dates in Arabic (issue 24, item 7): no browser date input («mm/dd/yyyy» on an office machine) anywhere
 * staff filter or plan; the day, the Iraqi month's name and the year are chosen, a half-chosen date says so, the
 * orders list is filtered by the days chosen (the URL keeps the API's form) and «مسح» empties the fields.
 */
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

let signedIn = false;

/** Opens a desk page as this file's admin, signing in (a code from the development outbox) the first time. */
async function open(path: string) {
  if (!signedIn) {
    await signInExisting(admin, DESK_ADMINS.dates);
    signedIn = true;
  }
  await admin.goto(`${baseUrl()}${path}`);
  await hydrated(admin);
}

/** Chooses a day in the desk's date field named `label` (its parts are «label: اليوم», «: الشهر», «: السنة»). */
async function choose(label: string, day: string, month: string, year: string) {
  await admin.getByLabel(`${label}: اليوم`).selectOption(day);
  await admin.getByLabel(`${label}: الشهر`).selectOption(month);
  await admin.getByLabel(`${label}: السنة`).selectOption(year);
}

const parts = (label: string) =>
  Promise.all(['اليوم', 'الشهر', 'السنة'].map((part) => admin.getByLabel(`${label}: ${part}`).inputValue()));

describe('dates at the desk', () => {
  it('filters the orders between two days chosen in Arabic, and «مسح» empties them', async () => {
    const year = String(new Date().getUTCFullYear());
    await open('/admin/orders');
    expect(await admin.locator('input[type="date"]').count()).toBe(0);
    expect(await admin.getByLabel('من يوم: الشهر').locator('option').allTextContents()).toContain('تشرين الثاني (11)');

    // Half a date is said to be half, and sends nothing.
    await admin.getByLabel('من يوم: اليوم').selectOption('1');
    await admin.getByText('أكمل اليوم والشهر والسنة، أو اترك الثلاثة فارغة.').waitFor();
    await admin.getByLabel('من يوم: الشهر').selectOption('2');
    await admin.getByLabel('من يوم: السنة').selectOption(year);
    await expect.poll(() => admin.getByText('أكمل اليوم والشهر والسنة').count()).toBe(0);
    // A day past the month's end becomes its last day.
    await choose('إلى يوم', '31', '4', year);
    expect(await parts('إلى يوم')).toEqual(['30', '4', year]);

    await admin.getByRole('button', { name: 'تطبيق' }).click();
    await admin.waitForURL((url) => url.searchParams.get('from') === `${year}-02-01`);
    expect(new URL(admin.url()).searchParams.get('to')).toBe(`${year}-04-30`);
    await hydrated(admin);
    expect(await parts('من يوم')).toEqual(['1', '2', year]);
    await expectNoSeriousViolations(admin);
    for (const viewport of [DESKTOP, PHONE]) {
      await admin.setViewportSize(viewport);
      await admin.getByRole('search').scrollIntoViewIfNeeded();
      await screenshot(admin, 'desk-dates-orders');
    }
    await admin.setViewportSize(DESKTOP);

    await admin.getByRole('link', { name: 'مسح' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/orders' && !url.searchParams.has('from'));
    await expect.poll(() => parts('من يوم')).toEqual(['', '', '']);
  });

  it('sets a code’s first and last day with the same field', async () => {
    const year = String(new Date().getUTCFullYear() + 1);
    await open('/admin/codes/new');
    expect(await admin.locator('input[type="date"]').count()).toBe(0);
    await choose('يبدأ يوم', '1', '3', year);
    await choose('ينتهي يوم', '20', '3', year);
    expect(await admin.locator('#code-starts_on-value').inputValue()).toBe(`${year}-03-01`);
    expect(await admin.locator('#code-ends_on-value').inputValue()).toBe(`${year}-03-20`);
    await expectNoSeriousViolations(admin);
    for (const viewport of [DESKTOP, PHONE]) {
      await admin.setViewportSize(viewport);
      await admin.getByRole('group', { name: 'يبدأ يوم' }).scrollIntoViewIfNeeded();
      await screenshot(admin, 'desk-dates-code-form');
    }
  });
});
