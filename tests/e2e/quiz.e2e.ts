import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage } from './browser';
import { DESK_ADMINS } from './desk-accounts';
import { expectNoSeriousViolations } from './page-checks';
import { hydrated, signInExisting } from './session';
import { QUIZ_SHOPPER } from './shoppers';

/**
 * The skin quiz (issue 15) on a phone: a guest answers one question at a time, sees a routine of real products with
 * why each was chosen, presses «أضف الروتين إلى السلة», signs in, comes back to her result and finds the routine in
 * her cart; the quiz then shows her last routine. An admin sees the questions and rules at the desk.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const JOURNEY_MS = 180_000;

/** Taps an answer by its label (exactly: a hint may name another answer, «دهنية في الجبهة…»). */
async function pick(page: Page, label: string) {
  await page
    .locator('label')
    .filter({ has: page.getByText(label, { exact: true }) })
    .click();
}

describe('the skin quiz', () => {
  it(
    'a guest answers, sees a routine with reasons, signs in and adds it to her cart',
    async () => {
      await withPage(browser, '/survey/quiz', PHONE, async (page) => {
        await hydrated(page);
        await expectNoSeriousViolations(page);
        await screenshot(page, 'quiz-intro');
        await page.getByRole('button', { name: 'ابدأ الاختبار' }).click();

        await page.getByRole('heading', { name: 'ما نوع بشرتك؟' }).waitFor();
        await expect.poll(() => page.locator('[data-quiz-progress]').textContent()).toBe('السؤال 1 من 4');
        await screenshot(page, 'quiz-question');
        await pick(page, 'دهنية');
        await page.getByRole('heading', { name: 'ما الذي يزعجك في بشرتك؟' }).waitFor();
        await pick(page, 'حب الشباب والرؤوس السوداء');
        await pick(page, 'البقع الداكنة والتصبغات');
        await expectNoSeriousViolations(page);
        await page.getByRole('button', { name: /التالي/ }).click();
        await pick(page, 'نادراً ما تتأثر');
        await page.getByRole('heading', { name: 'ما ميزانيتك للروتين كاملاً؟' }).waitFor();
        await pick(page, 'حتى 100,000 د.ع');

        await page.waitForURL(/\/survey\/quiz\/result\?/);
        await page.getByRole('heading', { name: 'روتينك جاهز' }).waitFor();
        const steps = page.locator('[data-routine-step]');
        expect(await steps.count()).toBeGreaterThanOrEqual(4);
        expect(await page.locator('[data-routine-step]').first().getAttribute('data-routine-step')).toBe('cleanser');
        for (const reason of await page.locator('[data-routine-reason]').allInnerTexts()) {
          expect(reason).toMatch(/[\u0600-\u06FF]{3}/);
        }
        const titles = await page.locator('[data-routine-title]').allInnerTexts();
        await expectNoSeriousViolations(page);
        await screenshot(page, 'quiz-result');

        // A guest is sent to sign in, and comes back to her result, which is then added.
        await page.getByRole('button', { name: 'أضف الروتين إلى السلة' }).click();
        await page.waitForURL(/\/auth\?next=/);
        const next = new URL(page.url()).searchParams.get('next') ?? '';
        expect(next).toMatch(/^\/survey\/quiz\/result\?.*add=1/);
        await signInExisting(page, QUIZ_SHOPPER);
        await page.goto(`${baseUrl()}${next}`);
        await page.locator('[data-routine-added]').waitFor();
        expect(new URL(page.url()).searchParams.get('add')).toBeNull();

        await page.getByRole('link', { name: 'الذهاب إلى السلة' }).click();
        await page.waitForURL(`${baseUrl()}/cart`);
        await page.locator('[data-cart-line]').first().waitFor();
        await expect.poll(() => page.locator('[data-cart-line]').count()).toBe(titles.length);
        const cart = (await page.locator('[data-cart-line]').allInnerTexts()).join('\n');
        for (const title of titles) expect(cart).toContain(title);

        // The same address opened from a link (another tab: she did not press the button there) fills no cart.
        const linked = await page.context().newPage();
        await linked.goto(`${baseUrl()}${next}`);
        await hydrated(linked);
        await expect.poll(() => new URL(linked.url()).searchParams.get('add')).toBeNull();
        const addButton = linked.getByRole('button', { name: 'أضف الروتين إلى السلة' });
        expect(await addButton.getAttribute('aria-busy')).not.toBe('true');
        expect(await linked.locator('[data-routine-added]').count()).toBe(0);
        await linked.close();

        // Back at the quiz, her last routine waits for her.
        await page.goto(`${baseUrl()}/survey/quiz`);
        await page.locator('[data-last-routine]').waitFor();
        await screenshot(page, 'quiz-last-routine');
      });
    },
    JOURNEY_MS,
  );

  it('an admin sees the questions and the rules at the desk', async () => {
    await withPage(browser, '/', DESKTOP, async (page) => {
      await signInExisting(page, DESK_ADMINS.quiz);
      await page.goto(`${baseUrl()}/admin/quiz`);
      await page.locator('[data-quiz-question="skin_type"]').waitFor();
      await expectNoSeriousViolations(page);
      await screenshot(page, 'desk-quiz-questions');
      await page.getByRole('link', { name: 'قواعد اختيار المنتجات' }).click();
      await page.getByRole('heading', { name: 'قواعد اختيار المنتجات', level: 1 }).waitFor();
      await page.getByText('غسول لحب الشباب').waitFor();
      await expectNoSeriousViolations(page);
      await screenshot(page, 'desk-quiz-rules');
    });
  });
});
