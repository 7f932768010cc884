/**
 * Arabic messages of back-in-stock notices and notifications (issue 13), spread into `messages` (messages.ts stays
 * under its size limit). Spec §8 names a login-needed message for notify-me without showing its words: ours.
 */
export const noticeMessages = {
  notifyMeLoginNeeded: 'يجب عليك تسجيل الدخول لتصلك رسالة عند توفر المنتج',
  notifyMeInStock: 'هذا المنتج متوفر الآن، يمكنك إضافته إلى السلة مباشرة.',
  notifyMeVariantMismatch: 'هذا النوع لا يتبع المنتج المحدد.',
  notifyMeNotFound: 'لا يوجد تنبيه لهذا المنتج في قائمتك.',
  notificationNotFound: 'هذا الإشعار غير موجود.',
  notificationRead: 'تم تعليم الإشعار كمقروء.',
  notificationsAllRead: 'تم تعليم كل الإشعارات كمقروءة.',
  notificationPreferencesSaved: 'تم حفظ تفضيلات الإشعارات.',
  /** The in-app notice of a restock (its body is also the SMS): `{product}` is the product's title now. */
  restockNoticeTitle: 'عاد إلى المخزون',
  restockNoticeBody: 'عاد "{product}" الذي طلبتِ إعلامك به إلى المخزون. اطلبيه قبل نفاده.',
  /** An order's move, in the store (the SMS has its own words). */
  orderNoticeTitle: 'تحديث على طلبك {number}',
  orderNoticeConfirmed: 'تم تأكيد طلبك {number} وهو قيد التجهيز.',
  orderNoticeShipped: 'طلبك {number} في الطريق إليك.',
  orderNoticeDelivered: 'تم تسليم طلبك {number}. نتمنى أن ينال إعجابك.',
  orderNoticeCancelled: 'تم إلغاء طلبك {number}.',
  orderNoticeReturned: 'تم استلام المرتجع لطلبك {number}.',
} as const;
