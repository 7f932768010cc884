/**
 * The sellers' messages the web shows itself (issue 14), verbatim copies of `@wb/contract` messages kept apart so no
 * other page's first load carries them; `client-messages.test.ts` fails if one drifts. `{name}` is filled in here.
 */
export const sellerMessages = {
  addedToSellerCart: 'تمت الإضافة إلى سلة «{name}».',
  addedToCart: 'تمت الإضافة الى السلة',
  shareNotFound: 'رابط السلة غير صالح أو انتهت صلاحيته. اطلب رابطاً جديداً ممن أرسله.',
  shareLoginNeeded: 'سجّلي الدخول لإضافة هذه المنتجات إلى سلتك.',
  sharedCartAdded: 'تمت إضافة منتجات السلة إلى سلتك.',
  cartDeleted: 'تم حذف السلة بنجاح',
  cartEmptied: 'تم إفراغ السلة بنجاح',
  cartItemRemoved: 'تم إزالة المنتج من سلة المشتريات بنجاح',
  updatedSuccessfully: 'تم التعديل بنجاح',
  deleteCartFailed: 'حدث خطأ أثناء حذف السلة',
} as const;

/** `addedToSellerCart` with the cart's name. */
export const addedToSellerCart = (name: string) => sellerMessages.addedToSellerCart.replace('{name}', name);
