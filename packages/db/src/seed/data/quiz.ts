/**
 * The skin quiz's rules as the shop starts with them (issue 15; the questions are in quiz-questions.ts): they fill
 * each routine step from the catalogue's shelves (data/categories.ts), product types (product-types-skin.ts),
 * ingredients and tags (ingredients.ts). Within a step the first rule whose conditions hold is used, so the specific
 * ones come first and each step ends with a rule for everyone. The desk edits all of it at /admin/quiz.
 */
import type { QuizStep } from '@wb/contract';

export { type QuizQuestionData, quizQuestionsData } from './quiz-questions';

export interface QuizRuleData {
  step: QuizStep;
  title: string;
  when?: Record<string, string[]>;
  categories: string[];
  types?: string[];
  ingredients?: string[];
  tags?: string[];
  avoid?: string[];
  avoidTags?: string[];
  mustMatch?: boolean;
  maxPrice?: number;
  reason: string;
}

/** A routine recommends full sizes: travel sizes are for trying, not for a routine (every rule unless it says). */
export const ROUTINE_AVOID_TAGS = ['travel-size'];

type Shared = Omit<QuizRuleData, 'title' | 'when'>;

const gentle = { often: { sensitivity: ['often'] }, sensitiveType: { skin_type: ['sensitive'] } };
const oilySkin = { skin_type: ['oily', 'combination'] };
const strongActives = ['retinol', 'glycolic-acid', 'salicylic-acid'];

const cleanserTypes = ['غسول رغوي', 'غسول مرطب', 'جل منظف'];
const gentleCleanser: Shared = {
  step: 'cleanser',
  categories: ['cleansers'],
  types: ['غسول مرطب', 'ماء ميسيلار', 'غسول رغوي'],
  ingredients: ['ceramides', 'thermal-water', 'glycerin'],
  tags: ['fragrance-free', 'sensitive-skin'],
  avoid: ['salicylic-acid'],
  reason: 'غسول لطيف خالٍ من المواد القاسية، ينظف دون أن يخل بحاجز البشرة الحساسة أو يتركها مشدودة.',
};
const soothingMoisturiser: Shared = {
  step: 'moisturizer',
  categories: ['moisturizers'],
  types: ['كريم مرطب', 'بلسم مرمم', 'لوشن مرطب'],
  ingredients: ['ceramides', 'panthenol', 'squalane'],
  tags: ['fragrance-free', 'sensitive-skin'],
  avoid: ['retinol'],
  reason: 'مرطب مرمم يهدئ البشرة الحساسة ويقوي حاجزها فتقل استجابتها للتهيج.',
};
const mineralSunscreen: Shared = {
  step: 'sunscreen',
  categories: ['sunscreen'],
  types: ['واقي شمس سائل', 'كريم واقي شمس'],
  ingredients: ['zinc-oxide', 'thermal-water'],
  tags: ['sensitive-skin', 'fragrance-free'],
  reason: 'واقٍ لطيف على البشرة الحساسة يحميها من الشمس التي تزيد الاحمرار والتهيج.',
};
const sunscreenTypes = ['واقي شمس سائل', 'كريم واقي شمس', 'واقي شمس ملون'];
const serumTypes = ['سيروم', 'كريم لعلاج حب الشباب', 'كريم للتصبغات'];

