import { randomInt } from 'node:crypto';
import type { OtpChannel, RegisterBody, Role, Session, User, VerificationCodeBody } from '@wb/contract';
import { otpCodes, users } from '@wb/db';
import { and, eq, isNull } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import { normalizeMobile } from '../../lib/phone';
import type { OtpService } from './otp';
import type { PhoneDigests } from './phone-digest';
import type { SessionMeta, TokenService } from './tokens';

type UserRow = typeof users.$inferSelect;

const toUser = (row: UserRow): User => ({
  id: row.id,
  user_type: row.userType,
  mobile: row.mobile ?? '',
  email: row.email,
  name: row.name,
  referral_id: row.referralId,
});

/** Staff blocked the account (issue 12): it may not sign in, and hears why in Arabic. */
function refuseBlocked(row: UserRow): void {
  if (row.blockedAt) throw ApiError.of('account.blocked');
}

/** Unambiguous letters and digits (no 0/O, 1/I) for referral codes people read aloud and type. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const referralCode = () =>
  `WB${Array.from({ length: 6 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('')}`;

/**
 * What registration needs of the referral programme (modules/referrals, issue 15): whether a friend's code is one
 * to accept, and the new account's referral, written in the transaction that creates the account.
 */
export interface ReferralPort {
  /** The code as stored when a live customer shares it; else a 422 on `referral_code`. */
  known(ctx: Ctx, typed: string): Promise<string>;
  joined(ctx: Ctx, friend: { id: number; mobile: string }, code: string): Promise<void>;
}

/** The tooling (npm run user) registers nobody: no codes to read. */
const noReferrals: ReferralPort = {
  known: () => Promise.reject(new Error('referrals are not wired')),
  joined: async () => {},
};

/**
 * Accounts: sign-in and registration by one-time code, the profile, deletion, and staff promotion. Decisions on what
 * each answer reveals about who is a customer are in docs/decisions.md ("Accounts").
 */
export class AccountService {
  constructor(
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
    private readonly phones: PhoneDigests,
    private readonly referrals: ReferralPort = noReferrals,
  ) {}

  /** The international form of a typed number, or a 422 on the `mobile` field. */
  static mobile(typed: string): string {
    const mobile = normalizeMobile(typed);
    if (!mobile) throw ApiError.field('mobile', 'mobile.invalid');
    return mobile;
  }

