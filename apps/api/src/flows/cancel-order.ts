import type { Order } from '@wb/contract';
import { orderItems } from '@wb/db';
import { eq } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../context';
import { ApiError } from '../lib/errors';
import type { VariantCatalog } from '../modules/catalog/storefront/variants';
import type { Codes, Wallet } from '../modules/checkout/ports';
import type { EarningsService } from '../modules/earnings/service';
import type { Actor, OrderService } from '../modules/orders/service';

/**
 * Cancelling an order, in one transaction: the order locked (a confirm racing the cancel waits, then finds it
 * cancelled, or the cancel finds it confirmed), moved to cancelled with who did it, its stock (gifts too) back on the
 * shelf, its wallet part back in the wallet, its use of a code no longer counted, and a seller's pending commission
 * on it cancelled.
 */
export class CancelOrderFlow {
  constructor(
    private readonly orders: OrderService,
    private readonly variants: VariantCatalog,
    private readonly codes: Codes,
    private readonly wallet: Wallet,
    private readonly earnings: EarningsService,
  ) {}

  /** Spec §7 DELETE app/orders: the caller's own order, while it is pending (another's is a 404). */
  byCustomer(ctx: CallerCtx, orderId: number): Promise<Order> {
    return atomically(ctx, async (tx) => {
      const order = await this.orders.row(tx, orderId, { lock: true, ownerId: tx.caller.id });
      // A cancel repeated (its answer lost on the way) finds it done: the same answer, nothing given back twice.
      if (order.status === 'cancelled') return this.orders.full(tx, order);
      if (order.status !== 'pending') throw ApiError.of('order.not_cancellable');
      return this.cancel(tx, order, { type: 'customer', id: tx.caller.id });
    });
  }

  /**
   * Staff (and the system) cancel a pending or confirmed order, with a note for the record; a shipped one is on its
   * way and comes back as a return instead.
   */
  byStaff(ctx: Ctx, orderId: number, actor: Actor, note?: string): Promise<Order> {
    return atomically(ctx, async (tx) => {
      const order = await this.orders.row(tx, orderId, { lock: true });
      return this.cancel(tx, order, actor, note);
    });
  }

  /**
   * Account deletion's part (an eraser): the caller's pending orders cancelled — nobody is left to call about them —
   * and what every order kept about who and where reduced to the governorate and the area.
   */
  async erasing(ctx: CallerCtx): Promise<void> {
    for (const id of await this.orders.pendingIds(ctx)) {
      const order = await this.orders.row(ctx, id, { lock: true });
      await this.cancel(ctx, order, { type: 'customer', id: ctx.caller.id });
    }
    await this.orders.erasePersonal(ctx);
  }

  private async cancel(
    ctx: Ctx,
    order: Awaited<ReturnType<OrderService['row']>>,
    actor: Actor,
    note?: string,
  ): Promise<Order> {
    const cancelled = await this.orders.transition(ctx, order, 'cancelled', actor, note);
    // A seller's pending commission on it will never be paid.
    await this.earnings.cancelled(ctx, order.id);
    const lines = await ctx.db
      .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    // The code's row, then the wallet's, then the stock: the order that placed it took them in this order, and two
    // flows taking shared rows in one order never wait on each other crosswise.
    await this.codes.release(ctx, order.id);
    if (order.walletUsed > 0) {
      await this.wallet.credit(ctx, order.userId, order.walletUsed, 'order_cancelled', { orderId: order.id });
    }
    await this.variants.move(ctx, lines, { reason: 'order_cancelled', orderId: order.id });
    return this.orders.full(ctx, cancelled);
  }
}
