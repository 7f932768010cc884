/**
 * The Arabic message catalogue's general part, one export per message: every string a person can see that no
 * `messages-*.ts` of its own holds. Strings quoted by the product spec are copied verbatim (including the few English
 * ones the spec lists as fixed failure messages); the rest are ours, written for a shopper in Baghdad.
 */
import type { CountForms } from './plural';

// ── Spec §8: general (verbatim)
export const sessionExpired = 'انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى';
export const addToCartLoginNeeded = 'يجب عليك تسجيل الدخول لإضافة المنتج إلى السلة';

// ── Spec §8: fixed failure messages (verbatim)
export const fetchCartFailed = 'Failed to fetch cart';
export const deleteItemFailed = 'Failed to delete item';
export const deleteAllItemsFailed = 'Failed to delete all items';
export const deleteCartFailed = 'حدث خطأ أثناء حذف السلة';
export const deleteAddressFailed = 'حدث خطأ أثناء حذف العنوان';
export const activateAddressFailed = 'حدث خطأ أثناء تغيير العنوان النشط';
export const searchFailed = 'حدث خطأ أثناء البحث';
export const requestProductFailed = 'حدث خطأ أثناء طلب المنتج';
export const deleteOrderFailed = 'حدث خطأ أثناء حذف الطلب';
export const brandProductsFailed = 'حدث خطأ أثناء تحميل منتجات الماركة';
export const deleteAccountFailed = 'Failed to delete account.';
export const fetchReorderFailed = 'Failed to fetch reorder data';
export const updateCategoryNameFailed = 'Failed to update category name';
export const fetchArticlesFailed = 'Failed to fetch articles.';
export const fetchArticleFailed = 'Failed to fetch article details.';
export const fetchPageFailed = 'Failed to fetch page.';

// ── Spec §8: success messages (verbatim)
export const addedToCart = 'تمت الإضافة الى السلة';
export const notifyWhenAvailable = 'سيتم اعلامك عند التوفر';
export const updatedSuccessfully = 'تم التعديل بنجاح';
export const cartItemRemoved = 'تم إزالة المنتج من سلة المشتريات بنجاح';
export const cartEmptied = 'تم إفراغ السلة بنجاح';
export const cartDeleted = 'تم حذف السلة بنجاح';
export const addressDeleted = 'تم حذف العنوان بنجاح';
export const orderDeleted = 'تم حذف الطلب بنجاح';
export const reviewDeleted = 'تم حذف التقييم بنجاح';

// ── Ours: request plumbing
export const ok = 'تم بنجاح';
export const appKeyMissing = 'مفتاح التطبيق مفقود. أرسل الترويسة X-App-Key مع كل طلب.';
export const appKeyInvalid = 'مفتاح التطبيق غير صحيح.';
export const unauthenticated = 'يجب تسجيل الدخول للمتابعة.';
export const forbidden = 'ليست لديك صلاحية للقيام بهذا الإجراء.';
export const notFound = 'العنصر المطلوب غير موجود.';
export const routeNotFound = 'المسار المطلوب غير موجود.';
export const methodNotAllowed = 'طريقة الطلب غير مدعومة لهذا المسار.';
export const validationFailed = 'البيانات المرسلة غير صالحة.';
export const invalidJson = 'صيغة JSON في جسم الطلب غير صالحة.';
export const invalidEncoding = 'جسم الطلب ليس نصاً صالحاً بترميز UTF-8.';
export const jsonTooDeep = 'بيانات الطلب متداخلة بعمق أكبر من المسموح.';
export const invalidPath = 'عنوان الطلب غير صالح: يحتوي على ترميز خاطئ.';
export const pathTooLong = 'جزء من عنوان الطلب أطول من المسموح.';
export const unsupportedMediaType = 'نوع المحتوى غير مدعوم. أرسل البيانات بصيغة JSON.';
export const payloadTooLarge = 'حجم الطلب أكبر من المسموح.';
export const requestTooLarge = 'عنوان الطلب أو ترويساته أطول من المسموح.';
export const badRequest = 'الطلب غير صالح.';
export const rateLimited = 'عدد الطلبات كبير جداً، يرجى المحاولة بعد قليل.';
export const notReady = 'الخدمة غير جاهزة حالياً.';
export const serverBusy = 'الخادم مشغول لحظياً، أعد المحاولة بعد ثانية.';
export const limitsUnavailable = 'لا يمكننا إرسال رمز التحقق أو التأكد منه الآن، يرجى المحاولة بعد لحظات.';
export const notImplemented = 'هذه الخدمة غير متاحة بعد، وستتوفر قريباً.';

