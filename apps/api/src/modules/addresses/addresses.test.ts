import { MAX_ADDRESSES, messages } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { type AddressCalls, addressCalls, newCustomer, validBody } from '../../../test/kits/addresses';

/** Saved addresses (spec §3, §4, §7): every call's happy path, the rules, ownership, access, repeats, erasure. */
let store: TestStore;
let api: AddressCalls;
beforeAll(async () => {
  store = await startTestStore();
  api = addressCalls(store);
});
afterAll(() => store?.close());

/** Creates an address and returns its id. */
async function add(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await api.create(token, validBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

const URL_BASE = '/api/v2/app/profile/addresses';
const auth = (token?: string) => (token ? bearer(token) : {});
const activeIds = async (userId: number) => (await api.rows(userId)).filter((row) => row.is_active).map((r) => r.id);

describe('POST app/profile/addresses', () => {
  it('saves the first address as the active one, the mobile in international form, with the city named', async () => {
    const { token } = await newCustomer(store);
    const response = await api.create(token, validBody());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(messages.addressSaved);
    expect(body.data).toMatchObject({
      name: 'زينب علي',
      mobile: '+9647701234567',
      city_id: 1,
      city: { id: 1, name: 'بغداد' },
      region: 'الكرادة',
      address: 'شارع 62، زقاق 5، دار 12',
      landmark: 'قرب جامع الرحمن',
      is_active: true,
    });
    expect(body.data.id).toBeGreaterThan(0);
    expect(new Date(body.data.created_at).toISOString()).toBe(body.data.created_at);
  });

  it('keeps the first address active even when sent with is_active false', async () => {
    const { token } = await newCustomer(store);
    const response = await api.create(token, validBody({ is_active: false }));
    expect(response.json().data.is_active).toBe(true);
  });

  it('stores blank region and landmark as absent', async () => {
    const { token } = await newCustomer(store);
    const response = await api.create(token, validBody({ region: '  ', landmark: '' }));
    expect(response.json().data).toMatchObject({ region: null, landmark: null });
  });

  it('trims what was typed around the text', async () => {
    const { token } = await newCustomer(store);
    const response = await api.create(token, validBody({ name: '  علي  ', address: ' دار 7 ' }));
    expect(response.json().data).toMatchObject({ name: 'علي', address: 'دار 7' });
  });

  it('leaves a later address inactive unless it is sent with is_active', async () => {
    const customer = await newCustomer(store);
    const first = await add(customer.token);
    await add(customer.token);
    expect(await activeIds(customer.id)).toEqual([first]);
    const third = await add(customer.token, { is_active: true });
    expect(await activeIds(customer.id)).toEqual([third]);
    // A form sends '1'; it means the same.
    const fourth = await add(customer.token, { is_active: '1' });
    expect(await activeIds(customer.id)).toEqual([fourth]);
  });

  it(`refuses a customer's address number ${MAX_ADDRESSES + 1} with 409 in Arabic, and takes one after a delete`, async () => {
    const customer = await newCustomer(store);
    const ids: number[] = [];
    for (let i = 0; i < MAX_ADDRESSES; i++) ids.push(await add(customer.token, { address: `دار ${i + 1}` }));
    const refused = await api.create(customer.token, validBody());
    expectArabicError(refused, 409);
    expect(refused.json()).toMatchObject({
      code: 'address.limit',
      message: messages.addressLimit.replace('{max}', String(MAX_ADDRESSES)),
    });
    expect(await api.rows(customer.id)).toHaveLength(MAX_ADDRESSES);
    expect((await api.remove(customer.token, ids[5] as number)).statusCode).toBe(200);
    expect((await api.create(customer.token, validBody())).statusCode).toBe(200);
  });
});

describe('GET app/profile/addresses', () => {
  it('answers an empty list to a customer with no address', async () => {
    const { token } = await newCustomer(store);
    const response = await api.list(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], message: messages.ok });
  });

  it('lists the active address first, then the newest', async () => {
    const { token } = await newCustomer(store);
    const first = await add(token, { address: 'أول' });
    const second = await add(token, { address: 'ثاني' });
    const third = await add(token, { address: 'ثالث' });
    await api.activate(token, second);
    const listed = (await api.list(token)).json().data as Array<{ id: number; is_active: boolean }>;
    expect(listed.map((address) => address.id)).toEqual([second, third, first]);
    expect(listed.map((address) => address.is_active)).toEqual([true, false, false]);
  });
});

