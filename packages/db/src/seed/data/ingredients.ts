/** Active ingredients: the name, the phrase a title uses ('بالنياسيناميد'), and what it does, for descriptions. */
export interface IngredientData {
  slug: string;
  ar: string;
  en: string;
  /** 'with X' as Arabic titles write it. */
  withAr: string;
  /** What it does, completing 'X …'. */
  benefitAr: string;
}

/**
 * The INCI name (the Latin name on the pack's ingredient list) where it is not the English name: what a shopper
 * compares with the box in her hand, and what a pharmacist looks for. Supplements' ingredients (vitamin D3, iron…) are
 * not cosmetics and keep their English names.
 */
export const inciNames: Readonly<Record<string, string>> = {
  'hyaluronic-acid': 'Sodium Hyaluronate',
  ceramides: 'Ceramide NP',
  'vitamin-c': 'Ascorbic Acid',
  zinc: 'Zinc PCA',
  'shea-butter': 'Butyrospermum Parkii Butter',
  'aloe-vera': 'Aloe Barbadensis Leaf Juice',
  'thermal-water': 'Aqua (Thermal Spring Water)',
  centella: 'Centella Asiatica Extract',
  'vitamin-e': 'Tocopherol',
  'argan-oil': 'Argania Spinosa Kernel Oil',
  keratin: 'Hydrolyzed Keratin',
  collagen: 'Hydrolyzed Collagen',
  peptides: 'Palmitoyl Tripeptide-1',
  'tea-tree': 'Melaleuca Alternifolia Leaf Oil',
  'coconut-oil': 'Cocos Nucifera Oil',
  'castor-oil': 'Ricinus Communis Seed Oil',
  rosemary: 'Rosmarinus Officinalis Leaf Extract',
  fluoride: 'Sodium Fluoride',
  'snail-mucin': 'Snail Secretion Filtrate',
};

