import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { api, open, placeOrder } from './order-kit';
import { expectNoSeriousViolations } from './page-checks';
import { hydrated, newMobile, signInExisting, signInFresh } from './session';

/**
 * Staff on a phone (issue 24, item 9), at 375 px: the morning's orders ticked on the list and confirmed together,
 * handed to one courier together, their delivery slips printed and the selection exported; a delivery asked before it
 * is recorded; a pending order's lines edited after the customer phoned, and the customer told. Screenshots in
 * tests/e2e/screenshots (desk-bulk-*).
 */
const JOURNEY_MS = 300_000;
const SLOW = { timeout: 15_000 };

let browser: Browser;
let staff: Page;
let customer: Page;
let mobile: string;
beforeAll(async () => {
  browser = await launchBrowser();
});

/** The demo staff and a new customer, signed in once, by the first test that needs them (sign-in polls the outbox). */
async function signedIn() {
  if (staff) return;
  staff = await openPage(browser, '/', PHONE);
  await signInExisting(staff, DESK_ADMINS.orders);
  customer = await openPage(browser, '/', PHONE);
  mobile = newMobile();
  await signInFresh(customer, mobile, 'رنا');
}
afterAll(async () => {
  await staff?.context().close();
  await customer?.context().close();
  await browser?.close();
});

const toasts = (page: Page) => page.getByRole('status').allInnerTexts();
const statuses = (page: Page) => page.locator('tbody [data-order-status]').allInnerTexts();

