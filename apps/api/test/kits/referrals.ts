import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ConsoleSmsProvider } from '../../src/modules/auth/sms';
import { bearer, type TestStore } from '../harness';

/**
 * What the referral tests share: a referrer (a customer with her code), a friend registered through the API with a
 * code (register, then the code from the development outbox), and a friend's own order written as checkout writes
 * one (figures the test chooses, no cart priced to match). Staff moves and wallets: kits/earnings.ts.
 */

export interface Person {
  id: number;
  mobile: string;
  headers: Record<string, string>;
}

let people = 0;
/** A fresh number of this file's own block (0791 xxx xxxx: Zain), so no two tests share limits or accounts. */
export const freshNational = () =>
  `0791${String(process.pid % 1000).padStart(3, '0')}${String(++people).padStart(4, '0')}`;
export const international = (national: string) => `+964${national.slice(1)}`;

/** A customer with an account and her referral code, signed in. */
export async function newReferrer(store: TestStore, name = 'سارة أحمد'): Promise<Person & { code: string }> {
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), freshNational(), 'customer', name);
  const { jwt_token } = await store.signIn(user.mobile);
  return { id: user.id, mobile: user.mobile, headers: bearer(jwt_token), code: user.referral_id ?? '' };
}

let addresses = 0;
const post = (store: TestStore, url: string, payload: object) =>
  store.call({
    method: 'POST',
    url: `/api/v2${url}`,
    payload,
    // Each registration from an address of its own: the per-network code cap is not what these tests are about.
    remoteAddress: `10.9.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`,
  });

/** POST /app/register as the sign-up page sends it. */
export const register = (store: TestStore, national: string, name: string, referralCode?: string) =>
  post(store, '/app/register', {
    name,
    mobile: national,
    ...(referralCode === undefined ? {} : { referral_code: referralCode }),
  });

/** Registers `national` (with a friend's code, when given) and verifies the code sent: the new account, signed in. */
export async function registerFriend(
  store: TestStore,
  national: string,
  referralCode?: string,
  name = 'نور حسين',
): Promise<Person> {
  const registered = await register(store, national, name, referralCode);
  expect(registered.statusCode, registered.body).toBe(200);
  const sms = store.services.sms as ConsoleSmsProvider;
  const code = sms.messagesTo(international(national))[0]?.code;
  const verified = await post(store, '/app/verification-code', { mobile: national, code });
  expect(verified.statusCode, verified.body).toBe(200);
  const { data } = verified.json();
  return { id: data.id, mobile: data.mobile, headers: bearer(data.jwt_token) };
}

/** An order of the customer's own, pending, worth `subtotal` plus delivery. */
export async function customerOrder(store: TestStore, userId: number, subtotal = 30_000) {
  const address = { name: 'نور حسين', mobile: '+9647712345678', city: 'بغداد', region: 'المنصور', address: 'شارع 14' };
  const [order] = await store.database.rows<{ id: number; number: string }>(sql`
    insert into orders (number, user_id, placed_by, subtotal, discount, shipping_price, wallet_used, total, city_id,
      address)
    values ('WB-' || nextval('order_number_seq'), ${userId}, 'customer', ${subtotal}, 0, 5000, 0, ${subtotal + 5000}, 1,
      ${JSON.stringify(address)}::jsonb)
    returning id, number`);
  if (!order) throw new Error('order insert returned nothing');
  return order;
}

export async function referralOf(store: TestStore, refereeId: number) {
  const [row] = await store.database.rows<{
    id: number;
    referrer_id: number;
    status: string;
    order_id: number | null;
    referrer_reward: number;
    friend_reward: number;
  }>(
    sql`select id, referrer_id, status, order_id, referrer_reward, friend_reward from referrals where referee_id = ${refereeId}`,
  );
  return row;
}

export const referralNotices = (store: TestStore, userId: number) =>
  store.database.rows<{ kind: string; title: string; body: string; link: string | null }>(
    sql`select kind, title, body, link from notifications where user_id = ${userId} and kind = 'referral' order by id`,
  );
