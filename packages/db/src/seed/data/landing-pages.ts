/** The campaign page the store starts with (issue 15): a summer skin-care campaign with a demo code. */
export interface LandingPageData {
  slug: string;
  title: string;
  heroTitle: string;
  heroText: string;
  /** The collection of products it shows, by slug (data/collections.ts). */
  collection: string;
  /** A demo code of data/promotions.ts. */
  code: string;
  color: string;
  /** Its dates, in days from the seed's reference date. */
  startsInDays: number;
  endsInDays: number;
}

export const landingPagesData: LandingPageData[] = [
  {
    slug: 'summer-glow',
    title: 'توهّج الصيف',
    heroTitle: 'بشرة صافية رغم حر الصيف',
    heroText:
      'غسول لطيف، وسيروم خفيف، وواقي شمس لا يلمع: روتين كامل يناسب صيف العراق من ماركات أصلية. استعملي الكود عند الدفع لخصم 5,000 د.ع على الطلبات من 40,000 د.ع.',
    collection: 'complete-skincare-routine',
    code: 'SAVE5000',
    color: '#f6bd60',
    startsInDays: -7,
    endsInDays: 90,
  },
];
