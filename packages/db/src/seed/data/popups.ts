import type { PopupPageLabel } from '@wb/contract';

/**
 * The marketing popups a careful shop would run (issue 24, docs/decisions.md): each one true (its offer exists in
 * the seed: the WELCOME10 and CERAVE15 codes, the white-friday collection, the skin quiz), each button leading
 * somewhere real, none on the checkout, the thank-you page or sign-in. Together the active ones still cover every
 * rule of spec §4: show_time > 0; reshow_time > 0 with show_time 0; both zero; closable and not; image and text;
 * tied to a collection; a button to a page of the store. Two are kept inactive: "download the app" waits for the
 * app (issue 26) and has nowhere to lead yet; Ramadan's offer is over.
 */
export interface PopupData {
  title: string;
  description: string;
  pages: PopupPageLabel[];
  status: boolean;
  /** Slug of the collection it is tied to (collections data). */
  collection?: string;
  /** A page of the store its button leads to, e.g. the skin quiz. */
  buttonLink?: string;
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
    collection: 'best-sellers',
    contentType: 'image',
    buttonText: 'تسوقي الآن',
    closeable: true,
    showTime: 5,
    reshowTime: 0,
    color: '#e5007e',
  },
  {
    // The CERAVE15 code (promotions data) is the offer; the popup says what the code gives.
    title: 'خصم 15% على سيرافي',
    description: 'على جميع منتجات سيرافي بكود CERAVE15، لفترة محدودة.',
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
    // No app to download until the installable app of issue 26: inactive, and the desk refuses to switch it on
    // while its button leads nowhere.
    title: 'حمّل تطبيق وندر بيوتي',
    description: 'عروض حصرية وتتبع طلباتك بسهولة من التطبيق.',
    pages: ['products', 'product-details', 'search'],
    status: false,
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
    // No count of questions: the quiz is edited at the desk, and a number here would go stale (it said five of four).
    title: 'اختبري نوع بشرتك',
    description: 'أجيبي عن أسئلة قصيرة عن بشرتك، ونقترح لكِ الروتين المناسب.',
    pages: ['wonder-zone', 'categories'],
    status: true,
    buttonLink: '/survey/quiz',
    contentType: 'text',
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
    collection: 'deals',
    contentType: 'image',
    buttonText: 'تسوقي الآن',
    closeable: true,
    showTime: 3,
    reshowTime: 0,
    color: '#7b2cbf',
  },
];
