import { type Order, type OrderSummary, orderTransitions } from '@wb/contract';
import { categories, type DbRow, orderEvents, orderItems, orders, products } from '@wb/db';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import { pageMeta } from '../../lib/sql';

type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = OrderRow['status'];

export interface Actor {
  type: 'customer' | 'staff' | 'system';
  id: number | null;
}

/** Orders: reading them (their owner only), and moving them along their life. Writing one is the place-order flow. */
export class OrderService {
  /** The caller's order; another's, or one that does not exist, is the same 404. */
  async get(ctx: CallerCtx, id: number): Promise<Order> {
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, ctx.caller.id)));
    if (!row) throw ApiError.of('order.not_found');
    return this.full(ctx, row);
  }

  /** An order by id whoever placed it (flows, staff), locked for the rest of the transaction when `lock` is set. */
  async row(ctx: Ctx, id: number, options: { lock?: boolean; ownerId?: number } = {}): Promise<OrderRow> {
    const conditions = [
      eq(orders.id, id),
      ...(options.ownerId !== undefined ? [eq(orders.userId, options.ownerId)] : []),
    ];
    const query = ctx.db
      .select()
      .from(orders)
      .where(and(...conditions));
    const [row] = options.lock ? await query.for('no key update') : await query;
    if (!row) throw ApiError.of('order.not_found');
    return row;
  }

  /** The caller's orders, newest first. */
  async list(ctx: CallerCtx, page: number, limit: number) {
    // A subquery of its own: a one-table select names its own columns unqualified, which would not correlate.
    const itemsCount = ctx.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orders.id));
    const rows = await ctx.db
      .select({
        order: orders,
        items_count: sql<number>`${itemsCount}`,
        total_rows: sql<number>`count(*) over ()::int`,
      })
      .from(orders)
      .where(eq(orders.userId, ctx.caller.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const total = rows[0]?.total_rows ?? 0;
    return { data: rows.map((row) => summaryOf(row.order, row.items_count)), ...pageMeta(page, limit, total) };
  }

  /** The caller's pending orders, oldest first. */
  async pendingIds(ctx: CallerCtx): Promise<number[]> {
    const rows = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, ctx.caller.id), eq(orders.status, 'pending')))
      .orderBy(asc(orders.id));
    return rows.map((row) => row.id);
  }

  /** Account deletion: the orders stay (the shop's books), without the name, phone, street and note they carried. */
  async erasePersonal(ctx: CallerCtx): Promise<void> {
    await ctx.db
      .update(orders)
      .set({
        address: sql`${orders.address} || '{"name": "", "mobile": "", "address": "", "landmark": null}'::jsonb`,
        note: null,
      })
      .where(eq(orders.userId, ctx.caller.id));
  }

  /**
   * Moves an order (already locked by the caller's transaction) to `to`, if its life allows it, and records who did.
   * What a move means beyond the status (stock back on a cancel) is the caller's: the cancel-order flow.
   */
  async transition(ctx: Ctx, order: OrderRow, to: OrderStatus, actor: Actor, note?: string): Promise<OrderRow> {
    if (!orderTransitions[order.status].includes(to)) throw ApiError.of('order.transition_invalid');
    const [updated] = await ctx.db
      .update(orders)
      .set({ status: to, updatedAt: ctx.now() })
      .where(eq(orders.id, order.id))
      .returning();
    await ctx.db.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: to,
      actorType: actor.type,
      actorId: actor.id,
      note: note ?? null,
      createdAt: ctx.now(),
    });
    return updated as OrderRow;
  }

  /**
   * Moves an order along its life (staff: confirm, ship, deliver, return), locking it first: two moves racing each
   * other (a confirm and a cancel) happen one after the other, and the second finds the first's status. A cancel
   * goes through the cancel-order flow, which also puts the stock and the wallet back.
   */
  async advance(ctx: Ctx, id: number, to: Exclude<OrderStatus, 'cancelled'>, actor: Actor, note?: string) {
    return atomically(ctx, async (tx) => {
      const order = await this.row(tx, id, { lock: true });
      return this.full(tx, await this.transition(tx, order, to, actor, note));
    });
  }

  /** The order with its lines and timeline, as the contract shows it. */
  async full(ctx: Ctx, row: OrderRow): Promise<Order> {
    // One after another: inside a transaction both go down the same connection.
    const lines = await ctx.db
      .select({ ...getTableColumns(orderItems), category: sql<string>`coalesce(${categories.nameAr}, '')` })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(orderItems.orderId, row.id))
      .orderBy(asc(orderItems.id));
    const events = await ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.id));
    return orderOf(row, lines, events);
  }
}