describe('POST app/profile/addresses/activate/{id}', () => {
  it('makes that address the only active one', async () => {
    const customer = await newCustomer(store);
    const first = await add(customer.token);
    const second = await add(customer.token);
    const response = await api.activate(customer.token, second);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.updatedSuccessfully,
      data: { id: second, is_active: true },
    });
    expect(await activeIds(customer.id)).toEqual([second]);
    expect((await api.activate(customer.token, first)).statusCode).toBe(200);
    expect(await activeIds(customer.id)).toEqual([first]);
  });

  it('answers 200 for the address already active, and changes nothing', async () => {
    const customer = await newCustomer(store);
    const first = await add(customer.token);
    await add(customer.token);
    const response = await api.activate(customer.token, first);
    expect(response.json().data).toMatchObject({ id: first, is_active: true });
    expect(await activeIds(customer.id)).toEqual([first]);
  });
});

describe('DELETE app/profile/addresses/{id}', () => {
  it("deletes an inactive address with the spec's message, leaving the active one", async () => {
    const customer = await newCustomer(store);
    const first = await add(customer.token);
    const second = await add(customer.token);
    const response = await api.remove(customer.token, second);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'تم حذف العنوان بنجاح' });
    expect(await api.rows(customer.id)).toEqual([{ id: first, is_active: true }]);
  });

  it('makes the newest address left the active one when the active one is deleted', async () => {
    const customer = await newCustomer(store);
    const first = await add(customer.token);
    const second = await add(customer.token);
    const third = await add(customer.token);
    const fourth = await add(customer.token);
    await api.activate(customer.token, fourth);
    await api.remove(customer.token, fourth);
    expect(await activeIds(customer.id)).toEqual([third]);
    await api.activate(customer.token, second);
    await api.remove(customer.token, second);
    expect(await activeIds(customer.id)).toEqual([third]);
    await api.remove(customer.token, third);
    expect(await activeIds(customer.id)).toEqual([first]);
  });

  it('leaves nothing after the last address, and the next one saved is active', async () => {
    const customer = await newCustomer(store);
    const only = await add(customer.token);
    expect((await api.remove(customer.token, only)).statusCode).toBe(200);
    expect(await api.rows(customer.id)).toEqual([]);
    const next = await add(customer.token);
    expect(await activeIds(customer.id)).toEqual([next]);
  });

  it('answers 404 for an address already deleted', async () => {
    const { token } = await newCustomer(store);
    const id = await add(token);
    await api.remove(token, id);
    const again = await api.remove(token, id);
    expectArabicError(again, 404);
    expect(again.json()).toMatchObject({ code: 'address.not_found', message: messages.addressNotFound });
  });
});

describe("another customer's addresses", () => {
  it('are a 404 on activate and delete, exactly like an id that never existed, and are left alone', async () => {
    const owner = await newCustomer(store);
    const stranger = await newCustomer(store);
    const mine = await add(owner.token);
    const other = await add(owner.token);
    await add(stranger.token);

    const never = 2_000_000_000;
    const strip = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });
    for (const call of [api.activate, api.remove]) {
      const foreign = await call(stranger.token, other);
      const missing = await call(stranger.token, never);
      expectArabicError(foreign, 404);
      expect(strip(foreign.json())).toEqual(strip(missing.json()));
      expect(foreign.json().code).toBe('address.not_found');
    }
    expect(await api.rows(owner.id)).toEqual([
      { id: mine, is_active: true },
      { id: other, is_active: false },
    ]);
  });

  it('never appear in the list', async () => {
    const owner = await newCustomer(store);
    const stranger = await newCustomer(store);
    await add(owner.token);
    const own = await add(stranger.token);
    const listed = (await api.list(stranger.token)).json().data as Array<{ id: number }>;
    expect(listed.map((address) => address.id)).toEqual([own]);
  });
});

