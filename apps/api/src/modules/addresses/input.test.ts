import { fieldLabels, formatMessage, messages } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { startTestStore, type TestStore } from '../../../test/harness';
import { type AddressCalls, addressCalls, type Customer, newCustomer, validBody } from '../../../test/kits/addresses';

/**
 * Saved addresses against bad input: every refusal is a 422 in Arabic naming the field, never a 500, and nothing is
 * written. Valid but unusual input (Arabic-Indic digits, spaces in the number) is taken.
 */
let store: TestStore;
let api: AddressCalls;
let customer: Customer;
beforeAll(async () => {
  store = await startTestStore();
  api = addressCalls(store);
  customer = await newCustomer(store);
});
afterAll(() => store?.close());

/** Asserts a 422 whose `errors` names `field` (and whose message is the first field's), and that nothing was saved. */
async function expectRefused(body: unknown, field: string) {
  const before = (await api.rows(customer.id)).length;
  const response = await api.create(customer.token, body);
  expectArabicError(response, 422);
  const json = response.json();
  expect(json.errors?.[field], response.body).toBeDefined();
  expect(json.message).toBe(Object.values(json.errors as Record<string, string[]>)[0]?.[0]);
  expect(await api.rows(customer.id)).toHaveLength(before);
  return json;
}

const without = (field: string) => {
  const body = validBody();
  delete body[field];
  return body;
};

describe('required fields', () => {
  it.each(['name', 'mobile', 'city_id', 'address'])('refuses an address without %s', async (field) => {
    const json = await expectRefused(without(field), field);
    expect(json.errors[field]).toEqual([formatMessage(messages.fieldRequired, { field: fieldLabels[field] ?? field })]);
  });

  it.each(['name', 'mobile', 'address'])('refuses a blank %s', async (field) => {
    await expectRefused(validBody({ [field]: ' \t ' }), field);
  });

  it('takes an address without region and landmark', async () => {
    const body = validBody();
    delete body.region;
    delete body.landmark;
    expect((await api.create(customer.token, body)).statusCode).toBe(200);
  });
});

describe('lengths', () => {
  it.each([
    ['name', 100],
    ['region', 100],
    ['address', 255],
    ['landmark', 255],
    ['mobile', 20],
  ])('refuses a %s over %i characters', async (field, max) => {
    const json = await expectRefused(validBody({ [field]: 'ب'.repeat(max + 1) }), field);
    expect(json.errors[field]).toEqual([
      formatMessage(messages.fieldTooLong, { field: fieldLabels[field] ?? field, max }),
    ]);
  });

  it('refuses a 200 KB name with 422, not a 500', async () => {
    await expectRefused(validBody({ name: 'س'.repeat(100_000) }), 'name');
  });
});

