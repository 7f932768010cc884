/**
 * Collections of every kind the /collections routes name. Membership is a rule over the generated products, so
 * the definitions are data and the members are chosen while the catalogue is generated.
 */
export type CollectionKind =
  | 'body'
  | 'hair'
  | 'brands'
  | 'category'
  | 'guarantee'
  | 'ingredients'
  | 'partner'
  | 'productsList'
  | 'allProducts';

export interface CollectionRule {
  /** Brand slugs (any of). */
  brands?: string[];
  /** Department or shelf slugs (any of). */
  categories?: string[];
  /** Ingredient slugs (any of). */
  ingredients?: string[];
  /** Tag slugs (any of). */
  tags?: string[];
  onSale?: boolean;
  free?: boolean;
  /** Keep roughly one product in `sample` (chosen by a hash of the id), so members spread over the catalogue. */
  sample?: number;
  /** Instead of the first matches, keep the top products by this measure. */
  rank?: 'sales' | 'newest';
}

export interface CollectionData {
  slug: string;
  kind: CollectionKind;
  title: string;
  description: string;
  brand?: string;
  category?: string;
  ingredient?: string;
  featured: boolean;
  rule: CollectionRule;
  /** Most members kept. */
  limit: number;
  color: string;
}

const frenchPharmacy = ['la-roche-posay', 'vichy', 'bioderma', 'avene', 'uriage', 'svr', 'nuxe', 'filorga'];

