import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { TAG_HOSTS } from './tag-manager';

/** Debian's Chromium, driven by playwright-core (no browser download): the flags this sandbox needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // The store under test has a tag manager container configured (global-setup.ts): whatever a test does, Google's
      // hosts never resolve, so nothing leaves the machine. Tests that load the tag stub it (tag-manager.ts).
      `--host-resolver-rules=${TAG_HOSTS.map((host) => `MAP ${host} ~NOTFOUND`).join(', ')}`,
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** A page in a context of its own; a marketing popup that opens over it is closed before each action. */
export async function openPage(browser: Browser, path: string, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'ar-IQ' });
  const page = await context.newPage();
  await closePopupsWhenTheyAppear(page);
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  return page;
}

/** Runs `run` on a page of its own (a fresh context: no cookies or storage from other tests), then closes it. */
export async function withPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const page = await openPage(browser, path, viewport);
  try {
    await run(page);
  } finally {
    await page.context().close();
  }
}

/** Screenshots of each page type at phone and desktop width, for people to look at (tests/e2e/screenshots). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `tests/e2e/screenshots/${name}-${width}.png`, fullPage: false });
}

/**
 * Marketing popups (spec §4) open over the page at times of their own and, being modal, would take the clicks of a
 * test about something else. Before each action, Playwright closes one that is open with its 'حسناً' button (the
 * seeded popups all have it). `openPage` does this; tests of popups themselves make their pages without it.
 */
export async function closePopupsWhenTheyAppear(page: Page): Promise<void> {
  await page.addLocatorHandler(page.locator('dialog[data-popup][open]'), async (dialog) => {
    await dialog.getByRole('button', { name: 'حسناً' }).click();
  });
}

/** Waits for the browser to draw `count` frames: whatever the events before it changed has been rendered. */
export async function framesDrawn(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/**
 * The page's shell has hydrated and drawn: the popup host (in every page's root layout) has published its first state
 * from an effect, and two frames on, whatever hydration changed (a banner read from localStorage) is on screen. For
 * checks that something is absent once the page is live, which would pass on the server's HTML alone.
 */
export async function shellHydrated(page: Page): Promise<void> {
  await page.locator('body[data-popups]').waitFor({ state: 'attached' });
  await framesDrawn(page, 2);
}
