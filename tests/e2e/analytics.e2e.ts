import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePopupsWhenTheyAppear, launchBrowser, PHONE } from './browser';
import { addBaghdadAddress, open } from './order-kit';
import { enterCodeFromOutbox } from './session';
import { ANALYTICS_SHOPPER } from './shoppers';
import { GTM_TEST_ID, stubTagManager } from './tag-manager';

/**
 * Issue 15's analytics on a phone, against a store with a tag manager container (global-setup.ts; Google's hosts
 * stubbed, tag-manager.ts): nothing is asked of Google before consent or after a reject; accepting loads the
 * container and grants Consent Mode; signing in is `login`; and a shopper's journey leaves the GA4 commerce events
 * in the data layer in order, each after the push that clears the last one, in IQD, with the variant's SKU — the
 * purchase once.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Entry = { event?: string; ecommerce?: { currency: string; items: Array<{ item_id: string }> } | null };

/** The page's data layer; consent commands (`arguments` objects) as arrays. */
const dataLayerOf = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  ) as Promise<Array<Entry | unknown[]>>;

const eventsOf = async (page: Page) =>
  (await dataLayerOf(page)).flatMap((entry) => (!Array.isArray(entry) && entry.event ? [entry.event] : []));
const consentOf = async (page: Page) => (await dataLayerOf(page)).filter(Array.isArray);

const everything = (value: string) => ({
  ad_storage: value,
  ad_user_data: value,
  ad_personalization: value,
  analytics_storage: value,
});

const JOURNEY = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
];

/** The first of each journey event, in order after the one before it (other events may come between). */
function journeyIn(layer: Array<Entry | unknown[]>): Array<{ entry: Entry; before: unknown }> {
  let from = 0;
  return JOURNEY.map((name) => {
    const at = layer.findIndex((entry, index) => index >= from && !Array.isArray(entry) && entry.event === name);
    expect(at, `${name} after the events before it`).toBeGreaterThan(0);
    from = at + 1;
    return { entry: layer[at] as Entry, before: layer[at - 1] };
  });
}

describe('analytics and consent', () => {
  it('sends nothing without consent, loads the tag manager on accept, and records a journey to one purchase', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'ar-IQ' });
    const google = await stubTagManager(context);
    const page = await context.newPage();
    await closePopupsWhenTheyAppear(page);
    const banner = page.getByRole('region', { name: 'ملفات تعريف الارتباط' });
    const gtmLoads = () => google.filter((url) => url.includes(`/gtm.js?id=${GTM_TEST_ID}`)).length;
    try {
      // No choice yet: Consent Mode starts denied, events stay in the page, and nothing is asked of Google.
      await open(page, '/products');
      await expect.poll(() => eventsOf(page)).toContain('view_item_list');
      expect((await dataLayerOf(page))[0]).toEqual([
        'consent',
        'default',
        { ...everything('denied'), wait_for_update: 500 },
      ]);
      await page.locator('ul[data-item-list-id] article a').first().click();
      await page.waitForURL(/\/products-details\//);
      await expect.poll(() => eventsOf(page)).toContain('view_item');

      // Rejected: still nothing, on this page or the next.
      await banner.getByRole('button', { name: 'رفض الكل' }).click();
      await open(page, '/offer-page');
      await expect.poll(() => eventsOf(page)).toContain('view_item_list');
      expect(await consentOf(page)).toEqual([
        ['consent', 'default', { ...everything('denied'), wait_for_update: 500 }],
      ]);
      expect(google).toEqual([]);

      // A change of mind from the footer: revoke, and the banner asks again; accepted, the container loads.
      await page.getByRole('link', { name: 'إعدادات ملفات تعريف الارتباط' }).click();
      await page.getByRole('button', { name: 'سحب الموافقة على ملفات تعريف الارتباط' }).click();
      await banner.getByRole('button', { name: 'قبول الكل' }).click();
      await expect.poll(gtmLoads).toBe(1);
      expect((await consentOf(page)).at(-1)).toEqual(['consent', 'update', everything('granted')]);

      // Signing in with the code: GA4 `login`.
      await open(page, '/auth');
      const since = new Date().toISOString();
      await page.getByLabel('رقم الهاتف').fill(ANALYTICS_SHOPPER.mobile);
      await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
      await enterCodeFromOutbox(page, ANALYTICS_SHOPPER.mobile, since);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      expect((await dataLayerOf(page)).filter((entry) => !Array.isArray(entry) && entry.event === 'login')).toEqual([
        { event: 'login', method: 'mobile_otp' },
      ]);

      // The journey, in one page's life (client navigations): a list, a product, the cart, checkout, thank you.
      await addBaghdadAddress(page);
      // Above the minimum order, and in stock.
      await open(page, '/products?min=15000&availability=in_stock');
      const card = page.locator('ul[data-item-list-id] article:has([data-add-to-cart])').first();
      const sku = (JSON.parse((await card.getAttribute('data-item')) ?? '{}') as { item_id?: string }).item_id;
      expect(sku).toBeTruthy();
      await expect.poll(() => eventsOf(page)).toContain('view_item_list');
      await card.locator('a').first().click();
      await page.waitForURL(/\/products-details\//);
      const added = page.waitForResponse((response) => response.url().includes('/app/cart/items') && response.ok());
      await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
      await added;
      await expect.poll(() => eventsOf(page)).toContain('add_to_cart');
      await page.locator('a[href="/cart"]:visible').first().click();
      await page.waitForURL(/\/cart$/);
      await page.getByRole('link', { name: 'إتمام الطلب' }).click();
      await page.waitForURL(/\/checkout$/);
      const confirm = page.getByRole('button', { name: 'تأكيد الطلب' });
      await expect.poll(() => confirm.isEnabled()).toBe(true);
      await confirm.click();
      await page.waitForURL(/\/checkout\/thankyou\?order=/);
      await expect.poll(() => eventsOf(page)).toContain('purchase');

      const journey = journeyIn(await dataLayerOf(page));
      expect(journey.map(({ before }) => before)).toEqual(JOURNEY.map(() => ({ ecommerce: null })));
      expect(journey.map(({ entry }) => entry.ecommerce?.currency)).toEqual(JOURNEY.map(() => 'IQD'));
      // The chosen product, by its variant's SKU, in every step from the click on (the list holds it among others).
      for (const { entry } of journey) expect(entry.ecommerce?.items.map((item) => item.item_id)).toContain(sku);
      const [purchase] = journey.slice(-1).map(({ entry }) => entry.ecommerce as Record<string, unknown>);
      const orderNumber = (await page.locator('[data-order-number]').textContent())?.trim();
      expect(purchase).toMatchObject({ transaction_id: orderNumber, tax: 0 });

      // A reload of the thank-you page: the container loads again (the page is live), and no second purchase.
      const loadsBefore = gtmLoads();
      await page.reload();
      await expect.poll(gtmLoads).toBe(loadsBefore + 1);
      expect(await eventsOf(page)).not.toContain('purchase');
      expect(google.every((url) => url.includes('googletagmanager.com/gtm.js'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