/** An order as the contract shows it, from its rows (read, or just written by the place-order flow). */
export function orderOf(
  row: OrderRow,
  /** Each line with its product's category (read with it, or known to the flow that wrote it). */
  lines: ReadonlyArray<typeof orderItems.$inferSelect & { category: string }>,
  events: ReadonlyArray<typeof orderEvents.$inferSelect>,
): Order {
  const money = discountParts(row, lines);
  return {
    ...summaryOf(
      row,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
    items: lines.map((line) => ({
      id: line.id,
      shopify_variant_id: line.variantId,
      shopify_product_id: line.productId,
      sku: line.sku,
      title: line.title,
      variant_title: line.variantTitle,
      vendor: line.vendor,
      category: line.category,
      image_path: line.imagePath,
      price: line.price,
      quantity: line.quantity,
      discount: line.discount,
      own_discount: money.own.get(line.id) ?? 0,
      discount_reason: line.discountReason,
      total: line.total,
      is_gift: line.isGift,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    order_discount: money.order,
    code_discount: money.code,
    wallet_used: row.walletUsed,
    payment_method: row.paymentMethod,
    code: row.code,
    note: row.note,
    address: row.address,
    timeline: events.map((event) => ({
      status: event.toStatus,
      by: event.actorType as 'customer' | 'staff' | 'system',
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
  };
}

/**
 * The parts of an order's discount, so its page shows each line at its price (less only its own discount) and the
 * order's discounts as rows of their own (issue 24), in the whole dinars the invoice had. A customer's order has one
 * part, the code's; a seller's keeps hers in its pricing record: each line's own discount, the whole-order one, the
 * code's. A record written before the lines' own amounts were kept apart (their shares of the whole-order discount
 * were in them) does not add up to the order's discount: its discounts then show as the order's.
 */
function discountParts(
  row: OrderRow,
  lines: ReadonlyArray<Pick<typeof orderItems.$inferSelect, 'id' | 'variantId' | 'discount' | 'isGift'>>,
): { own: Map<number, number>; order: number; code: number } {
  const record = row.sellerPricing;
  if (!record) return { own: new Map(), order: 0, code: row.discount };
  const byVariant = new Map(record.lines.map((line) => [line.variant_id, line.amount]));
  const own = new Map(
    lines.map((line) => [line.id, line.isGift ? 0 : Math.min(line.discount, byVariant.get(line.variantId) ?? 0)]),
  );
  const ownTotal = [...own.values()].reduce((sum, amount) => sum + amount, 0);
  const order = record.order?.amount ?? 0;
  if (ownTotal + order + record.code_discount !== row.discount) {
    return { own: new Map(), order: row.discount - record.code_discount, code: record.code_discount };
  }
  return { own, order, code: record.code_discount };
}

/**
 * A row read with raw SQL (`o.*`, snake_case) in the shape Drizzle gives. Both sides are the schema's: a column
 * renamed, added or dropped fails the build here.
 */
export function fromSql(row: DbRow<typeof orders>): OrderRow {
  return {
    id: row.id,
    number: row.number,
    userId: row.user_id,
    placedBy: row.placed_by,
    status: row.status,
    subtotal: row.subtotal,
    discount: row.discount,
    shippingPrice: row.shipping_price,
    walletUsed: row.wallet_used,
    total: row.total,
    paymentMethod: row.payment_method,
    code: row.code,
    codeId: row.code_id,
    note: row.note,
    cityId: row.city_id,
    address: row.address,
    courier: row.courier,
    trackingNumber: row.tracking_number,
    receiverBookId: row.receiver_book_id,
    sellerPricing: row.seller_pricing,
    shareId: row.share_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    searchText: row.search_text,
  };
}

export function summaryOf(row: OrderRow, itemsCount: number): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    total: row.total,
    shipping_price: row.shippingPrice,
    items_count: itemsCount,
    placed_by: row.placedBy,
    receiver_name: row.address.name,
    can_delete: row.status === 'pending',
    created_at: row.createdAt.toISOString(),
  };
}
