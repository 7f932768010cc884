/**
 * Arabic messages of back-in-stock notices and notifications (issue 13), spread into `messages` (messages.ts stays
 * under its size limit). Spec §8 names a login-needed message for notify-me without showing its words: ours.
 */
export const notifyMeLoginNeeded = 'يجب عليك تسجيل الدخول لتصلك رسالة عند توفر المنتج';
export const notifyMeInStock = 'هذا المنتج متوفر الآن، يمكنك إضافته إلى السلة مباشرة.';
export const notifyMeVariantMismatch = 'هذا النوع لا يتبع المنتج المحدد.';
export const notifyMeNotFound = 'لا يوجد تنبيه لهذا المنتج في قائمتك.';
export const notificationNotFound = 'هذا الإشعار غير موجود.';
export const notificationRead = 'تم تعليم الإشعار كمقروء.';
export const notificationsAllRead = 'تم تعليم كل الإشعارات كمقروءة.';
export const notificationPreferencesSaved = 'تم حفظ تفضيلات الإشعارات.';
/** The in-app notice of a restock (its body is also the SMS): `{product}` is the product's title now. */
export const restockNoticeTitle = 'عاد إلى المخزون';
export const restockNoticeBody = 'عاد "{product}" الذي طلبتِ إعلامك به إلى المخزون. اطلبيه قبل نفاده.';
/** An order's move, in the store (the SMS has its own words). */
export const orderNoticeTitle = 'تحديث على طلبك {number}';
export const orderNoticeConfirmed = 'تم تأكيد طلبك {number} وهو قيد التجهيز.';
export const orderNoticeShipped = 'طلبك {number} في الطريق إليك.';
export const orderNoticeDelivered = 'تم تسليم طلبك {number}. نتمنى أن ينال إعجابك.';
export const orderNoticeCancelled = 'تم إلغاء طلبك {number}.';
export const orderNoticeReturned = 'تم استلام المرتجع لطلبك {number}.';
