/**
 * The messages of reviews and product requests, verbatim copies of `@wb/contract` messages (spec §8) kept apart so
 * the catalogue's first load does not carry them; `client-messages.test.ts` fails if one drifts.
 */
export const reviewMessages = {
  requestProductFailed: 'حدث خطأ أثناء طلب المنتج',
  reviewDeleted: 'تم حذف التقييم بنجاح',
  productRequested: 'تم استلام طلبك، وسنبلغك عند توفر المنتج.',
};
