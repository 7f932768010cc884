import { formatMessage, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import { OTP_RULES } from './otp';
import type { ConsoleSmsProvider } from './sms';

/** Sign-in and registration by one-time code, through the API as a client calls it (spec §7, issue 4). */
let store: TestStore;
beforeAll(async () => {
  // The per-address request limit has its own test below; here it would only get in the way.
  store = await startTestStore({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => store.close());
afterEach(() => vi.useRealTimers());

let next = 0;
/** A fresh, valid Zain number per test (0790 555 xxxx), so tests do not share limits. */
const freshMobile = () => `0790555${String(1000 + next++).padStart(4, '0')}`;
const international = (national: string) => `+964${national.slice(1)}`;

let address = 0;
/** Requests come from addresses of their own unless a test says otherwise: the per-network cap is tested on its own. */
const anyAddress = () => `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

const post = (url: string, payload: object, remoteAddress = anyAddress()) =>
  store.call({ method: 'POST', url: `/api/v2${url}`, payload, remoteAddress });
const outbox = () => store.services.sms as ConsoleSmsProvider;
const lastCode = (national: string) => outbox().messagesTo(international(national))[0]?.code ?? null;

/** Moves the clock (Date only: timers and the database keep real time). */
function advance(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

async function registered(remoteAddress = anyAddress()): Promise<string> {
  const mobile = freshMobile();
  expect((await post('/app/register', { name: 'سارة', mobile }, remoteAddress)).statusCode).toBe(200);
  const code = lastCode(mobile);
  expect((await post('/app/verification-code', { mobile, code }, remoteAddress)).statusCode).toBe(200);
  return mobile;
}

describe('login', () => {
  it('sends a 6-digit code to a registered number, sent as multipart as spec §7 says', async () => {
    const mobile = await registered();
    advance(OTP_RULES.resendAfterMs);
    const form = `--b\r\ncontent-disposition: form-data; name="mobile"\r\n\r\n${mobile}\r\n--b--\r\n`;
    const response = await store.call({
      method: 'POST',
      url: '/api/v2/app/login',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.otpSent);
    const sms = outbox().messagesTo(international(mobile))[0];
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain('رمز التحقق');
  });

  it('tells an unknown number to register', async () => {
    const response = await post('/app/login', { mobile: freshMobile() });
    expectArabicError(response, 404);
    expect(response.json().message).toBe(messages.mobileNotRegistered);
  });

  it('refuses a number that is not an Iraqi mobile, on the mobile field', async () => {
    for (const mobile of ['0770123', '014123456', '+12025550123']) {
      const response = await post('/app/login', { mobile });
      expectArabicError(response, 422);
      expect(response.json().errors.mobile).toEqual([messages.mobileInvalid]);
    }
  });

  it('keeps only a keyed hash of the code', async () => {
    const mobile = await registered();
    const code = lastCode(mobile) as string;
    const rows = await store.database.rows<{ code_hash: string }>(
      sql`select code_hash from otp_codes where mobile = ${international(mobile)}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.code_hash).not.toContain(code);
  });
});

describe('the code', () => {
  it('signs in with the session tokens and the user fields, and works once', async () => {
    const mobile = freshMobile();
    await post('/app/register', { name: 'نور', mobile, email: 'Noor@Example.com' });
    const code = lastCode(mobile);
    const response = await post('/app/verification-code', { mobile, code });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe(messages.loggedIn);
    expect(data).toMatchObject({
      user_type: 'customer',
      mobile: international(mobile),
      name: 'نور',
      email: 'noor@example.com',
    });
    expect(data.referral_id).toMatch(/^WB[A-Z2-9]{6}$/);
    expect(typeof data.jwt_token).toBe('string');
    expect(typeof data.jwt_token_refresh).toBe('string');
    const lifetime = Date.parse(data.access_token_expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    const again = await post('/app/verification-code', { mobile, code });
    expectArabicError(again, 422);
    expect(again.json().errors.code).toEqual([messages.otpInvalid]);
  });

  it('accepts the number and the code in Arabic-Indic digits', async () => {
    const mobile = await registered();
    advance(OTP_RULES.resendAfterMs);
    const arabic = (digits: string) => digits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string);
    expect((await post('/app/login', { mobile: arabic(mobile) })).statusCode).toBe(200);
    const code = lastCode(mobile) as string;
    expect((await post('/app/verification-code', { mobile: arabic(mobile), code: arabic(code) })).statusCode).toBe(200);
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const mobile = await registered();
    advance(OTP_RULES.resendAfterMs);
    await post('/app/login', { mobile });
    const code = lastCode(mobile) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_RULES.maxWrongTries; i++) {
      expectArabicError(await post('/app/verification-code', { mobile, code: wrong }), 422);
    }
    expectArabicError(await post('/app/verification-code', { mobile, code }), 422);
  });

  it('lasts 5 minutes', async () => {
    const mobile = await registered();
    advance(OTP_RULES.resendAfterMs);
    await post('/app/login', { mobile });
    const code = lastCode(mobile);
    advance(OTP_RULES.resendAfterMs + OTP_RULES.lifetimeMs + 1000);
    expectArabicError(await post('/app/verification-code', { mobile, code }), 422);
  });

  it('is bound to its number', async () => {
    const first = await registered();
    const second = await registered();
    advance(OTP_RULES.resendAfterMs);
    await post('/app/login', { mobile: first });
    expectArabicError(await post('/app/verification-code', { mobile: second, code: lastCode(first) }), 422);
  });

  it('answers a number without an account exactly like a wrong code', async () => {
    const response = await post('/app/verification-code', { mobile: freshMobile(), code: '123456' });
    expectArabicError(response, 422);
    expect(response.json().message).toBe(messages.otpInvalid);
  });

  it('refuses a code that is not 6 digits before looking it up', async () => {
    const response = await post('/app/verification-code', { mobile: freshMobile(), code: '12a' });
    expectArabicError(response, 422);
    expect(response.json().errors.code).toEqual([messages.otpFormat]);
  });
});

