import { walletPage } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../test/harness';
import { insertOrder, newCustomer } from '../../../test/kits/promotions';
import { inTransaction } from '../../context';

/**
 * The wallet as a ledger with a kept balance: the two always agree, a spend never takes it below zero, and spends
 * racing each other (each in a transaction of its own, as orders place them; really at once on PostgreSQL) let through
 * exactly what the balance covers.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const wallet = () => store.services.wallet;

/** The kept balance, the ledger's sum and its entries count: the first two must always be equal. */
async function books(userId: number) {
  const [row] = await store.database.rows<{ balance: number | null; sum: number; entries: number }>(sql`
    select (select balance from wallet_balances where user_id = ${userId}) as balance,
      coalesce((select sum(amount) from wallet_entries where user_id = ${userId}), 0)::int as sum,
      (select count(*)::int from wallet_entries where user_id = ${userId}) as entries`);
  return row;
}

describe('balance and history', () => {
  it('is 0 with no history at all (spec §9), and writes nothing to say so', async () => {
    const customer = await newCustomer(store);
    expect(await wallet().balance(customer.ctx)).toBe(0);
    expect(await wallet().page(customer.ctx, 1, 20)).toEqual({ balance: 0, entries: [], page: 1, total_pages: 0 });
    expect(await books(customer.id)).toEqual({ balance: null, sum: 0, entries: 0 });
  });

  it('keeps the balance equal to the sum of the ledger through credits, spends and refunds', async () => {
    const customer = await newCustomer(store);
    const order = await insertOrder(store, customer.id);
    await wallet().credit(store.ctx(), customer.id, 20_000, 'staff', { note: 'تعويض', actorId: customer.id });
    await wallet().debit(customer.ctx, 12_500, order.id);
    await wallet().credit(store.ctx(), customer.id, 12_500, 'order_cancelled', { orderId: order.id });
    await wallet().debit(customer.ctx, 20_000, (await insertOrder(store, customer.id)).id);
    expect(await books(customer.id)).toEqual({ balance: 0, sum: 0, entries: 4 });
    expect(await wallet().balance(customer.ctx)).toBe(0);
  });

  it('lists the history newest first, with the order number of an order entry', async () => {
    const customer = await newCustomer(store);
    const order = await insertOrder(store, customer.id);
    await wallet().credit(store.ctx(), customer.id, 15_000, 'welcome', { note: 'رصيد ترحيبي' });
    await wallet().debit(customer.ctx, 4_000, order.id);
    const page = await wallet().page(customer.ctx, 1, 20);
    walletPage.parse(page);
    expect(page).toMatchObject({ balance: 11_000, page: 1, total_pages: 1 });
    expect(page.entries).toEqual([
      {
        id: expect.any(Number),
        amount: -4_000,
        reason: 'order',
        order_id: order.id,
        order_number: order.number,
        note: null,
        created_at: expect.any(String),
      },
      expect.objectContaining({ amount: 15_000, reason: 'welcome', order_id: null, order_number: null }),
    ]);
    expect(page.entries[1]?.note).toBe('رصيد ترحيبي');
  });

  it('pages the history', async () => {
    const customer = await newCustomer(store);
    for (let i = 1; i <= 25; i++) await wallet().credit(store.ctx(), customer.id, i * 100, 'staff');
    const first = await wallet().page(customer.ctx, 1, 10);
    const last = await wallet().page(customer.ctx, 3, 10);
    expect(first).toMatchObject({ balance: 32_500, page: 1, total_pages: 3 });
    expect(first.entries.map((e) => e.amount).slice(0, 2)).toEqual([2_500, 2_400]);
    expect(last.entries.map((e) => e.amount)).toEqual([500, 400, 300, 200, 100]);
    expect((await wallet().page(customer.ctx, 4, 10)).entries).toEqual([]);
  });

  it("shows only the caller's own entries and balance", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    await wallet().credit(store.ctx(), a.id, 9_000, 'referral');
    expect(await wallet().page(b.ctx, 1, 20)).toEqual({ balance: 0, entries: [], page: 1, total_pages: 0 });
    expect(await wallet().balance(b.ctx)).toBe(0);
  });
});

