import { formatIqd, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { deliver, staffMove, walletOf } from '../../../test/kits/earnings';
import {
  customerOrder,
  freshNational,
  international,
  newReferrer,
  type Person,
  referralNotices,
  referralOf,
  register,
  registerFriend,
} from '../../../test/kits/referrals';
import type { ConsoleSmsProvider } from '../auth/sms';

/** The referral programme, wonder zone (issue 15), through the API as the sign-up page, the desk and the zone call it. */
let store: TestStore;
let staff: Record<string, string>;
let staffId: number;
let admin: Record<string, string>;
beforeAll(async () => {
  store = await startTestStore({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  staff = bearer((await store.signIn(DEMO.staff)).jwt_token);
  const [staffRow] = await store.database.rows<{ id: number }>(sql`select id from users where mobile = ${DEMO.staff}`);
  staffId = staffRow?.id ?? 0;
  admin = bearer((await store.signIn(DEMO.admin)).jwt_token);
});
afterAll(() => store?.close());

const zone = (person: Pick<Person, 'headers'>) =>
  store.call({ method: 'GET', url: '/api/v2/app/referrals', headers: person.headers });
const setTerms = (referrer_amount: number, friend_amount: number) =>
  store.call({
    method: 'PUT',
    url: '/api/v2/admin/referral-terms',
    headers: admin,
    payload: { referrer_amount, friend_amount },
  });
const smsTo = (mobile: string) => (store.services.sms as ConsoleSmsProvider).messagesTo(mobile).map((m) => m.text);

describe('signing up with a code', () => {
  it('makes a new number her pending referral, listed masked in her wonder zone', async () => {
    const referrer = await newReferrer(store);
    const national = freshNational();
    const friend = await registerFriend(store, national, referrer.code.toLowerCase(), 'نور حسين');

    expect(await referralOf(store, friend.id)).toMatchObject({ referrer_id: referrer.id, status: 'pending' });
    const response = await zone(referrer);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.code).toBe(referrer.code);
    expect(data.link).toBe(`http://localhost:3000/auth?ref=${referrer.code}`);
    expect(data.share_text).toContain(data.link);
    expect(data.share_text).toContain(formatIqd(5_000));
    expect(data.whatsapp_url).toBe(`https://wa.me/?text=${encodeURIComponent(data.share_text)}`);
    expect(data.terms).toEqual({ referrer_amount: 5_000, friend_amount: 5_000 });
    expect(data.stats).toEqual({ joined: 1, rewarded: 0, pending: 1, earned: 0 });
    expect(data.friends).toEqual([
      {
        name: `نور ••${national.slice(-2)}`,
        status: 'pending',
        joined_at: expect.any(String),
        rewarded_at: null,
        reward: 0,
      },
    ]);
    // Nothing of the friend's number beyond its last two digits.
    expect(response.body).not.toContain(national.slice(1, -2));
  });

  it('refuses an unknown code on its field, in Arabic, and sends no code', async () => {
    const national = freshNational();
    const response = await register(store, national, 'ريم', 'WBNOSUCH');
    expectArabicError(response, 422);
    expect(response.json().errors.referral_code).toEqual([messages.referralCodeUnknown]);
    expect(smsTo(international(national))).toEqual([]);
  });

  it("takes only a customer's code: a seller's is unknown (sellers earn commission instead)", async () => {
    const [seller] = await store.database.rows<{ referral_id: string | null }>(
      sql`update users set referral_id = 'WBSELL22' where mobile = ${DEMO.influencer} returning referral_id`,
    );
    const response = await register(store, freshNational(), 'ريم', seller?.referral_id ?? '');
    expectArabicError(response, 422);
    expect(response.json().errors.referral_code).toEqual([messages.referralCodeUnknown]);
  });

  it('never her own: her own number with her own code is an account already, and nothing is attached', async () => {
    const referrer = await newReferrer(store);
    const national = `0${referrer.mobile.slice(4)}`;
    const response = await register(store, national, 'سارة', referrer.code);
    expectArabicError(response, 409);
    const [count] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from referrals where referrer_id = ${referrer.id} or referee_id = ${referrer.id}`,
    );
    expect(count?.n).toBe(0);
    // And the service refuses the account itself as its own friend, whatever calls it.
    await store.services.referrals.joined(store.ctx(), { id: referrer.id, mobile: referrer.mobile }, referrer.code);
    expect(await referralOf(store, referrer.id)).toBeUndefined();
  });

  it('gives nothing to a number that had an account before (deleted), and tells her in the store', async () => {
    const referrer = await newReferrer(store);
    const national = freshNational();
    const first = await registerFriend(store, national);
    const deleted = await store.call({ method: 'POST', url: '/api/v2/app/delete/account', headers: first.headers });
    expect(deleted.statusCode).toBe(200);

    const again = await registerFriend(store, national, referrer.code);
    expect(again.id).not.toBe(first.id);
    expect(await referralOf(store, again.id)).toBeUndefined();
    expect((await zone(referrer)).json().data.stats.joined).toBe(0);
    expect(await referralNotices(store, again.id)).toEqual([
      {
        kind: 'referral',
        title: messages.referralNotEligibleTitle,
        body: messages.referralNotEligibleBody,
        link: null,
      },
    ]);
    // Her delivered order pays nobody.
    const order = await customerOrder(store, again.id);
    await deliver(store, staff, order.id);
    expect((await walletOf(store, referrer.id)).entries).toEqual([]);
    expect((await walletOf(store, again.id)).entries).toEqual([]);
  });
});

describe("the friend's first delivered order", () => {
  it('credits both wallets once, as ledger entries, and tells both (the referrer by SMS too)', async () => {
    const referrer = await newReferrer(store, 'سارة أحمد');
    const national = freshNational();
    const friend = await registerFriend(store, national, referrer.code, 'نور حسين');
    const first = await customerOrder(store, friend.id);
    const second = await customerOrder(store, friend.id);

    // Confirmed and shipped pay nothing: only delivery does.
    await staffMove(store, staff, first.id, 'confirmed');
    await staffMove(store, staff, first.id, 'shipped');
    expect((await referralOf(store, friend.id))?.status).toBe('pending');
    await staffMove(store, staff, first.id, 'delivered');

    expect(await referralOf(store, friend.id)).toMatchObject({
      status: 'rewarded',
      order_id: first.id,
      referrer_reward: 5_000,
      friend_reward: 5_000,
    });
    const label = `نور ••${national.slice(-2)}`;
    expect(await walletOf(store, referrer.id)).toEqual({
      balance: 5_000,
      // Not the friend's order: her order is none of the referrer's business.
      entries: [{ amount: 5_000, reason: 'referral', order_id: null, note: `دعوة ${label}` }],
    });
    expect(await walletOf(store, friend.id)).toEqual({
      balance: 5_000,
      entries: [{ amount: 5_000, reason: 'referral', order_id: first.id, note: messages.referralEntryFriend }],
    });
    expect(await referralNotices(store, referrer.id)).toEqual([
      {
        kind: 'referral',
        title: messages.referralNoticeTitle,
        body: expect.stringContaining(label),
        link: '/profile/wonder-zone',
      },
    ]);
    const [friendNotice] = await referralNotices(store, friend.id);
    expect(friendNotice?.body).toContain('سارة');
    expect(friendNotice?.body).toContain(formatIqd(5_000));
    await store.kernel.jobs.drain(store.services.referralRewardedJob);
    expect(smsTo(referrer.mobile)).toEqual([expect.stringContaining(formatIqd(5_000))]);
    expect(smsTo(referrer.mobile)[0]).toContain(label);

    // Her second delivered order pays nothing; the SMS job run again sends nothing more.
    await deliver(store, staff, second.id);
    expect((await walletOf(store, referrer.id)).entries).toHaveLength(1);
    expect((await walletOf(store, friend.id)).entries).toHaveLength(1);
    const referralId = (await referralOf(store, friend.id))?.id ?? 0;
    await store.kernel.jobs.send(store.database.db, store.services.referralRewardedJob, { referralId });
    await store.kernel.jobs.drain(store.services.referralRewardedJob);
    expect(smsTo(referrer.mobile)).toHaveLength(1);

    // A return of the rewarded order moves the reward to the order she kept: nothing changes hands.
    await staffMove(store, staff, first.id, 'returned');
    expect((await walletOf(store, referrer.id)).balance).toBe(5_000);
    expect((await walletOf(store, friend.id)).balance).toBe(5_000);
    expect(await referralOf(store, friend.id)).toMatchObject({ status: 'rewarded', order_id: second.id });

    const { data } = (await zone(referrer)).json();
    expect(data.stats).toEqual({ joined: 1, rewarded: 1, pending: 0, earned: 5_000 });
    expect(data.friends[0]).toMatchObject({ name: label, status: 'rewarded', reward: 5_000 });
  });

  it('takes the reward back when the one order that earned it is returned, and pays again on her next kept order', async () => {
    const referrer = await newReferrer(store);
    const friend = await registerFriend(store, freshNational(), referrer.code);
    const returned = await customerOrder(store, friend.id);
    await deliver(store, staff, returned.id);
    // The friend spends part of her gift before the return: what her wallet no longer holds is owed.
    await store.services.wallet.adjust(store.ctx(), friend.id, -3_000, { actorId: staffId, note: 'خصم تجربة' });
    await staffMove(store, staff, returned.id, 'returned');

    expect(await referralOf(store, friend.id)).toMatchObject({ status: 'pending', order_id: null, referrer_reward: 0 });
    expect(await walletOf(store, referrer.id)).toMatchObject({ balance: 0 });
    expect((await walletOf(store, referrer.id)).entries.at(-1)).toMatchObject({
      amount: -5_000,
      reason: 'referral_reversed',
      order_id: null,
    });
    expect(await walletOf(store, friend.id)).toMatchObject({ balance: 0 });
    expect((await walletOf(store, friend.id)).entries.at(-1)).toMatchObject({
      amount: -2_000,
      reason: 'referral_reversed',
      order_id: returned.id,
      note: expect.stringContaining(formatIqd(3_000)),
    });

    const kept = await customerOrder(store, friend.id);
    await deliver(store, staff, kept.id);
    expect(await referralOf(store, friend.id)).toMatchObject({ status: 'rewarded', order_id: kept.id });
    expect((await walletOf(store, referrer.id)).balance).toBe(5_000);
    // Her new 5,000 first repays the 3,000 she owed.
    expect((await walletOf(store, friend.id)).balance).toBe(2_000);
    expect((await walletOf(store, friend.id)).entries.at(-1)).toMatchObject({
      amount: -3_000,
      reason: 'referral_reversed',
      note: messages.referralRecovered,
    });
  });

  it('a cancelled order pays nothing; the next one delivered does', async () => {
    const referrer = await newReferrer(store);
    const friend = await registerFriend(store, freshNational(), referrer.code);
    const cancelled = await customerOrder(store, friend.id);
    await staffMove(store, staff, cancelled.id, 'cancelled');
    expect((await referralOf(store, friend.id))?.status).toBe('pending');
    const delivered = await customerOrder(store, friend.id);
    await deliver(store, staff, delivered.id);
    expect(await referralOf(store, friend.id)).toMatchObject({ status: 'rewarded', order_id: delivered.id });
  });

  it('pays the amounts the admins set, as they are on the day; 0 for a side writes no entry for it', async () => {
    const referrer = await newReferrer(store);
    const friend = await registerFriend(store, freshNational(), referrer.code);
    const saved = await setTerms(8_000, 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      data: { referrer_amount: 8_000, friend_amount: 0 },
      message: messages.referralTermsSaved,
    });
    const [audit] = await store.database.rows<{ action: string; after: unknown }>(
      sql`select action, after from audit_log where action = 'referral_terms.update' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'referral_terms.update', after: { referrer_amount: 8_000, friend_amount: 0 } });
    expect((await zone(referrer)).json().data.share_text).not.toContain('د.ع');
    try {
      const order = await customerOrder(store, friend.id);
      await deliver(store, staff, order.id);
      expect(await referralOf(store, friend.id)).toMatchObject({ referrer_reward: 8_000, friend_reward: 0 });
      expect((await walletOf(store, referrer.id)).balance).toBe(8_000);
      expect((await walletOf(store, friend.id)).entries).toEqual([]);
      expect(await referralNotices(store, friend.id)).toEqual([]);
    } finally {
      expect((await setTerms(5_000, 5_000)).statusCode).toBe(200);
    }
  });

  it('never pays an account deleted before its first delivery: the referral is void', async () => {
    const referrer = await newReferrer(store);
    const friend = await registerFriend(store, freshNational(), referrer.code);
    const order = await customerOrder(store, friend.id);
    // Already on its way (a pending order would be cancelled with the account).
    await staffMove(store, staff, order.id, 'confirmed');
    await staffMove(store, staff, order.id, 'shipped');
    await store.call({ method: 'POST', url: '/api/v2/app/delete/account', headers: friend.headers });
    expect((await referralOf(store, friend.id))?.status).toBe('void');
    await staffMove(store, staff, order.id, 'delivered');
    expect((await walletOf(store, referrer.id)).entries).toEqual([]);
    const { data } = (await zone(referrer)).json();
    expect(data.stats).toEqual({ joined: 1, rewarded: 0, pending: 0, earned: 0 });
    expect(data.friends[0]).toMatchObject({ name: messages.referralDeletedFriend, status: 'void' });
  });
});

