import { messages, type QuizRoutine } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { newShopper } from '../../../test/kits/orders';
import { KEPT_RESULTS } from './service';

/**
 * The skin quiz for shoppers (issue 15): the questions, a routine of real products for her answers (in stock, within
 * her budget, each with why it was chosen), kept for a signed-in shopper only and read back by her alone.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => store?.close());

type Answers = Record<string, string | string[]>;
const OILY_ACNE: Answers = { skin_type: 'oily', concerns: ['acne'], sensitivity: 'rarely', budget: 'high' };

const answer = (answers: Answers, headers: Record<string, string> = {}) =>
  store.call({ method: 'POST', url: '/api/v2/app/quiz/answers', headers, payload: { answers } });

async function routineFor(answers: Answers, headers: Record<string, string> = {}): Promise<QuizRoutine> {
  const response = await answer(answers, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const latest = (headers: Record<string, string>) =>
  store.call({ method: 'GET', url: '/api/v2/app/quiz/latest', headers });

const ingredientsOf = async (productId: number) =>
  (
    await store.database.rows<{ slug: string }>(
      sql`select i.slug from product_ingredients pi join ingredients i on i.id = pi.ingredient_id
        where pi.product_id = ${productId}`,
    )
  ).map((row) => row.slug);

const stockOf = async (variantId: number) =>
  (await store.database.rows<{ stock: number }>(sql`select stock from variants where id = ${variantId}`))[0]?.stock;

const resultsOf = async (userId: number) =>
  (
    await store.database.rows<{ n: number }>(sql`select count(*)::int as n from quiz_results where user_id = ${userId}`)
  )[0]?.n;

describe('GET app/quiz', () => {
  it('lists the active questions in order, in Arabic, without the desk’s budget figures', async () => {
    const response = await store.call({ method: 'GET', url: '/api/v2/app/quiz' });
    expect(response.statusCode).toBe(200);
    const questions = response.json().data;
    expect(questions.map((q: { key: string }) => q.key)).toEqual(['skin_type', 'concerns', 'sensitivity', 'budget']);
    expect(questions[0]).toMatchObject({ title: 'ما نوع بشرتك؟', kind: 'single' });
    expect(questions[1].kind).toBe('multi');
    expect(questions[0].options.map((o: { label: string }) => o.label)).toEqual([
      'جافة',
      'دهنية',
      'مختلطة',
      'عادية',
      'حساسة',
    ]);
    expect(response.body).not.toContain('budget_max');
    expect(response.body).not.toContain('title_words');
  });
});

describe('POST app/quiz/answers: the routine', () => {
  it('gives oily, acne-prone skin a cleanser with an ingredient that fights acne, and says why', async () => {
    const routine = await routineFor(OILY_ACNE);
    const steps = routine.steps.map((step) => step.step);
    expect(steps).toEqual(['cleanser', 'treatment', 'moisturizer', 'sunscreen', 'extra']);
    const cleanser = routine.steps[0];
    expect(cleanser?.label).toBe('الغسول');
    expect(cleanser?.reason).toMatch(/الحبوب/);
    const ingredients = await ingredientsOf(cleanser?.product.shopify_product_id ?? 0);
    expect(ingredients.some((slug) => ['salicylic-acid', 'zinc', 'niacinamide'].includes(slug))).toBe(true);
    expect(cleanser?.product.highlights.length).toBeGreaterThan(0);
    expect(routine.summary).toContainEqual({ question: 'ما نوع بشرتك؟', answer: 'دهنية' });
    expect(routine.total).toBe(routine.steps.reduce((sum, step) => sum + step.product.price, 0));
    expect(routine.saved_at).toBeNull();
  });

  it('carries what the add-to-cart payload needs on every product', async () => {
    const routine = await routineFor(OILY_ACNE);
    for (const { product } of routine.steps) {
      const [variant] = await store.database.rows<{ sku: string; price: number; product_id: number }>(
        sql`select sku, price, product_id from variants where id = ${product.shopify_variant_id}`,
      );
      expect(variant).toEqual({
        sku: product.shopify_variant_sku,
        price: product.price,
        product_id: product.shopify_product_id,
      });
      expect(product.vendor).toMatch(/[A-Za-z]/);
      expect(product.title.length).toBeGreaterThan(0);
    }
  });

  it('never passes the budget, alternatives included, and still fills the basic steps', async () => {
    let alternativesSeen = 0;
    for (const concerns of [['acne'], ['wrinkles', 'dehydration'], ['dullness', 'large_pores']]) {
      const routine = await routineFor({ skin_type: 'combination', concerns, sensitivity: 'sometimes', budget: 'low' });
      expect(routine.budget_max).toBe(50_000);
      expect(routine.total).toBeLessThanOrEqual(50_000);
      const slack = 50_000 - routine.total;
      // Swapping in any alternative offered keeps the routine within the budget.
      const swaps = routine.steps.flatMap((step) => (step.alternative ? [[step.product, step.alternative]] : []));
      for (const [chosen, alternative] of swaps) {
        expect(alternative?.price).toBeLessThanOrEqual((chosen?.price ?? 0) + slack);
      }
      alternativesSeen += swaps.length;
      expect(routine.steps.map((step) => step.step)).toEqual(
        expect.arrayContaining(['cleanser', 'moisturizer', 'sunscreen']),
      );
    }
    expect(alternativesSeen).toBeGreaterThan(0);
  });

  it('never chooses a product out of stock: a sold-out favourite gives way to the next', async () => {
    const before = await routineFor(OILY_ACNE);
    const first = before.steps[0]?.product;
    await store.database.rows(sql`update variants set stock = 0 where product_id = ${first?.shopify_product_id}`);
    const after = await routineFor(OILY_ACNE);
    const chosen = after.steps.flatMap((step) => [step.product, ...(step.alternative ? [step.alternative] : [])]);
    expect(chosen.map((product) => product.shopify_product_id)).not.toContain(first?.shopify_product_id);
    for (const product of chosen) expect(await stockOf(product.shopify_variant_id)).toBeGreaterThan(0);
    expect(after.steps[0]?.step).toBe('cleanser');
  });

  it('keeps one answer per single-choice question, and a product appears once in a routine', async () => {
    const routine = await routineFor({
      skin_type: 'dry',
      concerns: ['acne', 'wrinkles', 'dark_spots', 'dullness'],
      sensitivity: 'rarely',
      budget: 'high',
    });
    const ids = routine.steps
      .flatMap((step) => [step.product, step.alternative ?? []].flat())
      .map((p) => p.shopify_product_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(routine.answers.concerns).toEqual(['acne', 'wrinkles', 'dark_spots', 'dullness']);
  });
});

describe('POST app/quiz/answers: refused answers', () => {
  it('names an unknown question, an unknown value, a missing answer and two answers to a single question', async () => {
    const cases: Array<[Answers, string, string]> = [
      [{ ...OILY_ACNE, hair_type: 'curly' }, 'answers.hair_type', 'hair_type'],
      [{ ...OILY_ACNE, skin_type: 'shiny' }, 'answers.skin_type', 'ما نوع بشرتك؟'],
      [{ skin_type: 'oily', concerns: ['acne'], sensitivity: 'rarely' }, 'answers.budget', 'ميزانيتك'],
      [{ ...OILY_ACNE, skin_type: ['oily', 'dry'] }, 'answers.skin_type', 'إجابة واحدة'],
      [{ ...OILY_ACNE, concerns: [] }, 'answers.concerns', 'يرجى الإجابة'],
    ];
    for (const [answers, field, words] of cases) {
      const response = await answer(answers);
      expectArabicError(response, 422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(errors[field]?.[0], JSON.stringify(errors)).toContain(words);
    }
  });

  it('refuses answers that are not text in Arabic', async () => {
    for (const payload of [{}, { answers: 'oily' }, { answers: { skin_type: 5 } }]) {
      expectArabicError(await store.call({ method: 'POST', url: '/api/v2/app/quiz/answers', payload }), 422);
    }
  });
});

describe('kept routines', () => {
  it('keeps the routine of a signed-in shopper, never a guest’s', async () => {
    const [{ n: before } = { n: 0 }] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from quiz_results`,
    );
    await routineFor(OILY_ACNE);
    const [{ n: afterGuest } = { n: 0 }] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from quiz_results`,
    );
    expect(afterGuest).toBe(before);

    const shopper = await newShopper(store);
    const routine = await routineFor(OILY_ACNE, shopper.headers);
    expect(routine.saved_at).not.toBeNull();
    expect(await resultsOf(shopper.id)).toBe(1);
    const mine = (await latest(shopper.headers)).json().data as QuizRoutine;
    expect(mine.steps.map((step) => step.product.shopify_variant_id)).toEqual(
      routine.steps.map((step) => step.product.shopify_variant_id),
    );
    expect(mine.steps[0]?.reason).toBe(routine.steps[0]?.reason);
    expect(mine.summary).toEqual(routine.summary);
  });

  it('renews her last routine when the same answers come again, and keeps another for new answers', async () => {
    const shopper = await newShopper(store);
    await routineFor(OILY_ACNE, shopper.headers);
    await routineFor({ ...OILY_ACNE, concerns: ['acne'] }, shopper.headers);
    expect(await resultsOf(shopper.id)).toBe(1);
    await routineFor({ ...OILY_ACNE, skin_type: 'dry' }, shopper.headers);
    expect(await resultsOf(shopper.id)).toBe(2);
    expect(((await latest(shopper.headers)).json().data as QuizRoutine).answers.skin_type).toEqual(['dry']);
  });

  it('shows her last routine at today’s prices, a sold-out product marked and left out of the total', async () => {
    const shopper = await newShopper(store);
    const routine = await routineFor({ ...OILY_ACNE, budget: 'mid' }, shopper.headers);
    const [moved, gone] = routine.steps.map((step) => step.product);
    await store.database.rows(sql`update variants set price = price + 1000 where id = ${moved?.shopify_variant_id}`);
    await store.database.rows(sql`update variants set stock = 0 where id = ${gone?.shopify_variant_id}`);
    const again = (await latest(shopper.headers)).json().data as QuizRoutine;
    expect(again.steps[0]?.product.price).toBe((moved?.price ?? 0) + 1000);
    expect(again.steps[1]?.product.available).toBe(false);
    expect(again.total).toBe(routine.total + 1000 - (gone?.price ?? 0));
  });

  it('never shows one person’s routine to another; a guest has none to read', async () => {
    const her = await newShopper(store);
    await routineFor(OILY_ACNE, her.headers);
    const other = await newShopper(store);
    const response = await latest(other.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBeNull();
    const influencer = await store.signIn(DEMO.influencer);
    expect((await latest(bearer(influencer.jwt_token))).json().data).toBeNull();
    expectArabicError(await latest({}), 401);
  });

  it('answers 401 to a credential that no longer holds, so the client renews rather than lose the result', async () => {
    expectArabicError(await answer(OILY_ACNE, bearer('not-a-token')), 401);
  });

  it(`keeps her last ${KEPT_RESULTS} routines`, async () => {
    const shopper = await newShopper(store);
    for (let i = 0; i < KEPT_RESULTS + 2; i += 1) {
      await store.database.rows(sql`insert into quiz_results (user_id, answers, choices, total, created_at)
        values (${shopper.id}, '{}'::jsonb, '[]'::jsonb, 0, now() - make_interval(days => ${i + 1}))`);
    }
    await routineFor(OILY_ACNE, shopper.headers);
    expect(await resultsOf(shopper.id)).toBe(KEPT_RESULTS);
    expect(((await latest(shopper.headers)).json().data as QuizRoutine).steps.length).toBeGreaterThan(0);
  });

  it('goes with her account', async () => {
    const shopper = await newShopper(store);
    await routineFor(OILY_ACNE, shopper.headers);
    const response = await store.call({ method: 'POST', url: '/api/v2/app/delete/account', headers: shopper.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(await resultsOf(shopper.id)).toBe(0);
  });
});

describe('messages', () => {
  it('says the routine is ready', async () => {
    expect((await answer(OILY_ACNE)).json().message).toBe(messages.quizRoutineReady);
  });
});
