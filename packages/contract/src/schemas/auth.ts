import { z } from 'zod';
import { otpChannels } from '../otp-channels';
import { roles } from '../roles';
import { blankable, codeText, fcmTokenText, mobileText, nameText, otpText, timestamp } from './fields';

export const userType = z.enum(roles);

/** Spec §3 User: what the web keeps after login (without tokens). */
export const user = z.object({
  id: z.number().int(),
  user_type: userType,
  mobile: z.string().describe('International form, e.g. +9647701234567'),
  email: z.string().nullable(),
  name: z.string(),
  referral_id: z.string().nullable().describe('The code this user shares to refer others'),
});
export type User = z.infer<typeof user>;

/** The three token fields of spec §7 (verification-code and refresh-token). */
export const sessionTokens = z.object({
  jwt_token: z.string(),
  jwt_token_refresh: z.string(),
  access_token_expires_at: timestamp.describe('When the access token expires (the web stores it as wb_expiresAt)'),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

/** verification-code answer: the tokens plus the user fields, flat, as spec §7 writes it. */
export const session = sessionTokens.extend(user.shape);
export type Session = z.infer<typeof session>;

// ── Requests

/** Ours (issue 24): how the code is sent; a text message unless the shopper asks for WhatsApp. */
export const otpChannel = z
  .enum(otpChannels)
  .default('sms')
  .describe('Ours (issue 24): sms or whatsapp. Both count towards the same per-number limits.');

export const loginBody = z.object({ mobile: mobileText, channel: otpChannel });

export const registerBody = z
  .object({
    name: nameText,
    mobile: mobileText,
    email: blankable(z.email().max(254)),
    channel: otpChannel,
    referral_code: blankable(codeText).describe(
      "A friend's code (wonder zone, issue 15), from her link (/auth?ref=) or typed; letters are read as capitals",
    ),
  })
  .describe('Our design (spec: fields not shown). Registration makes a customer; sellers are set up by staff.');

export const verificationCodeBody = z.object({
  mobile: mobileText,
  code: otpText.describe('The one-time code sent by SMS or WhatsApp'),
  fcm_token: blankable(fcmTokenText).describe('Our design: the device push token, for restock notices'),
});

export const resendCodeBody = z.object({ mobile: mobileText, channel: otpChannel });

export type RegisterBody = z.output<typeof registerBody>;
export type VerificationCodeBody = z.output<typeof verificationCodeBody>;
