import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, PHONE } from './browser';
import { nonceOf, openUnderPolicy, scriptsWithoutNonce, watchViolations } from './policy';
import { newMobile, signInFresh } from './session';

/**
 * The storefront's Content-Security-Policy (apps/web/lib/content-security-policy.ts, set per page by proxy.ts) beyond
 * what every public page is checked for on its one visit (pages.e2e.ts: an enforcing policy, kept to, and the page
 * working under it): the layout's inline script, the signed-in pages, the nonce, frames and the other headers.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The layout's own inline script (it caches the web font once the page has loaded) runs under its nonce. Not on a
// not-found page (a missing product, an address no page matches: both raise notFound() inside the store's layout,
// since the root holds only the document): Next sends that one as an empty shell that the browser renders, and a
// script rendered by React in the browser never runs, policy or not.
describe.each(['/', '/products-details/1', '/about-us'])('%s', (path) => {
  it("runs the layout's inline script", async () => {
    const { context, page, violations } = await openUnderPolicy(browser, path);
    try {
      await expect.poll(() => page.evaluate(() => localStorage.getItem('wb_fonts'))).toBe('1');
      expect(await violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// The signed-in pages render with the session's data on the server and hydrate the cart's and addresses' code.
describe('signed-in pages', () => {
  it.each(['/cart', '/profile/address'])('%s keeps to the policy', async (path) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'ar-IQ' });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/about-us`);
      await signInFresh(page, newMobile(), 'هدى');
      const violations = await watchViolations(page);
      const response = await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
      if (!response) throw new Error(`${path}: no response`);
      expect(response.url()).toBe(baseUrl() + path);
      const policy = (await response.allHeaders())['content-security-policy'] ?? '';
      expect(await scriptsWithoutNonce(response, nonceOf(policy))).toEqual([]);
      expect(await page.locator('h1').textContent()).toMatch(/سلة المشتريات|العناوين/);
      expect(await violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the policy', () => {
  it('has a nonce of its own in every response', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () =>
        nonceOf((await fetch(`${baseUrl()}/about-us`)).headers.get('content-security-policy') ?? ''),
      ),
    );
    expect(nonces.every(Boolean)).toBe(true);
    expect(new Set(nonces).size).toBe(3);
  });

  it('keeps the store out of frames of other sites', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes("frame-ancestors 'none'")) refused.push(message.text());
      });
      await page.setContent(`<iframe src="${baseUrl()}/" title="store"></iframe>`);
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(await frame?.locator('main#main').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('comes with the other security headers, HTTPS pinned in production', async () => {
    for (const path of ['/', '/about-us', '/no-such-page']) {
      const { headers } = await fetch(baseUrl() + path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
    }
  });
});