describe('who may call (spec §6: customers only)', () => {
  const calls = [
    ['list', (token?: string) => store.call({ method: 'GET', url: URL_BASE, headers: auth(token) })],
    [
      'create',
      (token?: string) => store.call({ method: 'POST', url: URL_BASE, headers: auth(token), payload: validBody() }),
    ],
    [
      'activate',
      (token?: string) => store.call({ method: 'POST', url: `${URL_BASE}/activate/1`, headers: auth(token) }),
    ],
    ['delete', (token?: string) => store.call({ method: 'DELETE', url: `${URL_BASE}/1`, headers: auth(token) })],
  ] as const;

  it.each(calls)('%s: a guest gets 401', async (_name, call) => {
    const response = await call();
    expectArabicError(response, 401);
    expect(response.json().code).toBe('auth.unauthenticated');
  });

  it.each(calls)('%s: a pharmacist and an influencer get 403', async (_name, call) => {
    for (const seller of [DEMO.pharmacist, DEMO.influencer]) {
      const response = await call((await store.signIn(seller)).jwt_token);
      expectArabicError(response, 403);
      expect(response.json().code).toBe('auth.forbidden');
    }
  });

  it('a seller sending a valid address writes nothing', async () => {
    const [before] = await store.database.rows<{ n: number }>(sql`select count(*)::int as n from addresses`);
    const [, create] = calls[1];
    await create((await store.signIn(DEMO.pharmacist)).jwt_token);
    const [after] = await store.database.rows<{ n: number }>(sql`select count(*)::int as n from addresses`);
    expect(after?.n).toBe(before?.n);
  });
});

describe('Idempotency-Key', () => {
  it('replays a repeated create: one address, the same answer', async () => {
    const customer = await newCustomer(store);
    const key = { 'idempotency-key': 'address-create-0001' };
    const first = await api.create(customer.token, validBody(), key);
    const again = await api.create(customer.token, validBody(), key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await api.rows(customer.id)).toHaveLength(1);
  });

  it('refuses the same key with another body with 422 idempotency.key_reused, writing nothing', async () => {
    const customer = await newCustomer(store);
    const key = { 'idempotency-key': 'address-create-0002' };
    await api.create(customer.token, validBody(), key);
    const reused = await api.create(customer.token, validBody({ landmark: 'قرب المستشفى' }), key);
    expectArabicError(reused, 422);
    expect(reused.json().code).toBe('idempotency.key_reused');
    expect(await api.rows(customer.id)).toHaveLength(1);
  });

  it('keeps keys per customer: the same key from another customer is a request of its own', async () => {
    const one = await newCustomer(store);
    const two = await newCustomer(store);
    const key = { 'idempotency-key': 'address-create-0003' };
    await api.create(one.token, validBody(), key);
    expect((await api.create(two.token, validBody(), key)).headers['idempotent-replayed']).toBeUndefined();
    expect(await api.rows(two.id)).toHaveLength(1);
  });

  it('answers a repeated delete with its first success rather than a 404', async () => {
    const customer = await newCustomer(store);
    const id = await add(customer.token);
    const key = { 'idempotency-key': 'address-delete-0001' };
    expect((await api.remove(customer.token, id, key)).statusCode).toBe(200);
    const again = await api.remove(customer.token, id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(messages.addressDeleted);
  });
});

describe('account deletion', () => {
  it("erases the customer's addresses and no one else's", async () => {
    const leaving = await newCustomer(store);
    const staying = await newCustomer(store);
    await add(leaving.token);
    await add(leaving.token, { mobile: '07801234567' });
    await add(staying.token);
    const response = await store.call({
      method: 'POST',
      url: '/api/v2/app/delete/account',
      headers: bearer(leaving.token),
    });
    expect(response.statusCode).toBe(200);
    expect(await api.rows(leaving.id)).toEqual([]);
    expect(await api.rows(staying.id)).toHaveLength(1);
  });
});
