/**
 * The messages of notify-me and the notifications pages: verbatim copies of `@wb/contract` messages (spec §8 for the
 * success message), kept apart so no first load carries them; `client-messages.test.ts` fails if one drifts.
 */
export const noticeMessages = {
  notifyWhenAvailable: 'سيتم اعلامك عند التوفر',
  notifyMeLoginNeeded: 'يجب عليك تسجيل الدخول لتصلك رسالة عند توفر المنتج',
  notifyMeRemoved: 'تم إلغاء التنبيه عند التوفر.',
  notificationsAllRead: 'تم تعليم كل الإشعارات كمقروءة.',
  notificationPreferencesSaved: 'تم حفظ تفضيلات الإشعارات.',
  networkError: 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.',
} as const;
