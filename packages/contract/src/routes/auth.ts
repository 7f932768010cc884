import { envelope, messageOnly } from '../common';
import { defineRoute, type RouteFailure } from '../route';
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

/** The calls that send a code share its limits (per number and per network) and its SMS gateway. */
const codeSending: readonly RouteFailure[] = [
  limitsDown,
  { code: 'otp.resend_too_soon', when: 'A code was sent to this number under a minute ago.' },
  { code: 'otp.too_many_for_number', when: 'This number has had its codes for the hour.' },
  { code: 'otp.too_many_from_network', when: "The caller's network has asked for too many codes this hour." },
  { code: 'sms.failed', when: 'The SMS gateway did not take the message; try again shortly.' },
];

/** Staff blocked the account (issue 12): it cannot sign in until they lift the block. */
const blocked: RouteFailure = { code: 'account.blocked', when: 'Staff have blocked this account.' };

export const loginRoute = defineRoute({
  id: 'auth.login',
  method: 'POST',
  path: '/app/login',
  access: 'public',
  tag,
  summary: 'Send a one-time code by SMS to a registered mobile number.',
  bodyType: 'multipart',
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

export const registerRoute = defineRoute({
  id: 'auth.register',
  method: 'POST',
  path: '/app/register',
  access: 'public',
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

export const verificationCodeRoute = defineRoute({
  id: 'auth.verifyCode',
  method: 'POST',
  path: '/app/verification-code',
  access: 'public',
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

export const resendVerificationCodeRoute = defineRoute({
  id: 'auth.resendCode',
  method: 'POST',
  path: '/app/resend/verification-code',
  access: 'public',
  tag,
  summary: 'Send the one-time code again (rate limited).',
  body: resendCodeBody,
  response: messageOnly,
  successMessage: 'otpResent',
  rateLimited: true,
  // A number without an account or a registration is answered like one with: no 404 here, by design.
  failures: [blocked, ...codeSending],
});

export const refreshTokenRoute = defineRoute({
  id: 'auth.refreshToken',
  method: 'POST',
  path: '/app/refresh-token',
  // Public: the caller's access token may have expired; the refresh token in Authorization-Jwt is the credential.
  access: 'public',
  tag,
  summary: 'New token pair for the refresh token sent in the Authorization-Jwt header; the body is empty.',
  response: envelope(sessionTokens),
  successMessage: 'sessionRefreshed',
  credential: 'refresh-token',
  rateLimited: true,
  failures: [limitsDown],
});

export const deleteAccountRoute = defineRoute({
  id: 'auth.deleteAccount',
  method: 'POST',
  path: '/app/delete/account',
  access: 'authenticated',
  tag,
  summary: "Delete the caller's account and end its sessions; order records are kept without personal data.",
  response: messageOnly,
  successMessage: 'accountDeleted',
});

export const logoutRoute = defineRoute({
  id: 'auth.logout',
  method: 'POST',
  path: '/app/logout',
  access: 'authenticated',
  tag,
  summary: "Ours (spec: logout ends the session): revoke the caller's session and all its tokens; the body is empty.",
  response: messageOnly,
  successMessage: 'loggedOut',
});

export const profileRoute = defineRoute({
  id: 'auth.profile',
  method: 'GET',
  path: '/app/profile',
  access: 'authenticated',
  tag,
  summary: "Ours: the signed-in user's account details (the spec §3 User fields), for the profile page.",
  response: envelope(user),
});
