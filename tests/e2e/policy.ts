import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, closePopupsWhenTheyAppear, PHONE } from './browser';
import { stubTagManager } from './tag-manager';

/**
 * The storefront's Content-Security-Policy as the browser tests read it (apps/web/lib/content-security-policy.ts, set
 * per page by proxy.ts): its directives, its nonce, and every violation a page reports.
 */

export const directivesOf = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

export const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy)?.[1];

/** Every violation the page reports: the DOM events (collected from before the first script) and Chromium's console
 * messages, which also cover violations no event is fired for. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
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
export async function scriptsWithoutNonce(response: Response, nonce: string | undefined): Promise<string[]> {
  const html = await response.text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  return tags.filter((tag) => !tag.includes('type="application/ld+json"') && !tag.includes(`nonce="${nonce}"`));
}

/** Opens `path` as a new visitor on a phone, watching for violations from before the first script. */
export async function openUnderPolicy(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ar-IQ' });
  const tagRequests = await stubTagManager(context);
  const page = await context.newPage();
  const violations = await watchViolations(page);
  await closePopupsWhenTheyAppear(page);
  const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  if (!response) throw new Error(`${path}: no response`);
  return { context, page, response, violations, tagRequests };
}
