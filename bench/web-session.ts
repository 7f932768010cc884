/**
 * A signed-in shopper for `npm run bench:web`: the demo customer signed in through the storefront exactly as the
 * login page does it (code from the development outbox), with a cart of five lines and a saved address (checkout
 * shows it as a courier needs it), as the Cookie header Lighthouse sends with each signed-in page. The staff desk's
 * pages are measured as the demo staff, over orders a shopper of its own places first.
 */
import { chromium } from 'playwright-core';

const DEMO_CUSTOMER = '07701000001';
const DEMO_STAFF = '07701000008';

type Headers = Record<string, string>;
const sameOrigin: Headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Signs `mobile` in through `webUrl` as the login page does (after `ask` sent the code); the session's Cookie header. */
async function signIn(webUrl: string, apiUrl: string, mobile: string, ask = '/api/v2/app/login', name?: string) {
  await json(
    await fetch(`${webUrl}${ask}`, {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify(name ? { mobile, name } : { mobile }),
    }),
  );
  const outbox = await json(
    await fetch(`${apiUrl}/api/v2/dev/sms-outbox?mobile=${mobile}`, { headers: { 'x-app-key': 'wb-dev-key' } }),
  );
  const code = (outbox.data as Array<{ code: string | null }>).find((message) => message.code)?.code;
  if (!code) throw new Error('no sign-in code in the outbox');
  const verified = await fetch(`${webUrl}/api/session/verify`, {
    method: 'POST',
    headers: sameOrigin,
    body: JSON.stringify({ mobile, code }),
  });
  await json(verified);
  return verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Puts the first in-stock products in the session's cart, one unit each. */
async function fillCart(webUrl: string, apiUrl: string, cookie: string, lines: number, offset = 0) {
  const products = await json(
    await fetch(`${apiUrl}/api/v2/app/search/filter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-app-key': 'wb-dev-key' },
      body: JSON.stringify({ filters: { availability: 'in_stock' }, limit: lines, page: 1 + offset }),
    }),
  );
  for (const card of products.data as Array<{ id: number; default_variant_id: number }>) {
    await json(
      await fetch(`${webUrl}/api/v2/app/cart/items`, {
        method: 'POST',
        headers: { ...sameOrigin, cookie },
        body: JSON.stringify({
          quantity: 1,
          price: 0,
          shopify_variant_id: card.default_variant_id,
          shopify_product_id: card.id,
        }),
      }),
    );
  }
}

/** Signs the demo customer in through `webUrl` and fills the cart; returns the Cookie header of that session. */
export async function signedInCustomer(webUrl: string, apiUrl: string, lines = 5): Promise<string> {
  const cookie = await signIn(webUrl, apiUrl, DEMO_CUSTOMER);
  await fetch(`${webUrl}/api/v2/app/cart`, { method: 'DELETE', headers: { ...sameOrigin, cookie } });
  await fillCart(webUrl, apiUrl, cookie, lines);
  const saved = await json(
    await fetch(`${webUrl}/api/v2/app/profile/addresses`, { headers: { ...sameOrigin, cookie } }),
  );
  if ((saved.data as unknown[]).length === 0) {
    await json(
      await fetch(`${webUrl}/api/v2/app/profile/addresses`, {
        method: 'POST',
        headers: { ...sameOrigin, cookie },
        body: JSON.stringify({
          name: 'زبونة تجريبية',
          mobile: DEMO_CUSTOMER,
          city_id: 1,
          region: 'الكرادة',
          address: 'محلة 901، زقاق 12، دار 4',
          landmark: 'قرب ساحة كهرمانة',
        }),
      }),
    );
  }
  return cookie;
}

/**
 * The desk's orders list as staff find it on a working day: `count` orders from a shopper of the bench's own (two
 * lines each, to an address in Baghdad), then the demo staff signed in. Returns the staff session's Cookie header.
 */
export async function signedInStaffWithOrders(webUrl: string, apiUrl: string, count = 25): Promise<string> {
  const mobile = `0770${String(Date.now()).slice(-7)}`;
  const shopper = await signIn(webUrl, apiUrl, mobile, '/api/v2/app/register', 'زبونة المقياس');
  await json(
    await fetch(`${webUrl}/api/v2/app/profile/addresses`, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: shopper },
      body: JSON.stringify({ name: 'زبونة المقياس', mobile, city_id: 1, region: 'الكرادة', address: 'محلة 901' }),
    }),
  );
  for (let order = 0; order < count; order++) {
    await fillCart(webUrl, apiUrl, shopper, 2, order % 10);
    await json(
      await fetch(`${webUrl}/api/v2/app/orders`, {
        method: 'POST',
        headers: { ...sameOrigin, cookie: shopper, 'idempotency-key': `bench${Date.now()}${order}` },
        body: JSON.stringify({ wallet: 0 }),
      }),
    );
  }
  return signIn(webUrl, apiUrl, DEMO_STAFF);
}

/**
 * Puts the session's cookies in the jar of the browser Lighthouse drives (over its debugging port), and the cookie
 * banner's answer in its storage: a shopper who signed in has been here before and answered it.
 */
export async function restoreShopper(debuggingPort: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${url}/robots.txt`);
    // The cookie banner's store (apps/web/lib/consent.ts): answered, marketing refused.
    await page.evaluate("localStorage.setItem('wb_cookie_consent', 'false')");
    await page.close();
  } finally {
    // Only this connection closes; the browser goes on for Lighthouse.
    await browser.close();
  }
}

/** Empties the browser's HTTP cache (its cookies and storage stay): each signed-in run loads the page cold. */
export async function clearHttpCache(debuggingPort: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}
