import { formatIqd, formatMessage, messages, type ReferralZone, toWesternDigits } from '@wb/contract';
import { type DbRow, type RawRow, referrals, rowsOf, users } from '@wb/db';
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import { storefrontUrl } from '../../lib/storefront-address';
import type { PhoneDigests } from '../auth/phone-digest';
import { friendLabel } from './friend-label';
import { DEFAULT_REFERRAL_TERMS, readReferralTerms } from './terms';

/** The friends the wonder zone lists (its totals count them all). */
const FRIENDS_LISTED = 100;

/** A reward taken back: who is reclaimed how much. */
export type TakenBack = Pick<PaidRow, 'referrer_id' | 'referee_id' | 'referrer_reward' | 'friend_reward'>;

type Rewarded = RawRow<typeof referrals, 'id' | 'referrer_id' | 'referee_id' | 'referrer_reward' | 'friend_reward'>;

/** A referral just rewarded: both sides, their amounts, and the names their notices use. */
export type ReferralReward = Rewarded & {
  friend_name: DbRow<typeof users>['name'];
  friend_mobile: DbRow<typeof users>['mobile'];
  referrer_name: DbRow<typeof users>['name'];
};

/** A paid referral whose friend's order came back, and the friend's other delivered order that keeps it, if any. */
type PaidRow = Rewarded & { kept_order_id: number | null };

/**
 * How a registration with a friend's code ended: her referral written, or refused because her number had an account
 * before (she is told so in the store: flows/referral-signup.ts); undefined when the code's owner is gone.
 */
export type JoinOutcome = 'referred' | 'not_eligible' | undefined;

/** A code as a person types it: spaces and Arabic-Indic digits tolerated, letters read as capitals. */
const normalizeCode = (typed: string) => toWesternDigits(typed).replace(/\s+/g, '').toUpperCase();

/**
 * The referral programme, "wonder zone" (issue 15). A customer's code (`users.referral_id`) given at registration
 * makes the new account her referral — only a number that never had an account (the keyed digests deleted accounts
 * keep), once per number, never her own. When the friend's first order is delivered, both wallets are credited the
 * admins' amounts, in the delivery's own transaction and under the referral row's lock, so two deliveries at once pay
 * once; both are told in the store, the referrer also by SMS. Customers only: sellers earn commission instead.
 * This service writes only the referrals table: the wallets, notices and SMS are the flows' (flows/referral-signup.ts,
 * flows/order-rewards.ts).
 */
export class ReferralService {
  constructor(
    private readonly phones: PhoneDigests,
    private readonly webUrl: string,
  ) {}

  /** A live customer's code as stored, else a 422 on `referral_code` (registration: the friend can fix a typo). */
  async known(ctx: Ctx, typed: string): Promise<string> {
    const code = normalizeCode(typed);
    if (!(await this.referrerOf(ctx, code))) throw ApiError.field('referral_code', 'referral.unknown_code');
    return code;
  }