// ── Ours: writes repeated by a double tap or a retry
export const idempotencyKeyInvalid =
  'مفتاح عدم التكرار (Idempotency-Key) غير صالح: من 8 إلى 200 حرف من الأحرف والأرقام.';
export const idempotencyKeyReused = 'استُخدم مفتاح عدم التكرار هذا مع طلب مختلف.';

// ── Ours: cart and stock
export const cartLineNotFound = 'هذا المنتج غير موجود في سلتك.';
export const cartTooManyLines = 'وصلت سلتك إلى الحد الأقصى ({max} منتجاً مختلفاً). أكمل طلبك أو احذف بعض المنتجات.';
export const cartQuantityLimit = 'الكمية القصوى لكل منتج في السلة {max} قطعة.';
export const variantNotFound = 'هذا المنتج لم يعد متوفراً في المتجر.';
export const stockOut = 'نفدت كمية هذا المنتج حالياً.';
export const stockInsufficient = 'الكمية المتوفرة من هذا المنتج {available} فقط.';

// ── Ours: a guest's cart poured into hers at sign-in (issue 24)
export const guestCartMerged = 'أضفنا إلى سلتك ما اخترتِه قبل تسجيل الدخول.';
export const mergeGone = 'منتج من سلتك لم يعد متوفراً في المتجر، فلم يُنقل إلى حسابك.';
export const mergeStockOut = '«{title}»: نفدت الكمية، فلم يُنقل إلى سلتك.';
export const mergeAlreadyFull = '«{title}»: في سلتك كل ما يمكن طلبه منه، فلم نُضف المزيد.';
export const mergeReducedStock = '«{title}»: أضفنا {added} من {requested} فقط حسب الكمية المتوفرة.';
export const mergeReducedLimit = '«{title}»: أضفنا {added} من {requested} فقط، فالحد الأقصى لكل منتج {max} قطعة.';
export const mergeNoRoom = '«{title}»: لم يُنقل، فسلتك وصلت إلى الحد الأقصى ({max} منتجاً مختلفاً).';
export const mergeNotKept = 'بعض ما اخترتِه قبل تسجيل الدخول لم يُنقل كما هو:';

// ── Ours: checkout
export const codeUnknown = 'كود الخصم غير صحيح.';
export const codeNotStarted = 'كود الخصم لم يبدأ العمل به بعد.';
export const codeExpired = 'انتهت صلاحية كود الخصم.';
export const codeExhausted = 'نفدت مرات استخدام كود الخصم.';
export const codeCustomerLimit = 'استخدمت كود الخصم هذا من قبل بالحد المسموح.';
export const codeFirstOrderOnly = 'كود الخصم هذا لطلبك الأول فقط.';
export const codeMinSubtotal = 'كود الخصم يعمل للطلبات من {min} فأكثر.';
export const codeNotApplicable = 'كود الخصم لا يشمل المنتجات التي في سلتك.';
export const codeApplied = 'تم تطبيق كود الخصم.';
export const walletInsufficient = 'رصيد محفظتك لا يكفي. الرصيد المتاح {balance}.';
export const giftUnknown = 'الهدية المختارة غير موجودة.';
export const giftNotUnlocked = 'لم تصل سلتك بعد إلى الحد المطلوب لهذه الهدية.';
export const giftTooMany = 'يمكنك اختيار {max} من هدايا هذا العرض فقط.';
export const giftOutOfStock = 'نفدت كمية الهدية المختارة. اختر هدية أخرى.';
export const giftsFellAway = 'سقطت الهدايا التي اخترتها لأن مجموع سلتك أقل من حد العرض.';
export const cartEmpty = 'سلتك فارغة.';
export const orderMinTotal = 'أقل مبلغ للطلب {min}.';
export const orderNotFound = 'الطلب غير موجود.';
export const orderTotalChanged = 'تغيّر مجموع طلبك إلى {total}. راجع الفاتورة ثم أكّد الطلب.';
export const orderTooLarge = 'مبلغ الطلب أكبر من {max}. قسّمه على أكثر من طلب أو تواصل معنا.';
export const orderNotCancellable = 'لا يمكن إلغاء هذا الطلب بعد تأكيده. تواصل معنا للمساعدة.';
export const orderTransitionInvalid = 'لا يمكن نقل الطلب إلى هذه الحالة من حالته الحالية.';
export const orderPlacedSms = 'وندر بيوتي: استلمنا طلبك رقم {number} بقيمة {total}. الدفع عند الاستلام. شكراً لك!';
export const orderCancelled = 'تم إلغاء طلبك رقم {number}.';

