import { ARTICLE_QUERY, DEV_STOREFRONT_TOKEN, STOREFRONT_TOKEN_HEADER } from '@wb/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { hydrated, signInExisting } from './session';

/**
 * The desk's content (issue 15): an admin writes an article in the rich-text editor — a heading, bold words, a link to
 * a product — and publishes it; the desk lists it as published and the content service answers it, with the bold and
 * the link as written. The editor passes axe and is looked at, at laptop and phone widths.
 */
const ADMIN = DESK_ADMINS.content;
/** The development storefront token (the API in the browser tests runs outside production). */
const STOREFRONT_TOKEN = DEV_STOREFRONT_TOKEN;

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

describe('articles at the desk', () => {
  it('writes an article with bold text and a link, publishes it, and it is listed and served', async () => {
    await signInExisting(admin, ADMIN);
    await admin.goto(`${baseUrl()}/admin/articles/new`);
    await hydrated(admin);
    await admin.getByLabel('العنوان', { exact: true }).fill('واقي الشمس للأطفال');

    const body = admin.getByRole('textbox', { name: 'نص المقال' });
    await body.click();
    await admin.getByRole('button', { name: 'عنوان رئيسي' }).click();
    await admin.keyboard.type('متى نبدأ');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('ابدئي بواقٍ معدني ');
    await admin.getByRole('button', { name: 'عريض' }).click();
    await admin.keyboard.type('بعد ستة أشهر');
    await admin.getByRole('button', { name: 'عريض' }).click();
    await admin.keyboard.type(' من العمر، مثل هذا ');
    await admin.getByRole('button', { name: 'رابط', exact: true }).click();
    await admin.getByLabel('عنوان الرابط').fill('/products-details/1');
    await admin.getByRole('button', { name: 'تطبيق الرابط' }).click();
    // The editor takes the caret back when the link box closes; typing before that would go nowhere.
    await expect.poll(() => body.evaluate((editor) => editor.contains(document.activeElement))).toBe(true);
    await admin.keyboard.type('الواقي');
    expect(await body.innerHTML()).toContain('<strong>بعد ستة أشهر</strong>');
    for (const viewport of [DESKTOP, PHONE]) {
      await admin.setViewportSize(viewport);
      await screenshot(admin, 'desk-article-editor');
      await expectNoSeriousViolations(admin);
    }
    await admin.setViewportSize(DESKTOP);

    await admin.getByRole('button', { name: 'حفظ ونشر' }).click();
    await admin.waitForURL(/\/admin\/articles\/\d+$/);
    await hydrated(admin);
    const id = Number(admin.url().split('/').pop());
    await admin.getByRole('link', { name: 'عرض في المتجر' }).waitFor();

    await admin.goto(`${baseUrl()}/admin/articles?status=published&q=${encodeURIComponent('واقي الشمس للأطفال')}`);
    await hydrated(admin);
    const row = admin.getByRole('row').filter({ hasText: 'واقي الشمس للأطفال' });
    await expect.poll(() => row.textContent()).toContain('منشور');
    await screenshot(admin, 'desk-articles');

    const answer = await fetch(`${baseUrl()}/api/v2/storefront/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STOREFRONT_TOKEN_HEADER]: STOREFRONT_TOKEN },
      body: JSON.stringify({ query: ARTICLE_QUERY, variables: { id: `gid://shopify/Article/${id}` } }),
    }).then((response) => response.json());
    expect(answer.data.article.title).toBe('واقي الشمس للأطفال');
    expect(answer.data.article.contentHtml).toContain('<strong>بعد ستة أشهر</strong>');
    expect(answer.data.article.contentHtml).toContain('<a href="/products-details/1">الواقي</a>');
  });
});
