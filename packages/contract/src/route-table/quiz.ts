/** The route table's entries whose schemas `routes/quiz.ts` attaches. */
export const quizQuestions = { id: 'quiz.questions', method: 'GET', path: '/app/quiz', access: 'public' } as const;
export const quizAnswers = { id: 'quiz.answers', method: 'POST', path: '/app/quiz/answers', access: 'public' } as const;
export const quizLatest = {
  id: 'quiz.latest',
  method: 'GET',
  path: '/app/quiz/latest',
  access: 'authenticated',
} as const;
