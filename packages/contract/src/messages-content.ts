/**
 * The content service's Arabic messages (issue 15: the storefront GraphQL endpoint, campaign pages and the desk's
 * articles, pages and campaigns), spread into the catalogue (messages.ts). Ours: the spec quotes none of them.
 */
// The storefront GraphQL endpoint: its credential and the limits a query meets (docs/decisions.md).
export const storefrontTokenMissing = 'رمز الوصول إلى خدمة المحتوى مفقود.';
export const storefrontTokenInvalid = 'رمز الوصول إلى خدمة المحتوى غير صحيح.';
export const graphqlBadRequest = 'الطلب ليس استعلام GraphQL صالحاً: أرسل query نصاً مع variables اختيارية.';
export const graphqlTooDeep = 'الاستعلام متداخل أكثر من المسموح ({max} مستوى).';
export const graphqlTooManyAliases = 'الاستعلام يحتوي على أسماء بديلة أكثر من المسموح ({max}).';
export const graphqlTooCostly = 'الاستعلام أكبر من المسموح (الكلفة القصوى {max}).';
export const graphqlTooManyTokens = 'الاستعلام أطول من المسموح ({max} رمز).';
export const graphqlPageTooLarge = 'لا يمكن طلب أكثر من {max} عنصراً في الصفحة الواحدة.';
export const graphqlPageSizeMissing = 'حدّد first أو last (أحدهما فقط) لعدد العناصر المطلوبة.';
export const graphqlTooManyNodes = 'الاستعلام يطلب أكثر من {max} عنصراً في المجموع.';
export const graphqlCursorInvalid = 'مؤشر الصفحة غير صالح.';
export const graphqlPageArgumentMissing = 'حدّد id أو handle للصفحة.';
export const graphqlTimeout = 'استغرق الاستعلام وقتاً أطول من المسموح. حاول مرة أخرى.';
export const graphqlFailed = 'تعذر تنفيذ الاستعلام الآن. حاول مرة أخرى بعد قليل.';
// The desk: articles, content pages and campaign pages.
export const articleNotFound = 'المقال غير موجود.';
export const articleCreated = 'تم إنشاء المقال مسودةً.';
export const articlePublished = 'تم نشر المقال.';
export const articleUnpublished = 'أُعيد المقال إلى المسودات ولم يعد ظاهراً في المتجر.';
export const articleDeleted = 'تم حذف المقال.';
export const articleHandleTaken = 'الرابط «{handle}» مستخدم لمقال آخر. اختر رابطاً غيره.';
export const contentPageNotFound = 'الصفحة غير موجودة.';
export const landingNotFound = 'صفحة الحملة غير موجودة.';
export const landingCreated = 'تم إنشاء صفحة الحملة.';
export const landingDeleted = 'تم حذف صفحة الحملة.';
export const landingSlugTaken = 'العنوان «{slug}» مستخدم لحملة أخرى. اختر عنواناً غيره.';
export const handleFormat = 'الرابط من حروف لاتينية صغيرة وأرقام وشرطات (-) فقط.';
export const contentImageFormat = 'رابط الصورة يبدأ بـ /media/ أو https:// أو http://';
export const landingCodeUnknown = 'لا يوجد كود خصم بهذا الاسم.';