// ── Ours: the staff desk (issue 12) — the SMS a customer gets when staff move their order
export const orderConfirmedSms = 'وندر بيوتي: تم تأكيد طلبك رقم {number} وسنجهزه للشحن قريباً.';
export const orderShippedSms = 'وندر بيوتي: طلبك رقم {number} في الطريق إليك مع {courier}. رقم التتبع: {tracking}.';
export const orderShippedPlainSms = 'وندر بيوتي: طلبك رقم {number} في الطريق إليك.';
export const orderDeliveredSms = 'وندر بيوتي: تم توصيل طلبك رقم {number}. شكراً لتسوقك معنا!';
export const orderCancelledSms = 'وندر بيوتي: تم إلغاء طلبك رقم {number}. للاستفسار تواصل معنا.';
export const orderReturnedSms = 'وندر بيوتي: تم تسجيل إرجاع طلبك رقم {number}.';
export const orderStatusChanged = 'تم تحديث حالة الطلب.';
export const reorderNothingAvailable = 'منتجات هذا الطلب غير متوفرة حالياً.';
export const reorderPartly = 'أضفنا إلى السلة المنتجات المتوفرة فقط.';

// ── Ours: saved addresses
export const addressNotFound = 'العنوان غير موجود.';
export const addressLimit = 'لا يمكن حفظ أكثر من {max} عنواناً. احذف عنواناً قديماً لإضافة عنوان جديد.';
export const cityUnknown = 'المحافظة المختارة غير معروفة. اختر محافظة من القائمة.';

// ── Ours: catalogue
export const productNotFound = 'المنتج غير موجود.';
export const brandNotFound = 'الماركة غير موجودة.';
export const collectionNotFound = 'المجموعة غير موجودة.';

// ── Ours: the staff desk — catalogue, stock, images and imports (issue 12)
export const productSaved = 'تم حفظ المنتج.';
export const stockAdjusted = 'تم تعديل المخزون.';
export const importQueued = 'بدأ الاستيراد. تابع تقدّمه في هذه الصفحة.';
export const productHandleTaken = 'الرابط المختصر «{handle}» مستخدم لمنتج آخر.';
export const variantSkuTaken = 'رمز المنتج (SKU) «{sku}» مستخدم لنوع آخر.';
export const variantCompareAtNotAbove = 'السعر قبل الخصم يجب أن يكون أعلى من السعر.';
export const brandUnknown = 'الماركة المختارة غير موجودة.';
export const categoryUnknown = 'الفئة المختارة غير موجودة.';
export const collectionUnknown = 'إحدى المجموعات المختارة غير موجودة.';
export const stockBelowZero = 'لا يمكن أن يصبح المخزون أقل من صفر. المتوفر الآن {available}.';
export const imageTypeInvalid = 'الملف ليس صورة بصيغة JPEG أو PNG أو WebP.';
export const imageTooLarge = 'حجم الصورة أكبر من {max} ميغابايت.';
export const imageNotFound = 'الصورة غير موجودة.';
export const imageOrderMismatch = 'قائمة الصور لا تطابق صور المنتج.';
export const importNotFound = 'عملية الاستيراد غير موجودة.';
export const importFileMissing = 'أرفق ملف CSV للاستيراد.';
export const importCsvInvalid = 'تعذّرت قراءة الملف: يجب أن يكون ملف CSV من تصدير منتجات شوبيفاي وفيه عمود Handle.';
export const importActorGone = 'حُذف حساب من بدأ الاستيراد، فلم يُنفَّذ.';
export const importFailed = 'توقّف الاستيراد بسبب خطأ غير متوقع. أعد المحاولة.';
// Why an import rejected a row
export const importTitleMissing = 'العنوان (Title) فارغ، وهو مطلوب لمنتج جديد.';
export const importVendorMissing = 'المورّد (Vendor) فارغ، وهو مطلوب لمنتج جديد (يصير الماركة).';
export const importPriceInvalid = 'السعر «{value}» غير صالح: يجب أن يكون عدداً صحيحاً من الدنانير غير سالب.';
export const importCompareAtInvalid = 'السعر قبل الخصم «{value}» غير صالح: يجب أن يكون عدداً صحيحاً من الدنانير.';
export const importQuantityInvalid = 'الكمية «{value}» غير صالحة: يجب أن تكون عدداً صحيحاً غير سالب.';
export const importStatusUnknown = 'الحالة «{value}» غير معروفة: المسموح active أو draft أو archived.';
export const importSkuDuplicate = 'رمز المنتج (SKU) «{sku}» مكرر في الملف (أول مرة في السطر {line}).';
export const importSkuInvalid = 'رمز المنتج (SKU) «{sku}» غير صالح: أحرف وأرقام و . _ - / فقط، حتى 64 حرفاً.';
export const importHandleInvalid = 'الرابط المختصر (Handle) «{handle}» غير صالح.';
export const importTooLong = 'قيمة {column} أطول من المسموح.';
export const importGiftCard = 'بطاقات الهدايا (Gift Card) لا تُباع في المتجر.';
export const importNoVariant = 'لا يوجد في هذا الصف نوع صالح للمنتج.';
export const importRowsMissing = 'لا توجد صفوف صالحة لهذا المنتج.';

