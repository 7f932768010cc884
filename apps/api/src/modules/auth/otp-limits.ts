import { arabicCount, messages, type OtpChannel, otherChannel, otpWaitMinutes } from '@wb/contract';
import { ApiError } from '../../lib/errors';

/** One-time code rules (OWASP ASVS L2; numbers recorded in docs/decisions.md). */
export const OTP_RULES = {
  digits: 6,
  lifetimeMs: 5 * 60_000,
  maxWrongTries: 5,
  /** Between two codes to a number, whichever channels they went by. */
  resendAfterMs: 60_000,
  /** The budget a shopper spends retrying one channel in an hour: spent, she is offered the other (issue 24). */
  perChannelPerHour: 5,
  /**
   * Both channels together: one code more than a channel's budget, so a shopper whose texts never came gets one
   * WhatsApp code (or the other way round), and alternating channels buys an attacker one code, not twice the five.
   */
  perNumberPerHour: 6,
  // Iraqi carriers put many subscribers behind one address (carrier-grade NAT): generous per network.
  perNetworkPerHour: 50,
} as const;

export type OtpRules = { readonly [Rule in keyof typeof OTP_RULES]: number };

export const HOUR_MS = 3_600_000;

export interface SentCode {
  channel: OtpChannel;
  createdAt: Date;
}

const via: Record<OtpChannel, string> = { sms: messages.otpViaSms, whatsapp: messages.otpViaWhatsApp };

/** "12 دقيقة", "دقيقتين", "ساعة": the wait in a lockout message, in whole minutes rounded up. */
export function waitPhrase(seconds: number): string {
  const minutes = Math.min(60, Math.max(1, Math.ceil(seconds / 60)));
  return minutes === 60 ? 'ساعة' : arabicCount(minutes, otpWaitMinutes);
}

/** When `codes` (newest first) falls below `max` codes in the last hour: the max-th newest leaves it. */
function freeAt(codes: readonly SentCode[], max: number): number | null {
  const leaving = codes[max - 1];
  return leaving ? leaving.createdAt.getTime() + HOUR_MS : null;
}

/**
 * Why a new code to `channel` is refused, given the number's codes of the last hour (newest first), or null when it
 * may go. The minute between codes and the hourly ceiling are the number's, whatever the channels; the budget that
 * locks one channel is counted per channel, and its message offers the other. Each says when to try again, in its
 * words and in Retry-After.
 */
export function numberRefusal(
  recent: readonly SentCode[],
  channel: OtpChannel,
  now: Date,
  rules: OtpRules,
): ApiError | null {
  const last = recent[0];
  if (last) {
    const wait = rules.resendAfterMs - (now.getTime() - last.createdAt.getTime());
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      return ApiError.tooMany('otp.resend_too_soon', seconds, { seconds });
    }
  }
  const allFree = freeAt(recent, rules.perNumberPerHour);
  const channelFree = freeAt(
    recent.filter((code) => code.channel === channel),
    rules.perChannelPerHour,
  );
  if (allFree !== null) {
    const seconds = (Math.max(allFree, channelFree ?? 0) - now.getTime()) / 1000;
    return ApiError.tooMany('otp.too_many_for_number', seconds, { wait: waitPhrase(seconds) });
  }
  if (channelFree !== null) {
    const seconds = (channelFree - now.getTime()) / 1000;
    return ApiError.tooMany('otp.too_many_for_channel', seconds, {
      wait: waitPhrase(seconds),
      via: via[channel],
      other: via[otherChannel(channel)],
    });
  }
  return null;
}
