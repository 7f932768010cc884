import type { AdminCustomerProfile, AdminCustomerSummary, AdminCustomersQuery, WalletPage } from '@wb/contract';
import { type DbRow, type orders, type RawRow, rowsOf, users } from '@wb/db';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { allOf, countedList } from '../../lib/desk-lists';
import { accountMatches, searchNeedle } from '../../lib/desk-search';
import { ApiError } from '../../lib/errors';
import { isStaff } from '../../lib/roles';
import type { AddressService } from '../addresses/service';
import type { WalletService } from '../wallet/service';

type CustomerRow = RawRow<
  typeof users,
  'id' | 'name' | 'email' | 'created_at' | 'blocked_at' | 'blocked_reason' | 'registration_confirmed' | 'referral_id'
> & {
  /** A live account signs in with its number. */
  mobile: NonNullable<DbRow<typeof users>['mobile']>;
  /** The desk reads shoppers only (SHOPPERS; `row` refuses staff first). */
  user_type: AdminCustomerSummary['user_type'] & DbRow<typeof users>['user_type'];
  orders_count: number;
  last_order_at: DbRow<typeof orders>['created_at'] | null;
  wallet_balance: number;
};

/** The accounts the customers desk manages: shoppers. Staff and admins are the staff page's (admin only). */
const SHOPPERS = sql`u.user_type in ('customer', 'pharmacist', 'influencer')`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

const summaryOf = (row: CustomerRow): AdminCustomerSummary => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  user_type: row.user_type,
  created_at: iso(row.created_at) as string,
  blocked_at: iso(row.blocked_at),
  blocked_reason: row.blocked_reason,
  orders_count: row.orders_count,
  last_order_at: iso(row.last_order_at),
  wallet_balance: row.wallet_balance,
});

/** The accounts of `ids` (a subquery of `id`s) with their order count, last order and wallet balance. */
const selectCustomers = (ids: SQL) => sql`
  select u.id, u.name, u.mobile, u.email, u.user_type, u.created_at, u.blocked_at, u.blocked_reason,
    u.registration_confirmed, u.referral_id,
    (select count(*)::int from orders o where o.user_id = u.id) as orders_count,
    (select max(o.created_at) from orders o where o.user_id = u.id) as last_order_at,
    coalesce((select b.balance from wallet_balances b where b.user_id = u.id), 0) as wallet_balance
  from ${ids} picked join users u on u.id = picked.id`;

/**
 * The staff desk's customers (issue 12): shoppers found by name or mobile, one shopper's profile and wallet. Reads
 * only; the writes on an account (wallet, block) are the staff-customer flow's.
 */
export class CustomerDesk {
  constructor(
    private readonly addresses: AddressService,
    private readonly wallet: WalletService,
  ) {}

  async list(ctx: Ctx, query: AdminCustomersQuery) {
    const where: SQL[] = [sql`u.deleted_at is null`, SHOPPERS];
    if (query.type) where.push(sql`u.user_type = ${query.type}`);
    if (query.blocked !== undefined)
      where.push(query.blocked ? sql`u.blocked_at is not null` : sql`u.blocked_at is null`);
    const needle = searchNeedle(query.q);
    if (needle) where.push(accountMatches(needle));
    const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
    // Newest first by id: ids are given in the order accounts are made, and the primary key serves the order.
    const order =
      query.sort === 'name' ? sql`order by u.name ${direction}, u.id ${direction}` : sql`order by u.id ${direction}`;
    const list = {
      table: 'users',
      alias: 'u',
      where: allOf(where),
      searching: needle !== null,
      orderColumns: ['name'],
    } as const;
    const { picked, meta } = await countedList(ctx.db, list, order, query.page, query.limit);
    const rows = await rowsOf<CustomerRow>(ctx.db, sql`${selectCustomers(picked)} ${order}`);
    return { data: rows.map(summaryOf), ...meta };
  }

  /**
   * The shopper with this id, its row locked for the caller's transaction when asked (a write on the account): 404
   * for no live account, 403 for a staff or admin account, which the customers desk never touches.
   */
  async shopper(ctx: Ctx, id: number, options: { lock?: boolean } = {}): Promise<AdminCustomerSummary> {
    return summaryOf(await this.row(ctx, id, options.lock ?? false));
  }

  async profile(ctx: Ctx, id: number): Promise<AdminCustomerProfile> {
    const row = await this.row(ctx, id, false);
    return {
      ...summaryOf(row),
      registration_confirmed: row.registration_confirmed,
      referral_id: row.referral_id,
      addresses: await this.addresses.listOf(ctx, id),
    };
  }

  private async row(ctx: Ctx, id: number, lock: boolean): Promise<CustomerRow> {
    const read = ctx.db
      .select({ user_type: users.userType })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    const [account] = lock ? await read.for('no key update') : await read;
    if (!account) throw ApiError.of('customer.not_found');
    if (isStaff(account.user_type)) throw ApiError.of('customer.is_staff');
    const [row] = await rowsOf<CustomerRow>(ctx.db, selectCustomers(sql`(select ${id}::int as id)`));
    return row as CustomerRow;
  }

  /** The shopper's wallet, as the shopper sees it. */
  async walletPage(ctx: Ctx, id: number, page: number, limit: number): Promise<WalletPage> {
    await this.shopper(ctx, id);
    return this.wallet.pageOf(ctx, id, page, limit);
  }
}
