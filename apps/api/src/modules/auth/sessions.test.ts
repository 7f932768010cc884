import { messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import type { ConsoleSmsProvider } from './sms';

/** Tokens after sign-in: refresh rotation and reuse, expiry, logout, account deletion, roles (spec §4, issue 4). */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({
    ACCESS_TOKEN_TTL_SECONDS: '600',
    REFRESH_TOKEN_TTL_DAYS: '7',
    SESSION_MAX_DAYS: '30',
  });
});
afterAll(() => store.close());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
const DAY = 86_400_000;

const refresh = (token: string) =>
  store.call({ method: 'POST', url: '/api/v2/app/refresh-token', headers: bearer(token) });
const profile = (token: string) => store.call({ url: '/api/v2/app/profile', headers: bearer(token) });
const post = (url: string, token: string) =>
  store.call({ method: 'POST', url: `/api/v2${url}`, headers: bearer(token) });

let next = 0;
async function newCustomer(name = 'زبونة'): Promise<{ mobile: string; id: number }> {
  const mobile = `+96477055${String(10000 + next++).padStart(5, '0')}`;
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), mobile, 'customer', name);
  return { mobile, id: user.id };
}

describe('refresh', () => {
  it('rotates: a new pair each time, with the spec §7 fields', async () => {
    const first = await store.signIn(DEMO.customer);
    const response = await refresh(first.jwt_token_refresh);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['access_token_expires_at', 'jwt_token', 'jwt_token_refresh']);
    expect(data.jwt_token_refresh).not.toBe(first.jwt_token_refresh);
    expect((await profile(data.jwt_token)).statusCode).toBe(200);
  });

  it('treats a spent token coming back as theft: the whole session ends', async () => {
    const first = await store.signIn(DEMO.customer);
    const second = (await refresh(first.jwt_token_refresh)).json().data;

    const replay = await refresh(first.jwt_token_refresh);
    expectArabicError(replay, 401);
    expect(replay.json().message).toBe(messages.sessionExpired);
    expect((await refresh(second.jwt_token_refresh)).statusCode).toBe(401);
    expect((await profile(second.jwt_token)).statusCode).toBe(401);
    // Other sessions of the same person are not touched.
    expect((await profile((await store.signIn(DEMO.customer)).jwt_token)).statusCode).toBe(200);
  });

  it('needs a refresh token: none, an access token or garbage get 401', async () => {
    const session = await store.signIn(DEMO.customer);
    expectArabicError(await store.call({ method: 'POST', url: '/api/v2/app/refresh-token' }), 401);
    expectArabicError(await refresh(session.jwt_token), 401);
    expectArabicError(await refresh('not-a-token'), 401);
  });

  it('ends a week after the last use, and a session after 30 days whatever its use', async () => {
    const idle = await store.signIn(DEMO.customer);
    advance(7 * DAY + 1000);
    expectArabicError(await refresh(idle.jwt_token_refresh), 401);
    vi.useRealTimers();

    let tokens = await store.signIn(DEMO.customer);
    const start = Date.now();
    for (let day = 6; day < 30; day += 6) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + day * DAY });
      const response = await refresh(tokens.jwt_token_refresh);
      expect(response.statusCode).toBe(200);
      tokens = response.json().data;
      // Nothing issued outlives the session.
      expect(Date.parse(tokens.access_token_expires_at)).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    }
    vi.setSystemTime(start + 30 * DAY + 1000);
    expectArabicError(await refresh(tokens.jwt_token_refresh), 401);
  });
});

