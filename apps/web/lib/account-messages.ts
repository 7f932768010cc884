/**
 * The messages of the login page, the session and the profile, kept apart from `client-messages.ts` so the header
 * and catalogue bundles every page loads do not carry them. Verbatim copies of `@wb/contract` messages;
 * `client-messages.test.ts` fails if one drifts.
 */
export const accountMessages = {
  networkError: 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.',
  sessionExpired: 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى',
  loginFailed: 'تعذر تسجيل الدخول الآن. حاول مرة أخرى بعد قليل.',
  registerFailed: 'تعذر إنشاء الحساب الآن. حاول مرة أخرى بعد قليل.',
  otpSendFailed: 'تعذر إرسال رمز التحقق الآن. حاول مرة أخرى بعد قليل.',
  otpVerifyFailed: 'تعذر التحقق من الرمز الآن. حاول مرة أخرى.',
  otpResendFailed: 'تعذرت إعادة إرسال الرمز الآن. حاول مرة أخرى بعد قليل.',
  otpFormat: 'رمز التحقق يتكون من 6 أرقام.',
  mobileRequired: 'أدخل رقم هاتفك.',
  nameRequired: 'أدخل اسمك.',
  loggedIn: 'تم تسجيل الدخول بنجاح.',
  logoutFailed: 'تعذر تسجيل الخروج الآن. حاول مرة أخرى.',
  deleteAccountFailed: 'Failed to delete account.',
  accountDeleted: 'تم حذف حسابك بنجاح.',
} as const;
