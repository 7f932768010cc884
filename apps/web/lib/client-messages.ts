/**
 * The few catalogue messages client code shows, so a client bundle does not carry the whole message catalogue
 * (about 3 KB gzip). Verbatim copies of `@wb/contract` messages; `client-messages.test.ts` fails if one drifts.
 */
export const clientMessages = {
  networkError: 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.',
  serverError: 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.',
  searchKeywordBlank: 'الكلمة المفتاحية فارغة، لا يمكن تنفيذ البحث.',
  searchFailed: 'حدث خطأ أثناء البحث',
  brandProductsFailed: 'حدث خطأ أثناء تحميل منتجات الماركة',
} as const;