// ── Ours: field validation (Laravel-style, per field). `{field}` is replaced with the field's Arabic label.
export const fieldRequired = 'حقل {field} مطلوب.';
export const fieldMustBeString = 'حقل {field} يجب أن يكون نصاً.';
export const fieldMustBeNumber = 'حقل {field} يجب أن يكون رقماً.';
export const fieldMustBeInteger = 'حقل {field} يجب أن يكون عدداً صحيحاً.';
export const fieldMustBeBoolean = 'حقل {field} يجب أن يكون صحيحاً أو خطأ.';
export const fieldMustBeArray = 'حقل {field} يجب أن يكون قائمة.';
export const fieldMustBeObject = 'حقل {field} يجب أن يكون كائناً.';
export const fieldTooSmall = 'قيمة حقل {field} يجب ألا تقل عن {min}.';
export const fieldTooBig = 'قيمة حقل {field} يجب ألا تزيد عن {max}.';
export const fieldTooShort = 'حقل {field} يجب ألا يقل عن {min} حرفاً.';
export const fieldTooLong = 'حقل {field} يجب ألا يزيد عن {max} حرفاً.';
export const fieldInvalidOption = 'قيمة حقل {field} غير مقبولة.';
export const fieldInvalid = 'قيمة حقل {field} غير صالحة.';
export const fieldUnknown = 'الحقل {field} غير معروف.';

// ── Ours: accounts (spec §8: OTP sent, account created, logged in, OTP resent — wording not shown)
export const otpSent = 'تم إرسال رمز التحقق إلى رقم هاتفك.';
export const accountCreated = 'تم إنشاء حسابك بنجاح، وأرسلنا رمز التحقق إلى رقم هاتفك.';
export const loggedIn = 'تم تسجيل الدخول بنجاح.';
export const otpResent = 'تم إعادة إرسال رمز التحقق.';
export const sessionRefreshed = 'تم تجديد الجلسة.';
export const accountDeleted = 'تم حذف حسابك بنجاح.';
export const loggedOut = 'تم تسجيل الخروج.';
export const mobileInvalid = 'رقم الهاتف غير صحيح. أدخل رقماً عراقياً مثل 07701234567.';
export const mobileNotRegistered = 'هذا الرقم غير مسجل لدينا. أنشئ حساباً جديداً للمتابعة.';
export const mobileAlreadyRegistered = 'هذا الرقم مسجل مسبقاً. سجّل الدخول برقمك.';
export const otpInvalid = 'رمز التحقق غير صحيح أو انتهت صلاحيته. اطلب رمزاً جديداً إن لزم.';
export const otpFormat = 'رمز التحقق يتكون من 6 أرقام.';
export const otpResendTooSoon = 'يمكنك طلب رمز جديد بعد {seconds} ثانية.';
// `{wait}`: how long until a code may be asked for again («12 دقيقة», `otpWaitMinutes`); issue 24.
export const otpTooManyForNumber = 'تجاوزت عدد الرموز المسموح بها لهذا الرقم. حاول مرة أخرى بعد {wait}.';
export const otpTooManyFromNetwork = 'طلبات كثيرة من شبكتك. حاول مرة أخرى لاحقاً.';
// One channel's budget spent, the other still open (issue 24): `{via}` and `{other}` are `otpViaSms`/`otpViaWhatsApp`.
export const otpTooManyForChannel =
  'تجاوزت عدد الرموز المسموح بها {via} لهذا الرقم. حاول مرة أخرى بعد {wait}، أو اطلب الرمز {other}.';
