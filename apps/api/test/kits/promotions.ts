import { sql } from 'drizzle-orm';
import type { CallerCtx } from '../../src/context';
import type { CodeRule } from '../../src/modules/checkout/ports';
import { bearer, type TestStore } from '../harness';

/** What the promotions and wallet tests share: fresh customers, codes, orders and gift programs made in the test. */

let customers = 0;

export interface TestCustomer {
  id: number;
  /** A context of this customer on the pool: each service call that writes runs in a transaction of its own. */
  ctx: CallerCtx;
  headers: Record<string, string>;
}

/** A customer of their own for each test (each test file has its own database copy). */
export async function newCustomer(store: TestStore): Promise<TestCustomer> {
  customers += 1;
  const mobile = `0751${String(customers).padStart(7, '0')}`;
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), mobile, 'customer');
  const { jwt_token } = await store.signIn(user.mobile);
  return { id: user.id, ctx: callerCtx(store, user.id), headers: bearer(jwt_token) };
}

export function callerCtx(store: TestStore, userId: number, now?: Date): CallerCtx {
  const ctx = { ...store.ctx(), caller: { id: userId, role: 'customer' as const, sessionId: 'test' } };
  return now ? { ...ctx, now: () => now } : ctx;
}

let codes = 0;

export interface CodeFields {
  code?: string;
  kind?: 'percentage' | 'fixed' | 'free_delivery';
  value?: number;
  minSubtotal?: number;
  maxDiscount?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  firstOrderOnly?: boolean;
  brandIds?: number[];
  active?: boolean;
  usedCount?: number;
}

/** A discount code with a name no other test uses (upper-case, as stored); returns its id and name. */
export async function insertCode(store: TestStore, fields: CodeFields = {}): Promise<{ id: number; code: string }> {
  codes += 1;
  const code = fields.code ?? `TEST${codes}X`;
  const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
  const [row] = await store.database.rows<{ id: number; code: string }>(sql`
    insert into discount_codes (code, description, kind, value, min_subtotal, max_discount, starts_at, ends_at,
      usage_limit, per_customer_limit, first_order_only, brand_ids, active, used_count)
    values (${code}, ${`كود تجريبي ${code}`}, ${fields.kind ?? 'fixed'}, ${fields.value ?? 5_000},
      ${fields.minSubtotal ?? 0}, ${fields.maxDiscount ?? null}, ${iso(fields.startsAt)}::timestamptz,
      ${iso(fields.endsAt)}::timestamptz, ${fields.usageLimit ?? null}::int, ${fields.perCustomerLimit ?? null}::int,
      ${fields.firstOrderOnly ?? false}, ${`{${(fields.brandIds ?? []).join(',')}}`}::int[], ${fields.active ?? true},
      ${fields.usedCount ?? 0})
    returning id, code`);
  if (!row) throw new Error('code not inserted');
  return row;
}

/** The rule of a code the caller may use (as pricing gets it from `check`); a refusal fails the test. */
export async function usableRule(
  store: TestStore,
  ctx: CallerCtx,
  code: string,
  subtotal = 100_000,
): Promise<CodeRule> {
  const checked = await store.services.codes.check(ctx, code, subtotal);
  if (!checked.ok) throw new Error(`expected ${code} to be usable, got ${checked.code}`);
  return checked.rule;
}

export async function codeState(store: TestStore, id: number) {
  const [row] = await store.database.rows<{ used_count: number; live: number; released: number }>(sql`
    select used_count,
      (select count(*)::int from code_uses where code_id = c.id and released_at is null) as live,
      (select count(*)::int from code_uses where code_id = c.id and released_at is not null) as released
    from discount_codes c where id = ${id}`);
  return row;
}

/** An order of `userId` as the order flow would leave it (only what these tests read: owner, status, number). */
export async function insertOrder(
  store: TestStore,
  userId: number,
  status: 'pending' | 'confirmed' | 'delivered' | 'cancelled' | 'returned' = 'pending',
): Promise<{ id: number; number: string }> {
  const address = JSON.stringify({
    name: 'زينب علي',
    mobile: '07701234567',
    city: 'بغداد',
    region: null,
    address: 'شارع فلسطين',
    landmark: null,
  });
  const [row] = await store.database.rows<{ id: number; number: string }>(sql`
    insert into orders (number, user_id, placed_by, status, subtotal, shipping_price, total, city_id, address)
    values ('WB-' || nextval('order_number_seq'), ${userId}, 'customer', ${status}, 40000, 5000, 45000, 1,
      ${address}::jsonb)
    returning id, number`);
  if (!row) throw new Error('order not inserted');
  return row;
}

export interface ProgramFields {
  name?: string;
  minTotal: number;
  maxGifts?: number;
  productIds: number[];
  active?: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
  sortOrder?: number;
}

export async function insertProgram(store: TestStore, fields: ProgramFields): Promise<number> {
  const [row] = await store.database.rows<{ id: number }>(sql`
    insert into gift_programs (name, description, min_total, max_gifts, active, starts_at, ends_at, sort_order)
    values (${fields.name ?? 'هدية تجريبية'}, 'وصف', ${fields.minTotal}, ${fields.maxGifts ?? 1},
      ${fields.active ?? true}, ${fields.startsAt?.toISOString() ?? null}::timestamptz,
      ${fields.endsAt?.toISOString() ?? null}::timestamptz, ${fields.sortOrder ?? 0})
    returning id`);
  if (!row) throw new Error('program not inserted');
  for (const [position, productId] of fields.productIds.entries()) {
    await store.database.rows(
      sql`insert into gift_program_products (program_id, product_id, position)
        values (${row.id}, ${productId}, ${position})`,
    );
  }
  // Programs are shown from a cache; staff changes drop it the same way.
  store.kernel.cacheTags.drop(['gift-programs']);
  return row.id;
}

/** Active products whose first variant (the one a gift ships as) has at least `stock` units. */
export async function productsWithStock(store: TestStore, count: number, stock = 5) {
  return store.database.rows<{ id: number; variant_id: number; stock: number; price: number }>(sql`
    select p.id, v.id as variant_id, v.stock, v.price from products p
    join lateral (select id, stock, price from variants where product_id = p.id order by position, id limit 1) v
      on true
    where p.status = 'active' and v.stock >= ${stock}
    order by p.id limit ${count}`);
}

export const days = (n: number) => new Date(Date.now() + n * 86_400_000);
