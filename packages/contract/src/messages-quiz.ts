/**
 * The skin quiz's Arabic messages (issue 15: the quiz, its routine, and its questions and rules at the desk), spread
 * into the catalogue (messages.ts). Ours: the spec shows none of the quiz.
 */
export const quizMessages = {
  quizQuestionUnknown: 'لا يوجد في الاختبار سؤال باسم «{key}».',
  quizAnswerInvalid: 'الإجابة «{value}» ليست من خيارات سؤال «{question}».',
  quizAnswerRequired: 'يرجى الإجابة عن سؤال «{question}».',
  quizAnswerOneOnly: 'سؤال «{question}» يقبل إجابة واحدة فقط.',
  quizTooManyAnswers: 'عدد الإجابات أكبر من عدد أسئلة الاختبار.',
  quizRoutineReady: 'روتينك جاهز.',
  quizNoProductFits: 'لم نجد منتجاً متوفراً لهذه الخطوة ضمن ميزانيتك الآن.',
  quizNoRoutineYet: 'لم تُجرِ الاختبار بعد.',
  // The desk.
  quizKeyFormat: 'المعرّف بحروف إنجليزية صغيرة وأرقام و _ فقط، ويبدأ بحرف.',
  quizOptionRepeated: 'قيمة الخيار مكررة: لكل خيار قيمة مختلفة.',
  quizTooManyConditions: 'عشرة شروط على الأكثر للقاعدة الواحدة.',
  quizQuestionNotFound: 'السؤال غير موجود.',
  quizQuestionKeyTaken: 'يوجد سؤال آخر بالمعرّف «{key}».',
  quizQuestionInUse: 'القاعدة «{rule}» تستخدم {what}. عدّل شروطها أولاً.',
  quizRuleNotFound: 'القاعدة غير موجودة.',
  quizConditionQuestionUnknown: 'لا يوجد سؤال بالمعرّف «{key}».',
  quizConditionValueUnknown: 'الخيار «{value}» ليس من خيارات سؤال «{question}».',
  quizQuestionCreated: 'تمت إضافة السؤال.',
  quizQuestionDeleted: 'تم حذف السؤال.',
  quizRuleCreated: 'تمت إضافة القاعدة.',
  quizRuleDeleted: 'تم حذف القاعدة.',
} as const;

/** Arabic names of the quiz's request fields, for validation messages; part of `fieldLabels`. */
export const quizFieldLabels: Record<string, string> = {
  answers: 'الإجابات',
  key: 'المعرّف',
  help: 'الشرح',
  options: 'الخيارات',
  label: 'النص',
  hint: 'التوضيح',
  budget_max: 'سقف الميزانية',
  step: 'الخطوة',
  conditions: 'الشروط',
  product_types: 'أنواع المنتجات',
  ingredients: 'المكونات',
  tags: 'المميزات',
  avoid_ingredients: 'مكونات تُستبعد',
  avoid_tags: 'مميزات تُستبعد',
  title_words: 'كلمات في أسماء المنتجات',
  must_match: 'التطابق الإلزامي',
  max_price: 'أعلى سعر',
};
