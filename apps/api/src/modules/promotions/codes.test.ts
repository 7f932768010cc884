import { normalizeCode } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../test/harness';
import {
  callerCtx,
  codeState,
  days,
  insertCode,
  insertOrder,
  newCustomer,
  usableRule,
} from '../../../test/kits/promotions';
import { type CallerCtx, inTransaction } from '../../context';
import { ApiError } from '../../lib/errors';
import type { CodeRule } from '../checkout/ports';

/** Every rule of a discount code, as checkout sees them through `Codes`: check, redeem, release, open. */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const codes = () => store.services.codes;

const ruleOf = (ctx: CallerCtx, code: string) => usableRule(store, ctx, code);

describe('check', () => {
  it('answers the rule of a usable code, as pricing applies it', async () => {
    const { ctx } = await newCustomer(store);
    const { id, code } = await insertCode(store, {
      kind: 'percentage',
      value: 15,
      minSubtotal: 20_000,
      maxDiscount: 9_000,
      brandIds: [1, 2],
    });
    expect(await codes().check(ctx, code, 20_000)).toEqual({
      ok: true,
      rule: {
        id,
        code,
        description: `كود تجريبي ${code}`,
        kind: 'percentage',
        value: 15,
        minSubtotal: 20_000,
        maxDiscount: 9_000,
        brandIds: [1, 2],
        categoryIds: [],
        productIds: [],
      } satisfies CodeRule,
    });
  });

  it('reads a code as typed: any case, spaces around it, Arabic-Indic digits', async () => {
    expect(normalizeCode('  save٥٠٠٠ ')).toBe('SAVE5000');
    expect(normalizeCode('ramadan۲۵')).toBe('RAMADAN25');
    const { ctx } = await newCustomer(store);
    await insertCode(store, { code: 'TYPED2025' });
    expect(await codes().check(ctx, ' typed٢٠٢٥  ', 50_000)).toMatchObject({ ok: true, rule: { code: 'TYPED2025' } });
  });

  it('refuses an unknown, blank or inactive code as code.unknown', async () => {
    const { ctx } = await newCustomer(store);
    const inactive = await insertCode(store, { active: false });
    for (const text of ['NO-SUCH-CODE', '   ', '', inactive.code]) {
      expect(await codes().check(ctx, text, 50_000), text).toEqual({ ok: false, code: 'code.unknown' });
    }
  });

  it('refuses a code before it starts and from the moment it ends', async () => {
    const { id } = await newCustomer(store);
    const now = new Date('2030-06-01T12:00:00Z');
    const ctx = callerCtx(store, id, now);
    const later = await insertCode(store, { startsAt: new Date('2030-06-01T12:00:01Z') });
    const ended = await insertCode(store, { endsAt: now });
    const running = await insertCode(store, { startsAt: now, endsAt: new Date('2030-06-01T12:00:01Z') });
    expect(await codes().check(ctx, later.code, 50_000)).toEqual({ ok: false, code: 'code.not_started' });
    expect(await codes().check(ctx, ended.code, 50_000)).toEqual({ ok: false, code: 'code.expired' });
    expect((await codes().check(ctx, running.code, 50_000)).ok).toBe(true);
  });

  it('refuses a code whose uses have run out as code.exhausted', async () => {
    const { ctx } = await newCustomer(store);
    const full = await insertCode(store, { usageLimit: 3, usedCount: 3 });
    const roomy = await insertCode(store, { usageLimit: 3, usedCount: 2 });
    expect(await codes().check(ctx, full.code, 50_000)).toEqual({ ok: false, code: 'code.exhausted' });
    expect((await codes().check(ctx, roomy.code, 50_000)).ok).toBe(true);
  });

  it("counts the caller's live uses against the per-customer limit; a released use no longer counts", async () => {
    const a = await newCustomer(store);
    const b = await newCustomer(store);
    const { code } = await insertCode(store, { perCustomerLimit: 1 });
    const order = await insertOrder(store, a.id);
    await codes().redeem(a.ctx, await ruleOf(a.ctx, code), order.id, 5_000);
    expect(await codes().check(a.ctx, code, 50_000)).toEqual({ ok: false, code: 'code.customer_limit' });
    // Another customer's use is not the caller's.
    expect((await codes().check(b.ctx, code, 50_000)).ok).toBe(true);
    await codes().release(store.ctx(), order.id);
    expect((await codes().check(a.ctx, code, 50_000)).ok).toBe(true);
  });

  it('first order only: refused once the caller has an order that is not cancelled', async () => {
    const { code } = await insertCode(store, { firstOrderOnly: true });
    const fresh = await newCustomer(store);
    expect((await codes().check(fresh.ctx, code, 50_000)).ok).toBe(true);

    const cancelledOnly = await newCustomer(store);
    await insertOrder(store, cancelledOnly.id, 'cancelled');
    expect((await codes().check(cancelledOnly.ctx, code, 50_000)).ok).toBe(true);

    for (const status of ['pending', 'delivered', 'returned'] as const) {
      const customer = await newCustomer(store);
      await insertOrder(store, customer.id, status);
      expect(await codes().check(customer.ctx, code, 50_000), status).toEqual({
        ok: false,
        code: 'code.first_order_only',
      });
    }
  });

  it('refuses a subtotal under the minimum with the minimum in dinars, as a person reads it', async () => {
    const { ctx } = await newCustomer(store);
    const { code } = await insertCode(store, { minSubtotal: 40_000 });
    const refused = await codes().check(ctx, code, 39_999);
    expect(refused).toEqual({ ok: false, code: 'code.min_subtotal', params: { min: '40,000 د.ع' } });
    const { params } = refused as { params: Record<string, string> };
    expect(ApiError.of('code.min_subtotal', params).message).toBe('كود الخصم يعمل للطلبات من 40,000 د.ع فأكثر.');
    expect((await codes().check(ctx, code, 40_000)).ok).toBe(true);
  });

  it('reads only: checking a code counts nothing', async () => {
    const { ctx } = await newCustomer(store);
    const { id, code } = await insertCode(store, { usageLimit: 1 });
    await codes().check(ctx, code, 50_000);
    await codes().check(ctx, code, 50_000);
    expect(await codeState(store, id)).toEqual({ used_count: 0, live: 0, released: 0 });
  });
});

