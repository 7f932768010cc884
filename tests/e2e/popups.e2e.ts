import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, framesDrawn, launchBrowser, PHONE } from './browser';
import { POPUP_SELLERS } from './sellers';
import { codeSentTo, signInWithCode } from './session';

/**
 * Spec §4 marketing popups in Chromium, against the seeded popups: the quiz on /categories (both times 0,
 * closable, its button to the quiz), the welcome on / (show_time 5 s), the CeraVe offer on /collections/brands (not
 * closable, tied to a collection), White Friday on /offer-page (reshow_time 1800 s, tied to a collection). On top,
 * the shop's one popup a visit (issue 24): a visit is the tab's session, so a new tab is a new visit. The first
 * visit's whole journey is first-visit.e2e.ts.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const QUIZ = 'اختبري نوع بشرتك';
const WELCOME = 'أهلاً بك في وندر بيوتي';
const CERAVE = 'خصم 15% على سيرافي';
const WHITE_FRIDAY = 'عروض الجمعة البيضاء';
const OK = 'حسناً';

async function withContext(run: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ar-IQ' });
  try {
    await run(context);
  } finally {
    await context.close();
  }
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  return page;
}

const popup = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * Signs the page's browser in as a seeded demo account, with the code from the development SMS outbox. The API
 * sends a number one code a minute, and the account tests may just have asked for one: wait for the turn.
 */
async function signInAs(page: Page, mobile: string): Promise<void> {
  const since = new Date().toISOString();
  const askForCode = () =>
    fetch(`${baseUrl()}/api/v2/app/login`, { method: 'POST', body: new URLSearchParams({ mobile }) });
  await expect.poll(async () => (await askForCode()).status, { timeout: 75_000, interval: 5000 }).toBe(200);
  await signInWithCode(page, mobile, await codeSentTo(mobile, since));
}

/** The cookie banner renders only once the page has hydrated (fresh contexts have no consent stored). */
async function interactive(page: Page): Promise<void> {
  await page.locator('section[aria-label="ملفات تعريف الارتباط"]').waitFor({ state: 'visible' });
}

/**
 * No popup, and none to come on this page: the page says its popup has settled (`<body data-popups>`, written by
 * the popup host and then its scheduler once it has applied the rules), rather than a wait that only guesses.
 */
async function expectNoPopup(page: Page): Promise<void> {
  await interactive(page);
  await page.locator('body[data-popups="settled"]').waitFor({ state: 'attached', timeout: 10_000 });
  expect(await page.locator('dialog[open]').count()).toBe(0);
}