  /**
   * A new account registered with `code` (in the transaction that creates it): it becomes the referrer's referral
   * when its number never had an account. A number that had one (its digest outlives the deletion) gets nothing
   * (`not_eligible`: the flow tells her so in the store); a referrer gone since the registration began: nothing.
   */
  async joined(ctx: Ctx, friend: { id: number; mobile: string }, code: string): Promise<JoinOutcome> {
    const referrer = await this.referrerOf(ctx, code);
    if (!referrer || referrer.id === friend.id) return undefined;
    const digest = this.phones.of(friend.mobile);
    // Every account this number had: the referrer's own number among them, so this also refuses oneself.
    const [before] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneDigest, digest), ne(users.id, friend.id)))
      .limit(1);
    if (before) return 'not_eligible';
    // The unique keys (the friend, her number's digest) are the last word on "one referral per new number".
    await ctx.db
      .insert(referrals)
      .values({ referrerId: referrer.id, refereeId: friend.id, refereePhoneDigest: digest, code, createdAt: ctx.now() })
      .onConflictDoNothing();
    return 'referred';
  }

  /**
   * Staff delivered `orderId` (in the move's transaction, the order locked). When it is a customer's own order and
   * she is a pending referral, this — her first delivered order — pays the reward: the referral row moves to
   * rewarded in one statement that takes its lock and reads the amounts, so a second delivery (of another of her
   * orders, at the same moment or later) finds nothing pending and pays nothing. The reward is returned: paying it
   * (both wallets, both notices, the referrer's SMS) is flows/order-rewards.ts's.
   */
  async delivered(ctx: Ctx, orderId: number): Promise<ReferralReward | undefined> {
    const [row] = await rowsOf<ReferralReward>(
      ctx.db,
      sql`with terms as (
          select coalesce((select value from settings where key = 'referral_terms'),
            ${JSON.stringify(DEFAULT_REFERRAL_TERMS)}::jsonb) as v)
        update referrals r set status = 'rewarded', order_id = o.id,
          rewarded_at = ${ctx.now().toISOString()}::timestamptz,
          referrer_reward = (t.v->>'referrer_amount')::int, friend_reward = (t.v->>'friend_amount')::int
        from orders o, terms t, users f, users rr
        where o.id = ${orderId} and o.placed_by = 'customer' and r.referee_id = o.user_id and r.status = 'pending'
          and f.id = r.referee_id and rr.id = r.referrer_id and r.referrer_id <> r.referee_id
        returning r.id, r.referrer_id, r.referee_id, r.referrer_reward, r.friend_reward,
          f.name as friend_name, f.mobile as friend_mobile, rr.name as referrer_name`,
    );
    return row;
  }

  /**
   * Staff took back `orderId` (in the move's transaction, the order locked). A reward is for the friend's first order
   * she kept: when this order paid one, it moves to another of her delivered orders if she has one (nothing changes
   * hands: undefined); otherwise the referral waits again and the reward is returned for the flow to reclaim both
   * credits (flows/order-rewards.ts; what a wallet no longer holds is owed and taken from its next credits, as a
   * returned commission is) while the referral waits for her next delivered order. Without this, a second SIM, a
   * cheap order delivered and returned would be store credit for nothing.
   */
  async returned(ctx: Ctx, orderId: number): Promise<TakenBack | undefined> {
    const [paid] = await rowsOf<PaidRow>(
      ctx.db,
      sql`select r.id, r.referrer_id, r.referee_id, r.referrer_reward, r.friend_reward,
          (select o.id from orders o where o.user_id = r.referee_id and o.placed_by = 'customer'
            and o.status = 'delivered' and o.id <> ${orderId} order by o.id limit 1) as kept_order_id
        from referrals r where r.order_id = ${orderId} and r.status = 'rewarded' for update of r`,
    );
    if (!paid) return undefined;
    if (paid.kept_order_id !== null) {
      await ctx.db.update(referrals).set({ orderId: paid.kept_order_id }).where(eq(referrals.id, paid.id));
      return undefined;
    }
    await ctx.db
      .update(referrals)
      .set({ status: 'pending', orderId: null, rewardedAt: null, referrerReward: 0, friendReward: 0 })
      .where(eq(referrals.id, paid.id));
    return paid;
  }

  /** The caller's wonder zone: her code and link, the message to send, the amounts, her friends and totals. */
  async zone(ctx: CallerCtx, code: string): Promise<ReferralZone> {
    const me = ctx.caller.id;
    const terms = await readReferralTerms(ctx);
    const link = `${storefrontUrl(ctx, this.webUrl)}/auth?ref=${encodeURIComponent(code)}`;
    const shareText =
      terms.friend_amount > 0
        ? formatMessage(messages.referralShareText, { amount: formatIqd(terms.friend_amount), url: link, code })
        : formatMessage(messages.referralShareTextNoAmount, { url: link, code });
    const [stats] = await rowsOf<{ joined: number; rewarded: number; pending: number; earned: number }>(
      ctx.db,
      sql`select count(*)::int as joined,
          count(*) filter (where status = 'rewarded')::int as rewarded,
          count(*) filter (where status = 'pending')::int as pending,
          coalesce(sum(referrer_reward) filter (where status = 'rewarded'), 0)::int as earned
        from referrals where referrer_id = ${me}`,
    );
    const friends = await ctx.db
      .select({
        name: users.name,
        mobile: users.mobile,
        status: referrals.status,
        created_at: referrals.createdAt,
        rewarded_at: referrals.rewardedAt,
        referrer_reward: referrals.referrerReward,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.refereeId))
      .where(eq(referrals.referrerId, me))
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(FRIENDS_LISTED);
    return {
      code,
      link,
      share_text: shareText,
      whatsapp_url: `https://wa.me/?text=${encodeURIComponent(shareText)}`,
      terms,
      stats: stats ?? { joined: 0, rewarded: 0, pending: 0, earned: 0 },
      friends: friends.map((friend) => ({
        name: friendLabel(friend.name, friend.mobile),
        status: friend.status,
        joined_at: friend.created_at.toISOString(),
        rewarded_at: friend.rewarded_at?.toISOString() ?? null,
        reward: friend.status === 'rewarded' ? friend.referrer_reward : 0,
      })),
    };
  }

  /**
   * The account is being deleted: its pending referrals — as referrer or as friend — will never pay. Rewarded ones
   * stay (the wallets' ledgers point at them), and every row keeps the friend's number digest, so a number deleted
   * and registered again is never a new friend.
   */
  async erase(ctx: CallerCtx): Promise<void> {
    const me = ctx.caller.id;
    await ctx.db
      .update(referrals)
      .set({ status: 'void', voidedAt: ctx.now() })
      .where(and(eq(referrals.status, 'pending'), or(eq(referrals.referrerId, me), eq(referrals.refereeId, me))));
  }

  /** The live customer whose code this is (a seller's, staff's, blocked or deleted account's: none). */
  private async referrerOf(ctx: Ctx, code: string): Promise<{ id: number } | undefined> {
    if (!code) return undefined;
    const [row] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.referralId, code),
          eq(users.userType, 'customer'),
          isNull(users.deletedAt),
          isNull(users.blockedAt),
        ),
      );
    return row;
  }
}
