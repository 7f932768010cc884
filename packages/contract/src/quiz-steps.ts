/**
 * The skin quiz's routine steps and question kinds (issue 15), once for the contract, the database enums, the API and
 * the web. Free of zod, so the quiz page and the desk's editors import it as `@wb/contract/quiz-steps` without the
 * schemas. A routine is shown in this order: the order a person applies the products in.
 */
export const quizSteps = ['cleanser', 'toner', 'treatment', 'moisturizer', 'sunscreen', 'extra'] as const;
export type QuizStep = (typeof quizSteps)[number];

export const quizStepLabels: Record<QuizStep, string> = {
  cleanser: 'الغسول',
  toner: 'التونر',
  treatment: 'السيروم العلاجي',
  moisturizer: 'المرطب',
  sunscreen: 'واقي الشمس',
  extra: 'عناية إضافية',
};

/** When the step's product is used, in a few words (the result page shows it under the step's name). */
export const quizStepWhen: Record<QuizStep, string> = {
  cleanser: 'صباحاً ومساءً',
  toner: 'بعد الغسول',
  treatment: 'مساءً على بشرة نظيفة وجافة',
  moisturizer: 'صباحاً ومساءً بعد السيروم',
  sunscreen: 'كل صباح، آخر خطوة',
  extra: 'مرتين إلى ثلاث في الأسبوع',
};

/** The extra step is a bonus: it is filled only with what the budget leaves after the other steps. */
export const isCoreQuizStep = (step: QuizStep): boolean => step !== 'extra';

export const quizQuestionKinds = ['single', 'multi'] as const;
export type QuizQuestionKind = (typeof quizQuestionKinds)[number];

export const quizQuestionKindLabels: Record<QuizQuestionKind, string> = {
  single: 'اختيار واحد',
  multi: 'اختيار متعدد',
};
