/**
 * The pieces the seed's product types are written with: packaging shapes, size lists, Arabic and English phrases
 * (skin and hair types, benefits, shades). The types themselves are in product-types.ts and its departments.
 */
/** Packaging drawn for the product's image. */
export type Shape =
  | 'bottle'
  | 'pump'
  | 'tube'
  | 'jar'
  | 'dropper'
  | 'spray'
  | 'box'
  | 'lipstick'
  | 'pencil'
  | 'compact'
  | 'perfume'
  | 'stick'
  | 'device';

export const shapes: readonly Shape[] = [
  'bottle',
  'pump',
  'tube',
  'jar',
  'dropper',
  'spray',
  'box',
  'lipstick',
  'pencil',
  'compact',
  'perfume',
  'stick',
  'device',
];

export interface Phrase {
  ar: string;
  en: string;
}

export interface SizeOption extends Phrase {
  /** Price multiplier against the smallest size. */
  factor: number;
  /** Not a size to name in the title ('قطعة واحدة', 'جهاز واحد'). */
  hidden?: boolean;
}

export interface ProductTypeData {
  /** Unique; used in handles and media paths. */
  key: string;
  /** The shelf (child category) slug. */
  category: string;
  ar: string;
  en: string;
  shape: Shape;
  /** IQD range of the smallest size (or of any shade). */
  price: [number, number];
  sizes?: SizeOption[];
  shades?: Phrase[];
  targets?: Phrase[];
  benefits?: Phrase[];
  ingredients?: string[];
  tags?: string[];
  /** One Arabic sentence on what it is and does. */
  about: string;
  usage?: string;
  /** Relative frequency among the brand's choices. */
  weight?: number;
  /** Only made as one of the brand's lines (perfumes). */
  needsLine?: boolean;
}

const scale = (amounts: number[], index: number) => ((amounts[index] ?? 1) / (amounts[0] ?? 1)) ** 0.55;

export const ml = (...amounts: number[]): SizeOption[] =>
  amounts.map((amount, i) => ({ ar: `${amount} مل`, en: `${amount}ml`, factor: scale(amounts, i) }));
export const grams = (...amounts: number[]): SizeOption[] =>
  amounts.map((amount, i) => ({ ar: `${amount} غ`, en: `${amount}g`, factor: scale(amounts, i) }));
export const pack = (ar: string, en: string, ...amounts: number[]): SizeOption[] =>
  amounts.map((amount, i) => ({ ar: `عبوة ${amount} ${ar}`, en: `${amount} ${en}`, factor: scale(amounts, i) }));
export const single: SizeOption[] = [{ ar: 'قطعة واحدة', en: '1 Piece', factor: 1, hidden: true }];
export const unit: SizeOption[] = [{ ar: 'جهاز واحد', en: '1 Unit', factor: 1, hidden: true }];

export const p = (ar: string, en: string): Phrase => ({ ar, en });

// ── Shared phrase lists

export const skinTypes: Phrase[] = [
  p('للبشرة العادية إلى الدهنية', 'Normal to Oily Skin'),
  p('للبشرة الدهنية', 'Oily Skin'),
  p('للبشرة الجافة', 'Dry Skin'),
  p('للبشرة العادية إلى الجافة', 'Normal to Dry Skin'),
  p('للبشرة الحساسة', 'Sensitive Skin'),
  p('للبشرة المختلطة', 'Combination Skin'),
  p('للبشرة المعرضة لحب الشباب', 'Acne-Prone Skin'),
  p('لجميع أنواع البشرة', 'All Skin Types'),
];
export const hairTypes: Phrase[] = [
  p('للشعر الجاف والتالف', 'Dry & Damaged Hair'),
  p('للشعر الدهني', 'Oily Hair'),
  p('للشعر المصبوغ', 'Colour-Treated Hair'),
  p('للشعر المجعد', 'Curly Hair'),
  p('للشعر العادي', 'Normal Hair'),
  p('للشعر الضعيف والمتساقط', 'Weak Hair Prone to Fall'),
  p('للشعر الخفيف', 'Fine Hair'),
];
export const bodySkin: Phrase[] = [
  p('للبشرة الجافة جداً', 'Very Dry Skin'),
  p('للبشرة الحساسة', 'Sensitive Skin'),
  p('للبشرة العادية', 'Normal Skin'),
  p('للبشرة الجافة', 'Dry Skin'),
];
export const babyTargets: Phrase[] = [
  p('لحديثي الولادة', 'Newborn'),
  p('للأطفال من عمر يوم', 'From Birth'),
  p('لبشرة الطفل الحساسة', 'Baby Sensitive Skin'),
  p('للأطفال', 'Kids'),
];
export const menSkin: Phrase[] = [
  p('للبشرة الحساسة', 'Sensitive Skin'),
  p('للبشرة الدهنية', 'Oily Skin'),
  p('للرجال', 'For Men'),
];

