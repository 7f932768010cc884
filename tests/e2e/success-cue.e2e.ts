import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, closePopupsWhenTheyAppear, framesDrawn, launchBrowser, PHONE, screenshot } from './browser';
import { hydrated, newMobile, signInFresh } from './session';

/**
 * The success cue (spec §4) is "loaded only when first shown": the home page's first-load JavaScript does not hold
 * it; the first success toast fetches its chunk, shows a blank 20×20 square until it arrives, then the animation
 * in the same box. Under reduced motion a new toast shows the still final frame.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Written only by the cue's own module (SuccessCueAnimation.tsx): finds its chunk among the scripts. */
const CUE_MARKER = 'data-success-cue';
const ADDED = 'تمت الإضافة الى السلة';
/** Long enough to see the placeholder in the toast before the cue's chunk arrives. */
const CHUNK_DELAY_MS = 600;

/** The cue's current frame, as its drawn attributes: changes while it plays. */
const frameOf = (cue: Locator) =>
  cue.evaluate((svg) =>
    [
      svg.querySelector('[data-cue-disc]')?.getAttribute('transform'),
      svg.querySelector('[data-cue-check]')?.getAttribute('stroke-dashoffset'),
      ...Array.from(svg.querySelectorAll('[data-cue-piece]'), (piece) => piece.getAttribute('opacity')),
    ].join(' '),
  );

/** A box to a tenth of a pixel: the layout engine's sub-pixel rounding is not a shift a person sees. */
const box = async (locator: Locator) => {
  const { width, height } = (await locator.boundingBox()) ?? { width: 0, height: 0 };
  const tenth = (value: number) => Math.round(value * 10) / 10;
  return { width: tenth(width), height: tenth(height) };
};

async function scriptsWithMarker(scripts: Array<Promise<string>>): Promise<number> {
  const bodies = await Promise.all(scripts);
  return bodies.filter((body) => body.includes(CUE_MARKER)).length;
}

it('fetches the cue with the first success toast, never with the page, and plays it in place', async () => {
  // Four device pixels a CSS pixel: the cue's screenshots show its 20 units in detail.
  const context = await browser.newContext({ viewport: PHONE, locale: 'ar-IQ', deviceScaleFactor: 4 });
  const page: Page = await context.newPage();
  try {
    await closePopupsWhenTheyAppear(page);
    await page.goto(`${baseUrl()}/`);
    await signInFresh(page, newMobile(), 'نور');

    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(`${baseUrl()}/`);
    await hydrated(page);
    const firstLoad = scripts.length;
    expect(firstLoad).toBeGreaterThan(3);
    expect(await scriptsWithMarker(scripts)).toBe(0);

    // Scripts fetched from now on arrive late, so the placeholder can be seen.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      await route.continue();
    });
    await page.locator('[data-add-to-cart]').first().click();
    const toast = page.getByRole('status').filter({ hasText: ADDED });
    const placeholder = toast.locator('[data-cue-placeholder]');
    await placeholder.waitFor();
    expect(await placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(await box(placeholder)).toEqual({ width: 20, height: 20 });
    const toastBefore = await box(toast);

    const cue = toast.locator(`svg[${CUE_MARKER}]`);
    await cue.waitFor();
    // At once, while the burst plays (the first ~second of each loop), for people to look at.
    mkdirSync('tests/e2e/screenshots', { recursive: true });
    await cue.screenshot({ path: 'tests/e2e/screenshots/success-cue.png' });
    expect(await placeholder.count()).toBe(0);
    expect(await cue.getAttribute('aria-hidden')).toBe('true');
    expect(await cue.getAttribute('viewBox')).toBe('0 0 20 20');
    expect(await box(cue)).toEqual({ width: 20, height: 20 });
    expect(await box(toast)).toEqual(toastBefore);
    // Exactly one script fetched after the first load carries the cue.
    expect(await scriptsWithMarker(scripts.slice(firstLoad))).toBe(1);

    // It plays: its frame changes.
    const shown = await frameOf(cue);
    await expect.poll(() => frameOf(cue)).not.toBe(shown);
    await screenshot(page, 'success-toast');

    // Under reduced motion, a new toast (the same message comes back as a new one) shows the still check at once;
    // a playing cue would start from frame 0 (a small disc, no check).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The first toast may have gone by now (3 s): mark whatever cue is still shown, then look for a new one.
    await page.evaluate(() => {
      for (const svg of Array.from(document.querySelectorAll('svg[data-success-cue]')))
        svg.setAttribute('data-seen', '');
    });
    await page.locator('[data-add-to-cart]').first().click();
    const stillCue = toast.locator(`svg[${CUE_MARKER}]:not([data-seen])`);
    await stillCue.waitFor();
    const still = await frameOf(stillCue);
    expect(still).toMatch(/^translate\(10 10\) scale\(1\) 0( 0)+$/);
    // Ten drawn frames on (a playing cue draws a new one at every frame, 60 a second), it would have moved.
    await framesDrawn(page, 10);
    expect(await frameOf(stillCue)).toBe(still);
    await stillCue.screenshot({ path: 'tests/e2e/screenshots/success-cue-reduced-motion.png' });
  } finally {
    await context.close();
  }
});
