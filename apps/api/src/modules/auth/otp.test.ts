import { createHash } from 'node:crypto';
import { formatMessage, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import { networkOf } from '../../lib/network';
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
    const plain = createHash('sha256')
      .update(`${international(mobile)}:${code}`)
      .digest('base64url');
    for (const row of rows) {
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).not.toBe(plain);
    }
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

  it('survives 4 wrong tries', async () => {
    const mobile = await registered();
    advance(OTP_RULES.resendAfterMs);
    await post('/app/login', { mobile });
    const code = lastCode(mobile) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP_RULES.maxWrongTries; i++) {
      expectArabicError(await post('/app/verification-code', { mobile, code: wrong }), 422);
    }
    expect((await post('/app/verification-code', { mobile, code })).statusCode).toBe(200);
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
    for (const [age, status] of [
      [OTP_RULES.lifetimeMs - 2000, 200],
      [OTP_RULES.lifetimeMs + 1000, 422],
    ] as const) {
      vi.useRealTimers();
      const mobile = await registered();
      advance(OTP_RULES.resendAfterMs);
      await post('/app/login', { mobile });
      const code = lastCode(mobile);
      advance(age);
      expect((await post('/app/verification-code', { mobile, code })).statusCode).toBe(status);
    }
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
    expect(lastCode(mobile)).toMatch(/^\d{6}$/);
    const early = await post('/app/resend/verification-code', { mobile });
    expectArabicError(early, 429);
    expect(early.json().message).toBe(formatMessage(messages.otpResendTooSoon, { seconds: 60 }));
    expect(Number(early.headers['retry-after'])).toBe(60);

    advance(OTP_RULES.resendAfterMs);
    const later = await post('/app/resend/verification-code', { mobile });
    expect(later.statusCode).toBe(200);
    expect(later.json().message).toBe(messages.otpResent);
    const second = lastCode(mobile);
    // The first code is spent, the second is the number's only live one. (Comparing the two codes would not do:
    // two random codes are equal one time in a million.)
    const codes = await store.database.rows<{ spent: boolean }>(
      sql`select consumed_at is not null as spent from otp_codes
          where mobile = ${international(mobile)} order by id`,
    );
    expect(codes.map((code) => code.spent)).toEqual([true, false]);
    expect((await post('/app/verification-code', { mobile, code: second })).statusCode).toBe(200);
  });

  it('answers an unknown number the same way, limits included, and sends nothing', async () => {
    const known = await registered();
    const unknown = freshMobile();
    advance(OTP_RULES.resendAfterMs);
    for (const mobile of [known, unknown]) {
      const response = await post('/app/resend/verification-code', { mobile });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(messages.otpResent);
      const again = await post('/app/resend/verification-code', { mobile });
      expectArabicError(again, 429);
      expect(again.json().message).toBe(formatMessage(messages.otpResendTooSoon, { seconds: 60 }));
    }
    expect(lastCode(unknown)).toBeNull();
  });

  it('resends a registration in progress with its details', async () => {
    const mobile = freshMobile();
    await post('/app/register', { name: 'رنا', mobile });
    advance(OTP_RULES.resendAfterMs);
    await post('/app/resend/verification-code', { mobile });
    const signedIn = await post('/app/verification-code', { mobile, code: lastCode(mobile) });
    expect(signedIn.json().data).toMatchObject({ name: 'رنا', user_type: 'customer' });
  });

  it('sends one code when several requests for a number race each other', async () => {
    const mobile = await registered();
    advance(OTP_RULES.resendAfterMs);
    const before = outbox().messagesTo(international(mobile)).length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/app/login', { mobile })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(outbox().messagesTo(international(mobile)).length).toBe(before + 1);
  });

  it('stops at 5 text messages per number per hour, offering WhatsApp', async () => {
    const mobile = freshMobile();
    await post('/app/register', { name: 'هدى', mobile });
    for (let sent = 1; sent < OTP_RULES.perChannelPerHour; sent++) {
      advance(sent * OTP_RULES.resendAfterMs);
      expect((await post('/app/resend/verification-code', { mobile })).statusCode).toBe(200);
    }
    advance(OTP_RULES.perChannelPerHour * OTP_RULES.resendAfterMs);
    const refused = await post('/app/resend/verification-code', { mobile });
    expectArabicError(refused, 429);
    expect(refused.json().code).toBe('otp.too_many_for_channel');
    expect(refused.json().message).toMatch(/برسالة نصية .* أو اطلب الرمز عبر واتساب\.$/);
    advance(61 * 60_000);
    expect((await post('/app/resend/verification-code', { mobile })).statusCode).toBe(200);
  });

  it('stops at 50 codes per network per hour, whatever the numbers', async () => {
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
  it('creates the customer, confirmed, only when the code is verified', async () => {
    const mobile = freshMobile();
    const response = await post('/app/register', { name: 'مريم', mobile });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.accountCreated);
    const account = async () =>
      (
        await store.database.rows<{ registration_confirmed: boolean; name: string }>(
          sql`select registration_confirmed, name from users where mobile = ${international(mobile)}`,
        )
      )[0];
    expect(await account()).toBeUndefined();
    expect((await post('/app/login', { mobile })).statusCode).toBe(404);
    await post('/app/verification-code', { mobile, code: lastCode(mobile) });
    expect(await account()).toEqual({ registration_confirmed: true, name: 'مريم' });
  });

  it('never lets a registration touch an account that exists, even one staff made and nobody has used', async () => {
    const mobile = freshMobile();
    await store.services.accounts.createOrPromote(store.ctx(), mobile, 'pharmacist', 'صيدلية الشفاء');
    const attempt = await post('/app/register', { name: 'محتال', mobile, email: 'evil@attacker.example' });
    expectArabicError(attempt, 409);
    advance(OTP_RULES.resendAfterMs);
    await post('/app/login', { mobile });
    const signedIn = (await post('/app/verification-code', { mobile, code: lastCode(mobile) })).json().data;
    expect(signedIn).toMatchObject({ user_type: 'pharmacist', name: 'صيدلية الشفاء', email: null });
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
  const limitedStore = (env: Record<string, string> = {}) =>
    startTestStore({ AUTH_RATE_LIMIT_PER_MINUTE: '3', ...env });

  it('answers 429 in Arabic past the per-minute limit, counting login, register and resend together', async () => {
    const limited = await limitedStore();
    try {
      const call = (url: string) =>
        limited.call({ method: 'POST', url: `/api/v2${url}`, payload: { mobile: 'x' }, remoteAddress: '10.1.1.1' });
      for (const url of ['/app/login', '/app/register', '/app/resend/verification-code']) {
        expect((await call(url)).statusCode).toBe(422);
      }
      const refused = await call('/app/login');
      expectArabicError(refused, 429);
      expect(refused.json().message).toBe(messages.rateLimited);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  describe.each([
    ['without TRUST_PROXY, X-Forwarded-For is ignored', {}, (i: number) => `203.0.113.${i}`],
    [
      'with TRUST_PROXY=1, only the address the proxy added counts',
      { TRUST_PROXY: '1' },
      (i: number) => `203.0.113.${i}, 198.51.100.7`,
    ],
  ] as const)('%s', (_title, env, forwarded) => {
    // Started in a hook (its own, longer timeout): the test itself is only the calls.
    let limited: TestStore;
    beforeAll(async () => {
      limited = await limitedStore(env);
    });
    afterAll(() => limited?.close());

    it('counts every varied X-Forwarded-For from one connection as one caller', async () => {
      const call = (i: number) =>
        limited.call({
          method: 'POST',
          url: '/api/v2/app/login',
          payload: { mobile: 'x' },
          remoteAddress: '10.2.2.2',
          headers: { 'x-forwarded-for': forwarded(i) },
        });
      for (let i = 0; i < 3; i++) expect((await call(i)).statusCode).toBe(422);
      expectArabicError(await call(3), 429);
    });
  });
});

describe('networkOf', () => {
  it('counts an IPv4 address as itself and an IPv6 subscriber by its /64', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('2a00:1234:5678:9abc::1')).toBe(networkOf('2a00:1234:5678:9abc:ffff:1:2:3'));
    expect(networkOf('2a00:1234:5678:9abc::1')).not.toBe(networkOf('2a00:1234:5678:9abd::1'));
  });
});