describe('resending', () => {
  it('waits 60 s between codes, saying how long is left; the new code replaces the old', async () => {
    const mobile = freshMobile();
    await post('/app/register', { name: 'ليلى', mobile });
    const first = lastCode(mobile);
    const early = await post('/app/resend/verification-code', { mobile });
    expectArabicError(early, 429);
    expect(early.json().message).toBe(formatMessage(messages.otpResendTooSoon, { seconds: 60 }));
    expect(Number(early.headers['retry-after'])).toBe(60);

    advance(OTP_RULES.resendAfterMs);
    const later = await post('/app/resend/verification-code', { mobile });
    expect(later.statusCode).toBe(200);
    expect(later.json().message).toBe(messages.otpResent);
    const second = lastCode(mobile);
    if (second !== first) expectArabicError(await post('/app/verification-code', { mobile, code: first }), 422);
    expect((await post('/app/verification-code', { mobile, code: second })).statusCode).toBe(200);
  });

  it('answers an unknown number the same way, and sends nothing', async () => {
    const mobile = freshMobile();
    const response = await post('/app/resend/verification-code', { mobile });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.otpResent);
    expect(lastCode(mobile)).toBeNull();
  });

  it('stops at 5 codes per number per hour', async () => {
    const mobile = freshMobile();
    await post('/app/register', { name: 'هدى', mobile });
    for (let sent = 1; sent < OTP_RULES.perNumberPerHour; sent++) {
      advance(sent * OTP_RULES.resendAfterMs);
      expect((await post('/app/resend/verification-code', { mobile })).statusCode).toBe(200);
    }
    advance(OTP_RULES.perNumberPerHour * OTP_RULES.resendAfterMs);
    const refused = await post('/app/resend/verification-code', { mobile });
    expectArabicError(refused, 429);
    expect(refused.json().message).toBe(messages.otpTooManyForNumber);
    advance(61 * 60_000);
    expect((await post('/app/resend/verification-code', { mobile })).statusCode).toBe(200);
  });

  it('stops at 20 codes per network per hour, whatever the numbers', async () => {
    const network = '10.9.9.9';
    for (let i = 0; i < OTP_RULES.perNetworkPerHour; i++) {
      expect((await post('/app/register', { name: 'زائر', mobile: freshMobile() }, network)).statusCode).toBe(200);
    }
    const refused = await post('/app/register', { name: 'زائر', mobile: freshMobile() }, network);
    expectArabicError(refused, 429);
    expect(refused.json().message).toBe(messages.otpTooManyFromNetwork);
    expect((await post('/app/register', { name: 'زائر', mobile: freshMobile() }, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('registration', () => {
  it('creates a customer whose registration is confirmed by the code', async () => {
    const mobile = freshMobile();
    const response = await post('/app/register', { name: 'مريم', mobile });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.accountCreated);
    const confirmed = async () =>
      (
        await store.database.rows<{ registration_confirmed: boolean }>(
          sql`select registration_confirmed from users where mobile = ${international(mobile)}`,
        )
      )[0]?.registration_confirmed;
    expect(await confirmed()).toBe(false);
    await post('/app/verification-code', { mobile, code: lastCode(mobile) });
    expect(await confirmed()).toBe(true);
  });

  it('sends a confirmed number to sign in instead', async () => {
    const mobile = await registered();
    const response = await post('/app/register', { name: 'آخر', mobile });
    expectArabicError(response, 409);
    expect(response.json().message).toBe(messages.mobileAlreadyRegistered);
  });

  it('lets an unconfirmed registration start over with new details', async () => {
    const mobile = freshMobile();
    await post('/app/register', { name: 'اسم أول', mobile });
    advance(OTP_RULES.resendAfterMs);
    expect((await post('/app/register', { name: 'اسم ثان', mobile })).statusCode).toBe(200);
    const signedIn = await post('/app/verification-code', { mobile, code: lastCode(mobile) });
    expect(signedIn.json().data.name).toBe('اسم ثان');
  });
});

describe('the development outbox', () => {
  it('shows the codes sent to a number, newest first', async () => {
    const mobile = freshMobile();
    await post('/app/register', { name: 'منى', mobile });
    const response = await store.call({ url: `/api/v2/dev/sms-outbox?mobile=${mobile}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ to: international(mobile), code: lastCode(mobile) });
  });
});

describe('requests per address', () => {
  it('answers 429 in Arabic past the per-minute limit of the code calls', async () => {
    const limited = await startTestStore({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const call = () =>
        limited.call({ method: 'POST', url: '/api/v2/app/login', payload: { mobile: 'x' }, remoteAddress: '10.1.1.1' });
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(422);
      const refused = await call();
      expectArabicError(refused, 429);
      expect(refused.json().message).toBe(messages.rateLimited);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
