import { envelope, messageOnly } from '../common';
import { defineRoute, type RouteFailure } from '../route';
import * as table from '../route-table';
import {
  loginBody,
  registerBody,
  resendCodeBody,
  session,
  sessionTokens,
  user,
  verificationCodeBody,
} from '../schemas/auth';

const tag = 'الحساب وتسجيل الدخول';

/**
 * With several API processes (REDIS_URL) the per-network code limits are counted in Redis; while it does not answer,
 * the calls that send or check a code are refused rather than left unlimited.
 */
const limitsDown: RouteFailure = {
  code: 'server.limits_unavailable',
  when: 'The code limits could not be counted (the shared Redis did not answer): try again after Retry-After.',
};

/**
 * The calls that send a code share its limits (per number, across both channels, and per network) and its gateways.
 * The message of an hourly refusal says when to try again; Retry-After says it in seconds.
 */
const codeSending: readonly RouteFailure[] = [
  limitsDown,
  { code: 'otp.resend_too_soon', when: 'A code was sent to this number, by either channel, under a minute ago.' },
  {
    code: 'otp.too_many_for_channel',
    when: 'This number has had its codes for the hour on the channel asked for; the other channel is still open (ask with `channel` set to it).',
  },
  { code: 'otp.too_many_for_number', when: 'This number has had its codes for the hour on both channels together.' },
  { code: 'otp.too_many_from_network', when: "The caller's network has asked for too many codes this hour." },
  { code: 'sms.failed', when: 'The SMS gateway did not take the message; try again shortly, or by WhatsApp.' },
  { code: 'whatsapp.failed', when: 'WhatsApp did not take the message; try again shortly, or by SMS.' },
];

/** Staff blocked the account (issue 12): it cannot sign in until they lift the block. */
const blocked: RouteFailure = { code: 'account.blocked', when: 'Staff have blocked this account.' };

export const loginRoute = defineRoute(table.authLogin, {
  tag,
  summary: 'Send a one-time code by SMS (or WhatsApp, `channel`) to a registered mobile number.',
  body: loginBody,
  response: messageOnly,
  successMessage: 'otpSent',
  rateLimited: true,
  failures: [
    { code: 'mobile.not_registered', when: 'No account has this number: register first.' },
    blocked,
    ...codeSending,
  ],
});

export const registerRoute = defineRoute(table.authRegister, {
  tag,
  summary: 'Create a customer account and send its one-time code.',
  body: registerBody,
  response: messageOnly,
  successMessage: 'accountCreated',
  rateLimited: true,
  failures: [
    { code: 'mobile.already_registered', when: 'An account already has this number: sign in.' },
    { code: 'referral.unknown_code', field: 'referral_code', when: "No customer's code is referral_code." },
    ...codeSending,
  ],
});

export const verificationCodeRoute = defineRoute(table.authVerifyCode, {
  tag,
  summary: 'Check the one-time code; answers the session tokens with the user fields.',
  body: verificationCodeBody,
  response: envelope(session),
  successMessage: 'loggedIn',
  rateLimited: true,
  failures: [
    { code: 'otp.format', field: 'code', when: 'The code is not 6 digits.' },
    { code: 'otp.invalid', field: 'code', when: 'The code is wrong, expired or already used.' },
    blocked,
    limitsDown,
  ],
});

export const resendVerificationCodeRoute = defineRoute(table.authResendCode, {
  tag,
  summary: 'Send the one-time code again (rate limited).',
  body: resendCodeBody,
  response: messageOnly,
  successMessage: 'otpResent',
  rateLimited: true,
  // A number without an account or a registration is answered like one with: no 404 here, by design.
  failures: [blocked, ...codeSending],
});

export const refreshTokenRoute = defineRoute(table.authRefreshToken, {
  // Public: the caller's access token may have expired; the refresh token in Authorization-Jwt is the credential.
  tag,
  summary: 'New token pair for the refresh token sent in the Authorization-Jwt header; the body is empty.',
  response: envelope(sessionTokens),
  successMessage: 'sessionRefreshed',
  credential: 'refresh-token',
  rateLimited: true,
  failures: [limitsDown],
});

export const deleteAccountRoute = defineRoute(table.authDeleteAccount, {
  tag,
  summary: "Delete the caller's account and end its sessions; order records are kept without personal data.",
  response: messageOnly,
  successMessage: 'accountDeleted',
});

export const logoutRoute = defineRoute(table.authLogout, {
  tag,
  summary: "Ours (spec: logout ends the session): revoke the caller's session and all its tokens; the body is empty.",
  response: messageOnly,
  successMessage: 'loggedOut',
});

export const profileRoute = defineRoute(table.authProfile, {
  tag,
  summary: "Ours: the signed-in user's account details (the spec §3 User fields), for the profile page.",
  response: envelope(user),
});