describe('debit', () => {
  it('refuses more than the balance with wallet.insufficient and the balance in dinars; nothing written', async () => {
    const customer = await newCustomer(store);
    await wallet().credit(store.ctx(), customer.id, 15_000, 'welcome');
    const order = await insertOrder(store, customer.id);
    await expect(wallet().debit(customer.ctx, 15_001, order.id)).rejects.toMatchObject({
      code: 'wallet.insufficient',
      status: 409,
      message: 'رصيد محفظتك لا يكفي. الرصيد المتاح 15,000 د.ع.',
    });
    expect(await books(customer.id)).toEqual({ balance: 15_000, sum: 15_000, entries: 1 });
    await wallet().debit(customer.ctx, 15_000, order.id);
    expect(await books(customer.id)).toEqual({ balance: 0, sum: 0, entries: 2 });
  });

  it('refuses any spend from a wallet that never had a credit, leaving no row behind', async () => {
    const customer = await newCustomer(store);
    await expect(wallet().debit(customer.ctx, 1, (await insertOrder(store, customer.id)).id)).rejects.toMatchObject({
      code: 'wallet.insufficient',
      message: 'رصيد محفظتك لا يكفي. الرصيد المتاح 0 د.ع.',
    });
    expect(await books(customer.id)).toEqual({ balance: null, sum: 0, entries: 0 });
  });

  it('writes nothing for an order that uses none of the wallet, and refuses amounts that are not whole dinars', async () => {
    const customer = await newCustomer(store);
    await wallet().debit(customer.ctx, 0, (await insertOrder(store, customer.id)).id);
    expect(await books(customer.id)).toEqual({ balance: null, sum: 0, entries: 0 });
    await expect(wallet().debit(customer.ctx, -5, 1)).rejects.toThrow(/bad amount/);
    await expect(wallet().debit(customer.ctx, 2.5, 1)).rejects.toThrow(/bad amount/);
    await expect(wallet().credit(store.ctx(), customer.id, 0, 'staff')).rejects.toThrow(/bad amount/);
  });

  it("commits with the order's transaction or not at all", async () => {
    const customer = await newCustomer(store);
    await wallet().credit(store.ctx(), customer.id, 10_000, 'staff');
    const order = await insertOrder(store, customer.id);
    await expect(
      inTransaction(customer.ctx, async (tx) => {
        await wallet().debit(tx, 6_000, order.id);
        throw new Error('stock ran out after the wallet was debited');
      }),
    ).rejects.toThrow('stock ran out');
    expect(await books(customer.id)).toEqual({ balance: 10_000, sum: 10_000, entries: 1 });
  });
});

describe('credit', () => {
  it("gives an order's wallet part back once, however often the cancellation is retried", async () => {
    const customer = await newCustomer(store);
    await wallet().credit(store.ctx(), customer.id, 30_000, 'staff');
    const order = await insertOrder(store, customer.id);
    await wallet().debit(customer.ctx, 30_000, order.id);
    await wallet().credit(store.ctx(), customer.id, 30_000, 'order_cancelled', { orderId: order.id });
    await wallet().credit(store.ctx(), customer.id, 30_000, 'order_cancelled', { orderId: order.id });
    expect(await books(customer.id)).toEqual({ balance: 30_000, sum: 30_000, entries: 3 });
  });
});

describe('racing spends and credits', () => {
  it('a wallet of 100,000 with 10 concurrent debits of 30,000: exactly 3 succeed, 10,000 left', async () => {
    const customer = await newCustomer(store);
    await wallet().credit(store.ctx(), customer.id, 100_000, 'staff');
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await insertOrder(store, customer.id));
    const results = await Promise.allSettled(orders.map((order) => wallet().debit(customer.ctx, 30_000, order.id)));
    const outcomes = results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code?: string }).code));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'wallet.insufficient')).toHaveLength(7);
    expect(await books(customer.id)).toEqual({ balance: 10_000, sum: 10_000, entries: 4 });
  });

  it('ten first credits at once (no balance row yet) all count', async () => {
    const customer = await newCustomer(store);
    await Promise.all(Array.from({ length: 10 }, () => wallet().credit(store.ctx(), customer.id, 1_000, 'referral')));
    expect(await books(customer.id)).toEqual({ balance: 10_000, sum: 10_000, entries: 10 });
  });

  it('spends and credits interleaved keep the balance and the ledger equal, and never negative', async () => {
    const customer = await newCustomer(store);
    await wallet().credit(store.ctx(), customer.id, 5_000, 'staff');
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await insertOrder(store, customer.id));
    await Promise.allSettled([
      ...orders.map((order) => wallet().debit(customer.ctx, 4_000, order.id)),
      ...orders.map(() => wallet().credit(store.ctx(), customer.id, 2_000, 'staff')),
    ]);
    const after = await books(customer.id);
    expect(after?.balance).toBe(after?.sum);
    expect(after?.balance).toBeGreaterThanOrEqual(0);
    const [debits] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_entries where user_id = ${customer.id} and amount < 0`,
    );
    expect(after?.balance).toBe(5_000 + 8 * 2_000 - (debits?.n ?? 0) * 4_000);
  });
});