describe('the mobile (spec §5)', () => {
  it.each([
    ['one digit short', '077012345'],
    ['far too short', '0770123'],
    ['an Iraqi landline', '014123456'],
    ['a Syrian mobile (couriers deliver in Iraq)', '0944123456'],
    ['another country', '+12025550123'],
    ['letters', 'رقم هاتفي'],
  ])('refuses %s under mobile with mobile.invalid', async (_what, mobile) => {
    const json = await expectRefused(validBody({ mobile }), 'mobile');
    expect(json).toMatchObject({ code: 'mobile.invalid', message: messages.mobileInvalid });
  });

  it.each([
    ['Arabic-Indic digits', '٠٧٧٠١٢٣٤٥٦٧', '+9647701234567'],
    ['Persian digits', '۰۷۸۰۱۲۳۴۵۶۷', '+9647801234567'],
    ['spaces and dashes', '0750 123-4567', '+9647501234567'],
    ['the international form', '+9647901234567', '+9647901234567'],
    ['00964', '009647701234567', '+9647701234567'],
    ['no leading 0', '7701234567', '+9647701234567'],
  ])('takes %s and stores the international form', async (_what, mobile, stored) => {
    const response = await api.create(customer.token, validBody({ mobile }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.mobile).toBe(stored);
  });
});

describe('the governorate', () => {
  it('refuses a city_id that is not a governorate of GET app/cities with city.unknown under city_id', async () => {
    const cities = (await store.call({ url: '/api/v2/app/cities' })).json().new_data as Array<{ id: number }>;
    const unknown = Math.max(...cities.map((city) => city.id)) + 1;
    const json = await expectRefused(validBody({ city_id: unknown }), 'city_id');
    expect(json).toMatchObject({ code: 'city.unknown', message: messages.cityUnknown });
  });

  it('takes every governorate of GET app/cities, by id or as a digit string', async () => {
    const cities = (await store.call({ url: '/api/v2/app/cities' })).json().new_data as Array<{
      id: number;
      name: string;
    }>;
    expect(cities.length).toBe(19);
    const last = cities.at(-1) as { id: number; name: string };
    const response = await api.create(customer.token, validBody({ city_id: String(last.id) }));
    expect(response.json().data.city).toEqual({ id: last.id, name: last.name });
  });

  it.each([
    ['zero', 0],
    ['negative', -3],
    ['a fraction', 1.5],
    ['words', 'بغداد'],
    ['a boolean', true],
    ['a list', [1]],
    ['beyond an integer column', 99_999_999_999],
  ])('refuses %s with 422 under city_id', async (_what, city_id) => {
    const json = await expectRefused(validBody({ city_id }), 'city_id');
    expect(json.code).toBe('request.invalid');
  });
});

describe('junk', () => {
  it.each([
    ['a number as the name', { name: 42 }, 'name'],
    ['an object as the address', { address: { street: 'x' } }, 'address'],
    ['a list as the landmark', { landmark: ['a', 'b'] }, 'landmark'],
    ['a number as the mobile', { mobile: 7701234567 }, 'mobile'],
    ['null as the mobile', { mobile: null }, 'mobile'],
    ['a word as is_active', { is_active: 'maybe' }, 'is_active'],
  ])('refuses %s', async (_what, overrides, field) => {
    await expectRefused(validBody(overrides), field);
  });

  it('names every field of the wrong form at once', async () => {
    const json = await expectRefused({ name: '', mobile: 5, city_id: 'x', address: 5 }, 'name');
    expect(Object.keys(json.errors).sort()).toEqual(['address', 'city_id', 'mobile', 'name']);
  });

  it('names both a wrong mobile and an unknown governorate at once, coded by the first', async () => {
    const json = await expectRefused(validBody({ mobile: '0770123', city_id: 9_999 }), 'mobile');
    expect(json.code).toBe('mobile.invalid');
    expect(json.errors).toEqual({ mobile: [messages.mobileInvalid], city_id: [messages.cityUnknown] });
  });

  it.each([
    ['a list', [validBody()]],
    ['a string', 'عنوان'],
    ['null', null],
  ])('refuses %s as the whole body', async (_what, body) => {
    const response = await api.create(customer.token, JSON.stringify(body));
    expectArabicError(response);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('ignores thousands of unknown fields rather than failing', async () => {
    const junk = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`junk_${i}`, 'x'.repeat(20)]));
    const response = await api.create(customer.token, { ...junk, ...validBody() });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data)).not.toContain('junk_1');
  });

  it('refuses a NUL character in a field', async () => {
    await expectRefused(validBody({ landmark: 'قرب\u0000المدرسة' }), 'landmark');
  });
});

describe('ids in the path', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999', '١٢x'])('answers activate and delete of %s with 422', async (id) => {
    for (const call of [api.activate, api.remove]) {
      const response = await call(customer.token, encodeURIComponent(id));
      expectArabicError(response, 422);
      expect(response.json().errors?.id).toBeDefined();
    }
  });

  it('reads an id written in Arabic-Indic digits', async () => {
    const id = (await api.create(customer.token, validBody())).json().data.id as number;
    const arabic = String(id).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string);
    const response = await api.activate(customer.token, encodeURIComponent(arabic));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(id);
  });
});