export const quizRulesData: QuizRuleData[] = [
  // ── Cleanser
  { ...gentleCleanser, title: 'غسول لمن تتهيج بشرتها', when: gentle.often },
  { ...gentleCleanser, title: 'غسول للبشرة الحساسة', when: gentle.sensitiveType },
  {
    step: 'cleanser',
    title: 'غسول لحب الشباب',
    when: { concerns: ['acne'] },
    categories: ['cleansers'],
    types: ['غسول رغوي', 'جل منظف'],
    ingredients: ['salicylic-acid', 'zinc', 'niacinamide'],
    tags: ['non-comedogenic'],
    mustMatch: true,
    reason: 'غسول منقٍّ ينظف المسام من الدهون والشوائب ويحد من الحبوب والرؤوس السوداء دون أن يجفف البشرة.',
  },
  {
    step: 'cleanser',
    title: 'غسول للبشرة الدهنية والمختلطة',
    when: oilySkin,
    categories: ['cleansers'],
    types: ['غسول رغوي', 'جل منظف'],
    ingredients: ['niacinamide', 'zinc', 'salicylic-acid'],
    tags: ['non-comedogenic'],
    reason: 'غسول رغوي يزيل اللمعان والدهون الزائدة ويترك البشرة منتعشة دون شدّ.',
  },
  {
    step: 'cleanser',
    title: 'غسول للبشرة الجافة',
    when: { skin_type: ['dry'] },
    categories: ['cleansers'],
    types: ['غسول مرطب'],
    ingredients: ['ceramides', 'hyaluronic-acid', 'glycerin'],
    tags: ['fragrance-free'],
    reason: 'غسول كريمي ينظف بلطف ويحافظ على زيوت البشرة الطبيعية، فلا تشعر بالشدّ بعد الغسل.',
  },
  {
    step: 'cleanser',
    title: 'غسول يومي',
    categories: ['cleansers'],
    types: cleanserTypes,
    ingredients: ['ceramides', 'niacinamide', 'glycerin'],
    reason: 'غسول لطيف للاستخدام اليومي ينظف البشرة ويهيئها لباقي خطوات الروتين.',
  },
  // ── Toner
  {
    step: 'toner',
    title: 'تونر للمسام الواسعة',
    when: { concerns: ['large_pores'] },
    categories: ['toners-masks'],
    types: ['تونر'],
    ingredients: ['niacinamide', 'salicylic-acid'],
    tags: ['alcohol-free'],
    reason: 'تونر ينقي المسام ويقلل مظهرها ويوازن إفراز الدهون بين الغسلات.',
  },
  {
    step: 'toner',
    title: 'تونر للنضارة',
    when: { concerns: ['dullness'], sensitivity: ['rarely', 'sometimes'] },
    categories: ['toners-masks'],
    types: ['تونر'],
    ingredients: ['glycolic-acid', 'niacinamide'],
    tags: ['brightening'],
    reason: 'تونر مقشر لطيف يزيل الخلايا الباهتة ويعيد للبشرة إشراقها.',
  },
  // ── Treatment serum
  {
    step: 'treatment',
    title: 'علاج لطيف للحبوب',
    when: { concerns: ['acne'], sensitivity: ['often'] },
    categories: ['serums-treatments'],
    types: serumTypes,
    ingredients: ['azelaic-acid', 'niacinamide', 'centella'],
    avoid: strongActives,
    mustMatch: true,
    reason: 'يهدئ الحبوب والتهابها بحمض الأزيليك أو النياسيناميد، دون الأحماض القوية التي تهيج البشرة الحساسة.',
  },
  {
    step: 'treatment',
    title: 'علاج حب الشباب',
    when: { concerns: ['acne'] },
    categories: ['serums-treatments'],
    types: ['سيروم', 'كريم لعلاج حب الشباب'],
    ingredients: ['salicylic-acid', 'niacinamide', 'azelaic-acid'],
    tags: ['acne'],
    mustMatch: true,
    reason: 'يستهدف الحبوب من جذورها: ينظف المسام ويهدئ الالتهاب ويخفف الآثار التي تتركها.',
  },
  {
    step: 'treatment',
    title: 'علاج التصبغات',
    when: { concerns: ['dark_spots'] },
    categories: ['serums-treatments'],
    types: ['سيروم', 'كريم للتصبغات'],
    ingredients: ['alpha-arbutin', 'vitamin-c', 'niacinamide', 'azelaic-acid'],
    tags: ['brightening'],
    mustMatch: true,
    reason: 'يخفف البقع الداكنة وآثار الحبوب تدريجياً ويوحد لون البشرة مع الاستخدام المنتظم.',
  },
  {
    step: 'treatment',
    title: 'مضاد تجاعيد لطيف',
    when: { concerns: ['wrinkles'], sensitivity: ['often'] },
    categories: ['serums-treatments'],
    types: ['سيروم'],
    ingredients: ['bakuchiol', 'peptides'],
    avoid: strongActives,
    mustMatch: true,
    reason: 'بديل لطيف للريتينول يحفز تجدد البشرة ويقلل الخطوط الدقيقة دون تهيج.',
  },
  {
    step: 'treatment',
    title: 'مضاد التجاعيد',
    when: { concerns: ['wrinkles'] },
    categories: ['serums-treatments'],
    types: ['سيروم'],
    ingredients: ['retinol', 'peptides', 'bakuchiol'],
    tags: ['anti-aging'],
    mustMatch: true,
    reason: 'سيروم مضاد للتجاعيد يحفز تجدد الخلايا فتبدو الخطوط الدقيقة أقل وضوحاً والبشرة أكثر مرونة.',
  },
  {
    step: 'treatment',
    title: 'سيروم النضارة',
    when: { concerns: ['dullness'] },
    categories: ['serums-treatments'],
    types: ['سيروم'],
    ingredients: ['vitamin-c', 'niacinamide'],
    tags: ['brightening'],
    mustMatch: true,
    reason: 'فيتامين سي والنياسيناميد يعيدان للبشرة الباهتة نضارتها وإشراقها.',
  },
  {
    step: 'treatment',
    title: 'مهدئ للاحمرار',
    when: { concerns: ['redness'] },
    categories: ['serums-treatments'],
    types: ['سيروم'],
    ingredients: ['centella', 'niacinamide'],
    avoid: strongActives,
    mustMatch: true,
    reason: 'مكونات مهدئة تخفف الاحمرار وتقوي حاجز البشرة فتصبح أقل تفاعلاً.',
  },
  {
    step: 'treatment',
    title: 'ترطيب عميق',
    when: { concerns: ['dehydration'] },
    categories: ['serums-treatments'],
    types: ['سيروم'],
    ingredients: ['hyaluronic-acid'],
    mustMatch: true,
    reason: 'حمض الهيالورونيك يجذب الرطوبة إلى البشرة ويملؤها فتختفي علامات العطش.',
  },
  {
    step: 'treatment',
    title: 'سيروم للمسام',
    when: { concerns: ['large_pores'] },
    categories: ['serums-treatments'],
    types: ['سيروم'],
    ingredients: ['niacinamide', 'salicylic-acid'],
    mustMatch: true,
    reason: 'النياسيناميد يقلل مظهر المسام وينظم الدهون فتبدو البشرة أنعم.',
  },
  {
    step: 'treatment',
    title: 'سيروم يومي',
    categories: ['serums-treatments'],
    types: ['سيروم'],
    ingredients: ['niacinamide', 'hyaluronic-acid'],
    avoid: ['retinol'],
    reason: 'سيروم متعدد الفوائد يرطب البشرة ويقوي حاجزها ويحسن ملمسها.',
  },
  // ── Moisturiser
  { ...soothingMoisturiser, title: 'مرطب لمن تتهيج بشرتها', when: gentle.often },
  { ...soothingMoisturiser, title: 'مرطب للبشرة الحساسة', when: gentle.sensitiveType },
  {
    step: 'moisturizer',
    title: 'مرطب خفيف للبشرة الدهنية',
    when: oilySkin,
    categories: ['moisturizers'],
    types: ['جل كريم', 'لوشن مرطب'],
    ingredients: ['niacinamide', 'hyaluronic-acid'],
    tags: ['non-comedogenic'],
    reason: 'مرطب خفيف بقوام مائي يروي البشرة دون لمعان أو انسداد في المسام.',
  },
  {
    step: 'moisturizer',
    title: 'مرطب غني للبشرة الجافة',
    when: { skin_type: ['dry'] },
    categories: ['moisturizers'],
    types: ['كريم مرطب', 'كريم ليلي', 'بلسم مرمم'],
    ingredients: ['ceramides', 'shea-butter', 'squalane', 'hyaluronic-acid'],
    tags: ['hydrating'],
    reason: 'كريم غني يحبس الرطوبة طوال اليوم ويعالج الخشونة والشدّ.',
  },
  {
    step: 'moisturizer',
    title: 'مرطب يومي',
    categories: ['moisturizers'],
    types: ['كريم مرطب', 'لوشن مرطب', 'جل كريم'],
    ingredients: ['ceramides', 'hyaluronic-acid'],
    tags: ['hydrating'],
    reason: 'مرطب متوازن يحافظ على نعومة البشرة وترطيبها طوال اليوم.',
  },
  // ── Sunscreen
  { ...mineralSunscreen, title: 'واقٍ لمن تتهيج بشرتها', when: gentle.often },
  { ...mineralSunscreen, title: 'واقٍ للبشرة الحساسة', when: gentle.sensitiveType },
  {
    step: 'sunscreen',
    title: 'واقٍ خفيف للبشرة الدهنية',
    when: oilySkin,
    categories: ['sunscreen'],
    types: ['واقي شمس سائل'],
    ingredients: ['niacinamide'],
    tags: ['oil-free', 'non-comedogenic'],
    reason: 'واقي شمس خفيف جداً بلمسة جافة، لا يسد المسام ولا يزيد اللمعان.',
  },
  {
    step: 'sunscreen',
    title: 'واقٍ لحماية نتائج علاج التصبغات',
    when: { concerns: ['dark_spots'] },
    categories: ['sunscreen'],
    types: sunscreenTypes,
    ingredients: ['vitamin-e', 'niacinamide'],
    tags: ['spf'],
    reason: 'الشمس أول سبب للتصبغات: حماية عالية كل صباح تحافظ على نتائج علاجك.',
  },
  {
    step: 'sunscreen',
    title: 'واقٍ يومي',
    categories: ['sunscreen'],
    types: sunscreenTypes,
    ingredients: ['hyaluronic-acid', 'vitamin-e'],
    tags: ['spf'],
    reason: 'حماية يومية واسعة الطيف من شمس العراق القوية، تمنع التصبغات والتجاعيد المبكرة.',
  },
  // ── Extra care (only with what the budget leaves)
  {
    step: 'extra',
    title: 'محيط العين',
    when: { concerns: ['wrinkles'] },
    categories: ['eye-care'],
    types: ['كريم محيط العين', 'سيروم العين'],
    ingredients: ['peptides', 'caffeine', 'hyaluronic-acid'],
    reason: 'محيط العين أول ما تظهر فيه الخطوط: كريم خاص يخففها ويقلل الانتفاخ.',
  },
  {
    step: 'extra',
    title: 'علاج موضعي للحبوب',
    when: { concerns: ['acne'] },
    categories: ['serums-treatments'],
    types: ['علاج موضعي للحبوب'],
    ingredients: ['salicylic-acid', 'azelaic-acid'],
    reason: 'للحبة الطارئة: علاج موضعي يجففها ويهدئ احمرارها بسرعة.',
  },
  {
    step: 'extra',
    title: 'رذاذ مهدئ',
    when: { concerns: ['redness'] },
    categories: ['toners-masks'],
    types: ['بخاخ مياه حرارية'],
    ingredients: ['thermal-water'],
    reason: 'رذاذ من المياه الحرارية يهدئ الاحمرار والحرارة في أي وقت من اليوم.',
  },
  {
    step: 'extra',
    title: 'ماسك النضارة',
    when: { concerns: ['dullness'] },
    categories: ['toners-masks'],
    types: ['ماسك للوجه', 'ماسك ورقي'],
    ingredients: ['niacinamide', 'snail-mucin'],
    tags: ['brightening'],
    reason: 'ماسك أسبوعي يمنح البشرة دفعة نضارة فورية.',
  },
  {
    step: 'extra',
    title: 'ماسك مرطب',
    when: { concerns: ['dehydration'] },
    categories: ['toners-masks'],
    types: ['ماسك ورقي', 'ماسك للوجه'],
    ingredients: ['snail-mucin', 'aloe-vera'],
    tags: ['hydrating'],
    reason: 'ماسك مرطب يروي البشرة العطشى في عشرين دقيقة.',
  },
];
