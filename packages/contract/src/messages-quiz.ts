/**
 * The skin quiz's Arabic messages (issue 15: the quiz, its routine, and its questions and rules at the desk), spread
 * into the catalogue (messages.ts). Ours: the spec shows none of the quiz.
 */
export const quizQuestionUnknown = 'لا يوجد في الاختبار سؤال باسم «{key}».';
export const quizAnswerInvalid = 'الإجابة «{value}» ليست من خيارات سؤال «{question}».';
export const quizAnswerRequired = 'يرجى الإجابة عن سؤال «{question}».';
export const quizAnswerOneOnly = 'سؤال «{question}» يقبل إجابة واحدة فقط.';
export const quizTooManyAnswers = 'عدد الإجابات أكبر من عدد أسئلة الاختبار.';
export const quizRoutineReady = 'روتينك جاهز.';
export const quizNoProductFits = 'لم نجد منتجاً متوفراً لهذه الخطوة ضمن ميزانيتك الآن.';
export const quizNoRoutineYet = 'لم تُجرِ الاختبار بعد.';
// The desk.
export const quizKeyFormat = 'المعرّف بحروف إنجليزية صغيرة وأرقام و _ فقط، ويبدأ بحرف.';
export const quizOptionRepeated = 'قيمة الخيار مكررة: لكل خيار قيمة مختلفة.';
export const quizTooManyConditions = 'عشرة شروط على الأكثر للقاعدة الواحدة.';
export const quizQuestionNotFound = 'السؤال غير موجود.';
export const quizQuestionKeyTaken = 'يوجد سؤال آخر بالمعرّف «{key}».';
export const quizQuestionInUse = 'القاعدة «{rule}» تستخدم {what}. عدّل شروطها أولاً.';
export const quizRuleNotFound = 'القاعدة غير موجودة.';
export const quizConditionQuestionUnknown = 'لا يوجد سؤال بالمعرّف «{key}».';
export const quizConditionValueUnknown = 'الخيار «{value}» ليس من خيارات سؤال «{question}».';
export const quizQuestionCreated = 'تمت إضافة السؤال.';
export const quizQuestionDeleted = 'تم حذف السؤال.';
export const quizRuleCreated = 'تمت إضافة القاعدة.';
export const quizRuleDeleted = 'تم حذف القاعدة.';

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
