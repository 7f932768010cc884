import { deskFieldLabels } from './desk-field-labels';
import * as connection from './messages-connection';
import * as content from './messages-content';
import * as general from './messages-general';
import * as inputRules from './messages-input-rules';
import * as notices from './messages-notices';
import * as orderDesk from './messages-order-desk';
import * as partners from './messages-partners';
import * as quiz from './messages-quiz';
import * as referrals from './messages-referrals';
import * as sellers from './messages-sellers';
import * as wishlist from './messages-wishlist';

/**
 * The Arabic message catalogue as one object, keyed by message name: what the API, its validation and the error
 * codes look up by key. The texts themselves live one export each in `messages-*.ts` (see `message-catalogue.ts`, the
 * zod-free entry a browser imports).
 */
// The partner, quiz and seller files also hold field labels, and the general and seller files plural forms: not
// messages, so left out.
export const messages = (({ partnerFieldLabels, quizFieldLabels, sharedItemsCount, otpWaitMinutes, ...texts }) =>
  texts)({
  ...connection,
  ...general,
  ...inputRules,
  ...wishlist,
  ...sellers,
  ...content,
  ...notices,
  ...orderDesk,
  ...referrals,
  ...partners,
  ...quiz,
});

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
  channel: 'طريقة إرسال الرمز',
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
  compare_at: 'السعر قبل الخصم',
  shopify_variant_sku: 'رمز المنتج',
  vendor: 'الماركة',
  is_bundle: 'الحزمة',
  _method: 'طريقة الطلب',
  delivery_fee: 'أجور التوصيل',
  code_type: 'نوع الخصم',
  code_value: 'قيمة الخصم',
  discount_type: 'نوع الخصم',
  discount_value: 'قيمة الخصم',
  discount_reason: 'سبب الخصم',
  items: 'المنتجات',
  contact: 'جهة الاتصال',
  contact_id: 'جهة الاتصال',
  cart_id: 'السلة',
  gifts: 'الهدايا',
  program_id: 'برنامج الهدايا',
  note: 'الملاحظات',
  payment_method: 'طريقة الدفع',
  landmark: 'أقرب نقطة دالة',
  is_active: 'العنوان الافتراضي',
  referral_code: 'رمز الدعوة',
  referrer_amount: 'مكافأة صاحبة الدعوة',
  friend_amount: 'مكافأة الصديقة',
  ...deskFieldLabels,
  ...partners.partnerFieldLabels,
  ...quiz.quizFieldLabels,
};

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
