/**
 * The catalogue desk's own words the browser shows before asking the API (a file too big or of the wrong kind):
 * verbatim copies of `@wb/contract` messages, checked by `lib/client-messages.test.ts`.
 */
export const catalogueMessages = {
  imageTypeInvalid: 'الملف ليس صورة بصيغة JPEG أو PNG أو WebP.',
  imageTooLarge: 'حجم الصورة أكبر من {max} ميغابايت.',
  importFileMissing: 'أرفق ملف CSV للاستيراد.',
};