export const otpViaSms = 'برسالة نصية';
export const otpViaWhatsApp = 'عبر واتساب';
export const smsFailed = 'تعذر إرسال رسالة التحقق الآن. حاول مرة أخرى بعد قليل.';
export const whatsappFailed = 'تعذر إرسال الرمز عبر واتساب الآن. اطلبه برسالة نصية أو حاول مرة أخرى بعد قليل.';
export const otpSmsText = 'رمز التحقق في وندر بيوتي: {code}\nصالح لمدة 5 دقائق. لا تشاركه مع أي أحد.';
// The web's defaults when a call fails without a message of its own (spec §8: wording not shown).
export const loginFailed = 'تعذر تسجيل الدخول الآن. حاول مرة أخرى بعد قليل.';
export const registerFailed = 'تعذر إنشاء الحساب الآن. حاول مرة أخرى بعد قليل.';
export const otpSendFailed = 'تعذر إرسال رمز التحقق الآن. حاول مرة أخرى بعد قليل.';
export const otpVerifyFailed = 'تعذر التحقق من الرمز الآن. حاول مرة أخرى.';
export const otpResendFailed = 'تعذرت إعادة إرسال الرمز الآن. حاول مرة أخرى بعد قليل.';
export const logoutFailed = 'تعذر تسجيل الخروج الآن. حاول مرة أخرى.';
export const mobileRequired = 'أدخل رقم هاتفك.';
export const nameRequired = 'أدخل اسمك.';

// ── Ours: shopping, orders and seller tools
export const notifyMeRemoved = 'تم إلغاء التنبيه عند التوفر.';
export const orderPlaced = 'تم استلام طلبك بنجاح، وسنتواصل معك لتأكيده.';
export const addressSaved = 'تم حفظ العنوان بنجاح.';
export const contactSaved = 'تم حفظ جهة الاتصال بنجاح.';
export const contactDeleted = 'تم حذف جهة الاتصال بنجاح.';
export const reviewSubmitted = 'شكراً لك، تم إرسال تقييمك.';
export const productRequested = 'تم استلام طلبك، وسنبلغك عند توفر المنتج.';
export const sellerCartCreated = 'تم إنشاء السلة بنجاح.';
export const cartShared = 'تم إنشاء رابط مشاركة السلة.';
export const percentageTooBig = 'نسبة الخصم يجب ألا تزيد عن 100.';

// ── Ours: the staff desk — promotions and settings (issue 12)
export const codeNotFound = 'كود الخصم غير موجود.';
export const codeTaken = 'يوجد كود خصم آخر بالاسم {code}. اختر اسماً غيره.';
export const codeLimitBelowUses = 'استُخدم هذا الكود {used} مرة حتى الآن، فلا يمكن أن يكون حد الاستخدام أقل من ذلك.';
export const codeFormat = 'الكود من 3 إلى 30 حرفاً أو رقماً، بلا مسافات (يُسمح بـ - و _).';
export const percentageRange = 'نسبة الخصم من 1 إلى 100.';
export const fixedValueMin = 'قيمة الخصم الثابت دينار واحد على الأقل.';
export const endBeforeStart = 'تاريخ الانتهاء يجب ألا يسبق تاريخ البدء.';
export const listHasDuplicates = 'القائمة تحتوي على عناصر مكررة.';
export const giftProductsRequired = 'اختر منتجاً واحداً على الأقل هديةً لهذا البرنامج.';
export const giftProgramNotFound = 'برنامج الهدايا غير موجود.';
export const popupNotFound = 'النافذة المنبثقة غير موجودة.';
export const popupPagesRequired = 'اختر صفحة واحدة على الأقل تظهر فيها النافذة.';
export const popupImageRequired = 'النافذة من نوع صورة تحتاج إلى صورة.';
export const popupNoWayToClose =
  'النافذة تحتاج إلى زر (نص الزر) أو أن تكون قابلة للإغلاق، وإلا لن يستطيع الزائر إغلاقها.';
// Ours on top of spec §4 (issue 24): popups sell, they do not block. \u2066…\u2069 keeps a path left-to-right.
export const popupPageNotAllowed =
  'لا تظهر النوافذ المنبثقة في صفحات إتمام الطلب وشكراً لطلبك وتسجيل الدخول، حتى لا تقف بين الزبون وطلبه. أزل هذه الصفحات.';
export const popupButtonNeedsTarget =
  'زر النافذة يجب أن يقود إلى مكان حقيقي: اختر مجموعة أو اكتب رابط صفحة في المتجر (مثل \u2066/survey/quiz\u2069)، أو احذف نص الزر.';
