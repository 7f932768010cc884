import { statSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { expectNoSeriousViolations } from './page-checks';
import { directivesOf, nonceOf, openUnderPolicy, scriptsWithoutNonce } from './policy';
import { publicRoutes } from './routes';
import { GTM_TEST_ID } from './tag-manager';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every page the public can open: spec §2's routes, and what a visitor also meets (a search, a missing page, a guard). */
const everyPublicPage = [
  ...publicRoutes,
  `/search?keyword=${encodeURIComponent('سيرافي')}`,
  '/partner',
  '/survey',
  // A product that does not exist: the not-found page of a dynamic route.
  '/products-details/999999999',
  // No such route at all.
  '/no-such-page',
  // A guarded page, opened by a guest: redirected to the login page.
  '/profile',
];

// One visit a page, on a phone, as a new visitor, checks all a page owes everyone: the language and direction, no
// serious accessibility violation, and the Content-Security-Policy (csp.e2e.ts has the rest of it) — sent enforcing,
// kept to, and the page working under it: a policy that blocked Next's own scripts would leave a page that never
// hydrates.
describe.each(everyPublicPage)('%s', (path) => {
  it('is Arabic, right to left, accessible, and works under an enforcing policy it keeps to', async () => {
    const { context, page, response, violations, tagRequests } = await openUnderPolicy(browser, path);
    try {
      const policy = (await response.allHeaders())['content-security-policy'] ?? '';
      const directives = directivesOf(policy);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('script-src')).toContain(`'nonce-${nonceOf(policy)}'`);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
      expect(await scriptsWithoutNonce(response, nonceOf(policy))).toEqual([]);

      // The cookie banner is drawn only once React has hydrated (consent is unknown on the server): the page is then as
      // a visitor sees it — a not-found page of a dynamic route is drawn by the browser from an empty shell — and axe
      // reads it banner included.
      const banner = page.getByRole('region', { name: 'ملفات تعريف الارتباط' });
      await banner.waitFor({ state: 'visible' });
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      const direction = await page.evaluate(() => getComputedStyle(document.body).direction);
      expect(direction).toBe('rtl');
      expect(await page.title()).toMatch(/[\u0600-\u06FF]/);
      await expectNoSeriousViolations(page);

      // Works under the policy: accepting removes the banner and loads the tag manager (stubbed), a script added by the
      // app's own code.
      await banner.getByRole('button', { name: 'قبول الكل' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.locator('script#marketing-tag').waitFor({ state: 'attached' });
      await expect.poll(() => tagRequests.some((url) => url.includes(`gtm.js?id=${GTM_TEST_ID}`))).toBe(true);

      expect(await violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('screenshots of each page type', () => {
  const types: Array<[string, string]> = [
    ['home', '/'],
    ['listing', '/products'],
    ['product', '/products-details/1'],
    ['brand', '/brands/cerave'],
    ['search', `/search?keyword=${encodeURIComponent('سيرافي')}`],
    ['faq', '/faq'],
    ['collection', '/collections/allProducts/1'],
    ['auth', '/auth'],
  ];
  it.each(types)('%s at 375 px and 1280 px', async (name, path) => {
    // A picture of the page itself, not of an error page or of a blank one.
    expect((await fetch(baseUrl() + path)).status).toBe(200);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser, path, viewport);
      try {
        expect(await page.locator('main').textContent()).toMatch(/[\u0600-\u06FF]/);
        await screenshot(page, name);
        expect(statSync(`tests/e2e/screenshots/${name}-${viewport.width}.png`).size).toBeGreaterThan(1000);
      } finally {
        await page.context().close();
      }
    }
  });
});

describe('startup scripts', () => {
  // V8 compiles them while they download, off the main thread, instead of function by function when the app starts
  // (apps/web/scripts/compile-hints.mjs). Every script that all pages run at once must carry the hint.
  const asyncScripts = async (path: string) => {
    const html = await (await fetch(baseUrl() + path)).text();
    // Each carries the response's CSP nonce too, before or after `async`.
    return [...html.matchAll(/<script src="([^"]+)"[^>]* async=""/g)].map((match) => match[1] as string);
  };

  it('reach the browser marked for eager compilation', async () => {
    const onHome = await asyncScripts('/');
    const onAbout = await asyncScripts('/about-us');
    const shared = onHome.filter((src) => onAbout.includes(src));
    expect(shared.length).toBeGreaterThanOrEqual(4);
    for (const src of shared) {
      const source = await (await fetch(baseUrl() + src)).text();
      expect(source.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
    }
  });
});

describe('addresses people guess', () => {
  it('/about leads to the about page', async () => {
    const response = await fetch(`${baseUrl()}/about`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location') ?? '', baseUrl()).pathname).toBe('/about-us');
  });
});