export const ingredientsData: IngredientData[] = [
  {
    slug: 'niacinamide',
    ar: 'نياسيناميد',
    en: 'Niacinamide',
    withAr: 'بالنياسيناميد',
    benefitAr: 'يقلل مظهر المسام ويوحد لون البشرة',
  },
  {
    slug: 'hyaluronic-acid',
    ar: 'حمض الهيالورونيك',
    en: 'Hyaluronic Acid',
    withAr: 'بحمض الهيالورونيك',
    benefitAr: 'يرطب البشرة بعمق ويمنحها مظهراً ممتلئاً',
  },
  {
    slug: 'ceramides',
    ar: 'سيراميد',
    en: 'Ceramides',
    withAr: 'بالسيراميد',
    benefitAr: 'يرمم حاجز البشرة الطبيعي ويحبس الرطوبة',
  },
  {
    slug: 'retinol',
    ar: 'ريتينول',
    en: 'Retinol',
    withAr: 'بالريتينول',
    benefitAr: 'يحفز تجدد الخلايا ويقلل الخطوط الدقيقة',
  },
  {
    slug: 'vitamin-c',
    ar: 'فيتامين سي',
    en: 'Vitamin C',
    withAr: 'بفيتامين سي',
    benefitAr: 'يمنح البشرة إشراقة ويخفف البهتان',
  },
  {
    slug: 'salicylic-acid',
    ar: 'حمض الساليسيليك',
    en: 'Salicylic Acid',
    withAr: 'بحمض الساليسيليك',
    benefitAr: 'ينظف المسام ويقلل الرؤوس السوداء والحبوب',
  },
  { slug: 'zinc', ar: 'زنك', en: 'Zinc', withAr: 'بالزنك', benefitAr: 'ينظم إفراز الدهون ويهدئ الالتهاب' },
  {
    slug: 'panthenol',
    ar: 'بانثينول',
    en: 'Panthenol',
    withAr: 'بالبانثينول',
    benefitAr: 'يهدئ البشرة المتهيجة ويساعد على ترميمها',
  },
  {
    slug: 'glycolic-acid',
    ar: 'حمض الجليكوليك',
    en: 'Glycolic Acid',
    withAr: 'بحمض الجليكوليك',
    benefitAr: 'يقشر الخلايا الميتة بلطف ويحسن ملمس البشرة',
  },
  {
    slug: 'azelaic-acid',
    ar: 'حمض الأزيليك',
    en: 'Azelaic Acid',
    withAr: 'بحمض الأزيليك',
    benefitAr: 'يخفف الاحمرار وآثار الحبوب',
  },
  {
    slug: 'alpha-arbutin',
    ar: 'ألفا أربوتين',
    en: 'Alpha Arbutin',
    withAr: 'بألفا أربوتين',
    benefitAr: 'يخفف التصبغات والبقع الداكنة',
  },
  { slug: 'squalane', ar: 'سكوالين', en: 'Squalane', withAr: 'بالسكوالين', benefitAr: 'يغذي البشرة دون ملمس دهني' },
  {
    slug: 'shea-butter',
    ar: 'زبدة الشيا',
    en: 'Shea Butter',
    withAr: 'بزبدة الشيا',
    benefitAr: 'تغذي البشرة الجافة وتنعمها',
  },
  { slug: 'aloe-vera', ar: 'ألوفيرا', en: 'Aloe Vera', withAr: 'بالألوفيرا', benefitAr: 'يلطف البشرة ويرطبها' },
  {
    slug: 'thermal-water',
    ar: 'مياه حرارية',
    en: 'Thermal Spring Water',
    withAr: 'بالمياه الحرارية',
    benefitAr: 'تهدئ البشرة الحساسة وتخفف الشعور بالشد',
  },
  {
    slug: 'centella',
    ar: 'سنتيلا',
    en: 'Centella Asiatica',
    withAr: 'بالسنتيلا',
    benefitAr: 'تهدئ البشرة وتسرع تعافيها',
  },
  {
    slug: 'vitamin-e',
    ar: 'فيتامين إي',
    en: 'Vitamin E',
    withAr: 'بفيتامين إي',
    benefitAr: 'يحمي البشرة من الجذور الحرة',
  },
  {
    slug: 'argan-oil',
    ar: 'زيت الأرغان',
    en: 'Argan Oil',
    withAr: 'بزيت الأرغان',
    benefitAr: 'يغذي الشعر ويمنحه لمعاناً',
  },
  { slug: 'keratin', ar: 'كيراتين', en: 'Keratin', withAr: 'بالكيراتين', benefitAr: 'يقوي ألياف الشعر ويقلل التقصف' },
  { slug: 'biotin', ar: 'بيوتين', en: 'Biotin', withAr: 'بالبيوتين', benefitAr: 'يدعم نمو الشعر وقوة الأظافر' },
  {
    slug: 'caffeine',
    ar: 'كافيين',
    en: 'Caffeine',
    withAr: 'بالكافيين',
    benefitAr: 'يقلل الانتفاخ وينشط الدورة الدموية',
  },
  { slug: 'collagen', ar: 'كولاجين', en: 'Collagen', withAr: 'بالكولاجين', benefitAr: 'يدعم مرونة البشرة وشدها' },
  {
    slug: 'peptides',
    ar: 'ببتيدات',
    en: 'Peptides',
    withAr: 'بالببتيدات',
    benefitAr: 'تساعد على شد البشرة وتقليل التجاعيد',
  },
  { slug: 'urea', ar: 'يوريا', en: 'Urea', withAr: 'باليوريا', benefitAr: 'ترطب الجلد الجاف جداً وتنعم الخشونة' },
  {
    slug: 'zinc-oxide',
    ar: 'أكسيد الزنك',
    en: 'Zinc Oxide',
    withAr: 'بأكسيد الزنك',
    benefitAr: 'يكون طبقة واقية تحمي الجلد من التهيج',
  },
  {
    slug: 'tea-tree',
    ar: 'شجرة الشاي',
    en: 'Tea Tree',
    withAr: 'بزيت شجرة الشاي',
    benefitAr: 'ينقي البشرة ويقلل البكتيريا المسببة للحبوب',
  },
  {
    slug: 'coconut-oil',
    ar: 'زيت جوز الهند',
    en: 'Coconut Oil',
    withAr: 'بزيت جوز الهند',
    benefitAr: 'يغذي ويمنح نعومة تدوم',
  },
  {
    slug: 'castor-oil',
    ar: 'زيت الخروع',
    en: 'Castor Oil',
    withAr: 'بزيت الخروع',
    benefitAr: 'يقوي الشعر والرموش ويغذيها',
  },
  {
    slug: 'rosemary',
    ar: 'إكليل الجبل',
    en: 'Rosemary',
    withAr: 'بإكليل الجبل',
    benefitAr: 'ينشط فروة الرأس ويحد من التساقط',
  },
  {
    slug: 'vitamin-d3',
    ar: 'فيتامين د3',
    en: 'Vitamin D3',
    withAr: 'بفيتامين د3',
    benefitAr: 'يدعم صحة العظام والمناعة',
  },
  { slug: 'omega-3', ar: 'أوميغا 3', en: 'Omega-3', withAr: 'بأوميغا 3', benefitAr: 'يدعم صحة القلب والدماغ' },
  { slug: 'iron', ar: 'حديد', en: 'Iron', withAr: 'بالحديد', benefitAr: 'يساعد على تقليل التعب والإرهاق' },
  {
    slug: 'folic-acid',
    ar: 'حمض الفوليك',
    en: 'Folic Acid',
    withAr: 'بحمض الفوليك',
    benefitAr: 'ضروري للحامل ولنمو الجنين السليم',
  },
  { slug: 'calcium', ar: 'كالسيوم', en: 'Calcium', withAr: 'بالكالسيوم', benefitAr: 'يدعم صحة العظام والأسنان' },
  { slug: 'magnesium', ar: 'مغنيسيوم', en: 'Magnesium', withAr: 'بالمغنيسيوم', benefitAr: 'يدعم العضلات والأعصاب' },
  { slug: 'fluoride', ar: 'فلورايد', en: 'Fluoride', withAr: 'بالفلورايد', benefitAr: 'يحمي الأسنان من التسوس' },
  {
    slug: 'snail-mucin',
    ar: 'خلاصة الحلزون',
    en: 'Snail Mucin',
    withAr: 'بخلاصة الحلزون',
    benefitAr: 'ترطب البشرة وتساعد على تجددها',
  },
  {
    slug: 'bakuchiol',
    ar: 'باكوتشيول',
    en: 'Bakuchiol',
    withAr: 'بالباكوتشيول',
    benefitAr: 'بديل لطيف للريتينول يناسب البشرة الحساسة',
  },
  { slug: 'lanolin', ar: 'لانولين', en: 'Lanolin', withAr: 'باللانولين', benefitAr: 'يحمي الجلد المتشقق ويرطبه' },
  {
    slug: 'glycerin',
    ar: 'جليسرين',
    en: 'Glycerin',
    withAr: 'بالجليسرين',
    benefitAr: 'يجذب الرطوبة إلى البشرة',
  },
];