export const popupButtonLinkFormat = 'رابط الزر صفحة في المتجر تبدأ بـ / (مثل \u2066/survey/quiz\u2069)، بلا مسافات.';
export const imagePathFormat = 'رابط الصورة يبدأ بـ /media/ أو https://';
export const faqNotFound = 'السؤال غير موجود.';
export const faqOrderMismatch = 'أرسل كل الأسئلة في الترتيب الجديد، كل سؤال مرة واحدة.';
export const referenceUnknown = 'بعض العناصر المختارة غير موجودة: {ids}.';
export const nothingToChange = 'لم يُرسل أي تغيير.';
export const linkFormat = 'الرابط يجب أن يبدأ بـ https://';
export const saved = 'تم الحفظ بنجاح.';
export const codeCreated = 'تم إنشاء كود الخصم.';
export const codeDeactivated = 'تم إيقاف كود الخصم.';
export const codeActivated = 'تم تفعيل كود الخصم.';
export const giftProgramCreated = 'تم إنشاء برنامج الهدايا.';
export const popupCreated = 'تم إنشاء النافذة المنبثقة.';
export const popupDeleted = 'تم حذف النافذة المنبثقة.';
export const faqCreated = 'تمت إضافة السؤال.';
export const faqDeleted = 'تم حذف السؤال.';
// ── Ours: the staff desk — customers, staff, audit and the orders export (issue 12)
export const accountBlocked = 'هذا الحساب موقوف. للمساعدة تواصل مع خدمة عملاء وندر بيوتي.';
export const accountNotFound = 'الحساب غير موجود.';
export const customerNotFound = 'الزبون غير موجود.';
export const customerIsStaff = 'هذا حساب أحد موظفي المتجر، ولا يُدار من صفحة الزبائن.';
export const customerAlreadyBlocked = 'هذا الحساب موقوف مسبقاً.';
export const customerNotBlocked = 'هذا الحساب غير موقوف.';
export const customerBlocked = 'تم إيقاف الحساب وإنهاء جميع جلساته.';
export const customerUnblocked = 'تم رفع الإيقاف عن الحساب.';
export const walletAdjusted = 'تم تعديل رصيد المحفظة.';
export const walletDebitOverBalance = 'لا يمكن خصم {amount}: رصيد محفظة الزبون {balance} فقط.';
export const staffSellerAccount = 'هذا الرقم لحساب بائع (صيدلية أو مؤثر). لا يصبح حساب بائع حساب موظف.';
export const staffOwnAdminRole = 'لا يمكنك إزالة صلاحية المدير عن حسابك. اطلب ذلك من مدير آخر.';
export const staffRoleChanged = 'تم تحديث صلاحية الحساب.';
export const exportTooManyRows = 'الطلبات المطابقة أكثر من {max}. ضيّق الفترة أو الفلاتر ثم صدّر مرة أخرى.';
// ── Ours: reviews and product requests (issue 13)
export const reviewNotFound = 'التقييم غير موجود.';
export const reviewAuthorGone = 'أحد العملاء';
export const reviewAlreadyHidden = 'هذا التقييم مخفي مسبقاً.';
export const reviewNotHidden = 'هذا التقييم ظاهر للزبائن.';
export const reviewHidden = 'تم إخفاء التقييم عن صفحة المنتج.';
export const reviewShown = 'تم إظهار التقييم على صفحة المنتج.';
export const productRequestNotFound = 'طلب المنتج غير موجود.';
export const productRequestTooMany = 'أرسلت طلبات كثيرة اليوم. حاول مرة أخرى غداً.';
export const productRequestTransition = 'لا يمكن نقل الطلب من «{from}» إلى «{to}».';
export const productRequestProductRequired = 'اختر المنتج الذي أضيف إلى المتجر.';
export const productRequestUpdated = 'تم تحديث حالة الطلب.';
export const productRequestAddedTitle = 'أصبح المنتج الذي طلبته متوفراً';
export const productRequestAddedBody = 'أضفنا «{name}» إلى المتجر بناءً على طلبك.';

/** The wait in a code lockout's message ("بعد {wait}"): at most an hour, in whole minutes (issue 24). */
export const otpWaitMinutes: CountForms = {
  zero: 'دقيقة واحدة',
  one: 'دقيقة واحدة',
  two: 'دقيقتين',
  few: '{n} دقائق',
  many: '{n} دقيقة',
  other: '{n} دقيقة',
};
