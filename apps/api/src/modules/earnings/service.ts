import { type EarningsPage, messages, type SellerEarning } from '@wb/contract';
import { orders, type RawRow, rowsOf, sellerEarnings, users } from '@wb/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../../context';

export interface OpenEarning {
  orderId: number;
  sellerId: number;
  source: 'order' | 'shared_cart';
  /** The goods paid: after every discount, before delivery. */
  base: number;
  percent: number;
}

/** An earning just moved: whose, how much, and the order's number (for the seller's notice). */
export type SettledEarning = RawRow<typeof sellerEarnings, 'seller_id' | 'amount'> & RawRow<typeof orders, 'number'>;

/**
 * What orders earn their sellers (issue 14): a row written pending with the order, at the commission of that moment;
 * credited to the seller's wallet (a ledger entry, reason `commission`) when staff deliver the order, taken back when
 * it is returned (as much as the wallet holds: docs/decisions.md), cancelled with the order; the wallet entries and
 * the seller's notices are flows/order-rewards.ts's. Every move runs in the order's own transaction (the flows that
 * move orders call these), once: a move finds the earning in the state it
 * leaves, so a retried move changes nothing.
 */
export class EarningsService {
  /** The pending earning of a new order (in the order's transaction): floor(base × percent / 100). */
  async open(ctx: Ctx, earning: OpenEarning): Promise<number> {
    if (!Number.isSafeInteger(earning.base) || earning.base < 0) throw new Error(`earning: bad base ${earning.base}`);
    const amount = Math.floor((earning.base * earning.percent) / 100);
    await ctx.db.insert(sellerEarnings).values({
      orderId: earning.orderId,
      sellerId: earning.sellerId,
      source: earning.source,
      base: earning.base,
      percent: earning.percent,
      amount,
      state: 'pending',
      createdAt: ctx.now(),
    });
    return amount;
  }

  /**
   * The order was delivered: its pending earning moves to credited. What it credits (the seller's wallet, her notice)
   * is the order-rewards flow's to write; nothing settled (no earning, already credited): undefined.
   */
  async delivered(ctx: Ctx, orderId: number): Promise<SettledEarning | undefined> {
    return this.settle(ctx, orderId, 'pending', 'credited');
  }

  /**
   * The order came back: its credited earning moves to reversed (the flow takes it back from the wallet, down to zero
   * at most: what the seller already spent is not recovered, the entry's note says how much).
   */
  async returned(ctx: Ctx, orderId: number): Promise<SettledEarning | undefined> {
    return this.settle(ctx, orderId, 'credited', 'reversed');
  }

  /** Whether `mobile` (international form) is the calling seller's own: an order to it earns her nothing. */
  async isSellersOwnNumber(ctx: CallerCtx, mobile: string): Promise<boolean> {
    const [own] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, ctx.caller.id), eq(users.mobile, mobile)));
    return own !== undefined;
  }

  /** The order was cancelled: its pending earning will never be paid. */
  async cancelled(ctx: Ctx, orderId: number): Promise<void> {
    await this.settle(ctx, orderId, 'pending', 'cancelled');
  }

  /** The caller's earnings, newest first, with her totals (from one statement: one snapshot). */
  async page(ctx: CallerCtx, page: number, limit: number): Promise<EarningsPage> {
    const me = ctx.caller.id;
    const [totals] = await rowsOf<{ credited: number; pending: number; reversed: number; total: number }>(
      ctx.db,
      sql`select coalesce(sum(amount) filter (where state = 'credited'), 0)::int as credited,
          coalesce(sum(amount) filter (where state = 'pending'), 0)::int as pending,
          coalesce(sum(amount) filter (where state = 'reversed'), 0)::int as reversed,
          count(*)::int as total
        from seller_earnings where seller_id = ${me}`,
    );
    const rows = await ctx.db
      .select({
        order_id: sellerEarnings.orderId,
        order_number: orders.number,
        order_status: orders.status,
        receiver_name: sql<string>`coalesce(${orders.address}->>'name', '')`,
        source: sellerEarnings.source,
        base: sellerEarnings.base,
        percent: sellerEarnings.percent,
        amount: sellerEarnings.amount,
        state: sellerEarnings.state,
        created_at: sellerEarnings.createdAt,
        settled_at: sellerEarnings.settledAt,
      })
      .from(sellerEarnings)
      .innerJoin(orders, eq(orders.id, sellerEarnings.orderId))
      .where(eq(sellerEarnings.sellerId, me))
      .orderBy(desc(sellerEarnings.createdAt), desc(sellerEarnings.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const total = totals?.total ?? 0;
    return {
      totals: {
        credited: totals?.credited ?? 0,
        pending: totals?.pending ?? 0,
        reversed: totals?.reversed ?? 0,
      },
      data: rows.map((row) => ({
        order_id: row.order_id,
        order_number: row.order_number,
        order_status: row.order_status,
        // A customer who ordered from a shared link never agreed to give the seller her name.
        receiver_name: row.source === 'shared_cart' ? messages.sharedCartBuyer : row.receiver_name,
        source: row.source,
        base: row.base,
        percent: row.percent,
        amount: row.amount,
        state: row.state,
        created_at: row.created_at.toISOString(),
        settled_at: row.settled_at?.toISOString() ?? null,
      })),
      page,
      limit,
      total,
      total_pages: Math.ceil(total / limit),
    };
  }

  /** Moves the order's earning from `from` to `to` (the row locked by the update); none in `from`: nothing. */
  private async settle(
    ctx: Ctx,
    orderId: number,
    from: SellerEarning['state'],
    to: SellerEarning['state'],
  ): Promise<SettledEarning | undefined> {
    const [row] = await ctx.db
      .update(sellerEarnings)
      .set({ state: to, settledAt: ctx.now() })
      .from(orders)
      .where(
        and(eq(sellerEarnings.orderId, orderId), eq(sellerEarnings.state, from), eq(orders.id, sellerEarnings.orderId)),
      )
      .returning({ seller_id: sellerEarnings.sellerId, amount: sellerEarnings.amount, number: orders.number });
    return row;
  }
}
