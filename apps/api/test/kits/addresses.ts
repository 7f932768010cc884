import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, type TestStore } from '../harness';

/** What the address tests share: fresh customers, the four calls, and a valid body to vary. */

const BASE = '/api/v2/app/profile/addresses';

/** A valid address in Baghdad (city 1 of the seed's governorates). */
export const validBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'زينب علي',
  mobile: '07701234567',
  city_id: 1,
  region: 'الكرادة',
  address: 'شارع 62، زقاق 5، دار 12',
  landmark: 'قرب جامع الرحمن',
  ...overrides,
});

let numbers = 0;

export interface Customer {
  id: number;
  token: string;
}

/** A customer of their own for each test, so no test sees another's addresses (each file has its own database). */
export async function newCustomer(store: TestStore): Promise<Customer> {
  numbers += 1;
  const mobile = `0771${String(numbers).padStart(7, '0')}`;
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), mobile, 'customer');
  const { jwt_token } = await store.signIn(user.mobile);
  return { id: user.id, token: jwt_token };
}

export interface AddressCalls {
  list(token: string): Promise<LightMyRequestResponse>;
  create(token: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  activate(token: string, id: number | string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  remove(token: string, id: number | string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The caller's rows as stored: id and is_active, by id. */
  rows(userId: number): Promise<Array<{ id: number; is_active: boolean }>>;
}

export function addressCalls(store: TestStore): AddressCalls {
  return {
    list: (token) => store.call({ method: 'GET', url: BASE, headers: bearer(token) }),
    create: (token, body, headers = {}) =>
      store.call({ method: 'POST', url: BASE, headers: { ...bearer(token), ...headers }, payload: body as object }),
    activate: (token, id, headers = {}) =>
      store.call({ method: 'POST', url: `${BASE}/activate/${id}`, headers: { ...bearer(token), ...headers } }),
    remove: (token, id, headers = {}) =>
      store.call({ method: 'DELETE', url: `${BASE}/${id}`, headers: { ...bearer(token), ...headers } }),
    rows: (userId) =>
      store.database.rows<{ id: number; is_active: boolean }>(
        sql`select id, is_active from addresses where user_id = ${userId} order by id`,
      ),
  };
}
