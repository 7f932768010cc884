/**
 * The Arabic message catalogue: every string a person can see, in one place.
 * Strings quoted by the product spec are copied verbatim (including the few English ones the spec lists as
 * fixed failure messages); the rest are ours, written for a shopper in Baghdad.
 */
export const messages = {
  // ── Spec §5: validation rules (verbatim)
  brandNameBlank: 'اسم الماركة فارغ، لا يمكن تحميل المنتجات.',
  searchKeywordBlank: 'الكلمة المفتاحية فارغة، لا يمكن تنفيذ البحث.',

  // ── Spec §8: general (verbatim)
  networkError: 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.',
  sessionExpired: 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى',
  addToCartLoginNeeded: 'يجب عليك تسجيل الدخول لإضافة المنتج إلى السلة',

  // ── Spec §8: fixed failure messages (verbatim)
  fetchCartFailed: 'Failed to fetch cart',
  deleteItemFailed: 'Failed to delete item',
  deleteAllItemsFailed: 'Failed to delete all items',
  deleteCartFailed: 'حدث خطأ أثناء حذف السلة',
  deleteAddressFailed: 'حدث خطأ أثناء حذف العنوان',
  activateAddressFailed: 'حدث خطأ أثناء تغيير العنوان النشط',
  searchFailed: 'حدث خطأ أثناء البحث',
  requestProductFailed: 'حدث خطأ أثناء طلب المنتج',
  deleteOrderFailed: 'حدث خطأ أثناء حذف الطلب',
  brandProductsFailed: 'حدث خطأ أثناء تحميل منتجات الماركة',
  deleteAccountFailed: 'Failed to delete account.',
  fetchReorderFailed: 'Failed to fetch reorder data',
  updateCategoryNameFailed: 'Failed to update category name',
  fetchArticlesFailed: 'Failed to fetch articles.',
  fetchArticleFailed: 'Failed to fetch article details.',
  fetchPageFailed: 'Failed to fetch page.',

  // ── Spec §8: success messages (verbatim)
  addedToCart: 'تمت الإضافة الى السلة',
  notifyWhenAvailable: 'سيتم اعلامك عند التوفر',
  updatedSuccessfully: 'تم التعديل بنجاح',
  cartItemRemoved: 'تم إزالة المنتج من سلة المشتريات بنجاح',
  cartEmptied: 'تم إفراغ السلة بنجاح',
  cartDeleted: 'تم حذف السلة بنجاح',
  addressDeleted: 'تم حذف العنوان بنجاح',
  orderDeleted: 'تم حذف الطلب بنجاح',
  reviewDeleted: 'تم حذف التقييم بنجاح',

  // ── Ours: request plumbing
  ok: 'تم بنجاح',
  appKeyMissing: 'مفتاح التطبيق مفقود. أرسل الترويسة X-App-Key مع كل طلب.',
  appKeyInvalid: 'مفتاح التطبيق غير صحيح.',
  unauthenticated: 'يجب تسجيل الدخول للمتابعة.',
  forbidden: 'ليست لديك صلاحية للقيام بهذا الإجراء.',
  notFound: 'العنصر المطلوب غير موجود.',
  routeNotFound: 'المسار المطلوب غير موجود.',
  methodNotAllowed: 'طريقة الطلب غير مدعومة لهذا المسار.',
  validationFailed: 'البيانات المرسلة غير صالحة.',
  invalidJson: 'صيغة JSON في جسم الطلب غير صالحة.',
  invalidEncoding: 'جسم الطلب ليس نصاً صالحاً بترميز UTF-8.',
  unsupportedMediaType: 'نوع المحتوى غير مدعوم. أرسل البيانات بصيغة JSON.',
  payloadTooLarge: 'حجم الطلب أكبر من المسموح.',
  requestTooLarge: 'عنوان الطلب أو ترويساته أطول من المسموح.',
  badRequest: 'الطلب غير صالح.',
  rateLimited: 'عدد الطلبات كبير جداً، يرجى المحاولة بعد قليل.',
  serverError: 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.',
  notReady: 'الخدمة غير جاهزة حالياً.',
  notImplemented: 'هذه الخدمة غير متاحة بعد، وستتوفر قريباً.',

  // ── Ours: catalogue
  productNotFound: 'المنتج غير موجود.',
  brandNotFound: 'الماركة غير موجودة.',

  // ── Ours: field validation (Laravel-style, per field). `{field}` is replaced with the field's Arabic label.
  fieldRequired: 'حقل {field} مطلوب.',
  fieldMustBeString: 'حقل {field} يجب أن يكون نصاً.',
  fieldMustBeNumber: 'حقل {field} يجب أن يكون رقماً.',
  fieldMustBeInteger: 'حقل {field} يجب أن يكون عدداً صحيحاً.',
  fieldMustBeBoolean: 'حقل {field} يجب أن يكون صحيحاً أو خطأ.',
  fieldMustBeArray: 'حقل {field} يجب أن يكون قائمة.',
  fieldMustBeObject: 'حقل {field} يجب أن يكون كائناً.',
  fieldTooSmall: 'قيمة حقل {field} يجب ألا تقل عن {min}.',
  fieldTooBig: 'قيمة حقل {field} يجب ألا تزيد عن {max}.',
  fieldTooShort: 'حقل {field} يجب ألا يقل عن {min} حرفاً.',
  fieldTooLong: 'حقل {field} يجب ألا يزيد عن {max} حرفاً.',
  fieldInvalidOption: 'قيمة حقل {field} غير مقبولة.',
  fieldInvalid: 'قيمة حقل {field} غير صالحة.',
  fieldUnknown: 'الحقل {field} غير معروف.',
} as const;

export type MessageKey = keyof typeof messages;

/** Arabic labels of request fields, used in per-field validation messages. Unknown fields fall back to their name. */
export const fieldLabels: Record<string, string> = {
  keyword: 'الكلمة المفتاحية',
  page: 'رقم الصفحة',
  limit: 'عدد النتائج',
  sort_key: 'ترتيب حسب',
  sort_type: 'اتجاه الترتيب',
  filters: 'عوامل التصفية',
  brand: 'الماركة',
  brands: 'الماركات',
  category: 'الفئة',
  categories: 'الفئات',
  price_min: 'أقل سعر',
  price_max: 'أعلى سعر',
  availability: 'التوفر',
  product_id: 'رقم المنتج',
  variant_id: 'رقم النوع',
  id: 'المعرّف',
  mobile: 'رقم الهاتف',
  code: 'الرمز',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  quantity: 'الكمية',
  price: 'السعر',
  title: 'العنوان',
  location: 'الموقع',
  region: 'المنطقة',
  search: 'البحث',
  wallet: 'المحفظة',
  address_id: 'العنوان',
  order_id: 'رقم الطلب',
  category_id: 'الفئة',
  shopify_variant_id: 'رقم النوع',
  shopify_product_id: 'رقم المنتج',
  fcm_token: 'رمز الإشعارات',
  image_path: 'الصورة',
  rating: 'التقييم',
  comment: 'التعليق',
  phone: 'رقم الهاتف',
  city_id: 'المدينة',
  address: 'العنوان',
};

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
