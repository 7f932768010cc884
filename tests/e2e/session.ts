import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** Helpers for the account tests: numbers, codes from the development SMS outbox, and the session cookies. */

/** A fresh Asiacell-style number (0770 9xx xxxx), so each test has its own account and its own OTP limits. */
export function newMobile(): string {
  return `07709${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

interface OutboxMessage {
  /** How it went: a text message or WhatsApp (issue 24). */
  channel: 'sms' | 'whatsapp';
  /** Null for a text that is not a one-time code message. */
  code: string | null;
  sent_at: string;
}

async function outbox(mobile: string, store: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${store}/api/v2/dev/sms-outbox?mobile=${mobile}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/**
 * The newest code sent to `mobile` after `since` (ISO), waiting for it to arrive; by `via` only, when given, and
 * from another store than the shared one (`store`, its web address) for a test that runs its own.
 */
export async function codeSentTo(
  mobile: string,
  since = '',
  { via, store = baseUrl() }: { via?: OutboxMessage['channel']; store?: string } = {},
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      // The newest code message since `since` (an order's texts to the same number carry no code).
      const newest = (await outbox(mobile, store)).find(
        (entry) => entry.code && entry.sent_at > since && (!via || entry.channel === via),
      );
      code = newest?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs an existing account in on `page`: a code asked for by the API, read from the outbox, typed at /auth. */
export async function signInExisting(page: Page, mobile: string): Promise<void> {
  await page.goto(`${baseUrl()}/auth`);
  const since = new Date().toISOString();
  const form = new FormData();
  form.set('mobile', mobile);
  expect((await fetch(`${baseUrl()}/api/v2/app/login`, { method: 'POST', body: form })).status).toBe(200);
  await signInWithCode(page, mobile, await codeSentTo(mobile, since));
}

/** Types the code sent after `since` into the login form, as SMS autofill does: the whole code into the first box. */
export async function enterCodeFromOutbox(page: Page, mobile: string, since: string): Promise<void> {
  const code = await codeSentTo(mobile, since);
  await page.locator('input[autocomplete="one-time-code"]').fill(code);
}

/** Registers `mobile` through the API and signs the page's browser in with the code, as the login page would. */
export async function signInFresh(page: Page, mobile: string, name: string): Promise<void> {
  const register = await fetch(`${baseUrl()}/api/v2/app/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, mobile }),
  });
  expect(register.status).toBe(200);
  await signInWithCode(page, mobile, await codeSentTo(mobile));
}

/** Signs the page's browser in through the web's own session endpoint (cookies set exactly as after the form). */
export async function signInWithCode(page: Page, mobile: string, code: string): Promise<void> {
  const status = await page.evaluate(
    async ([number, otp]) =>
      (
        await fetch('/api/session/verify', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ mobile: number, code: otp }),
        })
      ).status,
    [mobile, code],
  );
  expect(status).toBe(200);
}

export async function sessionCookies(context: BrowserContext): Promise<Record<string, Cookie>> {
  return Object.fromEntries(
    (await context.cookies(baseUrl()))
      .filter((cookie) => cookie.name.startsWith('wb_'))
      .map((cookie) => [cookie.name, cookie]),
  );
}

/** An access token that expired a minute ago (its signature does not matter: it is refused either way). */
export function expiredAccessToken(): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', role: 'customer', sid: 'x', exp })}.c2lnbmF0dXJl`;
}

/** Overwrites session cookies as the server wrote them (same name, path, flags), e.g. to age the session. */
export async function setSessionCookies(context: BrowserContext, values: Record<string, string>): Promise<void> {
  const current = await sessionCookies(context);
  await context.addCookies(
    Object.entries(values).map(([name, value]) => {
      const cookie = current[name];
      if (!cookie) throw new Error(`no ${name} cookie to overwrite`);
      return { ...cookie, value: encodeURIComponent(value) };
    }),
  );
}

/** Waits until the page is interactive: a click before hydration would be a plain form post. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
