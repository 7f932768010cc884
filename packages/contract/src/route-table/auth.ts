/** The route table's entries whose schemas `routes/auth.ts` attaches. */
export const authLogin = {
  id: 'auth.login',
  method: 'POST',
  path: '/app/login',
  access: 'public',
  bodyType: 'multipart',
} as const;
export const authRegister = { id: 'auth.register', method: 'POST', path: '/app/register', access: 'public' } as const;
export const authVerifyCode = {
  id: 'auth.verifyCode',
  method: 'POST',
  path: '/app/verification-code',
  access: 'public',
} as const;
export const authResendCode = {
  id: 'auth.resendCode',
  method: 'POST',
  path: '/app/resend/verification-code',
  access: 'public',
} as const;
export const authRefreshToken = {
  id: 'auth.refreshToken',
  method: 'POST',
  path: '/app/refresh-token',
  access: 'public',
} as const;
export const authDeleteAccount = {
  id: 'auth.deleteAccount',
  method: 'POST',
  path: '/app/delete/account',
  access: 'authenticated',
} as const;
export const authLogout = { id: 'auth.logout', method: 'POST', path: '/app/logout', access: 'authenticated' } as const;
export const authProfile = {
  id: 'auth.profile',
  method: 'GET',
  path: '/app/profile',
  access: 'authenticated',
} as const;
