import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closePopupsWhenTheyAppear, launchBrowser, PHONE, screenshot } from './browser';
import { expectNoSeriousViolations } from './page-checks';
import { createCart, JOURNEY_MS, newReceiver } from './seller-kit';
import { startStore } from './servers';
import { hydrated, signInWithCode } from './session';

/**
 * Links sent to other people work (issue 24, item 4): a store started on a port that is not 3000, with no WEB_URL
 * given to its API (as `npm start` with another PORT ran it before), where an influencer shares a cart. The WhatsApp
 * message carries a short link to this store's own address and port, and the customer who opens it sees the seller's
 * public name, never the cart's own name (the seller's note). Revoked, it says the link is over.
 */
const SELLER = { mobile: '07709300001', type: 'influencer', name: 'نور المؤثرة' };
/** The cart's own name: the seller's note of who it is for, which the customer must not read. */
const CART_NAME = 'سلة هدى – زبونة الكرادة';

let browser: Browser;
let web: string;
let stop: (() => void) | undefined;
beforeAll(async () => {
  const ports = inject('sparePorts');
  const store = await startStore({
    apiPort: ports.api,
    webPort: ports.web,
    // No WEB_URL: the links must follow the address the seller reached the store at.
    apiEnv: { WEB_URL: '', SEED_PRODUCTS: '50' },
    prepare: (dataDir) => {
      const listed = join(mkdtempSync(join(tmpdir(), 'wb-e2e-accounts-')), 'accounts.json');
      writeFileSync(listed, JSON.stringify([SELLER]));
      execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/user.ts', '--from', listed], {
        env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    },
  });
  web = store.webUrl;
  stop = store.stop;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  stop?.();
});

async function pageAt(path: string, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'ar-IQ' });
  const page = await context.newPage();
  await closePopupsWhenTheyAppear(page);
  await page.goto(web + path, { waitUntil: 'load' });
  return page;
}

async function signInSeller(page: Page): Promise<void> {
  const since = new Date().toISOString();
  const asked = await fetch(`${web}/api/v2/app/login`, {
    method: 'POST',
    body: new URLSearchParams({ mobile: SELLER.mobile }),
  });
  expect(asked.status).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await fetch(`${web}/api/v2/dev/sms-outbox?mobile=${SELLER.mobile}`);
      const { data } = (await outbox.json()) as { data: Array<{ code: string | null; sent_at: string }> };
      code = data.find((entry) => entry.code && entry.sent_at > since)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await signInWithCode(page, SELLER.mobile, code);
}

describe('a shared cart link on a store started on another port', () => {
  it(
    'carries the store’s own address and a short code, and shows the customer the seller’s public name',
    async () => {
      const port = new URL(web).port;
      expect(port).not.toBe('3000');
      const seller = await pageAt('/auth');
      try {
        await signInSeller(seller);
        await seller.goto(`${web}/influencer`);
        await hydrated(seller);
        await createCart(seller, CART_NAME, true);
        await seller.goto(`${web}/products-details/1?variant=1`);
        await hydrated(seller);
        await seller.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
        await seller.getByText(`تمت الإضافة إلى سلة «${CART_NAME}».`).waitFor();
        await seller.goto(`${web}/influencer`);
        await hydrated(seller);
        await seller.locator('[data-seller-line]').first().waitFor();
        await seller.getByRole('button', { name: 'شارك هذه السلة' }).click();
        const whatsapp = await seller.getByRole('link', { name: 'إرسال عبر واتساب' }).getAttribute('href');
        // The message the API wrote: the link in it is this store's, port and all, with an 8-character code.
        const text = decodeURIComponent(whatsapp?.split('?text=')[1] ?? '');
        const link = /https?:\/\/\S+\/shared-cart\/[2-9A-HJKMNP-Z]{8}/.exec(text)?.[0] ?? '';
        expect(link, text).not.toBe('');
        expect(new URL(link).origin).toBe(new URL(web).origin);
        expect(await seller.locator('[data-share-link] a[href*="/shared-cart/"]').getAttribute('href')).toBe(link);
        await screenshot(seller, 'share-link-port-seller');

        // The customer opens the link from the message: the seller's public name and the products, not the cart's name.
        const customer = await pageAt(new URL(link).pathname);
        try {
          await customer.getByRole('heading', { name: `سلة من ${SELLER.name}` }).waitFor();
          await customer.locator('[data-shared-line]').first().waitFor();
          // Not in the page, nor in the data it came with.
          expect(await customer.content()).not.toContain(CART_NAME);
          await expectNoSeriousViolations(customer);
          await screenshot(customer, 'share-link-port-customer');

          // The seller takes the link back from her list; the customer's next look says it is over.
          await seller.goto(`${web}/influencer/shares`);
          await hydrated(seller);
          const row = seller.locator(`[data-share="${CART_NAME}"]`);
          await row.getByRole('button', { name: 'إلغاء الرابط' }).click();
          await row.getByText('أُلغي الرابط').waitFor();
          await customer.reload();
          await customer.getByRole('heading', { name: 'انتهى هذا الرابط' }).waitFor();
          await screenshot(customer, 'share-link-revoked');
        } finally {
          await customer.context().close();
        }

        // Money that reads right (item 5): her order with a 5 % order discount shows the line at its price (21,000)
        // and the discount as a row of its own, not spread over the line.
        await seller.goto(`${web}/influencer`);
        await hydrated(seller);
        await seller.locator('[data-seller-line]').first().waitFor();
        await newReceiver(seller, '+ جهة اتصال جديدة', 'هدى كريم');
        await seller.getByLabel('قيمة خصم الطلب').fill('5');
        await seller.locator('[data-invoice="order-discount"]').waitFor();
        const placing = seller.getByRole('button', { name: 'تأكيد الطلب' });
        await expect.poll(() => placing.isEnabled()).toBe(true);
        await placing.click();
        await seller.locator('[data-order-placed]').getByRole('link', { name: 'تفاصيل الطلب' }).click();
        const line = seller.locator('[data-order-line]').first();
        await line.waitFor();
        expect(await line.textContent()).toContain('21,000');
        expect(await line.locator('s, del').count()).toBe(0);
        expect(await seller.locator('[data-order-money="order"]').textContent()).toContain('1,000');
        await expectNoSeriousViolations(seller);
        await seller.locator('[data-order-total]').scrollIntoViewIfNeeded();
        await screenshot(seller, 'share-link-port-order-money');
      } finally {
        await seller.context().close();
      }
    },
    JOURNEY_MS,
  );

  it('an unknown code is a 404 page in Arabic', async () => {
    const response = await fetch(`${web}/shared-cart/ABCDEFGH`);
    expect(response.status).toBe(404);
    const page = await pageAt('/shared-cart/ABCDEFGH');
    try {
      await page.getByText('رابط السلة غير صالح أو انتهت صلاحيته').waitFor();
      await screenshot(page, 'share-link-unknown');
    } finally {
      await page.context().close();
    }
  });
});
