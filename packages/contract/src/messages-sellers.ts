import type { CountForms } from './plural';

/** A shared cart's products, counted in its message ("فيها {count}"). */
export const sharedItemsCount: CountForms = {
  zero: 'لا منتجات',
  one: 'منتج واحد',
  two: 'منتجان',
  few: '{n} منتجات',
  many: '{n} منتجاً',
  other: '{n} منتج',
};

/**
 * The sellers' Arabic messages (issue 14: seller carts, contacts and pharmacist addresses, seller invoices and
 * orders, earnings, shared carts), spread into the catalogue (messages.ts). Ours: the spec quotes none of them.
 */
export const sellerCartNotFound = 'السلة غير موجودة.';
export const sellerCartLimit = 'يمكنك الاحتفاظ بـ {max} سلة على الأكثر. احذف سلة لا تحتاجها لإنشاء غيرها.';
export const sellerCartLineNotFound = 'هذا المنتج ليس في السلة.';
export const sellerCartActivated = 'أصبحت هذه السلة السلة النشطة.';
export const addedToSellerCart = 'تمت الإضافة إلى سلة «{name}».';
export const contactNotFound = 'جهة الاتصال غير موجودة.';
export const bookFull = 'دفتر العناوين ممتلئ ({max}). احذف ما لا تحتاجه لإضافة غيره.';
// Discounts a seller gives (bounds in the seller terms the staff set).
export const lineDiscountTooBig = 'خصم «{title}» أكبر من المسموح: {max} على الأكثر.';
export const orderDiscountTooBig = 'خصم الطلب أكبر من المسموح: {max} على الأكثر.';
export const discountNotInCart = 'المنتج المراد خصمه ليس في السلة.';
export const discountReasonRequired = 'اذكر سبب الخصم على «{title}».';
export const discountRepeated = 'خصم «{title}» مكرر. اجعل لكل منتج خصماً واحداً.';
export const deliveryFeeOutOfRange = 'أجور التوصيل بين {min} و{max}.';
/** A seller's order placed (the shopper's «سنتواصل معك» is not hers to hear: the order is someone else's). */
export const sellerOrderPlaced = 'تم استلام الطلب بنجاح، وتصل المستلمَ رسالة نصية برقمه.';
export const sellerFallbackName = 'أحد شركائنا';
export const sellerOrderSms =
  'وندر بيوتي: طلبك رقم {number} في الطريق إليك من {seller}. المبلغ عند الاستلام {total}. شكراً لك!';
// Earnings.
export const commissionNoticeTitle = 'عمولة جديدة';
export const commissionCredited = 'أُضيفت عمولة {amount} إلى محفظتك عن الطلب {number}.';
export const commissionReversed = 'أُلغيت عمولة {amount} عن الطلب {number} لأنه أُرجع.';
export const commissionUnrecovered = 'بقي {amount} من عمولة الطلب {number} لم يكفه الرصيد، ويُخصم من رصيدك القادم.';
export const sharedCartBuyer = 'زبونة من رابط سلتك';
export const commissionRecovered = 'خصم المتبقي من عمولة طلب مرتجع.';
// Shared carts.
export const shareNotFound = 'رابط السلة غير صالح أو انتهت صلاحيته. اطلب رابطاً جديداً ممن أرسله.';
export const shareGone = 'انتهت صلاحية رابط هذه السلة أو ألغاه من أرسله. اطلب منه رابطاً جديداً.';
export const shareEmpty = 'السلة فارغة. أضف منتجات قبل مشاركتها.';
export const shareRevoked = 'تم إلغاء رابط المشاركة.';
export const shareLoginNeeded = 'سجّلي الدخول لإضافة هذه المنتجات إلى سلتك.';
export const sharedCartAdded = 'تمت إضافة منتجات السلة إلى سلتك.';
export const sharedCartNothingAvailable = 'منتجات هذه السلة غير متوفرة الآن.';
export const shareText = 'مرحباً{name}، جهّزت لك سلة من وندر بيوتي فيها {count}. افتحيها وأضيفيها إلى سلتك بضغطة: {url}';
export const sellerTermsSaved = 'تم حفظ شروط البائعين.';
export const sellerTermsRange = 'أعلى أجور توصيل يجب ألا تقل عن أدناها.';