describe('access tokens', () => {
  it('expire after their lifetime (600 s here), and refreshing brings the session back', async () => {
    const session = await store.signIn(DEMO.customer);
    // Used while it lives, as an app does: a token once checked is not taken past its end.
    expect((await profile(session.jwt_token)).statusCode).toBe(200);
    advance(599_000);
    expect((await profile(session.jwt_token)).statusCode).toBe(200);
    advance(2_000);
    expectArabicError(await profile(session.jwt_token), 401);
    const renewed = await refresh(session.jwt_token_refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().data.jwt_token)).statusCode).toBe(200);
  });

  it('are refused when forged, tampered with or unsigned', async () => {
    const session = await store.signIn(DEMO.customer);
    const [head, body] = session.jwt_token.split('.');
    const payload = JSON.parse(Buffer.from(body as string, 'base64url').toString());
    const forged = await new SignJWT({ ...payload, role: 'pharmacist' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('someone-elses-secret-someone-elses'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...payload, sub: '2' })).toString('base64url')}.${session.jwt_token.split('.')[2]}`;
    for (const token of [forged, unsigned, tampered]) expectArabicError(await profile(token), 401);
  });

  it('carry the role the account has now: a promotion applies at once', async () => {
    const { mobile } = await newCustomer();
    const session = await store.signIn(mobile);
    const sellerCarts = () => store.call({ url: '/api/v2/app/seller/carts', headers: bearer(session.jwt_token) });
    expectArabicError(await sellerCarts(), 403);
    await store.services.accounts.createOrPromote(store.ctx(), mobile, 'pharmacist');
    const promoted = await sellerCarts();
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toEqual([]);
  });
});

describe('logout', () => {
  it('ends the session: its access and refresh tokens stop working at once', async () => {
    const session = await store.signIn(DEMO.influencer);
    const response = await post('/app/logout', session.jwt_token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.loggedOut);
    expectArabicError(await profile(session.jwt_token), 401);
    expectArabicError(await refresh(session.jwt_token_refresh), 401);
  });
});

describe('each person reaches only their own account', () => {
  it('shows each caller their own profile, whoever else is signed in', async () => {
    const a = await newCustomer('أمل');
    const b = await newCustomer('بشرى');
    const tokenA = (await store.signIn(a.mobile)).jwt_token;
    const tokenB = (await store.signIn(b.mobile)).jwt_token;
    expect((await profile(tokenA)).json().data).toMatchObject({ id: a.id, name: 'أمل', mobile: a.mobile });
    expect((await profile(tokenB)).json().data).toMatchObject({ id: b.id, name: 'بشرى', mobile: b.mobile });
    // B deleting their account leaves A's untouched.
    await post('/app/delete/account', tokenB);
    expect((await profile(tokenA)).json().data.name).toBe('أمل');
  });
});

describe('account deletion', () => {
  it('clears personal data, ends every session, keeps the anonymised row, and frees the number', async () => {
    const { mobile, id } = await newCustomer('سلمى');
    const phone = await store.signIn(mobile);
    const laptop = await store.signIn(mobile);
    const response = await post('/app/delete/account', phone.jwt_token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.accountDeleted);

    const [row] = await store.database.rows<Record<string, unknown>>(
      sql`select mobile, name, email, referral_id, deleted_at from users where id = ${id}`,
    );
    expect(row).toMatchObject({
      mobile: null,
      name: '',
      email: null,
      referral_id: null,
      deleted_at: expect.anything(),
    });
    const devices = await store.database.rows<Record<string, unknown>>(
      sql`select ip, user_agent, fcm_token, revoked_at from sessions where user_id = ${id}`,
    );
    expect(devices).toHaveLength(2);
    for (const device of devices) {
      expect(device).toMatchObject({ ip: null, user_agent: null, fcm_token: null });
      expect(device.revoked_at).not.toBeNull();
    }
    for (const session of [phone, laptop]) {
      expectArabicError(await profile(session.jwt_token), 401);
      expectArabicError(await refresh(session.jwt_token_refresh), 401);
    }
    const again = await store.call({
      method: 'POST',
      url: '/api/v2/app/register',
      payload: { name: 'سلمى من جديد', mobile },
      remoteAddress: '10.3.3.3',
    });
    expect(again.statusCode).toBe(200);
    // The account is made when the code is verified: a new one, the anonymised row is never brought back to life.
    const code = (store.services.sms as ConsoleSmsProvider).messagesTo(mobile)[0]?.code;
    const verified = await store.call({
      method: 'POST',
      url: '/api/v2/app/verification-code',
      payload: { mobile, code },
      remoteAddress: '10.3.3.3',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ name: 'سلمى من جديد', mobile });
    const holders = await store.database.rows<{ id: number }>(sql`select id from users where mobile = ${mobile}`);
    expect(holders).toEqual([{ id: verified.json().data.id }]);
    expect(holders[0]?.id).toBeGreaterThan(id);
  });
});

describe('housekeeping', () => {
  it('drops refresh tokens past their end and codes older than a day, and nothing younger', async () => {
    const count = async (table: 'refresh_tokens' | 'otp_codes') =>
      (await store.database.rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n ?? 0;
    await store.signIn(DEMO.pharmacist);
    await store.services.otp.issue(store.ctx(), { mobile: DEMO.pharmacist, purpose: 'login', ip: '10.8.0.1' });
    const tokensBefore = await count('refresh_tokens');
    const codesBefore = await count('otp_codes');
    // Something young to keep, or "nothing younger is dropped" would hold of empty tables.
    expect(tokensBefore).toBeGreaterThan(0);
    expect(codesBefore).toBeGreaterThan(0);
    await store.services.tokens.purgeExpired(store.ctx());
    await store.services.otp.purgeOld(store.ctx());
    expect(await count('refresh_tokens')).toBe(tokensBefore);
    expect(await count('otp_codes')).toBe(codesBefore);

    advance(31 * DAY);
    await store.services.tokens.purgeExpired(store.ctx());
    await store.services.otp.purgeOld(store.ctx());
    expect(await count('refresh_tokens')).toBe(0);
    expect(await count('otp_codes')).toBe(0);
  });
});
