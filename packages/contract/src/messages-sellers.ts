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
export const sellerMessages = {
  sellerCartNotFound: 'السلة غير موجودة.',
  sellerCartLimit: 'يمكنك الاحتفاظ بـ {max} سلة على الأكثر. احذف سلة لا تحتاجها لإنشاء غيرها.',
  sellerCartLineNotFound: 'هذا المنتج ليس في السلة.',
  sellerCartActivated: 'أصبحت هذه السلة السلة النشطة.',
  addedToSellerCart: 'تمت الإضافة إلى سلة «{name}».',
  contactNotFound: 'جهة الاتصال غير موجودة.',
  bookFull: 'دفتر العناوين ممتلئ ({max}). احذف ما لا تحتاجه لإضافة غيره.',
  // Discounts a seller gives (bounds in the seller terms the staff set).
  lineDiscountTooBig: 'خصم «{title}» أكبر من المسموح: {max} على الأكثر.',
  orderDiscountTooBig: 'خصم الطلب أكبر من المسموح: {max} على الأكثر.',
  discountNotInCart: 'المنتج المراد خصمه ليس في السلة.',
  discountReasonRequired: 'اذكر سبب الخصم على «{title}».',
  discountRepeated: 'خصم «{title}» مكرر. اجعل لكل منتج خصماً واحداً.',
  deliveryFeeOutOfRange: 'أجور التوصيل بين {min} و{max}.',
  sellerFallbackName: 'أحد شركائنا',
  sellerOrderSms: 'وندر بيوتي: طلبك رقم {number} في الطريق إليك من {seller}. المبلغ عند الاستلام {total}. شكراً لك!',
  // Earnings.
  commissionNoticeTitle: 'عمولة جديدة',
  commissionCredited: 'أُضيفت عمولة {amount} إلى محفظتك عن الطلب {number}.',
  commissionReversed: 'أُلغيت عمولة {amount} عن الطلب {number} لأنه أُرجع.',
  commissionUnrecovered: 'بقي {amount} من عمولة الطلب {number} لم يكفه الرصيد، ويُخصم من رصيدك القادم.',
  sharedCartBuyer: 'زبونة من رابط سلتك',
  commissionRecovered: 'خصم المتبقي من عمولة طلب مرتجع.',
  // Shared carts.
  shareNotFound: 'رابط السلة غير صالح أو انتهت صلاحيته. اطلب رابطاً جديداً ممن أرسله.',
  shareEmpty: 'السلة فارغة. أضف منتجات قبل مشاركتها.',
  shareRevoked: 'تم إلغاء رابط المشاركة.',
  shareLoginNeeded: 'سجّلي الدخول لإضافة هذه المنتجات إلى سلتك.',
  sharedCartAdded: 'تمت إضافة منتجات السلة إلى سلتك.',
  sharedCartNothingAvailable: 'منتجات هذه السلة غير متوفرة الآن.',
  shareText: 'مرحباً{name}، جهّزت لك سلة من وندر بيوتي فيها {count}. افتحيها وأضيفيها إلى سلتك بضغطة: {url}',
  sellerTermsSaved: 'تم حفظ شروط البائعين.',
  sellerTermsRange: 'أعلى أجور توصيل يجب ألا تقل عن أدناها.',
} as const;
