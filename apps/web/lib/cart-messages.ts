/**
 * The messages of the cart, the add-to-cart button and the saved addresses, kept apart from `client-messages.ts` so
 * the catalogue's first load does not carry them. Verbatim copies of `@wb/contract` messages (spec §8);
 * `client-messages.test.ts` fails if one drifts. The API sends its own Arabic message with every failure: these are
 * what the spec says to show, and the fallbacks for a failure that came without one.
 */
export const cartMessages = {
  networkError: 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.',
  serverError: 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.',
  addToCartLoginNeeded: 'يجب عليك تسجيل الدخول لإضافة المنتج إلى السلة',
  addedToCart: 'تمت الإضافة الى السلة',
  cartItemRemoved: 'تم إزالة المنتج من سلة المشتريات بنجاح',
  cartEmptied: 'تم إفراغ السلة بنجاح',
  fetchCartFailed: 'Failed to fetch cart',
  deleteItemFailed: 'Failed to delete item',
  deleteAllItemsFailed: 'Failed to delete all items',
  addressDeleted: 'تم حذف العنوان بنجاح',
  addressSaved: 'تم حفظ العنوان بنجاح.',
  deleteAddressFailed: 'حدث خطأ أثناء حذف العنوان',
  activateAddressFailed: 'حدث خطأ أثناء تغيير العنوان النشط',
  updatedSuccessfully: 'تم التعديل بنجاح',
} as const;