async function smsTexts(to: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/api/v2/dev/sms-outbox?mobile=${to}`);
  return ((await response.json()) as { data: Array<{ text: string }> }).data.map((entry) => entry.text);
}

/** The customer's orders on the desk's list, found by her mobile (newest first). */
async function herOrders() {
  await open(staff, `/admin/orders?q=${mobile}`);
}

describe('the staff desk on a phone: bulk moves, slips, export, a confirmed delivery, an edited order', () => {
  it(
    'confirms and ships two orders together, prints their slips, exports them, and asks before delivering',
    async () => {
      await signedIn();
      const first = await placeOrder(customer);
      const second = await placeOrder(customer);
      await herOrders();
      expect(await statuses(staff)).toEqual(['بانتظار التأكيد', 'بانتظار التأكيد']);
      await screenshot(staff, 'desk-bulk-list');

      // One row, then the whole page.
      await staff.getByLabel(`تحديد الطلب ${first.number}`).check();
      expect(await staff.locator('[data-picked-count]').textContent()).toBe('محدد: 1');
      await staff.getByLabel('تحديد كل طلبات هذه الصفحة').check();
      expect(await staff.locator('[data-picked-count]').textContent()).toBe('محدد: 2');
      const ids = [first.id, second.id].sort((a, b) => a - b).join(',');
      expect(await staff.getByRole('link', { name: 'تصدير المحدد CSV' }).getAttribute('href')).toBe(
        `/api/v2/admin/orders/export?ids=${encodeURIComponent(ids)}`,
      );
      await expectNoSeriousViolations(staff);
      await screenshot(staff, 'desk-bulk-picked');

      // The export of the selection: the two orders under the Arabic headings, with the BOM Excel needs.
      const csv = await staff.request.get(`${baseUrl()}/api/v2/admin/orders/export?ids=${ids}`);
      expect(csv.status()).toBe(200);
      const body = await csv.body();
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = body
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(rows[0]?.startsWith('رقم الطلب,')).toBe(true);
      expect(rows).toHaveLength(3);

      // Confirm both, after saying what will happen.
      await staff.getByRole('button', { name: 'تأكيد المحدد' }).click();
      const confirm = staff.getByRole('dialog', { name: 'تأكيد 2 من الطلبات المحددة؟' });
      await confirm.waitFor();
      await screenshot(staff, 'desk-bulk-confirm-dialog');
      await confirm.getByRole('button', { name: 'تأكيد المحدد' }).click();
      await expect.poll(() => toasts(staff), SLOW).toContain('تم نقل كل الطلبات المحددة (2).');
      await expect.poll(() => statuses(staff), SLOW).toEqual(['مؤكد', 'مؤكد']);

      // Ship both with one courier.
      await staff.getByLabel('تحديد كل طلبات هذه الصفحة').check();
      await staff.getByRole('button', { name: 'شحن المحدد' }).click();
      const ship = staff.getByRole('dialog', { name: 'شحن 2 من الطلبات المحددة؟' });
      await ship.waitFor();
      await ship.getByLabel('شركة التوصيل').fill('توصيل الرافدين');
      await expectNoSeriousViolations(staff);
      await screenshot(staff, 'desk-bulk-ship-dialog');
      await ship.getByRole('button', { name: 'شحن المحدد' }).click();
      await expect.poll(() => statuses(staff), SLOW).toEqual(['قيد التوصيل', 'قيد التوصيل']);

      // Shipping them again is refused order by order, each with its reason.
      await staff.getByLabel('تحديد كل طلبات هذه الصفحة').check();
      await staff.getByRole('button', { name: 'شحن المحدد' }).click();
      const again = staff.getByRole('dialog', { name: 'شحن 2 من الطلبات المحددة؟' });
      await again.getByLabel('شركة التوصيل').fill('توصيل الرافدين');
      await again.getByRole('button', { name: 'شحن المحدد' }).click();
      await expect
        .poll(() => staff.locator('[data-refused] li').allInnerTexts(), SLOW)
        .toEqual([
          `${[first, second].sort((a, b) => a.id - b.id)[0]?.number}: لا يمكن نقل الطلب إلى هذه الحالة من حالته الحالية.`,
          `${[first, second].sort((a, b) => a.id - b.id)[1]?.number}: لا يمكن نقل الطلب إلى هذه الحالة من حالته الحالية.`,
        ]);
      // Above the toasts at the foot of a phone's screen.
      await staff.locator('[data-refused]').evaluate((list) => list.scrollIntoView({ block: 'start' }));
      await screenshot(staff, 'desk-bulk-refused');

      // Their delivery slips on one page: number, who and where, what to pack, what to collect.
      await open(staff, `/admin/orders/slips?ids=${ids}`);
      const slips = staff.getByRole('article');
      expect(await slips.count()).toBe(2);
      expect(await slips.first().textContent()).toContain('توصيل الرافدين');
      expect(await staff.locator('[data-collect]').allInnerTexts()).toEqual([
        expect.stringMatching(/^[\d,]+ د\.ع$/),
        expect.stringMatching(/^[\d,]+ د\.ع$/),
      ]);
      await expectNoSeriousViolations(staff);
      await screenshot(staff, 'desk-bulk-slips');

      // Delivering cannot be undone: it asks first, and "back" leaves the order as it was.
      await open(staff, `/admin/orders/${first.id}`);
      await staff.getByRole('button', { name: 'تم التوصيل' }).click();
      const deliver = staff.getByRole('dialog', { name: `تسليم الطلب ${first.number}؟` });
      await deliver.waitFor();
      expect(await deliver.textContent()).toContain('لا يمكن التراجع');
      await screenshot(staff, 'desk-bulk-deliver-dialog');
      await deliver.getByRole('button', { name: 'رجوع' }).click();
      await deliver.waitFor({ state: 'detached' });
      expect(await staff.locator('h1 [data-order-status]').textContent()).toBe('قيد التوصيل');
      await staff.getByRole('button', { name: 'تم التوصيل' }).click();
      await deliver.getByRole('button', { name: 'تم التوصيل' }).click();
      await expect.poll(() => staff.locator('h1 [data-order-status]').textContent(), SLOW).toBe('تم التوصيل');
    },
    JOURNEY_MS,
  );

  it(
    "edits a pending order's lines after the customer phoned: a quantity, a line removed, a product added; she is told",
    async () => {
      await signedIn();
      const order = await placeOrder(customer);
      // A product on sale that is not in the order, to add by its name.
      const detail = await api<{ items: Array<{ shopify_product_id: number; title: string }> }>(
        staff,
        'GET',
        `/admin/orders/${order.id}`,
      );
      const inOrder = new Set(detail.items.map((item) => item.shopify_product_id));
      const listing = await api<Array<{ id: number; title: string; available: boolean }>>(
        staff,
        'POST',
        '/app/search/filter',
        { limit: 40 },
      );
      let extra: { id: number; title: string } | undefined;
      for (const candidate of listing.filter((p) => p.available && !inOrder.has(p.id))) {
        const product = await api<{ variants: Array<{ stock: number }> }>(
          staff,
          'GET',
          `/app/products/details?product_id=${candidate.id}`,
        );
        if (product.variants.length === 1 && (product.variants[0]?.stock ?? 0) >= 5) {
          extra = candidate;
          break;
        }
      }
      expect(extra).toBeDefined();
      const [kept, dropped] = detail.items;

      await open(staff, `/admin/orders/${order.id}`);
      await staff.getByRole('button', { name: 'تعديل المنتجات' }).click();
      const editor = staff.getByRole('form', { name: 'تعديل منتجات الطلب' });
      await editor.waitFor();
      await editor.getByLabel('الكمية').first().fill('٣');
      await editor.getByRole('button', { name: `حذف ${dropped?.title}` }).click();
      await editor.getByLabel('إضافة منتج').fill(extra?.title ?? '');
      await editor.locator(`[data-pick-product="${extra?.id}"]`).click();
      await editor.getByText('جديد').waitFor();
      await editor.getByLabel('سبب التعديل (للسجل)').fill('اتصلت الزبونة وغيّرت طلبها');
      await expectNoSeriousViolations(staff);
      await screenshot(staff, 'desk-bulk-edit-lines');
      await editor.getByRole('button', { name: 'حفظ التعديل' }).click();
      const ask = staff.getByRole('dialog', { name: `تعديل منتجات الطلب ${order.number}؟` });
      await ask.waitFor();
      await screenshot(staff, 'desk-bulk-edit-confirm');
      await ask.getByRole('button', { name: 'حفظ التعديل' }).click();
      await expect.poll(() => toasts(staff), SLOW).toContain('تم تعديل منتجات الطلب وإبلاغ الزبون.');
      await hydrated(staff);

      const after = await api<{ items: Array<{ title: string; quantity: number }>; total: number }>(
        staff,
        'GET',
        `/admin/orders/${order.id}`,
      );
      expect(after.items.map((item) => [item.title, item.quantity])).toEqual([
        [kept?.title, 3],
        [extra?.title, 1],
      ]);
      await screenshot(staff, 'desk-bulk-edited');
      // The customer: an SMS with what she pays now, and the order page shows the new lines.
      const international = `+964${mobile.slice(1)}`;
      await expect
        .poll(() => smsTexts(international), { timeout: 20_000 })
        .toEqual(expect.arrayContaining([expect.stringContaining(`عدّلنا منتجات طلبك رقم ${order.number}`)]));
      await open(customer, `/profile/orders/${order.id}`);
      expect(await customer.locator('main').textContent()).toContain(extra?.title ?? '—');
    },
    JOURNEY_MS,
  );
});
