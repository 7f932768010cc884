/**
 * The quiz's answers travel in the result page's address (`/survey/quiz/result?skin_type=oily&concerns=acne`), so the
 * result survives a reload, a shared link, and a guest's trip to sign in and back (`/auth?next=…`). A question with
 * several answers repeats its key. `add=1` asks the page to add the routine to the cart once it opens (set when a
 * guest pressed the button and was sent to sign in first).
 */
export const QUIZ_PATH = '/survey/quiz';
export const RESULT_PATH = '/survey/quiz/result';
const ADD_PARAM = 'add';

export type QuizAnswersInput = Record<string, string | string[]>;

export function resultHref(answers: QuizAnswersInput, options: { add?: boolean } = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(answers)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  if (options.add) params.set(ADD_PARAM, '1');
  const query = params.toString();
  return query ? `${RESULT_PATH}?${query}` : RESULT_PATH;
}

/**
 * The answers in a result address: every parameter but `add`; a key given twice is a list, a key given once is one
 * value (the API reads one value as a list of one for a question that takes several). Empty when none: the page then
 * shows the shopper's last routine.
 */
export function answersFromParams(params: URLSearchParams): { answers: QuizAnswersInput; add: boolean } {
  const answers: QuizAnswersInput = {};
  for (const key of new Set(params.keys())) {
    if (key === ADD_PARAM) continue;
    const values = params.getAll(key).filter((value) => value !== '');
    if (values.length === 1) answers[key] = values[0] as string;
    else if (values.length > 1) answers[key] = values;
  }
  return { answers, add: params.get(ADD_PARAM) === '1' };
}
