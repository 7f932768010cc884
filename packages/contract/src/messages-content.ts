/**
 * The content service's Arabic messages (issue 15: the storefront GraphQL endpoint, campaign pages and the desk's
 * articles, pages and campaigns), spread into the catalogue (messages.ts). Ours: the spec quotes none of them.
 */
export const contentMessages = {
  // The storefront GraphQL endpoint: its credential and the limits a query meets (docs/decisions.md).
  storefrontTokenMissing: 'رمز الوصول إلى خدمة المحتوى مفقود.',
  storefrontTokenInvalid: 'رمز الوصول إلى خدمة المحتوى غير صحيح.',
  graphqlBadRequest: 'الطلب ليس استعلام GraphQL صالحاً: أرسل query نصاً مع variables اختيارية.',
  graphqlTooDeep: 'الاستعلام متداخل أكثر من المسموح ({max} مستوى).',
  graphqlTooManyAliases: 'الاستعلام يحتوي على أسماء بديلة أكثر من المسموح ({max}).',
  graphqlTooCostly: 'الاستعلام أكبر من المسموح (الكلفة القصوى {max}).',
  graphqlTooManyTokens: 'الاستعلام أطول من المسموح ({max} رمز).',
  graphqlPageTooLarge: 'لا يمكن طلب أكثر من {max} عنصراً في الصفحة الواحدة.',
  graphqlPageSizeMissing: 'حدّد first أو last (أحدهما فقط) لعدد العناصر المطلوبة.',
  graphqlTooManyNodes: 'الاستعلام يطلب أكثر من {max} عنصراً في المجموع.',
  graphqlCursorInvalid: 'مؤشر الصفحة غير صالح.',
  graphqlPageArgumentMissing: 'حدّد id أو handle للصفحة.',
  graphqlTimeout: 'استغرق الاستعلام وقتاً أطول من المسموح. حاول مرة أخرى.',
  graphqlFailed: 'تعذر تنفيذ الاستعلام الآن. حاول مرة أخرى بعد قليل.',
  // The desk: articles, content pages and campaign pages.
  articleNotFound: 'المقال غير موجود.',
  articleCreated: 'تم إنشاء المقال مسودةً.',
  articlePublished: 'تم نشر المقال.',
  articleUnpublished: 'أُعيد المقال إلى المسودات ولم يعد ظاهراً في المتجر.',
  articleDeleted: 'تم حذف المقال.',
  articleHandleTaken: 'الرابط «{handle}» مستخدم لمقال آخر. اختر رابطاً غيره.',
  contentPageNotFound: 'الصفحة غير موجودة.',
  landingNotFound: 'صفحة الحملة غير موجودة.',
  landingCreated: 'تم إنشاء صفحة الحملة.',
  landingDeleted: 'تم حذف صفحة الحملة.',
  landingSlugTaken: 'العنوان «{slug}» مستخدم لحملة أخرى. اختر عنواناً غيره.',
  handleFormat: 'الرابط من حروف لاتينية صغيرة وأرقام وشرطات (-) فقط.',
  contentImageFormat: 'رابط الصورة يبدأ بـ /media/ أو https:// أو http://',
  landingCodeUnknown: 'لا يوجد كود خصم بهذا الاسم.',
};