  private async byMobile(ctx: Ctx, mobile: string): Promise<UserRow | undefined> {
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)));
    return row;
  }

  /**
   * Sends a sign-in code by `channel` to a number with an account; an unknown number is told to register (issue 4,
   * spec §1).
   */
  async login(ctx: Ctx, typed: string, ip: string, channel: OtpChannel = 'sms'): Promise<void> {
    const mobile = AccountService.mobile(typed);
    const account = await this.byMobile(ctx, mobile);
    if (!account) throw ApiError.of('mobile.not_registered');
    refuseBlocked(account);
    await this.otp.issue(ctx, { mobile, purpose: 'login', ip, channel });
  }

  /**
   * Sends the code that confirms a new number. Nothing is written to any account until that code is verified: the
   * name and e-mail wait with the code, so nobody can pre-fill an account for a number they do not hold. Registering
   * again before verifying replaces them. A number that already has an account is sent to sign in.
   */
  async register(ctx: Ctx, input: RegisterBody, ip: string): Promise<void> {
    const mobile = AccountService.mobile(input.mobile);
    if (await this.byMobile(ctx, mobile)) throw ApiError.of('mobile.already_registered');
    // A friend's code waits with the code too; an unknown one is told now, while she can still correct it.
    const referralCode = input.referral_code ? await this.referrals.known(ctx, input.referral_code) : null;
    const registration = { name: input.name.trim(), email: input.email?.trim().toLowerCase() || null, referralCode };
    await this.otp.issue(ctx, { mobile, purpose: 'register', ip, registration, channel: input.channel });
  }

  private async insertUser(
    ctx: Ctx,
    values: Pick<typeof users.$inferInsert, 'mobile' | 'name' | 'email' | 'userType' | 'registrationConfirmed'>,
  ) {
    // A referral code collides about once in a billion; try again rather than fail the registration.
    for (let attempt = 0; ; attempt++) {
      const rows = await ctx.db
        .insert(users)
        .values({
          ...values,
          referralId: referralCode(),
          phoneDigest: values.mobile ? this.phones.of(values.mobile) : null,
        })
        .onConflictDoNothing()
        .returning();
      if (rows[0]) return { row: rows[0], created: true };
      // The conflict may be the mobile itself (two registrations racing): the existing account is the answer.
      const existing = values.mobile ? await this.byMobile(ctx, values.mobile) : undefined;
      if (existing) return { row: existing, created: false };
      if (attempt === 3) throw new Error('could not draw a free referral code');
    }
  }

  /**
   * Checks the code and signs in: the session's tokens with the user's fields (spec §7). A registration code creates
   * the account, confirmed; a sign-in code confirms an account staff made. A wrong, expired or spent code, and a
   * number without an account or a registration, all get the same 422.
   */
  async verify(ctx: Ctx, input: VerificationCodeBody, meta: SessionMeta): Promise<Session> {
    const mobile = AccountService.mobile(input.mobile);
    const code = input.code.trim();
    if (!/^\d{6}$/.test(code)) throw ApiError.field('code', 'otp.format');
    const verified = await this.otp.verify(ctx, mobile, code);
    if (!verified) throw ApiError.field('code', 'otp.invalid');
    let user = await this.byMobile(ctx, mobile);
    const registration = verified.purpose === 'register' ? verified.registration : null;
    if (!user && registration) {
      // The account and its referral (a friend's code) commit together.
      user = await atomically(ctx, async (tx) => {
        const { row, created } = await this.insertUser(tx, {
          mobile,
          name: registration.name,
          email: registration.email,
          userType: 'customer',
          registrationConfirmed: true,
        });
        if (created && registration.referralCode) {
          await this.referrals.joined(tx, { id: row.id, mobile }, registration.referralCode);
        }
        return row;
      });
    }
    if (!user) throw ApiError.field('code', 'otp.invalid');
    // A code sent before staff blocked the account is worth nothing after.
    refuseBlocked(user);
    if (!user.registrationConfirmed) {
      [user] = await ctx.db
        .update(users)
        .set({ registrationConfirmed: true, updatedAt: ctx.now() })
        .where(eq(users.id, user.id))
        .returning();
      if (!user) throw ApiError.field('code', 'otp.invalid');
    }
    const tokens = await this.tokens.startSession(ctx, user.id, user.userType, { ...meta, fcmToken: input.fcm_token });
    return { ...tokens, ...toUser(user) };
  }

  /**
   * A new code: a sign-in code for a number with an account, a registration code (same details) for a registration
   * in progress, by `channel`. Any other number gets the same answer under the same limits, and nothing is sent.
   */
  async resend(ctx: Ctx, typed: string, ip: string, channel: OtpChannel = 'sms'): Promise<void> {
    const mobile = AccountService.mobile(typed);
    const account = await this.byMobile(ctx, mobile);
    if (account) {
      refuseBlocked(account);
      return this.otp.issue(ctx, { mobile, purpose: 'login', ip, channel });
    }
    const registration = await this.otp.pendingRegistration(ctx, mobile);
    if (registration) return this.otp.issue(ctx, { mobile, purpose: 'register', ip, registration, channel });
    await this.otp.issue(ctx, { mobile, purpose: 'login', ip, channel, deliver: false });
  }

  async profile(ctx: CallerCtx): Promise<User> {
    const userId = ctx.caller.id;
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!row) throw ApiError.of('auth.unauthenticated');
    return toUser(row);
  }

  /**
   * The account's own part of its deletion: personal fields cleared (the number is free to register again; only its
   * keyed digest stays, so discount-code limits count this account's orders for the number's next account), every
   * session revoked, its codes removed. The row stays, anonymised, for the orders that will point at it. Run by the
   * delete-account flow (flows/delete-account.ts) in one transaction with every other module's cleanup.
   */
  async deleteAccount(ctx: CallerCtx): Promise<void> {
    const userId = ctx.caller.id;
    const [row] = await ctx.db
      .select({ mobile: users.mobile })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!row) throw ApiError.of('auth.unauthenticated');
    await ctx.db
      .update(users)
      .set({
        mobile: null,
        // Kept (and written for accounts made before it existed): a code's per-customer limits outlive the account.
        ...(row.mobile ? { phoneDigest: this.phones.of(row.mobile) } : {}),
        name: '',
        email: null,
        referralId: null,
        deletedAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .where(eq(users.id, userId));
    await this.tokens.endAllOf(ctx, userId);
    if (row.mobile) await ctx.db.delete(otpCodes).where(eq(otpCodes.mobile, row.mobile));
  }

  /**
   * The caller's referral code (wonder zone), drawn now for an account made before every account had one (the seed's
   * demo accounts): the first visit gives it, and it never changes after.
   */
  async referralCode(ctx: CallerCtx): Promise<string> {
    const mine = and(eq(users.id, ctx.caller.id), isNull(users.deletedAt));
    const read = async () => (await ctx.db.select({ code: users.referralId }).from(users).where(mine))[0];
    const row = await read();
    if (!row) throw ApiError.of('auth.unauthenticated');
    if (row.code) return row.code;
    // Two first visits at once: only a still-empty code is set, so both read the one that was set first.
    await ctx.db
      .update(users)
      .set({ referralId: referralCode() })
      .where(and(mine, isNull(users.referralId)));
    const drawn = await read();
    if (!drawn?.code) throw ApiError.of('auth.unauthenticated');
    return drawn.code;
  }

  /** The live account with this number, if any (the staff desk finds an account to promote by its mobile). */
  async findByMobile(ctx: Ctx, typed: string): Promise<User | undefined> {
    const row = await this.byMobile(ctx, AccountService.mobile(typed));
    return row && toUser(row);
  }

  /** Changes the account's type (and name, when given); its sessions carry on with the new role from their next call. */
  async setRole(ctx: Ctx, userId: number, userType: Role, name?: string): Promise<User> {
    const [row] = await ctx.db
      .update(users)
      .set({ userType, ...(name ? { name } : {}), updatedAt: ctx.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw ApiError.of('account.not_found');
    await this.tokens.userChanged(ctx, userId);
    return toUser(row);
  }

  /**
   * Staff block an account (issue 12), or lift the block: a blocked account cannot sign in (login, resend and verify
   * answer 403), every one of its sessions ends now, and any token it still holds is refused (tokens.ts, context.ts).
   * On the caller's transaction, beside its audit entry.
   */
  async setBlocked(ctx: Ctx, userId: number, block: { reason: string } | null): Promise<void> {
    await ctx.db
      .update(users)
      .set({ blockedAt: block ? ctx.now() : null, blockedReason: block?.reason ?? null, updatedAt: ctx.now() })
      .where(eq(users.id, userId));
    if (block) await this.tokens.revokeAllOf(ctx, userId, 'staff');
    else await this.tokens.userChanged(ctx, userId);
  }

  /** Staff tooling (npm run user): creates the account, or changes its type; sessions keep going with the new role. */
  async createOrPromote(
    ctx: Ctx,
    typed: string,
    userType: Role,
    name?: string,
  ): Promise<{ user: User; created: boolean }> {
    const mobile = AccountService.mobile(typed);
    const existing = await this.byMobile(ctx, mobile);
    if (existing) return { user: await this.setRole(ctx, existing.id, userType, name), created: false };
    const { row } = await this.insertUser(ctx, {
      mobile,
      name: name ?? 'حساب جديد',
      email: null,
      userType,
      registrationConfirmed: false,
    });
    return { user: toUser(row), created: true };
  }
}
