import type { PopupPageLabel } from '@wb/contract';

/**
 * Marketing popups covering every rule of spec §4: show_time > 0; reshow_time > 0 with show_time 0; both zero;
 * closable and not; with and without button text; image and text; one tied to a collection; one inactive.
 */
export interface PopupData {
  title: string;
  description: string;
  pages: PopupPageLabel[];
  status: boolean;
  /** Slug of the collection it is tied to (collections data). */
  collection?: string;
  contentType: 'image' | 'text';
  buttonText: string | null;
  closeable: boolean;
  showTime: number;
  reshowTime: number;
  color: string;
}

export const popupsData: PopupData[] = [
  {
    title: 'أهلاً بك في وندر بيوتي',
    description: 'خصم 10% على طلبك الأول بكود WELCOME10',
    pages: ['homepage'],
    status: true,
    contentType: 'image',
    buttonText: 'تسوقي الآن',
    closeable: true,
    showTime: 5,
    reshowTime: 0,
    color: '#e5007e',
  },
  {
    title: 'توصيل مجاني',
    description: 'توصيل مجاني داخل بغداد للطلبات فوق 50,000 دينار.',
    pages: ['cart', 'checkout'],
    status: true,
    contentType: 'text',
    buttonText: null,
    closeable: true,
    showTime: 0,
    reshowTime: 3600,
    color: '#2a9d8f',
  },
  {
    title: 'خصم 20% على سيرافي',
    description: 'على جميع منتجات سيرافي لفترة محدودة.',
    pages: ['collection-brands'],
    status: true,
    collection: 'brand-cerave',
    contentType: 'image',
    buttonText: 'اطلبي الآن',
    closeable: false,
    showTime: 0,
    reshowTime: 0,
    color: '#1c5ca8',
  },
  {
    title: 'حمّل تطبيق وندر بيوتي',
    description: 'عروض حصرية وتتبع طلباتك بسهولة من التطبيق.',
    pages: ['products', 'product-details', 'search'],
    status: true,
    contentType: 'text',
    buttonText: 'حمّل التطبيق',
    closeable: true,
    showTime: 10,
    reshowTime: 86400,
    color: '#3a86ff',
  },
  {
    title: 'عروض الجمعة البيضاء',
    description: 'تخفيضات تصل إلى 50% على آلاف المنتجات.',
    pages: ['collection-all-products', 'offer-page'],
    status: true,
    collection: 'white-friday',
    contentType: 'image',
    buttonText: 'شاهدي العروض',
    closeable: true,
    showTime: 0,
    reshowTime: 1800,
    color: '#111111',
  },
  {
    title: 'تنبيه بخصوص التوصيل',
    description: 'قد يتأخر التوصيل يوماً واحداً بسبب العطلة الرسمية. شكراً لتفهمكم.',
    pages: ['checkout', 'thankyou'],
    status: true,
    contentType: 'text',
    buttonText: 'فهمت',
    closeable: false,
    showTime: 0,
    reshowTime: 0,
    color: '#f4a261',
  },
  {
    title: 'هدية في محفظتك',
    description: 'أضفنا 5,000 دينار إلى محفظتك، استخدميها في طلبك القادم.',
    pages: ['wallet', 'codes'],
    status: true,
    contentType: 'text',
    buttonText: null,
    closeable: true,
    showTime: 2,
    reshowTime: 0,
    color: '#06d6a0',
  },
  {
    title: 'اختبري نوع بشرتك',
    description: 'أجيبي على خمسة أسئلة ونقترح لك الروتين المناسب.',
    pages: ['wonder-zone', 'categories'],
    status: true,
    contentType: 'image',
    buttonText: 'ابدئي الاختبار',
    closeable: true,
    showTime: 0,
    reshowTime: 0,
    color: '#9d4edd',
  },
  {
    title: 'عروض رمضان',
    description: 'انتهى العرض، ترقبوا عروض العيد.',
    pages: ['homepage', 'offer-page'],
    status: false,
    contentType: 'image',
    buttonText: 'تسوقي الآن',
    closeable: true,
    showTime: 3,
    reshowTime: 0,
    color: '#7b2cbf',
  },
];
