import { MAX_ADDRESSES } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../test/harness';
import { type AddressCalls, addressCalls, type Customer, newCustomer, validBody } from '../../../test/kits/addresses';

/**
 * Saved addresses under concurrent requests of one customer (a double tap, two devices): the limit and the one-active
 * rule hold. The requests really overlap (Promise.all of HTTP calls); on PostgreSQL each runs on a connection of its
 * own, so these fail without the service's per-customer lock (TEST_DATABASE_URL, `npm run test:pg`). PGlite runs
 * one statement at a time; they must hold there too.
 */
let store: TestStore;
let api: AddressCalls;
beforeAll(async () => {
  store = await startTestStore();
  api = addressCalls(store);
});
afterAll(() => store?.close());

const ROUNDS = 5;

async function fill(customer: Customer, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await api.create(customer.token, validBody({ address: `دار ${i + 1}` }));
    expect(response.statusCode, response.body).toBe(200);
    ids.push(response.json().data.id);
  }
  return ids;
}

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();
const activeCount = async (userId: number) => (await api.rows(userId)).filter((row) => row.is_active).length;

describe('racing requests of one customer', () => {
  it(`never make ${MAX_ADDRESSES + 1} addresses: creates racing at ${MAX_ADDRESSES - 1} let exactly one in`, async () => {
    const customer = await newCustomer(store);
    await fill(customer, MAX_ADDRESSES - 1);
    const racing = await Promise.all(
      Array.from({ length: 3 }, (_, i) => api.create(customer.token, validBody({ address: `سباق ${i}` }))),
    );
    expect(statuses(racing)).toEqual([200, 409, 409]);
    expect(await api.rows(customer.id)).toHaveLength(MAX_ADDRESSES);
    expect(await activeCount(customer.id)).toBe(1);
  });

  it('leave exactly one active address when activations race', async () => {
    const customer = await newCustomer(store);
    const ids = await fill(customer, 6);
    for (let round = 0; round < ROUNDS; round++) {
      const racing = await Promise.all(ids.slice(1).map((id) => api.activate(customer.token, id)));
      expect(statuses(racing), racing.find((r) => r.statusCode !== 200)?.body).toEqual(racing.map(() => 200));
      expect(await activeCount(customer.id)).toBe(1);
    }
  });

  it('leave exactly one active address when the first addresses are created at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await newCustomer(store);
      const racing = await Promise.all([
        api.create(customer.token, validBody({ address: 'أ' })),
        api.create(customer.token, validBody({ address: 'ب' })),
      ]);
      expect(statuses(racing), racing.find((r) => r.statusCode !== 200)?.body).toEqual([200, 200]);
      expect(await api.rows(customer.id)).toHaveLength(2);
      expect(await activeCount(customer.id)).toBe(1);
    }
  });

  it('leave exactly one active address when creating with is_active, activating and deleting race', async () => {
    const customer = await newCustomer(store);
    const ids = await fill(customer, 4);
    for (let round = 0; round < ROUNDS; round++) {
      const active = (await api.rows(customer.id)).find((row) => row.is_active)?.id as number;
      const other = ids.find((id) => id !== active) as number;
      const racing = await Promise.all([
        api.create(customer.token, validBody({ is_active: true })),
        api.activate(customer.token, other),
        api.remove(customer.token, active),
      ]);
      expect(statuses(racing), racing.find((r) => r.statusCode !== 200)?.body).toEqual([200, 200, 200]);
      expect(await activeCount(customer.id)).toBe(1);
      ids.splice(ids.indexOf(active), 1);
      ids.push(racing[0].json().data.id);
    }
  });

  it('save one address when a create is sent twice at once with one Idempotency-Key', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await newCustomer(store);
      const key = { 'idempotency-key': `double-tap-${round}-0000` };
      const racing = await Promise.all([
        api.create(customer.token, validBody(), key),
        api.create(customer.token, validBody(), key),
      ]);
      // The second waits its turn and replays the first answer.
      expect(racing.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(racing[1]?.body).toBe(racing[0]?.body);
      expect(await api.rows(customer.id)).toHaveLength(1);
    }
  });
});
