/**
 * What the API client itself shows when a call fails without a message of the server's own: no answer came back
 * (spec §8, verbatim), or an unexpected failure (ours; the API's answer to any failure it did not foresee). Apart from
 * the other messages because every page's first load carries the client: it carries these two and no others.
 */
export const networkError = 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.';
export const serverError = 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.';
