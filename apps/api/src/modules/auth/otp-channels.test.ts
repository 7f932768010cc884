import { formatMessage, messages, type OtpChannel } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import { OTP_RULES, waitPhrase } from './otp-limits';

/**
 * The code's second channel (issue 24): WhatsApp chosen on login, register and resend; both channels counted
 * against one number's limits, so a shopper locked out of texts gets a WhatsApp code, and an attacker alternating
 * channels gets one code more, not twice as many.
 */
let store: TestStore;
beforeAll(async () => {
  // The per-address request limit is tested in otp.test.ts; here it would only get in the way.
  store = await startTestStore({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => store.close());
afterEach(() => vi.useRealTimers());

let next = 0;
/** A fresh, valid Zain number per test (0790 666 xxxx), so tests do not share limits. */
const freshMobile = () => `0790666${String(1000 + next++).padStart(4, '0')}`;
const international = (national: string) => `+964${national.slice(1)}`;
let address = 0;
const anyAddress = () => `10.6.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

const post = (url: string, payload: object) =>
  store.call({ method: 'POST', url: `/api/v2${url}`, payload, remoteAddress: anyAddress() });
/** What the development outbox holds for a number, newest first, both channels. */
const outbox = (national: string) => store.services.devOutbox?.messagesTo(international(national)) ?? [];

/** The clock at `minutes` after the test's start (Date only: timers and the database keep real time). */
let start = Date.now();
const at = (minutes: number) => vi.useFakeTimers({ toFake: ['Date'], now: start + minutes * 60_000 });

async function registered(): Promise<string> {
  start = Date.now();
  at(0);
  const mobile = freshMobile();
  expect((await post('/app/register', { name: 'زينب', mobile })).statusCode).toBe(200);
  const code = outbox(mobile)[0]?.code;
  expect((await post('/app/verification-code', { mobile, code })).statusCode).toBe(200);
  return mobile;
}

/** Sign-in codes by `channel`, one a minute from minute `from` on, each answered 200. */
async function codesBy(mobile: string, channel: OtpChannel, count: number, from: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    at(from + i);
    const sent = await post('/app/login', { mobile, channel });
    expect(sent.statusCode, `code ${i + 1} by ${channel}`).toBe(200);
  }
}

describe('choosing the channel', () => {
  it('sends the code by WhatsApp when asked, by text otherwise, and either signs in', async () => {
    const mobile = await registered();
    at(1);
    expect((await post('/app/login', { mobile, channel: 'whatsapp' })).statusCode).toBe(200);
    const [byWhatsApp] = outbox(mobile);
    expect(byWhatsApp).toMatchObject({ channel: 'whatsapp', to: international(mobile), code: expect.any(String) });
    expect((await post('/app/verification-code', { mobile, code: byWhatsApp?.code })).statusCode).toBe(200);

    at(2);
    const form = `--b\r\ncontent-disposition: form-data; name="mobile"\r\n\r\n${mobile}\r\n--b--\r\n`;
    const multipart = await store.call({
      method: 'POST',
      url: '/api/v2/app/login',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: form,
      remoteAddress: anyAddress(),
    });
    expect(multipart.statusCode).toBe(200);
    expect(outbox(mobile)[0]?.channel).toBe('sms');
  });

  it('registers and resends by WhatsApp', async () => {
    start = Date.now();
    at(0);
    const mobile = freshMobile();
    expect((await post('/app/register', { name: 'آية', mobile, channel: 'whatsapp' })).statusCode).toBe(200);
    expect(outbox(mobile)[0]?.channel).toBe('whatsapp');
    at(1);
    expect((await post('/app/resend/verification-code', { mobile, channel: 'whatsapp' })).statusCode).toBe(200);
    const resent = outbox(mobile)[0];
    expect(resent?.channel).toBe('whatsapp');
    const signedIn = await post('/app/verification-code', { mobile, code: resent?.code });
    expect(signedIn.json().data).toMatchObject({ name: 'آية', user_type: 'customer' });
  });

  it('refuses a channel it does not know, on the channel field', async () => {
    const response = await post('/app/login', { mobile: freshMobile(), channel: 'telegram' });
    expectArabicError(response, 422);
    expect(response.json().errors.channel).toHaveLength(1);
  });
});

describe('limits shared by both channels', () => {
  it('keeps the minute between codes whichever channel the last one took', async () => {
    const mobile = await registered();
    at(1);
    expect((await post('/app/login', { mobile })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: start + 60_000 + 20_000 });
    const early = await post('/app/login', { mobile, channel: 'whatsapp' });
    expectArabicError(early, 429);
    expect(early.json().message).toBe(formatMessage(messages.otpResendTooSoon, { seconds: 40 }));
    expect(early.headers['retry-after']).toBe('40');
  });

  it('sends one code when requests on both channels race each other', async () => {
    const mobile = await registered();
    at(1);
    const before = outbox(mobile).length;
    const channels = ['sms', 'whatsapp', 'sms', 'whatsapp', 'sms', 'whatsapp'] as const;
    const answers = await Promise.all(channels.map((channel) => post('/app/login', { mobile, channel })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(outbox(mobile).length).toBe(before + 1);
  });

  it('lets a shopper locked out of texts sign in with one WhatsApp code, saying when texts open again', async () => {
    const mobile = await registered();
    // The registration code was her first text; four sign-in codes make five in the hour.
    await codesBy(mobile, 'sms', OTP_RULES.perChannelPerHour - 1, 1);
    at(8);
    const locked = await post('/app/login', { mobile });
    expectArabicError(locked, 429);
    expect(locked.json().code).toBe('otp.too_many_for_channel');
    // Texts open again when the first of the five leaves the hour: 52 minutes from now.
    expect(locked.headers['retry-after']).toBe(String(52 * 60));
    expect(locked.json().message).toBe(
      'تجاوزت عدد الرموز المسموح بها برسالة نصية لهذا الرقم. حاول مرة أخرى بعد 52 دقيقة، أو اطلب الرمز عبر واتساب.',
    );

    expect((await post('/app/login', { mobile, channel: 'whatsapp' })).statusCode).toBe(200);
    const code = outbox(mobile)[0]?.code;
    expect((await post('/app/verification-code', { mobile, code })).statusCode).toBe(200);

    // Six codes in the hour is the number's ceiling: neither channel sends another until the first leaves it.
    at(10);
    for (const channel of ['whatsapp', 'sms'] as const) {
      const refused = await post('/app/login', { mobile, channel });
      expectArabicError(refused, 429);
      expect(refused.json().code).toBe('otp.too_many_for_number');
      expect(refused.json().message).toBe('تجاوزت عدد الرموز المسموح بها لهذا الرقم. حاول مرة أخرى بعد 50 دقيقة.');
      expect(refused.headers['retry-after']).toBe(String(50 * 60));
    }
    at(61);
    expect((await post('/app/login', { mobile })).statusCode).toBe(200);
  });

  it('gives a number alternating channels six codes an hour, not ten', async () => {
    const mobile = await registered();
    for (let minute = 1; minute <= 5; minute++) {
      at(minute);
      const channel = minute % 2 ? 'whatsapp' : 'sms';
      expect((await post('/app/login', { mobile, channel })).statusCode).toBe(200);
    }
    at(6);
    for (const channel of ['whatsapp', 'sms'] as const) {
      expect((await post('/app/login', { mobile, channel })).json().code).toBe('otp.too_many_for_number');
    }
    const rows = await store.database.rows<{ channel: string }>(
      sql`select channel from otp_codes where mobile = ${international(mobile)}`,
    );
    expect(rows).toHaveLength(OTP_RULES.perNumberPerHour);
  });

  it('counts a resend for a number without an account against its limits, on whichever channel', async () => {
    start = Date.now();
    const unknown = freshMobile();
    for (let minute = 0; minute < OTP_RULES.perChannelPerHour; minute++) {
      at(minute);
      expect((await post('/app/resend/verification-code', { mobile: unknown, channel: 'whatsapp' })).statusCode).toBe(
        200,
      );
    }
    at(OTP_RULES.perChannelPerHour);
    const locked = await post('/app/resend/verification-code', { mobile: unknown, channel: 'whatsapp' });
    expect(locked.json().message).toMatch(/عبر واتساب لهذا الرقم\. .* أو اطلب الرمز برسالة نصية\.$/);
    expect(outbox(unknown)).toEqual([]);
  });
});

describe('the wait in a lockout message', () => {
  it('says it in whole minutes, in Arabic grammar and Western digits', () => {
    expect(waitPhrase(20)).toBe('دقيقة واحدة');
    expect(waitPhrase(61)).toBe('دقيقتين');
    expect(waitPhrase(5 * 60)).toBe('5 دقائق');
    expect(waitPhrase(12 * 60 - 30)).toBe('12 دقيقة');
    expect(waitPhrase(3600)).toBe('ساعة');
  });
});
