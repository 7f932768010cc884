import { describe, expect, it } from 'vitest';
import { answersFromParams, RESULT_PATH, resultHref } from './quiz-url';

describe('the result address', () => {
  it('carries single and multiple answers there and back', () => {
    const answers = { skin_type: 'oily', concerns: ['acne', 'dark_spots'], budget: 'low' };
    const href = resultHref(answers);
    expect(href).toBe(`${RESULT_PATH}?skin_type=oily&concerns=acne&concerns=dark_spots&budget=low`);
    const back = answersFromParams(new URL(href, 'http://x').searchParams);
    expect(back).toEqual({ answers, add: false });
  });

  it('asks to add the routine after signing in, and reads nothing else as an answer', () => {
    const href = resultHref({ skin_type: 'dry' }, { add: true });
    expect(answersFromParams(new URL(href, 'http://x').searchParams)).toEqual({
      answers: { skin_type: 'dry' },
      add: true,
    });
    expect(answersFromParams(new URLSearchParams('concerns=&x=1')).answers).toEqual({ x: '1' });
  });

  it('is the bare result page without answers (her last routine)', () => {
    expect(resultHref({})).toBe(RESULT_PATH);
  });
});
