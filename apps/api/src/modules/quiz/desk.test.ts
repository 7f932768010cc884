import type { AdminQuizQuestion, AdminQuizRule, QuizRoutine } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { auditOf, type Desk, deskOf } from '../../../test/desk';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';

/**
 * The skin quiz at the staff desk (issue 15, admins): questions and rules written, checked against each other and
 * the catalogue, audited, and what the storefront asks and chooses follows them.
 */
let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  desk = await deskOf(store);
});
afterAll(() => store?.close());

const OILY = { skin_type: 'oily', concerns: ['prevention'], sensitivity: 'rarely', budget: 'high' };

const rule = (overrides: Record<string, unknown> = {}) => ({
  step: 'cleanser',
  title: 'ماء ميسيلار للبشرة الدهنية',
  conditions: { skin_type: ['oily'] },
  categories: ['cleansers'],
  product_types: ['ماء ميسيلار'],
  ingredients: ['niacinamide'],
  reason: 'ينظف دون ماء ويزيل اللمعان.',
  position: 0,
  ...overrides,
});

const question = (overrides: Record<string, unknown> = {}) => ({
  key: 'age',
  title: 'كم عمرك؟',
  kind: 'single',
  options: [
    { value: 'under_25', label: 'أقل من 25' },
    { value: 'over_25', label: '25 فأكثر' },
  ],
  position: 50,
  ...overrides,
});