describe('the wonder zone', () => {
  it("is the caller's own: a friend sees her own zone, not her referrer's", async () => {
    const referrer = await newReferrer(store);
    const friend = await registerFriend(store, freshNational(), referrer.code);
    const { data } = (await zone(friend)).json();
    expect(data.code).not.toBe(referrer.code);
    expect(data.stats.joined).toBe(0);
    expect(data.friends).toEqual([]);
  });

  it('gives an account made without a code (the demo customer) one on its first visit, the same after', async () => {
    await store.database.rows(sql`update users set referral_id = null where mobile = ${DEMO.customer}`);
    const customer = { headers: bearer((await store.signIn(DEMO.customer)).jwt_token) };
    const first = (await zone(customer)).json().data.code;
    expect(first).toMatch(/^WB[A-Z2-9]{6}$/);
    expect((await zone(customer)).json().data.code).toBe(first);
  });

  it('is for customers: a seller is refused (403), a guest asked to sign in (401)', async () => {
    const seller = { headers: bearer((await store.signIn(DEMO.pharmacist)).jwt_token) };
    expectArabicError(await zone(seller), 403);
    expectArabicError(await zone({ headers: {} }), 401);
  });

  it('amounts are for admins to change: staff are refused, bad amounts are 422', async () => {
    const refused = await store.call({
      method: 'PUT',
      url: '/api/v2/admin/referral-terms',
      headers: staff,
      payload: { referrer_amount: 1, friend_amount: 1 },
    });
    expectArabicError(refused, 403);
    expectArabicError(await setTerms(-1, 5_000), 422);
    expectArabicError(await setTerms(5_000, 100_001), 422);
    const read = await store.call({ method: 'GET', url: '/api/v2/admin/referral-terms', headers: admin });
    expect(read.json().data).toEqual({ referrer_amount: 5_000, friend_amount: 5_000 });
  });
});
