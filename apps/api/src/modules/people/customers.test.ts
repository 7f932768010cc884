import { messages, type Role, roles } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { fillCart, newShopper, placed, placeOrder, type Shopper, stockedVariant } from '../../../test/kits/orders';
import type { ConsoleSmsProvider } from '../auth/sms';

/** The staff desk's customers (issue 12): finding a shopper, reading them, their wallet, and blocking them. */
let store: TestStore;
const tokens = {} as Record<Role, string>;
const ids = {} as Record<Role, number>;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  for (const role of roles) {
    tokens[role] = (await store.signIn(DEMO[role])).jwt_token;
    const [row] = await store.database.rows<{ id: number }>(sql`select id from users where mobile = ${DEMO[role]}`);
    ids[role] = row?.id ?? 0;
  }
});
afterAll(() => store?.close());

const get = (url: string, query: Record<string, string> = {}, token = tokens.staff) =>
  store.call({ method: 'GET', url: `/api/v2${url}`, query, headers: bearer(token) });
const post = (url: string, payload: object, headers: Record<string, string> = bearer(tokens.staff)) =>
  store.call({ method: 'POST', url: `/api/v2${url}`, payload, headers });
const national = (international: string) => `0${international.slice(4)}`;
const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

const auditOf = (userId: number) =>
  store.database.rows<{
    actor_id: number;
    action: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>(
    sql`select actor_id, action, before, after from audit_log where entity_type = 'user' and entity_id = ${String(userId)}
      order by id`,
  );

/** A shopper with a name of their own, to be found by it. */
async function named(name: string): Promise<Shopper> {
  const shopper = await newShopper(store);
  await store.database.rows(sql`update users set name = ${name} where id = ${shopper.id}`);
  return shopper;
}

describe('GET /admin/customers', () => {
  let ahmad: Shopper;
  beforeAll(async () => {
    ahmad = await named('أحمد عبد الأمير');
  });

  it('finds a shopper by name, with hamza forms folded, and by mobile in every form staff type', async () => {
    const found = async (q: string) =>
      ((await get('/admin/customers', { q })).json().data as Array<{ id: number }>).map((row) => row.id);
    expect(await found('احمد عبد')).toContain(ahmad.id);
    const mobile = national(ahmad.mobile);
    expect(await found(mobile)).toEqual([ahmad.id]);
    expect(await found(ahmad.mobile)).toEqual([ahmad.id]);
    expect(await found(arabicIndic(mobile))).toEqual([ahmad.id]);
    expect(await found(`${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`)).toEqual([ahmad.id]);
    expect(await found('لا يوجد زبون بهذا الاسم')).toEqual([]);
  });

  it('lists shoppers only, newest first, paged with a total, with their orders count and wallet', async () => {
    const response = await get('/admin/customers', { limit: '2' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 2, total_capped: false });
    expect(body.data).toHaveLength(2);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.data[0]).toMatchObject({ orders_count: expect.any(Number), wallet_balance: expect.any(Number) });
    const everyone = (await get('/admin/customers', { limit: '100', q: '+9647701000' })).json().data;
    const types = everyone.map((row: { user_type: Role }) => row.user_type);
    expect(types).toContain('pharmacist');
    expect(types).not.toContain('staff');
    expect(types).not.toContain('admin');
  });

  it('answers nonsense filters with a 422 in Arabic', async () => {
    expectArabicError(await get('/admin/customers', { type: 'staff' }), 422);
    expectArabicError(await get('/admin/customers', { limit: '1000' }), 422);
  });
});

