import type { Popup, PopupPageLabel } from '@wb/contract';

/** The popup page map's labels (contract `popupPageMap`) as the desk names the pages. */
export const popupPageNames: Record<PopupPageLabel, string> = {
  homepage: 'الرئيسية',
  'wonder-zone': 'وندر زون',
  'product-details': 'صفحة المنتج',
  cart: 'السلة',
  orders: 'طلباتي',
  'order-details': 'تفاصيل الطلب',
  'offer-page': 'العروض',
  categories: 'الفئات',
  products: 'كل المنتجات',
  profile: 'حسابي',
  wishlist: 'المفضلة',
  'notify-me': 'أعلمني عند التوفر',
  wallet: 'المحفظة',
  codes: 'أكوادي',
  notification: 'الإشعارات',
  quiz: 'الاستبيان',
  'help-us': 'ساعدنا',
  subscription: 'الاشتراك',
  partner: 'الشركاء',
  'collection-all-products': 'صفحة مجموعة',
  'collection-body': 'مجموعات الجسم',
  'collection-brands': 'مجموعات الماركات',
  'collection-category': 'مجموعات الفئات',
  'collection-guarantee': 'مجموعات الضمان',
  'collection-hair': 'مجموعات الشعر',
  'collection-ingredients': 'مجموعات المكونات',
  'collection-partner': 'مجموعات الشركاء',
  'collection-products-list': 'قائمة المنتجات',
  address: 'عناويني',
  checkout: 'إتمام الطلب',
  thankyou: 'شكراً لطلبك',
  search: 'البحث',
  'privacy-policy': 'سياسة الخصوصية',
  auth: 'تسجيل الدخول',
  about: 'من نحن',
  faq: 'الأسئلة الشائعة',
  contact: 'اتصل بنا',
  terms: 'الشروط والأحكام',
};

/** Seconds as a shop owner says them: `10 ثوانٍ`, `5 دقائق`, `يوم`, `3 أيام`. */
export function durationText(seconds: number): string {
  const units: Array<[number, string, string]> = [
    [86_400, 'يوم', 'أيام'],
    [3_600, 'ساعة', 'ساعات'],
    [60, 'دقيقة', 'دقائق'],
    [1, 'ثانية', 'ثوانٍ'],
  ];
  for (const [size, one, many] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return count === 1 ? one : `${count} ${count <= 10 ? many : one}`;
    }
  }
  return `${seconds} ثانية`;
}

/**
 * When a popup appears and comes back, in a sentence, as the storefront applies spec §4 (popup-rules.ts): a delayed
 * popup shows on every visit whatever its reshow time (docs/decisions.md); otherwise a reshow time keeps a closed
 * popup away for that long.
 */
export function timingText(popup: Pick<Popup, 'show_time' | 'reshow_time'>): string {
  if (popup.show_time > 0) {
    const note = popup.reshow_time > 0 ? ' (مدة إعادة الظهور لا تؤخر نافذة لها وقت ظهور)' : '';
    return `تظهر بعد ${durationText(popup.show_time)} من فتح الصفحة، في كل زيارة لها${note}`;
  }
  if (popup.reshow_time > 0) {
    return `تظهر فور فتح الصفحة، وبعد إغلاقها لا تعود قبل ${durationText(popup.reshow_time)}`;
  }
  return 'تظهر فور فتح الصفحة، في كل زيارة لها';
}
