/**
 * The messages of checkout, orders and the wallet, kept apart from `client-messages.ts` so the catalogue's first load
 * does not carry them. Verbatim copies of `@wb/contract` messages (spec §8); `client-messages.test.ts` fails if one
 * drifts. The API sends its own Arabic message with every failure: these are what the spec says to show, and the
 * fallbacks for a failure that came without one.
 */
export const orderMessages = {
  networkError: 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.',
  serverError: 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.',
  orderPlaced: 'تم استلام طلبك بنجاح، وسنتواصل معك لتأكيده.',
  orderDeleted: 'تم حذف الطلب بنجاح',
  deleteOrderFailed: 'حدث خطأ أثناء حذف الطلب',
  fetchReorderFailed: 'Failed to fetch reorder data',
  reorderPartly: 'أضفنا إلى السلة المنتجات المتوفرة فقط.',
  reorderNothingAvailable: 'منتجات هذا الطلب غير متوفرة حالياً.',
  addedToCart: 'تمت الإضافة الى السلة',
  codeApplied: 'تم تطبيق كود الخصم.',
  codeUnknown: 'كود الخصم غير صحيح.',
  giftsFellAway: 'سقطت الهدايا التي اخترتها لأن مجموع سلتك أقل من حد العرض.',
  orderNotCancellable: 'لا يمكن إلغاء هذا الطلب بعد تأكيده. تواصل معنا للمساعدة.',
} as const;
