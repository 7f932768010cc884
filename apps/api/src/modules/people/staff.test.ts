import { messages, type Role, roles } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { newShopper } from '../../../test/kits/orders';

/** The staff page and the audit log (issue 12, admins only): who works here, and what everyone did. */
let store: TestStore;
const tokens = {} as Record<Role, string>;
const ids = {} as Record<Role, number>;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  for (const role of roles) {
    tokens[role] = (await store.signIn(DEMO[role])).jwt_token;
    const [row] = await store.database.rows<{ id: number }>(sql`select id from users where mobile = ${DEMO[role]}`);
    ids[role] = row?.id ?? 0;
  }
});
afterAll(() => store?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = tokens.admin) =>
  store.call({
    method,
    url: `/api/v2${url}`,
    headers: bearer(token),
    ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
  });
const national = (international: string) => `0${international.slice(4)}`;

describe('the staff page', () => {
  it('lists the staff and admins, admins first, and none of the shoppers', async () => {
    const response = await call('GET', '/admin/staff');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as Array<{ id: number; user_type: Role; last_sign_in_at: string | null }>;
    expect(list[0]?.user_type).toBe('admin');
    expect(list.map((member) => member.id)).toEqual(expect.arrayContaining([ids.admin, ids.staff]));
    expect(list.every((member) => member.user_type === 'staff' || member.user_type === 'admin')).toBe(true);
    expect(list.find((member) => member.id === ids.staff)?.last_sign_in_at).toEqual(expect.any(String));
  });

  it('makes a customer staff by mobile: their session works on the desk at once; taking it away shuts it', async () => {
    const shopper = await newShopper(store);
    const { jwt_token } = await store.signIn(shopper.mobile);
    const desk = () => store.call({ method: 'GET', url: '/api/v2/admin/orders', headers: bearer(jwt_token) });
    expectArabicError(await desk(), 403);

    const granted = await call('POST', '/admin/staff', { mobile: national(shopper.mobile), role: 'staff' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      message: messages.staffRoleChanged,
      data: { id: shopper.id, user_type: 'staff' },
    });
    expect((await desk()).statusCode).toBe(200);

    const taken = await call('POST', `/admin/staff/${shopper.id}/role`, { role: 'customer' });
    expect(taken.json().data.user_type).toBe('customer');
    expectArabicError(await desk(), 403);

    const audit = await store.database.rows<{ actor_id: number; action: string; before: object; after: object }>(
      sql`select actor_id, action, before, after from audit_log where entity_type = 'user' and entity_id = ${String(shopper.id)}
        order by id`,
    );
    expect(audit).toEqual([
      { actor_id: ids.admin, action: 'user.role', before: { user_type: 'customer' }, after: { user_type: 'staff' } },
      { actor_id: ids.admin, action: 'user.role', before: { user_type: 'staff' }, after: { user_type: 'customer' } },
    ]);
  });

  it("refuses, in Arabic: an admin's own admin role, a seller's account, an unknown number, a shopper by id", async () => {
    const own = await call('POST', `/admin/staff/${ids.admin}/role`, { role: 'staff' });
    expectArabicError(own, 409);
    expect(own.json().message).toBe(messages.staffOwnAdminRole);
    expectArabicError(await call('POST', '/admin/staff', { mobile: DEMO.admin, role: 'staff' }), 409);
    const seller = await call('POST', '/admin/staff', { mobile: DEMO.pharmacist, role: 'staff' });
    expectArabicError(seller, 409);
    expect(seller.json().code).toBe('staff.seller_account');
    expectArabicError(await call('POST', '/admin/staff', { mobile: '07709999999', role: 'staff' }), 404);
    expectArabicError(await call('POST', '/admin/staff', { mobile: '123', role: 'staff' }), 422);
    expectArabicError(await call('POST', '/admin/staff', { mobile: DEMO.customer, role: 'owner' }), 422);
    const shopper = await newShopper(store);
    expectArabicError(await call('POST', `/admin/staff/${shopper.id}/role`, { role: 'admin' }), 404);
    // The demo admin is still an admin.
    expect((await call('GET', '/admin/staff')).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('lists every staff write newest first, filtered by who, record, action and Baghdad day', async () => {
    const shopper = await newShopper(store);
    const wallet = { direction: 'credit', amount: 2000, reason: 'هدية' };
    await call('POST', `/admin/customers/${shopper.id}/wallet`, wallet, tokens.staff);
    await call('POST', `/admin/customers/${shopper.id}/block`, { reason: 'احتيال' }, tokens.admin);
    // One entry made yesterday in Baghdad: 23:30 UTC on the day before is 02:30 today in Baghdad, so not it.
    await store.database.rows(sql`
      insert into audit_log (actor_id, action, entity_type, entity_id, before, after, created_at)
      values (${ids.staff}, 'order.status', 'order', '1', '{}', '{}', '2026-03-01T20:59:00Z'),
             (${ids.staff}, 'order.status', 'order', '2', '{}', '{}', '2026-03-01T21:00:00Z')`);

    const list = async (query: Record<string, string>) =>
      (await call('GET', '/admin/audit', query)).json().data as Array<{
        action: string;
        entity_id: string;
        actor: { id: number; name: string } | null;
        after: Record<string, unknown>;
      }>;
    const forShopper = await list({ entity_type: 'user', entity_id: String(shopper.id) });
    expect(forShopper.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['customer.block', ids.admin],
      ['wallet.adjust', ids.staff],
    ]);
    expect(forShopper[1]?.after).toMatchObject({ balance: 2000, reason: 'هدية' });
    expect(forShopper[0]?.actor?.name).toEqual(expect.any(String));
    const byStaff = await list({ actor_id: String(ids.staff), action: 'wallet.adjust', limit: '100' });
    expect(byStaff.every((entry) => entry.action === 'wallet.adjust' && entry.actor?.id === ids.staff)).toBe(true);
    const onTheDay = await list({ from: '2026-03-02', to: '2026-03-02', entity_type: 'order' });
    expect(onTheDay.map((entry) => entry.entity_id)).toEqual(['2']);
    const paged = (await call('GET', '/admin/audit', { limit: '1' })).json();
    expect(paged).toMatchObject({ limit: 1, total_capped: false });
    expect(paged.total).toBeGreaterThanOrEqual(4);
  });

  it('is for admins: staff are refused in Arabic; bad filters are a 422', async () => {
    expectArabicError(await call('GET', '/admin/audit', {}, tokens.staff), 403);
    expectArabicError(await call('GET', '/admin/audit', { from: '2026-13-01' }), 422);
    expectArabicError(await call('GET', '/admin/audit', { actor_id: 'someone' }), 422);
  });
});
