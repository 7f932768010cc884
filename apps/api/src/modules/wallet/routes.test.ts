import { wallet } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { insertOrder, newCustomer } from '../../../test/kits/promotions';

/** GET app/wallet over HTTP: customers only, the contract's shape, and nobody sees another's wallet. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const WALLET = '/api/v2/app/wallet';

describe('GET app/wallet', () => {
  it('asks a guest to sign in (401) and refuses the staff (403); sellers hold a wallet (their commissions)', async () => {
    const guest = await store.call({ method: 'GET', url: WALLET });
    expectArabicError(guest, 401);
    for (const mobile of [DEMO.staff, DEMO.admin]) {
      const headers = bearer((await store.signIn(mobile)).jwt_token);
      expectArabicError(await store.call({ method: 'GET', url: WALLET, headers }), 403);
    }
    for (const mobile of [DEMO.influencer, DEMO.pharmacist]) {
      const headers = bearer((await store.signIn(mobile)).jwt_token);
      const response = await store.call({ method: 'GET', url: WALLET, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.balance).toBe(0);
    }
  });

  it("answers the caller's balance and history in the contract's shape, privately", async () => {
    const customer = await newCustomer(store);
    const order = await insertOrder(store, customer.id);
    await store.services.wallet.credit(store.ctx(), customer.id, 20_000, 'staff', { note: 'تعويض تأخير' });
    await store.services.wallet.debit(customer.ctx, 7_500, order.id);
    const response = await store.call({ method: 'GET', url: `${WALLET}?page=1&limit=1`, headers: customer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = wallet.walletRoute.response.parse(response.json());
    expect(data).toMatchObject({ balance: 12_500, page: 1, total_pages: 2 });
    expect(data.entries).toEqual([expect.objectContaining({ amount: -7_500, order_number: order.number })]);
  });

  it("never shows customer A's wallet to customer B", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    await store.services.wallet.credit(store.ctx(), a.id, 50_000, 'referral');
    const seenByB = await store.call({ method: 'GET', url: WALLET, headers: b.headers });
    expect(seenByB.json().data).toEqual({ balance: 0, entries: [], page: 1, total_pages: 0 });
    const seenByA = await store.call({ method: 'GET', url: WALLET, headers: a.headers });
    expect(seenByA.json().data.balance).toBe(50_000);
  });

  it("shows the demo customer's welcome credit (seeded outside production)", async () => {
    const headers = bearer((await store.signIn(DEMO.customer)).jwt_token);
    const { data } = (await store.call({ method: 'GET', url: WALLET, headers })).json();
    expect(data.balance).toBe(15_000);
    expect(data.entries).toEqual([expect.objectContaining({ amount: 15_000, reason: 'welcome' })]);
  });

  it('refuses a page that is not a page number (422), in Arabic', async () => {
    const customer = await newCustomer(store);
    const response = await store.call({ method: 'GET', url: `${WALLET}?page=abc`, headers: customer.headers });
    expectArabicError(response, 422);
  });
});