describe('marketing popups (spec §4)', () => {
  it("shows a both-zero popup at once, closes it with 'حسناً', and no popup again in that visit", async () => {
    await withContext(async (context) => {
      const page = await open(context, '/categories');
      const quiz = popup(page, QUIZ);
      await quiz.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await quiz.getAttribute('aria-modal')).toBe('true');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
      // Its button leads to the quiz itself (issue 24: it said "five questions" and led nowhere).
      expect(await quiz.getByRole('link', { name: 'ابدئي الاختبار' }).getAttribute('href')).toBe('/survey/quiz');

      await quiz.getByRole('button', { name: OK }).click();
      await quiz.waitFor({ state: 'hidden' });
      await expectNoPopup(page);

      // A route change and back: spec §4 alone would show it again; the shop shows one popup a visit.
      const bottomNav = page.locator('nav[aria-label="التنقل الرئيسي"]');
      await bottomNav.locator('a[href="/search"]').click();
      await page.waitForURL(/\/search$/);
      await bottomNav.locator('a[href="/categories"]').click();
      await page.waitForURL(/\/categories$/);
      await expectNoPopup(page);

      // A new tab is a new visit: greeted again.
      const nextVisit = await open(context, '/categories');
      await popup(nextVisit, QUIZ).waitFor({ state: 'visible', timeout: 10_000 });
    });
  });

  it('follows the quiz popup to the quiz', async () => {
    await withContext(async (context) => {
      const page = await open(context, '/categories');
      await popup(page, QUIZ).getByRole('link', { name: 'ابدئي الاختبار' }).click();
      await page.waitForURL(/\/survey\/quiz$/);
      await expectNoPopup(page);
    });
  });

  it('shows the homepage popup after its show_time of 5 s, with the artwork sized, and Escape gives focus back', async () => {
    await withContext(async (context) => {
      const page = await open(context, '/');
      await interactive(page);
      const search = page.locator('#header-q');
      await search.focus();
      const welcome = popup(page, WELCOME);
      expect(await welcome.isVisible()).toBe(false);

      await welcome.waitFor({ state: 'visible', timeout: 15_000 });
      // Counted from when the page was interactive, which is after navigation started.
      expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(5000);
      const image = welcome.locator('img');
      expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['800', '500']);
      expect(await image.getAttribute('src')).toMatch(/^\/media\/popups\//);

      await page.keyboard.press('Escape');
      await welcome.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-q');
    });
  });

  it("keeps a popup that is not closable open on Escape and backdrop clicks; 'حسناً' closes it", async () => {
    await withContext(async (context) => {
      const page = await open(context, '/collections/brands');
      const cerave = popup(page, CERAVE);
      await cerave.waitFor({ state: 'visible', timeout: 10_000 });
      const link = cerave.getByRole('link', { name: 'اطلبي الآن' });
      expect(await link.getAttribute('href')).toMatch(/^\/collections\/allProducts\/\d+$/);

      await page.keyboard.press('Escape');
      await page.mouse.click(4, 4);
      // React renders a discrete event's update before the next frame: two frames on, a wrong close would show.
      await framesDrawn(page, 2);
      expect(await cerave.isVisible()).toBe(true);
      expect(await page.locator('body').getAttribute('data-popups')).toBe('shown');

      await cerave.getByRole('button', { name: OK }).click();
      await cerave.waitFor({ state: 'hidden' });
    });
  });

  it('closes a closable popup on the backdrop; with a reshow_time it stays away until that time has passed', async () => {
    await withContext(async (context) => {
      const page = await open(context, '/offer-page');
      const whiteFriday = popup(page, WHITE_FRIDAY);
      await whiteFriday.waitFor({ state: 'visible', timeout: 10_000 });
      await page.mouse.click(4, 4);
      await whiteFriday.waitFor({ state: 'hidden' });
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wb_popup_closed_at') ?? '{}'));
      expect(Object.values(stored)).toHaveLength(1);

      // The next visit (a new tab): reshow_time keeps it away.
      const nextVisit = await open(context, '/offer-page');
      await expectNoPopup(nextVisit);

      // Move the recorded close 1801 s into the past: reshow_time (1800 s) has passed, and a visit later it is back.
      await nextVisit.evaluate(() => {
        const closed = JSON.parse(localStorage.getItem('wb_popup_closed_at') ?? '{}') as Record<string, number>;
        for (const id of Object.keys(closed)) closed[id] = Date.now() - 1_801_000;
        localStorage.setItem('wb_popup_closed_at', JSON.stringify(closed));
      });
      const visitAfter = await open(context, '/offer-page');
      await popup(visitAfter, WHITE_FRIDAY).waitFor({ state: 'visible', timeout: 10_000 });
    });
  });

  it('follows a collection popup to its collection, where it shows again only once reshow_time has passed', async () => {
    await withContext(async (context) => {
      const page = await open(context, '/offer-page');
      const whiteFriday = popup(page, WHITE_FRIDAY);
      await whiteFriday.waitFor({ state: 'visible', timeout: 10_000 });
      await whiteFriday.getByRole('link', { name: 'شاهدي العروض' }).click();
      await page.waitForURL(/\/collections\/allProducts\/\d+$/);
      await expectNoPopup(page);

      // A later visit (a new tab) with the close forgotten: it shows there again.
      await page.evaluate(() => localStorage.removeItem('wb_popup_closed_at'));
      const nextVisit = await open(context, page.url().replace(baseUrl(), ''));
      await popup(nextVisit, WHITE_FRIDAY).waitFor({ state: 'visible', timeout: 10_000 });
    });
  });

  it.each(POPUP_SELLERS.map(([mobile, userType]) => [userType, mobile]))(
    'never shows popups to a %s',
    { timeout: 120_000 },
    async (_userType, mobile) => {
      await withContext(async (context) => {
        const page = await open(context, '/brands');
        await signInAs(page, mobile);
        await page.goto(`${baseUrl()}/categories`, { waitUntil: 'load' });
        await expectNoPopup(page);
      });
    },
  );

  it('treats an unreadable user cookie as a guest', async () => {
    await withContext(async (context) => {
      await context.addCookies([{ name: 'wb_userData', value: '%7Bbroken', url: baseUrl() }]);
      const page = await open(context, '/categories');
      await popup(page, QUIZ).waitFor({ state: 'visible', timeout: 10_000 });
    });
  });
});
