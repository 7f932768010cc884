import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, PHONE, screenshot, withPage as withPageOf } from './browser';
import { expectNoSeriousViolations } from './page-checks';
import {
  codeSentTo,
  enterCodeFromOutbox,
  expiredAccessToken,
  hydrated,
  newMobile,
  sessionCookies,
  setSessionCookies,
  signInFresh,
  signInWithCode,
} from './session';

/** Accounts end to end (issue 4): sign-up, sign-in with the code from the SMS outbox, guards, refresh, deletion. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SESSION_EXPIRED = 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى';
const accountLink = (page: Page) => page.locator('nav[aria-label="الحساب"] a[href="/profile"]');

const withPage = (path: string, viewport: { width: number; height: number }, run: (page: Page) => Promise<void>) =>
  withPageOf(browser, path, viewport, run);

describe('signing up and signing in', () => {
  it('registers a new number, signs in with the code from the outbox, and logs out', async () => {
    const mobile = newMobile();
    await withPage('/auth', DESKTOP, async (page) => {
      await hydrated(page);
      await expectNoSeriousViolations(page);

      // An unknown number is offered registration, with the number carried over.
      const since = new Date().toISOString();
      await page.getByLabel('رقم الهاتف').fill(mobile);
      await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'إنشاء حساب جديد' }).isVisible()).toBe(true);
      expect(await page.getByText('هذا الرقم غير مسجل لدينا').isVisible()).toBe(true);
      expect(await page.getByLabel('رقم الهاتف').inputValue()).toBe(mobile);
      await page.getByLabel('الاسم').fill('نور الهدى كريم');
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

      // The code step: six boxes, a visible 60 s countdown before a new code can be asked for.
      await expect.poll(() => page.getByRole('heading', { name: 'أدخل رمز التحقق' }).isVisible()).toBe(true);
      expect(await page.getByRole('textbox', { name: /الرقم \d من 6/ }).count()).toBe(6);
      expect(await page.locator('#resend-countdown').textContent()).toMatch(/يمكنك طلب رمز جديد بعد (60|59|58) ثانية/);
      expect(await page.getByRole('button', { name: 'إعادة إرسال الرمز' }).count()).toBe(0);
      await expectNoSeriousViolations(page);
      await screenshot(page, 'auth-code');
      await enterCodeFromOutbox(page, mobile, since);

      // Signed in: home, a success toast, the header shows the first name.
      await page.waitForURL(`${baseUrl()}/`);
      await expect.poll(() => page.getByRole('status').allInnerTexts()).toContain('تم تسجيل الدخول بنجاح.');
      await expect.poll(() => accountLink(page).textContent()).toContain('نور');
      const cookies = await sessionCookies(page.context());
      expect(cookies.wb_accessToken?.httpOnly).toBe(true);
      expect(cookies.wb_refreshToken?.httpOnly).toBe(true);
      expect(cookies.wb_userData?.httpOnly).toBe(false);
      expect(cookies.wb_accessToken?.sameSite).toBe('Lax');
      // No page script can read a token.
      expect(await page.evaluate(() => document.cookie)).not.toMatch(/wb_accessToken|wb_refreshToken/);
      expect(await page.evaluate(() => localStorage.getItem('wb_language'))).toBe('ar');

      // Logout goes to / and reloads: the session cookies are gone and the header says "حسابي" again.
      await accountLink(page).click();
      await page.waitForURL(`${baseUrl()}/profile`);
      await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await expect.poll(async () => Object.keys(await sessionCookies(page.context()))).toEqual([]);
      await page.waitForURL(`${baseUrl()}/`);
      await expect.poll(() => accountLink(page).textContent()).toBe('حسابي');

      // Asking for another code within a minute of the last one is refused, with the wait in Arabic.
      await page.goto(`${baseUrl()}/auth`);
      await hydrated(page);
      await page.getByLabel('رقم الهاتف').fill(mobile);
      await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts())
        .toContainEqual(expect.stringMatching(/^يمكنك طلب رمز جديد بعد \d+ ثانية\.$/));
      expect(await page.getByRole('heading', { name: 'تسجيل الدخول' }).isVisible()).toBe(true);
    });
  });

  it('accepts the number and the code in Arabic-Indic digits', async () => {
    const mobile = '07701000002';
    const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
    await withPage('/auth', PHONE, async (page) => {
      await hydrated(page);
      const since = new Date().toISOString();
      await page.getByLabel('رقم الهاتف').fill(arabicIndic(mobile));
      await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
      const code = await codeSentTo(mobile, since);
      await page.getByRole('textbox', { name: 'الرقم 1 من 6' }).click();
      await page.keyboard.type(arabicIndic(code));
      await page.waitForURL(`${baseUrl()}/`);
      expect(
        JSON.parse(decodeURIComponent((await sessionCookies(page.context())).wb_userData?.value ?? '')),
      ).toMatchObject({ user_type: 'influencer', mobile: '+9647701000002' });
    });
  });
});

describe('guarded pages (spec §2)', () => {
  it('send a guest to /auth, and back to the page after login', async () => {
    const mobile = '07701000001';
    await withPage('/profile', PHONE, async (page) => {
      expect(page.url()).toBe(`${baseUrl()}/auth?next=%2Fprofile`);
      await hydrated(page);
      const since = new Date().toISOString();
      await page.getByLabel('رقم الهاتف').fill(mobile);
      await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
      // A wrong code is refused in Arabic, and the boxes are cleared for another try.
      await page.locator('input[autocomplete="one-time-code"]').fill('000000');
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts())
        .toContain('رمز التحقق غير صحيح أو انتهت صلاحيته. اطلب رمزاً جديداً إن لزم.');
      expect(await page.locator('input[autocomplete="one-time-code"]').inputValue()).toBe('');
      await enterCodeFromOutbox(page, mobile, since);
      await page.waitForURL(`${baseUrl()}/profile`);
      await expect.poll(() => page.locator('main').textContent()).toContain('زبونة تجريبية');
      // Signed in, the login page has nothing to offer: it sends the shopper on.
      await page.goto(`${baseUrl()}/auth?next=%2Fcart`);
      expect(page.url()).toBe(`${baseUrl()}/cart`);
    });
  });

  it('never leave the store after sign-in, however the next path is dressed up', async () => {
    const mobile = newMobile();
    const hostile = encodeURIComponent('/.//evil.example');
    await withPage(`/auth?next=${hostile}`, PHONE, async (page) => {
      await hydrated(page);
      const since = new Date().toISOString();
      await page.getByLabel('رقم الهاتف').fill(mobile);
      await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
      await page.getByLabel('الاسم').fill('ضحى');
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await enterCodeFromOutbox(page, mobile, since);
      await page.waitForURL(`${baseUrl()}/`);
      // Signed in: the login page and the renewal route send the shopper on, to this store only.
      for (const path of [
        `/auth?next=${hostile}`,
        `/api/session/renew?next=${encodeURIComponent('/%2e//evil.example')}`,
      ]) {
        await page.goto(baseUrl() + path);
        expect(new URL(page.url()).origin).toBe(baseUrl());
      }
    });
  });

  it('show another role the forbidden page, at the address asked for', async () => {
    const mobile = '07701000003';
    await withPage('/', PHONE, async (page) => {
      const since = new Date().toISOString();
      await fetch(`${baseUrl()}/api/v2/app/login`, { method: 'POST', body: new URLSearchParams({ mobile }) });
      await signInWithCode(page, mobile, await codeSentTo(mobile, since));
      const response = await page.goto(`${baseUrl()}/cart`);
      expect(response?.status()).toBe(403);
      expect(page.url()).toBe(`${baseUrl()}/cart`);
      expect(await page.locator('h1').textContent()).toBe('هذه الصفحة ليست لنوع حسابك');
      // Their own pages are open to them.
      expect((await page.goto(`${baseUrl()}/pharmacists`))?.status()).toBe(200);
    });
  });
});

describe('the session (spec §4)', () => {
  it('renews an expired access token silently, in the browser and before a guarded page renders', async () => {
    await withPage('/', DESKTOP, async (page) => {
      await signInFresh(page, newMobile(), 'ريم');
      const context = page.context();
      const past = new Date(Date.now() - 60_000).toISOString();

      // On a public page the scheduler finds the token expired at startup and refreshes at once.
      await setSessionCookies(context, { wb_accessToken: expiredAccessToken(), wb_expiresAt: past });
      const before = await sessionCookies(context);
      await page.reload();
      await expect
        .poll(async () => Date.parse(decodeURIComponent((await sessionCookies(context)).wb_expiresAt?.value ?? '')))
        .toBeGreaterThan(Date.now());
      // A new pair (an access token issued in the same second as the last one may be byte-for-byte the same).
      // Each token present (a missing cookie would pass a bare "not the old value").
      const renewed = await sessionCookies(context);
      expect(renewed.wb_accessToken?.value).toMatch(/\S/);
      expect(renewed.wb_refreshToken?.value).toMatch(/\S/);
      expect(renewed.wb_accessToken?.value).not.toBe(before.wb_accessToken?.value);
      expect(renewed.wb_refreshToken?.value).not.toBe(before.wb_refreshToken?.value);
      expect(await accountLink(page).textContent()).toContain('ريم');

      // On a guarded page the server renews it before rendering: no detour through /auth.
      const stale = expiredAccessToken();
      await setSessionCookies(context, { wb_accessToken: stale, wb_expiresAt: past });
      const response = await page.goto(`${baseUrl()}/profile`);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${baseUrl()}/profile`);
      expect(await page.locator('main').textContent()).toContain('ريم');
      const again = await sessionCookies(context);
      expect(again.wb_accessToken?.value).toMatch(/\S/);
      expect(again.wb_refreshToken?.value).toMatch(/\S/);
      expect(again.wb_accessToken?.value).not.toBe(stale);
      expect(again.wb_refreshToken?.value).not.toBe(renewed.wb_refreshToken?.value);
    });
  });

  it('sends the shopper to /auth with the session-expired message when the session was ended elsewhere', async () => {
    await withPage('/', PHONE, async (page) => {
      await signInFresh(page, newMobile(), 'هدى');
      // The same session, signed out from another browser: its tokens are revoked on the API.
      const elsewhere = await browser.newContext();
      await elsewhere.addCookies(await page.context().cookies(baseUrl()));
      expect((await elsewhere.request.post(`${baseUrl()}/api/session/logout`)).status()).toBe(200);
      await elsewhere.close();

      await setSessionCookies(page.context(), { wb_expiresAt: new Date(Date.now() - 60_000).toISOString() });
      await page.goto(`${baseUrl()}/about-us`);
      await page.waitForURL(/\/auth\?/);
      expect(page.url()).toBe(`${baseUrl()}/auth?next=%2Fabout-us&reason=expired`);
      await expect.poll(() => page.getByRole('alert').allInnerTexts()).toContain(SESSION_EXPIRED);
      expect(Object.keys(await sessionCookies(page.context()))).toEqual([]);
    });
  });
});

describe('account deletion', () => {
  it('asks first, then deletes the account, signs out and goes home; the number can register again', async () => {
    const mobile = newMobile();
    await withPage('/', PHONE, async (page) => {
      await signInFresh(page, mobile, 'ليلى حسن');
      await page.goto(`${baseUrl()}/profile`);
      await hydrated(page);
      await expect.poll(() => page.locator('main').textContent()).toContain('ليلى حسن');
      await screenshot(page, 'profile');
      await expectNoSeriousViolations(page);

      // Cancel keeps everything.
      await page.getByRole('button', { name: 'حذف الحساب' }).click();
      const dialog = page.getByRole('dialog', { name: 'حذف حسابك نهائياً؟' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('تبقى طلباتك السابقة');
      await screenshot(page, 'profile-delete');
      await dialog.getByRole('button', { name: 'إلغاء' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);

      // A dead access token on the way (a 401) costs one forced refresh and one retry, not the deletion.
      await setSessionCookies(page.context(), { wb_accessToken: expiredAccessToken() });
      await page.getByRole('button', { name: 'حذف الحساب' }).click();
      await dialog.getByRole('button', { name: 'نعم، احذف حسابي' }).click();
      await page.waitForURL(`${baseUrl()}/`);
      await expect.poll(async () => Object.keys(await sessionCookies(page.context()))).toEqual([]);

      // The account is gone: the number is unknown again and is offered registration.
      await page.goto(`${baseUrl()}/auth`);
      await hydrated(page);
      await page.getByLabel('رقم الهاتف').fill(mobile);
      await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'إنشاء حساب جديد' }).isVisible()).toBe(true);
    });
  });
});