/** Tags: product attributes shoppers filter and search by. */
export interface TagData {
  slug: string;
  name: string;
}

export const tagsData: TagData[] = [
  { slug: 'fragrance-free', name: 'خالي من العطور' },
  { slug: 'paraben-free', name: 'خالي من البارابين' },
  { slug: 'sulfate-free', name: 'خالي من السلفات' },
  { slug: 'alcohol-free', name: 'خالي من الكحول' },
  { slug: 'oil-free', name: 'خالي من الزيوت' },
  { slug: 'sensitive-skin', name: 'مناسب للبشرة الحساسة' },
  { slug: 'dermatologist-tested', name: 'مختبر من أطباء الجلدية' },
  { slug: 'non-comedogenic', name: 'لا يسد المسام' },
  { slug: 'hypoallergenic', name: 'مضاد للحساسية' },
  { slug: 'vegan', name: 'نباتي' },
  { slug: 'cruelty-free', name: 'غير مختبر على الحيوانات' },
  { slug: 'halal', name: 'حلال' },
  { slug: 'pregnancy-safe', name: 'آمن أثناء الحمل' },
  { slug: 'kids-safe', name: 'مناسب للأطفال' },
  { slug: 'waterproof', name: 'مقاوم للماء' },
  { slug: 'long-lasting', name: 'ثبات طويل' },
  { slug: 'anti-aging', name: 'مضاد للشيخوخة' },
  { slug: 'brightening', name: 'تفتيح' },
  { slug: 'acne', name: 'حب الشباب' },
  { slug: 'hydrating', name: 'ترطيب' },
  { slug: 'natural', name: 'مكونات طبيعية' },
  { slug: 'pharmacy-exclusive', name: 'حصري للصيدليات' },
  { slug: 'travel-size', name: 'حجم السفر' },
  { slug: 'best-seller', name: 'الأكثر مبيعاً' },
  { slug: 'new', name: 'جديد' },
  { slug: 'spf', name: 'حماية من الشمس' },
];