export const collectionsData: CollectionData[] = [
  // ── body
  {
    slug: 'body-daily-care',
    kind: 'body',
    title: 'العناية اليومية بالجسم',
    description: 'لوشنات وجل استحمام لبشرة ناعمة ومرطبة كل يوم.',
    category: 'body-care',
    featured: true,
    rule: { categories: ['body-lotions', 'bath-shower'] },
    limit: 60,
    color: '#e8a0bf',
  },
  {
    slug: 'dry-skin-body-rescue',
    kind: 'body',
    title: 'ترطيب عميق للبشرة الجافة',
    description: 'تركيبات غنية باليوريا والسيراميد وزبدة الشيا للبشرة الجافة جداً.',
    featured: false,
    rule: { categories: ['body-lotions', 'hand-foot'], ingredients: ['urea', 'ceramides', 'shea-butter'] },
    limit: 48,
    color: '#c9a7eb',
  },
  {
    slug: 'summer-fresh-deodorants',
    kind: 'body',
    title: 'انتعاش الصيف: مزيلات العرق',
    description: 'حماية تدوم في حر العراق، للنساء والرجال.',
    category: 'deodorants',
    featured: false,
    rule: { categories: ['deodorants', 'men-deodorants'] },
    limit: 40,
    color: '#7fc8f8',
  },
  {
    slug: 'hand-and-foot-care',
    kind: 'body',
    title: 'عناية اليدين والقدمين',
    description: 'كريمات مرممة للتشققات والجلد القاسي.',
    category: 'hand-foot',
    featured: false,
    rule: { categories: ['hand-foot'] },
    limit: 40,
    color: '#f6c28b',
  },
  // ── hair
  {
    slug: 'hair-loss-solutions',
    kind: 'hair',
    title: 'حلول تساقط الشعر',
    description: 'أمبولات وشامبوهات ومكملات لتقوية الشعر من الجذور.',
    category: 'hair-loss',
    featured: true,
    rule: { categories: ['hair-loss'] },
    limit: 60,
    color: '#6c5b7b',
  },
  {
    slug: 'damaged-hair-repair',
    kind: 'hair',
    title: 'ترميم الشعر التالف',
    description: 'ماسكات وزيوت وعلاجات للشعر المتضرر من الصبغ والحرارة.',
    featured: false,
    rule: { categories: ['conditioners-masks', 'hair-oils-serums'] },
    limit: 60,
    color: '#c06c84',
  },
  {
    slug: 'sulfate-free-hair-care',
    kind: 'hair',
    title: 'عناية بالشعر بدون سلفات',
    description: 'تنظيف لطيف يحافظ على لون الشعر وزيوته الطبيعية.',
    featured: false,
    rule: { categories: ['hair-care'], tags: ['sulfate-free'] },
    limit: 40,
    color: '#355c7d',
  },
  {
    slug: 'natural-hair-oils',
    kind: 'hair',
    title: 'زيوت الشعر الطبيعية',
    description: 'الأرغان والخروع وإكليل الجبل لشعر أقوى وألمع.',
    category: 'hair-oils-serums',
    featured: false,
    rule: { categories: ['hair-oils-serums'], ingredients: ['argan-oil', 'castor-oil', 'rosemary', 'coconut-oil'] },
    limit: 40,
    color: '#b5838d',
  },
  // ── brands
  ...(
    [
      ['cerave', 'عالم سيرافي', true, '#1c5ca8'],
      ['la-roche-posay', 'لاروش بوزيه للبشرة الحساسة', true, '#2f7fc1'],
      ['the-ordinary', 'ذا اورديناري: مكونات فعالة بأسعار مناسبة', true, '#222222'],
      ['vichy', 'فيشي', false, '#0b6e4f'],
      ['bioderma', 'بيوديرما', false, '#5b8fc9'],
      ['eucerin', 'يوسيرين', false, '#c8102e'],
      ['maybelline', 'مكياج ميبيلين', true, '#000000'],
      ['nivea', 'نيفيا', false, '#0a2a8a'],
    ] as const
  ).map(
    ([brand, title, featured, color]): CollectionData => ({
      slug: `brand-${brand}`,
      kind: 'brands',
      title,
      description: 'منتجات أصلية من الوكيل الرسمي بأفضل الأسعار.',
      brand,
      featured,
      rule: { brands: [brand] },
      limit: 80,
      color,
    }),
  ),
  // ── category
  ...(
    [
      ['skin-care', 'كل ما تحتاجه بشرتك', true, '#f4a261'],
      ['hair-care', 'العناية بالشعر', true, '#2a9d8f'],
      ['body-care', 'العناية بالجسم', false, '#e9c46a'],
      ['makeup', 'المكياج', true, '#e76f51'],
      ['pharmacy', 'الصيدلية', false, '#264653'],
      ['mother-baby', 'الأم والطفل', true, '#8ecae6'],
      ['fragrance', 'العطور', false, '#9d4edd'],
      ['men', 'للرجال', false, '#023047'],
    ] as const
  ).map(
    ([category, title, featured, color]): CollectionData => ({
      slug: `category-${category}`,
      kind: 'category',
      title,
      description: 'تشكيلة مختارة من أفضل المنتجات في هذا القسم.',
      category,
      featured,
      rule: { categories: [category], sample: 3 },
      limit: 80,
      color,
    }),
  ),
  // ── guarantee
  {
    slug: 'original-guaranteed',
    kind: 'guarantee',
    title: 'أصلي 100% من الوكيل الرسمي',
    description: 'منتجات مستوردة عبر الوكلاء الرسميين مع ضمان الأصالة أو استرداد ضعف المبلغ.',
    featured: true,
    rule: { brands: ['cerave', 'the-ordinary', 'eucerin', 'cetaphil', ...frenchPharmacy], sample: 2 },
    limit: 80,
    color: '#2d6a4f',
  },
  {
    slug: 'pharmacist-approved',
    kind: 'guarantee',
    title: 'بضمان الصيدلاني',
    description: 'منتجات صيدلانية يختارها ويراجعها صيادلتنا.',
    featured: false,
    rule: { categories: ['pharmacy'] },
    limit: 60,
    color: '#1b4332',
  },
  {
    slug: 'french-pharmacy-brands',
    kind: 'guarantee',
    title: 'ماركات الصيدليات الفرنسية',
    description: 'أشهر ماركات الصيدليات الفرنسية، أصلية ومضمونة.',
    featured: false,
    rule: { brands: frenchPharmacy },
    limit: 60,
    color: '#3a5a40',
  },
  // ── ingredients
  ...(
    [
      ['niacinamide', 'منتجات النياسيناميد', true, '#90be6d'],
      ['hyaluronic-acid', 'حمض الهيالورونيك للترطيب', true, '#4d96ff'],
      ['retinol', 'الريتينول لمكافحة التجاعيد', false, '#c77dff'],
      ['vitamin-c', 'فيتامين سي للإشراقة', true, '#ffb703'],
      ['salicylic-acid', 'حمض الساليسيليك لحب الشباب', false, '#43aa8b'],
      ['ceramides', 'السيراميد لترميم البشرة', false, '#577590'],
      ['panthenol', 'البانثينول للتهدئة', false, '#f9844a'],
    ] as const
  ).map(
    ([ingredient, title, featured, color]): CollectionData => ({
      slug: `ingredient-${ingredient}`,
      kind: 'ingredients',
      title,
      description: 'منتجات تحتوي على هذا المكون الفعال.',
      ingredient,
      featured,
      rule: { ingredients: [ingredient] },
      limit: 60,
      color,
    }),
  ),
  // ── partner
  {
    slug: 'pharmacist-sara-picks',
    kind: 'partner',
    title: 'اختيارات الصيدلانية سارة',
    description: 'روتين البشرة الذي تنصح به صيدلانيتنا لكل أنواع البشرة.',
    featured: true,
    rule: { categories: ['skin-care'], sample: 7 },
    limit: 24,
    color: '#ff8fab',
  },
  {
    slug: 'beauty-blogger-favourites',
    kind: 'partner',
    title: 'مفضلات بلوكرات الجمال',
    description: 'المنتجات الأكثر ظهوراً في فيديوهات صانعات المحتوى العراقيات.',
    featured: false,
    rule: { categories: ['makeup', 'skin-care'], sample: 9 },
    limit: 24,
    color: '#fb6f92',
  },
  {
    slug: 'al-shifa-pharmacy-recommends',
    kind: 'partner',
    title: 'صيدلية الشفاء توصي',
    description: 'تشكيلة الصيدلية الشريكة في المنصور للعائلة والطفل.',
    featured: false,
    rule: { categories: ['pharmacy', 'mother-baby'], sample: 5 },
    limit: 24,
    color: '#3a86ff',
  },
  // ── productsList
  {
    slug: 'best-sellers',
    kind: 'productsList',
    title: 'الأكثر مبيعاً',
    description: 'المنتجات التي يختارها زبائننا أكثر من غيرها.',
    featured: true,
    rule: { rank: 'sales' },
    limit: 48,
    color: '#d00000',
  },
  {
    slug: 'new-arrivals',
    kind: 'productsList',
    title: 'وصل حديثاً',
    description: 'أحدث المنتجات التي أضيفت إلى المتجر.',
    featured: true,
    rule: { rank: 'newest' },
    limit: 48,
    color: '#06d6a0',
  },
  {
    slug: 'deals',
    kind: 'productsList',
    title: 'عروض وتخفيضات',
    description: 'خصومات حقيقية على منتجات أصلية، لفترة محدودة.',
    featured: true,
    rule: { onSale: true },
    limit: 80,
    color: '#ef476f',
  },
  {
    slug: 'free-gifts',
    kind: 'productsList',
    title: 'هدايا مجانية مع طلبك',
    description: 'اختاري هديتك المجانية عند إتمام الطلب.',
    featured: false,
    rule: { free: true },
    limit: 60,
    color: '#ffd166',
  },
  // ── allProducts
  {
    slug: 'white-friday',
    kind: 'allProducts',
    title: 'عروض الجمعة البيضاء',
    description: 'أكبر تخفيضات السنة على آلاف المنتجات.',
    featured: true,
    rule: { onSale: true, sample: 2 },
    limit: 100,
    color: '#111111',
  },
  {
    slug: 'complete-skincare-routine',
    kind: 'allProducts',
    title: 'روتين العناية المتكامل',
    description: 'غسول وسيروم ومرطب وواقي شمس: كل خطوات الروتين في مكان واحد.',
    featured: false,
    rule: { categories: ['cleansers', 'serums-treatments', 'moisturizers', 'sunscreen'], sample: 4 },
    limit: 60,
    color: '#52b788',
  },
  {
    slug: 'mothers-day-gifts',
    kind: 'allProducts',
    title: 'هدايا عيد الأم',
    description: 'عطور ومكياج وعناية بالجسم، هدايا تليق بها.',
    featured: false,
    rule: { categories: ['fragrance', 'body-care', 'makeup'], sample: 4 },
    limit: 60,
    color: '#ff006e',
  },
  {
    slug: 'all-products',
    kind: 'allProducts',
    title: 'كل المنتجات',
    description: 'تصفح تشكيلتنا الكاملة.',
    featured: false,
    rule: {},
    limit: 120,
    color: '#8338ec',
  },
];