describe('redeem', () => {
  it("counts a use by the order: used_count up by one and the use recorded with the order's discount", async () => {
    const customer = await newCustomer(store);
    const { id, code } = await insertCode(store, { usageLimit: 5 });
    const order = await insertOrder(store, customer.id);
    await codes().redeem(customer.ctx, await ruleOf(customer.ctx, code), order.id, 4_500);
    expect(await codeState(store, id)).toEqual({ used_count: 1, live: 1, released: 0 });
    const [use] = await store.database.rows<{ user_id: number; discount: number }>(
      sql`select user_id, discount from code_uses where order_id = ${order.id}`,
    );
    expect(use).toEqual({ user_id: customer.id, discount: 4_500 });
  });

  it('counts an order once, however often the flow calls it', async () => {
    const customer = await newCustomer(store);
    const { id, code } = await insertCode(store);
    const order = await insertOrder(store, customer.id);
    const rule = await ruleOf(customer.ctx, code);
    await codes().redeem(customer.ctx, rule, order.id, 5_000);
    await codes().redeem(customer.ctx, rule, order.id, 5_000);
    expect(await codeState(store, id)).toEqual({ used_count: 1, live: 1, released: 0 });
  });

  it('checks the code again as it is now: deactivated, ended or run out since the invoice → refused, nothing counted', async () => {
    const customer = await newCustomer(store);
    const cases = [
      { change: `active = false`, expected: 'code.unknown' },
      { change: `ends_at = now() - interval '1 minute'`, expected: 'code.expired' },
      { change: `starts_at = now() + interval '1 day'`, expected: 'code.not_started' },
      { change: `usage_limit = 2, used_count = 2`, expected: 'code.exhausted' },
    ];
    for (const { change, expected } of cases) {
      const { id, code } = await insertCode(store);
      const rule = await ruleOf(customer.ctx, code);
      await store.database.rows(sql`update discount_codes set ${sql.raw(change)} where id = ${id}`);
      const before = await codeState(store, id);
      const order = await insertOrder(store, customer.id);
      await expect(codes().redeem(customer.ctx, rule, order.id, 5_000), expected).rejects.toMatchObject({
        code: expected,
      });
      expect(await codeState(store, id)).toEqual(before);
    }
  });

  it('refuses a use past the per-customer limit with code.customer_limit', async () => {
    const customer = await newCustomer(store);
    const { code } = await insertCode(store, { perCustomerLimit: 2 });
    const rule = await ruleOf(customer.ctx, code);
    for (let i = 0; i < 2; i++) {
      await codes().redeem(customer.ctx, rule, (await insertOrder(store, customer.id)).id, 5_000);
    }
    const third = await insertOrder(store, customer.id);
    const refused = codes().redeem(customer.ctx, rule, third.id, 5_000);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'code.customer_limit' });
  });

  it('first order only: the order being placed does not count against itself; any other live order does', async () => {
    const { code } = await insertCode(store, { firstOrderOnly: true });
    const first = await newCustomer(store);
    const rule = await ruleOf(first.ctx, code);
    await codes().redeem(first.ctx, rule, (await insertOrder(store, first.id)).id, 5_000);

    const second = await newCustomer(store);
    const secondRule = await ruleOf(second.ctx, code);
    await insertOrder(store, second.id, 'confirmed');
    const order = await insertOrder(store, second.id);
    await expect(codes().redeem(second.ctx, secondRule, order.id, 5_000)).rejects.toMatchObject({
      code: 'code.first_order_only',
    });
  });

  it('outlive the account: the number registered again has used the code and has had its first order', async () => {
    const once = await insertCode(store, { perCustomerLimit: 1 });
    const welcome = await insertCode(store, { firstOrderOnly: true });
    const leaving = await newCustomer(store);
    const [{ mobile } = { mobile: '' }] = await store.database.rows<{ mobile: string }>(
      sql`select mobile from users where id = ${leaving.id}`,
    );
    const order = await insertOrder(store, leaving.id, 'delivered');
    await codes().redeem(leaving.ctx, await ruleOf(leaving.ctx, once.code), order.id, 5_000);
    const deleted = await store.call({ method: 'POST', url: '/api/v2/app/delete/account', headers: leaving.headers });
    expect(deleted.statusCode).toBe(200);

    const { user } = await store.services.accounts.createOrPromote(store.ctx(), mobile, 'customer');
    expect(user.id).not.toBe(leaving.id);
    const again = callerCtx(store, user.id);
    expect(await codes().check(again, once.code, 50_000)).toEqual({ ok: false, code: 'code.customer_limit' });
    expect(await codes().check(again, welcome.code, 50_000)).toEqual({ ok: false, code: 'code.first_order_only' });
    expect((await codes().open(again)).map((open) => open.code)).not.toContain(once.code);
    // Another number is untouched by it.
    const other = await newCustomer(store);
    expect((await codes().check(other.ctx, once.code, 50_000)).ok).toBe(true);
  });

  it("commits with the order's transaction or not at all", async () => {
    const customer = await newCustomer(store);
    const { id, code } = await insertCode(store, { usageLimit: 1 });
    const rule = await ruleOf(customer.ctx, code);
    const order = await insertOrder(store, customer.id);
    await expect(
      inTransaction(customer.ctx, async (tx) => {
        await codes().redeem(tx, rule, order.id, 5_000);
        throw new Error('the order failed after the code was counted');
      }),
    ).rejects.toThrow('the order failed');
    expect(await codeState(store, id)).toEqual({ used_count: 0, live: 0, released: 0 });
  });
});

