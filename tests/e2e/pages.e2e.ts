import { statSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './browser';
import { publicRoutes } from './routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(publicRoutes)('%s', (path) => {
  it('answers in Arabic, right to left, with no serious or critical accessibility violation', async () => {
    const page = await openPage(browser, path, PHONE);
    try {
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      const direction = await page.evaluate(() => getComputedStyle(document.body).direction);
      expect(direction).toBe('rtl');
      expect(await page.title()).toMatch(/[\u0600-\u06FF]/);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    } finally {
      await page.context().close();
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
