/**
 * The wishlist's messages the browser shows, verbatim copies of `@wb/contract` messages (`client-messages.test.ts`
 * fails if one drifts). The API sends its own Arabic message with every failure: these are the successes, the
 * guest's prompt, and the fallbacks for a failure that came without one (spec §8 'Failed to update category name').
 */
export const wishlistMessages = {
  networkError: 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.',
  wishlistAdded: 'تمت الإضافة إلى المفضلة.',
  wishlistRemoved: 'تم حذف المنتج من المفضلة.',
  wishlistMoved: 'تم نقل المنتج إلى القائمة.',
  wishlistCategoryCreated: 'تم إنشاء القائمة بنجاح.',
  wishlistCategoryDeleted: 'تم حذف القائمة بنجاح.',
  wishlistLoginNeeded: 'يجب عليك تسجيل الدخول لإضافة المنتج إلى المفضلة',
  updateCategoryNameFailed: 'Failed to update category name',
  updatedSuccessfully: 'تم التعديل بنجاح',
} as const;
