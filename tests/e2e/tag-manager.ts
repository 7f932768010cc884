import type { BrowserContext } from 'playwright-core';

/**
 * The tag manager in the browser tests: the store runs with a container id (global-setup.ts), and Google's hosts are
 * never reached — Chromium resolves none of them (browser.ts), and a test that lets the tag load answers it here with
 * an empty script, recording what was asked.
 */
export const GTM_TEST_ID = 'GTM-TEST123';

export const TAG_HOSTS = [
  'googletagmanager.com',
  '*.googletagmanager.com',
  'google-analytics.com',
  '*.google-analytics.com',
  '*.analytics.google.com',
];

const GOOGLE = /^https?:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/** Answers every request to Google's tag and analytics hosts with an empty script; returns the addresses asked. */
export async function stubTagManager(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(GOOGLE, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return asked;
}
