/**
 * The skin quiz's questions as the shop starts with them (issue 15): skin type, concerns, how the skin reacts, and the
 * budget. Option values are what answers and rules (data/quiz.ts) name.
 */
export interface QuizQuestionData {
  key: string;
  title: string;
  help: string;
  kind: 'single' | 'multi';
  options: Array<{ value: string; label: string; hint?: string; budgetMax?: number; titleWords?: string[] }>;
}

export const quizQuestionsData: QuizQuestionData[] = [
  {
    key: 'skin_type',
    title: 'ما نوع بشرتك؟',
    help: 'فكّر في بشرتك بعد ساعتين من غسلها دون أي منتج.',
    kind: 'single',
    options: [
      // Title words: a product named for dry skin suits dry and sensitive skin, one for oily skin oily and
      // combination skin; normal skin takes any (no words), and «لجميع أنواع البشرة» suits everyone.
      { value: 'dry', label: 'جافة', hint: 'شدّ وخشونة، وقشور أحياناً', titleWords: ['الجافة', 'الحساسة'] },
      { value: 'oily', label: 'دهنية', hint: 'لمعان في الوجه كله ومسام واضحة', titleWords: ['الدهنية', 'المختلطة'] },
      {
        value: 'combination',
        label: 'مختلطة',
        hint: 'دهنية في الجبهة والأنف، عادية أو جافة في الخدين',
        titleWords: ['المختلطة', 'الدهنية'],
      },
      { value: 'normal', label: 'عادية', hint: 'متوازنة، لا لمعان مزعج ولا شدّ' },
      {
        value: 'sensitive',
        label: 'حساسة',
        hint: 'تحمرّ أو تحكّ بسهولة مع المنتجات أو الطقس',
        titleWords: ['الحساسة', 'الجافة'],
      },
    ],
  },
  {
    key: 'concerns',
    title: 'ما الذي يزعجك في بشرتك؟',
    help: 'يمكن اختيار أكثر من إجابة.',
    kind: 'multi',
    options: [
      { value: 'acne', label: 'حب الشباب والرؤوس السوداء' },
      { value: 'dark_spots', label: 'البقع الداكنة والتصبغات', hint: 'آثار الحبوب، الكلف، أو بقع الشمس' },
      { value: 'wrinkles', label: 'التجاعيد والخطوط الدقيقة' },
      { value: 'dullness', label: 'البهتان وفقدان النضارة' },
      { value: 'redness', label: 'الاحمرار والتهيج' },
      { value: 'dehydration', label: 'الجفاف والشعور بالشدّ' },
      { value: 'large_pores', label: 'المسام الواسعة' },
      { value: 'prevention', label: 'لا شيء محدد، أريد عناية يومية' },
    ],
  },
  {
    key: 'sensitivity',
    title: 'كيف تتفاعل بشرتك مع المنتجات الجديدة؟',
    help: 'نستبعد المكونات القوية إن كانت بشرتك تتهيج بسهولة.',
    kind: 'single',
    options: [
      { value: 'rarely', label: 'نادراً ما تتأثر' },
      { value: 'sometimes', label: 'أحياناً تحمرّ أو تلسع قليلاً' },
      { value: 'often', label: 'غالباً تتهيج، وتحتاج منتجات لطيفة جداً' },
    ],
  },
  {
    key: 'budget',
    title: 'ما ميزانيتك للروتين كاملاً؟',
    help: 'نختار منتجات لا يتجاوز مجموعها ميزانيتك.',
    kind: 'single',
    options: [
      { value: 'low', label: 'حتى 50,000 د.ع', hint: 'الأساسيات بأفضل سعر', budgetMax: 50_000 },
      { value: 'mid', label: 'حتى 100,000 د.ع', hint: 'توازن بين السعر والتركيبة', budgetMax: 100_000 },
      { value: 'high', label: 'أكثر من 100,000 د.ع', hint: 'الأنسب لبشرتك مهما كان السعر' },
    ],
  },
];
