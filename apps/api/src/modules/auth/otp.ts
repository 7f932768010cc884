import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { formatMessage, messages, type OtpChannel } from '@wb/contract';
import { otpCodes } from '@wb/db';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type Ctx, inTransaction } from '../../context';
import { ApiError } from '../../lib/errors';
import { networkOf } from '../../lib/network';
import { HOUR_MS, numberRefusal, OTP_RULES, type OtpRules } from './otp-limits';
import { SmsDeliveryError, type SmsProvider } from './sms';

export { OTP_RULES } from './otp-limits';

export type OtpPurpose = 'login' | 'register';
/** A registration's details, kept with its code until verified; `referralCode`: a friend's code (issue 15). */
export type Registration = { name: string; email: string | null; referralCode?: string | null };
export type VerifiedCode = Pick<typeof otpCodes.$inferSelect, 'purpose' | 'registration'>;
export interface IssueRequest {
  mobile: string;
  purpose: OtpPurpose;
  ip: string;
  registration?: Registration | null;
  /** How the code goes (issue 24); a text message unless the shopper chose WhatsApp. */
  channel?: OtpChannel;
  deliver?: boolean;
}

/**
 * Issues and checks one-time codes. A code is 6 digits from the CSPRNG, kept only as an HMAC bound to its number,
 * valid 5 minutes, used once, killed by 5 wrong tries; a new code replaces the previous one, whichever channel
 * (SMS, WhatsApp) either went by.
 */
export class OtpService {
  private readonly key: Buffer;
  private readonly rules: OtpRules;

  constructor(
    secret: string,
    private readonly channels: Record<OtpChannel, SmsProvider>,
    rules: Partial<OtpRules> = {},
  ) {
    this.rules = { ...OTP_RULES, ...rules };
    // A key of its own, derived from the auth secret, so a leaked code table cannot be checked against guesses.
    this.key = Buffer.from(hkdfSync('sha256', secret, 'wonder-beauty', 'otp-codes', 32));
  }

  private digest(mobile: string, code: string): string {
    return createHmac('sha256', this.key).update(`${mobile}:${code}`).digest('base64url');
  }

  /**
   * Refuses (429) when the number or the network has asked too often; the message says when to try again. The
   * number's codes of the hour on both channels are read together (otp-limits.ts decides).
   */
  private async checkLimits(ctx: Ctx, mobile: string, channel: OtpChannel, network: string, now: Date) {
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const recent = await ctx.db
      .select({ channel: otpCodes.channel, createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, hourAgo)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id));
    const refusal = numberRefusal(recent, channel, now, this.rules);
    if (refusal) throw refusal;
    const [sent] = await ctx.db
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.ip, network), gt(otpCodes.createdAt, hourAgo)));
    if ((sent?.n ?? 0) >= this.rules.perNetworkPerHour) {
      throw ApiError.tooMany('otp.too_many_from_network', HOUR_MS / 1000);
    }
  }

  /**
   * Creates a code for the number and sends it by the channel asked for; the number's earlier codes stop working.
   * The limits are checked and the code written under locks on the number and the network, so parallel requests
   * cannot slip past them (on either channel: one lock per number); the message leaves after the commit. With
   * `deliver: false` the request is only recorded against the limits (a number without an account is then answered
   * exactly like one with an account).
   */
  async issue(ctx: Ctx, request: IssueRequest): Promise<void> {
    const { mobile, purpose, ip, registration = null, channel = 'sms', deliver = true } = request;
    const network = networkOf(ip);
    const code = String(randomInt(0, 10 ** this.rules.digits)).padStart(this.rules.digits, '0');
    await inTransaction(ctx, async (tx) => {
      await tx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${mobile}`}, 0))`);
      await tx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-net:${network}`}, 0))`);
      const now = ctx.now();
      await this.checkLimits(tx, mobile, channel, network, now);
      await tx.db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt)));
      await tx.db.insert(otpCodes).values({
        mobile,
        purpose,
        channel,
        registration,
        ip: network,
        codeHash: this.digest(mobile, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + this.rules.lifetimeMs),
        consumedAt: deliver ? null : now,
      });
    });
    if (!deliver) return;
    try {
      await this.channels[channel].send(mobile, formatMessage(messages.otpSmsText, { code }), { code });
    } catch (error) {
      // The code stays counted against the limits: a failing gateway must not open a way around them.
      if (error instanceof SmsDeliveryError) throw ApiError.of(channel === 'sms' ? 'sms.failed' : 'whatsapp.failed');
      throw error;
    }
  }

  /** The details of the number's latest registration request of the last hour, if its code is still to be used. */
  async pendingRegistration(ctx: Ctx, mobile: string): Promise<Registration | null> {
    const [latest] = await ctx.db
      .select({ purpose: otpCodes.purpose, registration: otpCodes.registration })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, new Date(ctx.now().getTime() - HOUR_MS))))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    return latest?.purpose === 'register' ? latest.registration : null;
  }

  /**
   * The spent code's purpose when `code` is the number's live code, else null. Every try is counted before the
   * comparison (in the statement that finds the code), so racing guesses cannot exceed 5; after the fifth the code is
   * dead. Unknown numbers, expired, spent and dead codes all answer null, the same way.
   */
  async verify(ctx: Ctx, mobile: string, code: string): Promise<VerifiedCode | null> {
    const now = ctx.now();
    const newest = ctx.db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    const [live] = await ctx.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, newest), lt(otpCodes.attempts, this.rules.maxWrongTries)))
      .returning({ id: otpCodes.id, code_hash: otpCodes.codeHash });
    const candidate = Buffer.from(this.digest(mobile, code));
    const expected = Buffer.from(live?.code_hash ?? this.digest(mobile, 'no live code'));
    const matches = candidate.length === expected.length && timingSafeEqual(candidate, expected);
    if (!live || !matches) return null;
    // Spend it atomically: of two requests racing with the right code, one wins.
    const [spent] = await ctx.db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt)))
      .returning({ purpose: otpCodes.purpose, registration: otpCodes.registration });
    return spent ?? null;
  }

  /** Housekeeping: codes older than a day no longer count towards any limit. */
  async purgeOld(ctx: Ctx): Promise<void> {
    await ctx.db.delete(otpCodes).where(lt(otpCodes.createdAt, new Date(ctx.now().getTime() - 24 * HOUR_MS)));
  }
}