async function routineFor(answers: Record<string, unknown>): Promise<QuizRoutine> {
  const response = await store.call({ method: 'POST', url: '/api/v2/app/quiz/answers', payload: { answers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('access', () => {
  it('is the admins’: staff and shoppers are refused, guests asked to sign in', async () => {
    const staff = bearer((await store.signIn(DEMO.staff)).jwt_token);
    const customer = bearer((await store.signIn(DEMO.customer)).jwt_token);
    for (const url of ['/api/v2/admin/quiz/questions', '/api/v2/admin/quiz/rules', '/api/v2/admin/quiz/options']) {
      expectArabicError(await store.call({ method: 'GET', url, headers: staff }), 403);
      expectArabicError(await store.call({ method: 'GET', url, headers: customer }), 403);
      expectArabicError(await store.call({ method: 'GET', url }), 401);
    }
    const write = await store.call({
      method: 'POST',
      url: '/api/v2/admin/quiz/rules',
      headers: staff,
      payload: rule(),
    });
    expectArabicError(write, 403);
  });
});

describe('rules', () => {
  it('lists the seeded rules by step, and the catalogue’s names to choose from', async () => {
    const rules = (await desk.get('/admin/quiz/rules')).json().data as AdminQuizRule[];
    expect(rules[0]?.step).toBe('cleanser');
    expect(rules.at(-1)?.step).toBe('extra');
    const options = (await desk.get('/admin/quiz/options')).json().data;
    expect(options.categories).toContainEqual({
      slug: 'cleansers',
      name: 'غسولات ومنظفات البشرة',
      parent: 'skin-care',
    });
    expect(options.product_types).toContainEqual({ name: 'ماء ميسيلار', category: 'cleansers' });
    expect(options.ingredients).toContainEqual({ slug: 'niacinamide', name: 'نياسيناميد' });
  });

  it('refuses conditions that name no question or no option, and slugs the catalogue lacks, by field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ conditions: { hair_type: ['curly'] } }, 'conditions.hair_type'],
      [{ conditions: { skin_type: ['shiny'] } }, 'conditions.skin_type'],
      [{ conditions: { skin_type: [] } }, 'conditions.skin_type'],
      [{ categories: ['no-such-shelf'] }, 'categories'],
      [{ product_types: ['غسول سحري'] }, 'product_types'],
      [{ ingredients: ['unobtainium'] }, 'ingredients'],
      [{ tags: ['sparkly'] }, 'tags'],
      [{ avoid_tags: ['sparkly'] }, 'avoid_tags'],
      [{ step: 'mist' }, 'step'],
      [{ reason: '' }, 'reason'],
    ];
    for (const [overrides, field] of cases) {
      const response = await desk.send('POST', '/admin/quiz/rules', rule(overrides));
      expectArabicError(response, 422);
      expect(Object.keys(response.json().errors), JSON.stringify(overrides)).toContain(field);
    }
    const unknownValue = await desk.send('POST', '/admin/quiz/rules', rule({ conditions: { skin_type: ['shiny'] } }));
    expect(unknownValue.json().message).toContain('ما نوع بشرتك؟');
  });

  it('writes a rule that the routine then follows, audited; a change and a delete are too', async () => {
    const before = await routineFor(OILY);
    expect(before.steps[0]?.product.title).not.toContain('ميسيلار');

    const created = await desk.send('POST', '/admin/quiz/rules', rule());
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json().data as AdminQuizRule;
    expect(made).toMatchObject({ step: 'cleanser', conditions: { skin_type: ['oily'] }, must_match: false });
    const withRule = await routineFor(OILY);
    expect(withRule.steps[0]?.product.title).toContain('ميسيلار');
    expect(withRule.steps[0]?.reason).toBe('ينظف دون ماء ويزيل اللمعان.');

    const changed = await desk.send('PUT', `/admin/quiz/rules/${made.id}`, rule({ active: false }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await routineFor(OILY)).steps[0]?.product.title).not.toContain('ميسيلار');

    expect((await desk.send('DELETE', `/admin/quiz/rules/${made.id}`)).statusCode).toBe(200);
    const audit = await auditOf(store, 'quiz_rule', made.id);
    expect(audit.map((entry) => entry.action)).toEqual(['quiz_rule.create', 'quiz_rule.update', 'quiz_rule.delete']);
    expect(audit[0]?.actor_id).toBe(desk.adminId);
    expectArabicError(await desk.send('DELETE', `/admin/quiz/rules/${made.id}`), 404);
    expectArabicError(await desk.send('PUT', `/admin/quiz/rules/${made.id}`, rule()), 404);
  });
});

describe('questions', () => {
  it('adds a question the storefront asks at once and the answers must then cover', async () => {
    const created = await desk.send('POST', '/admin/quiz/questions', question());
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json().data as AdminQuizQuestion;
    // The writer's own cached questions are dropped when its write commits, before it answers: read back at once.
    const askedKeys = async () =>
      ((await store.call({ method: 'GET', url: '/api/v2/app/quiz' })).json().data as Array<{ key: string }>).map(
        (q) => q.key,
      );
    expect(await askedKeys()).toContain('age');
    const missing = await store.call({ method: 'POST', url: '/api/v2/app/quiz/answers', payload: { answers: OILY } });
    expectArabicError(missing, 422);
    expect(missing.json().errors['answers.age'][0]).toContain('كم عمرك؟');
    await routineFor({ ...OILY, age: 'under_25' });

    const taken = await desk.send('POST', '/admin/quiz/questions', question({ title: 'مرة أخرى' }));
    expectArabicError(taken, 409);
    expect(taken.json().errors.key).toBeDefined();

    const hidden = await desk.send('PUT', `/admin/quiz/questions/${made.id}`, { ...question(), active: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await askedKeys()).not.toContain('age');
    await routineFor(OILY);

    expect((await desk.send('DELETE', `/admin/quiz/questions/${made.id}`)).statusCode).toBe(200);
    const audit = await auditOf(store, 'quiz_question', made.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'quiz_question.create',
      'quiz_question.update',
      'quiz_question.delete',
    ]);
  });

  it('keeps a question or an option a rule names, and says which rule', async () => {
    const questions = (await desk.get('/admin/quiz/questions')).json().data as AdminQuizQuestion[];
    const skinType = questions.find((q) => q.key === 'skin_type') as AdminQuizQuestion;
    const withoutDry = { ...skinType, options: skinType.options.filter((o) => o.value !== 'dry') };
    const { id, key, updated_at, ...body } = withoutDry;
    const refused = await desk.send('PUT', `/admin/quiz/questions/${id}`, body);
    expectArabicError(refused, 409);
    expect(refused.json().errors.options[0]).toContain('غسول للبشرة الجافة');
    expectArabicError(await desk.send('DELETE', `/admin/quiz/questions/${id}`), 409);
    expect(key).toBe('skin_type');
    expect(updated_at).toBeTruthy();
  });

  it('refuses repeated option values, a bad key and fewer than two options, in Arabic by field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ key: 'Age Group' }, 'key'],
      [{ options: [{ value: 'a', label: 'أ' }] }, 'options'],
      [
        {
          options: [
            { value: 'a', label: 'أ' },
            { value: 'a', label: 'ب' },
          ],
        },
        'options',
      ],
      [{ kind: 'ranking' }, 'kind'],
    ];
    for (const [overrides, field] of cases) {
      const response = await desk.send('POST', '/admin/quiz/questions', question({ key: 'age2', ...overrides }));
      expectArabicError(response, 422);
      expect(Object.keys(response.json().errors), JSON.stringify(overrides)).toContain(field);
    }
  });
});