export const hydration = p('ترطيب 48 ساعة', '48H Hydration');
export const soothing = p('مهدئ', 'Soothing');
export const antiWrinkle = p('مضاد للتجاعيد', 'Anti-Wrinkle');
export const brightening = p('لتفتيح البشرة', 'Brightening');
export const mattifying = p('مطفي للمعان', 'Mattifying');
export const repair = p('مرمم', 'Repairing');
export const antiDandruff = p('ضد القشرة', 'Anti-Dandruff');
export const antiHairfall = p('ضد تساقط الشعر', 'Anti-Hair Fall');
export const nourishing = p('مغذي', 'Nourishing');
export const longWear = p('ثابت طوال اليوم', 'Long Wear');

// ── Shades

export const foundationShades: Phrase[] = [
  p('110 عاجي', '110 Porcelain'),
  p('115 عاجي دافئ', '115 Ivory'),
  p('120 عاجي كلاسيكي', '120 Classic Ivory'),
  p('128 نود دافئ', '128 Warm Nude'),
  p('220 بيج طبيعي', '220 Natural Beige'),
  p('230 بف طبيعي', '230 Natural Buff'),
  p('310 بيج ذهبي', '310 Sun Beige'),
  p('330 توفي', '330 Toffee'),
];
export const powderShades: Phrase[] = [
  p('01 شفاف', '01 Translucent'),
  p('02 بيج فاتح', '02 Light Beige'),
  p('03 بيج رملي', '03 Sand Beige'),
  p('04 عسلي', '04 Honey'),
];
export const blushShades: Phrase[] = [
  p('01 وردي', '01 Pink'),
  p('02 خوخي', '02 Peach'),
  p('03 مرجاني', '03 Coral'),
  p('04 ورد مجفف', '04 Rose'),
];
export const lipShades: Phrase[] = [
  p('01 وردي نود', '01 Nude Pink'),
  p('02 أحمر كلاسيكي', '02 Classic Red'),
  p('03 بيج', '03 Beige'),
  p('04 كرزي', '04 Cherry'),
  p('05 مرجاني', '05 Coral'),
  p('06 بني موكا', '06 Mocha'),
  p('07 وردي فاتح', '07 Light Pink'),
  p('08 عنابي', '08 Burgundy'),
  p('09 توتي', '09 Berry'),
];
export const eyeShades: Phrase[] = [p('أسود', 'Black'), p('أسود فاحم', 'Very Black'), p('بني', 'Brown')];
export const browShades: Phrase[] = [
  p('بني فاتح', 'Light Brown'),
  p('بني متوسط', 'Medium Brown'),
  p('بني غامق', 'Dark Brown'),
];
export const nailShades: Phrase[] = [
  p('101 أحمر', '101 Red'),
  p('102 نود', '102 Nude'),
  p('103 وردي', '103 Pink'),
  p('104 أبيض', '104 White'),
  p('105 عنابي', '105 Wine'),
  p('106 ليلكي', '106 Lilac'),
  p('107 أسود', '107 Black'),
];
export const paletteShades: Phrase[] = [
  p('ألوان نود', 'Nudes'),
  p('ألوان دافئة', 'Warm Tones'),
  p('ألوان دخانية', 'Smoky'),
];
export const hairDyeShades: Phrase[] = [
  p('1 أسود', '1 Black'),
  p('3 بني غامق', '3 Dark Brown'),
  p('4 بني', '4 Brown'),
  p('4.15 بني شوكولا', '4.15 Chocolate Brown'),
  p('5 بني فاتح', '5 Light Brown'),
  p('6 أشقر غامق', '6 Dark Blonde'),
  p('7 أشقر', '7 Blonde'),
  p('8.1 أشقر رمادي', '8.1 Ash Blonde'),
];

// ── Shelf defaults, merged into each type below

/** A product type as its department writes it: a missing usage (and targets, benefits …) comes from its shelf. */
export type TypeSpec = Omit<ProductTypeData, 'usage'> & { usage?: string };
