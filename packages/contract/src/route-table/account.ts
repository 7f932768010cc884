import { anyShopper, customers } from './access';

/** Route table: Signing in, the account, notices, wallet, referrals and partner programmes. */
export const authDeleteAccount = {
  id: 'auth.deleteAccount',
  method: 'POST',
  path: '/app/delete/account',
  access: 'authenticated',
} as const;
export const authLogin = {
  id: 'auth.login',
  method: 'POST',
  path: '/app/login',
  access: 'public',
  bodyType: 'multipart',
} as const;
export const authLogout = { id: 'auth.logout', method: 'POST', path: '/app/logout', access: 'authenticated' } as const;
export const authProfile = {
  id: 'auth.profile',
  method: 'GET',
  path: '/app/profile',
  access: 'authenticated',
} as const;
export const authRefreshToken = {
  id: 'auth.refreshToken',
  method: 'POST',
  path: '/app/refresh-token',
  access: 'public',
} as const;
export const authRegister = { id: 'auth.register', method: 'POST', path: '/app/register', access: 'public' } as const;
export const authResendCode = {
  id: 'auth.resendCode',
  method: 'POST',
  path: '/app/resend/verification-code',
  access: 'public',
} as const;
export const authVerifyCode = {
  id: 'auth.verifyCode',
  method: 'POST',
  path: '/app/verification-code',
  access: 'public',
} as const;

export const feedbackCreate = {
  id: 'feedback.create',
  method: 'POST',
  path: '/app/feedback',
  access: anyShopper,
} as const;

export const notificationsList = {
  id: 'notifications.list',
  method: 'GET',
  path: '/app/notifications',
  access: anyShopper,
} as const;
export const notificationsPreferences = {
  id: 'notifications.preferences',
  method: 'GET',
  path: '/app/notification-preferences',
  access: anyShopper,
} as const;
export const notificationsPreferencesUpdate = {
  id: 'notifications.preferencesUpdate',
  method: 'PUT',
  path: '/app/notification-preferences',
  access: anyShopper,
} as const;
export const notificationsRead = {
  id: 'notifications.read',
  method: 'POST',
  path: '/app/notifications/{id}/read',
  access: anyShopper,
} as const;
export const notificationsReadAll = {
  id: 'notifications.readAll',
  method: 'POST',
  path: '/app/notifications/read-all',
  access: anyShopper,
} as const;
export const notificationsUnread = {
  id: 'notifications.unread',
  method: 'GET',
  path: '/app/notifications/unread-count',
  access: anyShopper,
} as const;

export const notifyCreate = { id: 'notify.create', method: 'POST', path: '/app/notifyMe', access: anyShopper } as const;
export const notifyDelete = {
  id: 'notify.delete',
  method: 'DELETE',
  path: '/app/notifyMe/delete',
  access: anyShopper,
} as const;
export const notifyList = { id: 'notify.list', method: 'GET', path: '/app/notifyMe', access: anyShopper } as const;

export const partnersApply = {
  id: 'partners.apply',
  method: 'POST',
  path: '/app/partner-applications',
  access: 'authenticated',
} as const;
export const partnersMine = {
  id: 'partners.mine',
  method: 'GET',
  path: '/app/partner-applications',
  access: anyShopper,
} as const;
export const partnersProgramme = {
  id: 'partners.programme',
  method: 'GET',
  path: '/app/partner-programme',
  access: 'public',
} as const;
export const partnersWithdraw = {
  id: 'partners.withdraw',
  method: 'POST',
  path: '/app/partner-applications/{id}/withdraw',
  access: anyShopper,
} as const;

export const quizAnswers = { id: 'quiz.answers', method: 'POST', path: '/app/quiz/answers', access: 'public' } as const;
export const quizLatest = {
  id: 'quiz.latest',
  method: 'GET',
  path: '/app/quiz/latest',
  access: 'authenticated',
} as const;
export const quizQuestions = { id: 'quiz.questions', method: 'GET', path: '/app/quiz', access: 'public' } as const;

export const referralsZone = {
  id: 'referrals.zone',
  method: 'GET',
  path: '/app/referrals',
  access: customers,
} as const;

export const requestsCreate = {
  id: 'requests.create',
  method: 'POST',
  path: '/app/request-product',
  access: anyShopper,
} as const;

export const reviewsCreate = { id: 'reviews.create', method: 'POST', path: '/app/reviews', access: customers } as const;
export const reviewsDelete = {
  id: 'reviews.delete',
  method: 'DELETE',
  path: '/app/reviews/{id}',
  access: customers,
} as const;
export const reviewsList = {
  id: 'reviews.list',
  method: 'GET',
  path: '/app/product/reviews',
  access: 'public',
} as const;

// Sellers too: their commissions are credited to their wallet (issue 14), which they spend on their orders.
export const walletGet = { id: 'wallet.get', method: 'GET', path: '/app/wallet', access: anyShopper } as const;
