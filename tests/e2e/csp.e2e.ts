import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closePopupsWhenTheyAppear, launchBrowser, PHONE } from './browser';
import { publicRoutes } from './routes';
import { newMobile, signInFresh } from './session';
import { GTM_TEST_ID, stubTagManager } from './tag-manager';

/**
 * The storefront's Content-Security-Policy (apps/web/lib/content-security-policy.ts, set per page by proxy.ts): every
 * page the public can open is sent an enforcing policy, keeps to it (no violation reported), and still works under it
 * — a policy that blocked Next's own scripts would leave a page that never hydrates.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const routes = [
  ...publicRoutes,
  `/search?keyword=${encodeURIComponent('سيرافي')}`,
  '/articles',
  '/partner',
  '/survey',
  // A product that does not exist: the not-found page of a dynamic route.
  '/products-details/999999999',
  // No such route at all.
  '/no-such-page',
  // A guarded page, opened by a guest: redirected to the login page.
  '/profile',
];

const directivesOf = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy)?.[1];

/** Every violation the page reports: the DOM events (collected from before the first script) and Chromium's console
 * messages, which also cover violations no event is fired for. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
      true,
    );
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...messages,
  ];
}

/** Scripts in the document that the policy would block: all but JSON-LD data blocks must carry the nonce. */
async function scriptsWithoutNonce(response: Response, nonce: string | undefined): Promise<string[]> {
  const html = await response.text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  return tags.filter((tag) => !tag.includes('type="application/ld+json"') && !tag.includes(`nonce="${nonce}"`));
}

/** Opens `path` as a new visitor on a phone, watching for violations from before the first script. */
async function openUnderPolicy(path: string) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ar-IQ' });
  const tagRequests = await stubTagManager(context);
  const page = await context.newPage();
  const violations = await watchViolations(page);
  await closePopupsWhenTheyAppear(page);
  const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  if (!response) throw new Error(`${path}: no response`);
  return { context, page, response, violations, tagRequests };
}

describe.each(routes)('%s', (path) => {
  it('is sent an enforcing policy, keeps to it, and works under it', async () => {
    const { context, page, response, violations, tagRequests } = await openUnderPolicy(path);
    try {
      const policy = (await response.allHeaders())['content-security-policy'] ?? '';
      const directives = directivesOf(policy);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('script-src')).toContain(`'nonce-${nonceOf(policy)}'`);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
      expect(await scriptsWithoutNonce(response, nonceOf(policy))).toEqual([]);

      // Works: the cookie banner is drawn only once React has hydrated (consent is unknown on the server), and the
      // accept button then removes it and loads the tag manager (stubbed), a script added by the app's own code.
      const banner = page.getByRole('region', { name: 'ملفات تعريف الارتباط' });
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

// The layout's own inline script (it caches the web font once the page has loaded) runs under its nonce. Not on a
// not-found page (a missing product, an address no page matches: both raise notFound() inside the store's layout,
// since the root holds only the document): Next sends that one as an empty shell that the browser renders, and a
// script rendered by React in the browser never runs, policy or not.
describe.each(['/', '/products-details/1', '/about-us'])('%s', (path) => {
  it("runs the layout's inline script", async () => {
    const { context, page, violations } = await openUnderPolicy(path);
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
