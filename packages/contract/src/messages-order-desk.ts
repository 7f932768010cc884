/**
 * Arabic messages of the desk's bulk moves and order edits (issue 24, item 9), spread into `messages` (messages.ts
 * stays under its size limit). Ours: the spec shows none of these.
 */
/** `{orders}`: the count in Arabic grammar ("طلبان", "3 طلبات"); `{moved}`: a number. */
export const ordersBulkMoved = 'نُقل {moved} من {orders}. راجع ما لم يُنقل وسببه.';
export const ordersBulkMovedAll = 'تم نقل كل الطلبات المحددة ({moved}).';
export const ordersBulkCourierRequired = 'اختر شركة التوصيل لشحن الطلبات المحددة.';
export const orderNotEditable = 'لا تُعدَّل منتجات طلب إلا وهو قيد الانتظار.';
export const orderEditSeller = 'طلبات البائعين تُعدَّل من سلة البائع: خصوماتها وعمولتها من حسابه.';
export const orderEditUnknownVariant = 'منتج من المنتجات الجديدة غير متاح للبيع.';
export const orderLinesChanged = 'تم تعديل منتجات الطلب وإبلاغ الزبون.';
/** The SMS and the in-store notice of an edited order; `{total}` is what the courier collects now. */
export const orderEditedSms = 'وندر بيوتي: عدّلنا منتجات طلبك رقم {number} كما اتفقنا. المبلغ عند الاستلام: {total}.';
export const orderNoticeEdited = 'عُدِّلت منتجات طلبك {number}. المبلغ عند الاستلام الآن {total}.';
