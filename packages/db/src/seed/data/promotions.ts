/**
 * Demo discount codes and gift programs, one for each rule the checkout applies: first order only with a cap, a fixed
 * amount from a minimum, free delivery, a brand-limited code, a small usage limit, an expired code. Dates are days
 * from the seed's reference date, so the seed stays deterministic. Gift products are anchor products (by handle),
 * which every catalogue of at least the anchors' size holds.
 */
export interface CodeData {
  code: string;
  description: string;
  kind: 'percentage' | 'fixed' | 'free_delivery';
  value: number;
  minSubtotal?: number;
  maxDiscount?: number;
  /** Days from the reference date; absent: no bound. */
  startsInDays?: number;
  endsInDays?: number;
  usageLimit?: number;
  perCustomerLimit?: number;
  firstOrderOnly?: boolean;
  /** Brand slugs the code is limited to. */
  brands?: string[];
}

export const codesData: CodeData[] = [
  {
    // The home page's welcome popup names this one (data/popups.ts).
    code: 'WELCOME10',
    description: 'خصم 10% على طلبك الأول، بحد أقصى 10,000 د.ع',
    kind: 'percentage',
    value: 10,
    maxDiscount: 10_000,
    perCustomerLimit: 1,
    firstOrderOnly: true,
  },
  {
    code: 'SAVE5000',
    description: 'خصم 5,000 د.ع على الطلبات من 40,000 د.ع',
    kind: 'fixed',
    value: 5_000,
    minSubtotal: 40_000,
    perCustomerLimit: 3,
  },
  {
    code: 'FREESHIP',
    description: 'توصيل مجاني للطلبات من 25,000 د.ع',
    kind: 'free_delivery',
    value: 0,
    minSubtotal: 25_000,
  },
  {
    code: 'CERAVE15',
    description: 'خصم 15% على منتجات سيرافي، بحد أقصى 15,000 د.ع',
    kind: 'percentage',
    value: 15,
    maxDiscount: 15_000,
    brands: ['cerave'],
    endsInDays: 90,
  },
  {
    code: 'FLASH20',
    description: 'خصم 20% لأول 5 طلبات فقط، بحد أقصى 20,000 د.ع',
    kind: 'percentage',
    value: 20,
    maxDiscount: 20_000,
    usageLimit: 5,
    perCustomerLimit: 1,
    endsInDays: 7,
  },
  {
    code: 'RAMADAN25',
    description: 'خصم 25% بمناسبة رمضان (انتهى العرض)',
    kind: 'percentage',
    value: 25,
    maxDiscount: 25_000,
    startsInDays: -60,
    endsInDays: -30,
  },
];

export interface GiftProgramData {
  name: string;
  description: string;
  minTotal: number;
  maxGifts: number;
  /** Anchor product handles, in the order shown. */
  products: string[];
}

export const giftProgramsData: GiftProgramData[] = [
  {
    name: 'هدية مع طلبك',
    description: 'اطلبي بـ 40,000 د.ع أو أكثر واختاري هدية واحدة مجاناً',
    minTotal: 40_000,
    maxGifts: 1,
    products: [
      'cerave-moisturising-lotion-travel-size-20ml',
      'nivea-creme',
      'essence-i-love-extreme-crazy-volume-mascara',
    ],
  },
  {
    name: 'هديتان مع الطلبات الكبيرة',
    description: 'اطلبي بـ 75,000 د.ع أو أكثر واختاري هديتين مجاناً',
    minTotal: 75_000,
    maxGifts: 2,
    products: [
      'nyx-butter-gloss',
      'garnier-skinactive-micellar-water-400ml',
      'avalon-sunblock-cream-spf50-50ml',
      'essence-lash-princess-false-lash-effect-mascara',
    ],
  },
];

/** The demo customer's welcome credit (outside production only, with the demo accounts). */
export const WELCOME_CREDIT = 15_000;