describe('release', () => {
  it("gives the cancelled order's use back, once: used_count down by one, the use kept as released", async () => {
    const customer = await newCustomer(store);
    const { id, code } = await insertCode(store, { usageLimit: 1 });
    const order = await insertOrder(store, customer.id);
    await codes().redeem(customer.ctx, await ruleOf(customer.ctx, code), order.id, 5_000);
    expect(await codes().check(customer.ctx, code, 50_000)).toEqual({ ok: false, code: 'code.exhausted' });
    await codes().release(store.ctx(), order.id);
    await codes().release(store.ctx(), order.id);
    expect(await codeState(store, id)).toEqual({ used_count: 0, live: 0, released: 1 });
    expect((await codes().check(customer.ctx, code, 50_000)).ok).toBe(true);
  });

  it('changes nothing for an order that used no code', async () => {
    const customer = await newCustomer(store);
    const { id, code } = await insertCode(store);
    await codes().redeem(customer.ctx, await ruleOf(customer.ctx, code), (await insertOrder(store, customer.id)).id, 1);
    await codes().release(store.ctx(), (await insertOrder(store, customer.id)).id);
    expect(await codeState(store, id)).toEqual({ used_count: 1, live: 1, released: 0 });
  });
});

describe('open', () => {
  it('lists the codes the caller may use now, with their uses left; hides every code they may not', async () => {
    const customer = await newCustomer(store);
    const usable = await insertCode(store, { perCustomerLimit: 3, endsAt: days(2), minSubtotal: 30_000 });
    const unlimited = await insertCode(store, { kind: 'free_delivery', value: 0 });
    const used = await insertCode(store, { perCustomerLimit: 1 });
    const hidden = [
      await insertCode(store, { active: false }),
      await insertCode(store, { startsAt: days(1) }),
      await insertCode(store, { endsAt: days(-1) }),
      await insertCode(store, { usageLimit: 4, usedCount: 4 }),
      await insertCode(store, { firstOrderOnly: true }),
      used,
    ];
    const order = await insertOrder(store, customer.id);
    await codes().redeem(customer.ctx, await ruleOf(customer.ctx, used.code), order.id, 5_000);
    await codes().redeem(
      customer.ctx,
      await ruleOf(customer.ctx, usable.code),
      (await insertOrder(store, customer.id)).id,
      5_000,
    );

    const open = await codes().open(customer.ctx);
    const names = open.map((c) => c.code);
    for (const code of hidden) expect(names).not.toContain(code.code);
    expect(open.find((c) => c.code === usable.code)).toEqual({
      code: usable.code,
      description: `كود تجريبي ${usable.code}`,
      kind: 'fixed',
      value: 5_000,
      min_subtotal: 30_000,
      max_discount: null,
      ends_at: expect.any(String),
      first_order_only: false,
      uses_left: 2,
    });
    expect(open.find((c) => c.code === unlimited.code)).toMatchObject({ uses_left: null, ends_at: null });
    // Soonest to end first.
    expect(names.indexOf(usable.code)).toBeLessThan(names.indexOf(unlimited.code));
  });

  it('shows a first-order code, with its one use left, to a customer who has never ordered', async () => {
    const customer = await newCustomer(store);
    const welcome = await insertCode(store, { firstOrderOnly: true, perCustomerLimit: 1 });
    expect((await codes().open(customer.ctx)).find((c) => c.code === welcome.code)).toMatchObject({
      first_order_only: true,
      uses_left: 1,
    });
  });
});