describe('GET /admin/customers/{id}', () => {
  it('reads the profile: account, addresses, orders count, and the orders through the orders list', async () => {
    const shopper = await newShopper(store);
    await fillCart(store, shopper, [[await stockedVariant(store, 10), 1]]);
    const order = await placed(store, shopper);
    const response = await get(`/admin/customers/${shopper.id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({ id: shopper.id, mobile: shopper.mobile, orders_count: 1, blocked_at: null });
    expect(profile.addresses).toHaveLength(1);
    expect(profile.addresses[0].city.name).toMatch(/[\u0600-\u06FF]/);
    const orders = (await get('/admin/orders', { customer_id: String(shopper.id) })).json();
    expect(orders.data.map((row: { id: number }) => row.id)).toEqual([order.id]);
  });

  it('answers 404 for no such account and 403 for a staff or admin account, in Arabic', async () => {
    expectArabicError(await get('/admin/customers/2000000000'), 404);
    const staffAccount = await get(`/admin/customers/${ids.admin}`);
    expectArabicError(staffAccount, 403);
    expect(staffAccount.json().message).toBe(messages.customerIsStaff);
  });
});

describe('POST /admin/customers/{id}/wallet', () => {
  it('credits and debits with a reason: staff ledger entries the customer sees, each audited', async () => {
    const shopper = await newShopper(store);
    const credit = await post(`/admin/customers/${shopper.id}/wallet`, {
      direction: 'credit',
      amount: '٢٥٠٠٠',
      reason: 'تعويض عن تأخير التوصيل',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ message: messages.walletAdjusted, data: { balance: 25_000 } });
    const debit = await post(`/admin/customers/${shopper.id}/wallet`, {
      direction: 'debit',
      amount: 5000,
      reason: 'تصحيح رصيد أضيف بالخطأ',
    });
    expect(debit.json().data.balance).toBe(20_000);

    const own = (await store.call({ method: 'GET', url: '/api/v2/app/wallet', headers: shopper.headers })).json().data;
    expect(own.balance).toBe(20_000);
    expect(own.entries.map((entry: { amount: number; reason: string; note: string }) => entry)).toMatchObject([
      { amount: -5000, reason: 'staff', note: 'تصحيح رصيد أضيف بالخطأ' },
      { amount: 25_000, reason: 'staff', note: 'تعويض عن تأخير التوصيل' },
    ]);
    const [entry] = await store.database.rows<{ actor_id: number }>(
      sql`select actor_id from wallet_entries where user_id = ${shopper.id} order by id limit 1`,
    );
    expect(entry?.actor_id).toBe(ids.staff);
    expect(await auditOf(shopper.id)).toMatchObject([
      { actor_id: ids.staff, action: 'wallet.adjust', before: { balance: 0 }, after: { balance: 25_000 } },
      { actor_id: ids.staff, action: 'wallet.adjust', before: { balance: 25_000 }, after: { balance: 20_000 } },
    ]);
  });

  it('refuses a debit past the balance with a 409 in Arabic, writing nothing', async () => {
    const shopper = await newShopper(store);
    await post(`/admin/customers/${shopper.id}/wallet`, { direction: 'credit', amount: 1000, reason: 'هدية' });
    const over = await post(`/admin/customers/${shopper.id}/wallet`, {
      direction: 'debit',
      amount: 1001,
      reason: 'تصحيح',
    });
    expectArabicError(over, 409);
    expect(over.json().code).toBe('wallet.debit_over_balance');
    expect(over.json().message).toContain('1,000 د.ع');
    const wallet = (await get(`/admin/customers/${shopper.id}/wallet`)).json().data;
    expect(wallet.balance).toBe(1000);
    expect(wallet.entries).toHaveLength(1);
    expect(await auditOf(shopper.id)).toHaveLength(1);
  });

  it('needs a reason and a whole positive amount (422 in Arabic), and never touches a staff wallet (403)', async () => {
    const shopper = await newShopper(store);
    const url = `/admin/customers/${shopper.id}/wallet`;
    expectArabicError(await post(url, { direction: 'credit', amount: 1000, reason: '  ' }), 422);
    expectArabicError(await post(url, { direction: 'credit', amount: 0, reason: 'هدية' }), 422);
    expectArabicError(await post(url, { direction: 'credit', amount: 12.5, reason: 'هدية' }), 422);
    expectArabicError(await post(url, { direction: 'gift', amount: 1000, reason: 'هدية' }), 422);
    const staffWallet = { direction: 'credit', amount: 1000, reason: 'هدية' };
    expectArabicError(await post(`/admin/customers/${ids.staff}/wallet`, staffWallet), 403);
  });

  it('credits once when a double click sends the same Idempotency-Key twice', async () => {
    const shopper = await newShopper(store);
    const headers = { ...bearer(tokens.staff), 'idempotency-key': `wallet-${shopper.id}-once` };
    const body = { direction: 'credit', amount: 3000, reason: 'هدية عيد' };
    await post(`/admin/customers/${shopper.id}/wallet`, body, headers);
    const again = await post(`/admin/customers/${shopper.id}/wallet`, body, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await get(`/admin/customers/${shopper.id}/wallet`)).json().data.balance).toBe(3000);
  });
});

describe('blocking an account', () => {
  const outbox = () => store.services.sms as ConsoleSmsProvider;
  const login = (mobile: string) => store.call({ method: 'POST', url: '/api/v2/app/login', payload: { mobile } });

  it('ends its sessions, refuses its tokens and its sign-in in Arabic, and lets it back after an unblock', async () => {
    const shopper = await newShopper(store);
    await fillCart(store, shopper, [[await stockedVariant(store, 10), 1]]);
    const { jwt_token_refresh } = await store.signIn(shopper.mobile);
    // A code asked for before the block…
    expect((await login(national(shopper.mobile))).statusCode).toBe(200);
    const code = outbox().messagesTo(shopper.mobile)[0]?.code;

    const blocked = await post(`/admin/customers/${shopper.id}/block`, { reason: 'طلبات وهمية متكررة' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      message: messages.customerBlocked,
      data: { blocked_reason: 'طلبات وهمية متكررة' },
    });
    expect(blocked.json().data.blocked_at).toEqual(expect.any(String));

    // Its live token, its refresh token, and the code sent before: none of them works now.
    expectArabicError(await placeOrder(store, shopper), 401);
    const refresh = await store.call({
      method: 'POST',
      url: '/api/v2/app/refresh-token',
      headers: bearer(jwt_token_refresh),
    });
    expectArabicError(refresh, 401);
    const verify = await store.call({
      method: 'POST',
      url: '/api/v2/app/verification-code',
      payload: { mobile: national(shopper.mobile), code },
    });
    expectArabicError(verify, 403);
    expect(verify.json()).toMatchObject({ code: 'account.blocked', message: messages.accountBlocked });
    const again = await login(national(shopper.mobile));
    expectArabicError(again, 403);
    expect(again.json().message).toBe(messages.accountBlocked);
    const resend = await store.call({
      method: 'POST',
      url: '/api/v2/app/resend/verification-code',
      payload: { mobile: national(shopper.mobile) },
    });
    expectArabicError(resend, 403);
    const [sessions] = await store.database.rows<{ live: number }>(
      sql`select count(*)::int as live from sessions where user_id = ${shopper.id} and revoked_at is null`,
    );
    expect(sessions?.live).toBe(0);

    expectArabicError(await post(`/admin/customers/${shopper.id}/block`, { reason: 'مرة ثانية' }), 409);
    const unblocked = await post(`/admin/customers/${shopper.id}/unblock`, { reason: 'تواصل معنا وتم التحقق' });
    expect(unblocked.json()).toMatchObject({ message: messages.customerUnblocked, data: { blocked_at: null } });
    const back = await store.signIn(shopper.mobile);
    expect((await placeOrder(store, { ...shopper, headers: bearer(back.jwt_token) })).statusCode).toBe(200);
    expect((await auditOf(shopper.id)).map((entry) => [entry.action, entry.after.reason])).toEqual([
      ['customer.block', 'طلبات وهمية متكررة'],
      ['customer.unblock', 'تواصل معنا وتم التحقق'],
    ]);
  });

  it('refuses an order even while its session is still taken as live for a few seconds', async () => {
    const shopper = await newShopper(store);
    await fillCart(store, shopper, [[await stockedVariant(store, 10), 1]]);
    // The session is read (and cached) by a first call, then the account is blocked behind the cache's back.
    expect((await store.call({ method: 'GET', url: '/api/v2/app/cart', headers: shopper.headers })).statusCode).toBe(
      200,
    );
    await store.database.rows(
      sql`update users set blocked_at = now(), blocked_reason = 'اختبار' where id = ${shopper.id}`,
    );
    // Reads may pass on the cached session for up to 10 s (whether this one still does depends on the cache having
    // kept it, which another write's drop can prevent: it failed CI once). The write locks the account and finds it
    // blocked whatever the cache holds.
    expectArabicError(await placeOrder(store, shopper), 401);
    const [orders] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${shopper.id}`,
    );
    expect(orders?.n).toBe(0);
  });

  it('never blocks a staff or admin account (403), and needs a reason (422)', async () => {
    const refused = await post(`/admin/customers/${ids.admin}/block`, { reason: 'محاولة' });
    expectArabicError(refused, 403);
    expect(refused.json().code).toBe('customer.is_staff');
    expectArabicError(
      await post(`/admin/customers/${ids.staff}/block`, { reason: 'محاولة' }, bearer(tokens.admin)),
      403,
    );
    const shopper = await newShopper(store);
    expectArabicError(await post(`/admin/customers/${shopper.id}/block`, {}), 422);
    // The demo accounts keep working.
    expect((await get('/admin/orders', {}, tokens.admin)).statusCode).toBe(200);
  });
});
