import { type AdminOrder, type AdminOrderLinesBody, formatIqd, formatMessage, messages } from '@wb/contract';
import { auditLog, orderItems, orders } from '@wb/db';
import { and, eq, sql } from 'drizzle-orm';
import { atomically, type CallerCtx } from '../context';
import { problemOf } from '../lib/cart-lines';
import { ApiError } from '../lib/errors';
import type { JobQueue, JobType } from '../lib/jobs';
import type { AuditLog } from '../modules/audit/service';
import type { LineVariant, VariantCatalog } from '../modules/catalog/storefront/variants';
import type { Codes, Wallet } from '../modules/checkout/ports';
import { type PriceLine, priceCart } from '../modules/checkout/pricing';
import type { ContentService } from '../modules/content/site/service';
import type { NotificationService } from '../modules/notify/notifications';
import type { AdminOrderReads } from '../modules/orders/desk';
import type { OrderService } from '../modules/orders/service';
import type { OrderEdited } from './order-edit-notices';
import { CatalogueMoved, MAX_ORDER_SUBTOTAL } from './order-writer';

type OrderRow = Awaited<ReturnType<OrderService['row']>>;
type ItemRow = typeof orderItems.$inferSelect;

/** What the audit entry keeps of an order before and after an edit: its lines and its money. */
const moneyOf = (order: OrderRow, lines: ReadonlyArray<Pick<ItemRow, 'variantId' | 'quantity' | 'price'>>) => ({
  lines: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity, price: line.price })),
  subtotal: order.subtotal,
  discount: order.discount,
  shipping: order.shippingPrice,
  wallet_used: order.walletUsed,
  total: order.total,
});

/**
 * Staff edit a pending order's lines (issue 24, item 9) — the customer phoned: one more, one fewer, not that one, add
 * this — in one transaction that does all of it or nothing. The order is locked (a confirm or a cancel waits); lines
 * she already had keep the price she was quoted, a new variant comes at today's price; the order's code is judged
 * again for her (still valid, its minimum, its limits) and its discount recomputed with the invoice's rounding; the
 * wallet part never exceeds the new total and what it no longer covers goes back to her wallet's ledger; the stock
 * given back and taken under the variants' locks in id order (never below zero); the order's lines and totals
 * rewritten, an audit entry, and after the commit an SMS (a job enqueued here) and an in-store notice.
 * Locks in the order every other flow takes them: the order, the code, the wallet, the stock.
 * Gifts stay as they are, and the delivery fee stays as agreed when she ordered (docs/decisions.md, "Orders").
 */
export class EditOrderLinesFlow {
  constructor(
    private readonly orders: OrderService,
    private readonly variants: VariantCatalog,
    private readonly codes: Codes,
    private readonly wallet: Wallet,
    private readonly content: ContentService,
    private readonly reads: AdminOrderReads,
    private readonly audit: AuditLog,
    private readonly jobs: JobQueue,
    private readonly edited: JobType<OrderEdited>,
    private readonly notifications: NotificationService,
  ) {}

  run(ctx: CallerCtx, orderId: number, body: AdminOrderLinesBody): Promise<AdminOrder> {
    return atomically(ctx, async (tx) => {
      const order = await this.orders.row(tx, orderId, { lock: true });
      if (order.status !== 'pending') throw ApiError.of('order.not_editable');
      // A seller's order, or one a seller's shared cart earns on: her discounts and commission were set on those lines.
      if (order.placedBy === 'influencer' || order.placedBy === 'pharmacist' || order.shareId !== null) {
        throw ApiError.of('order.edit_seller');
      }
      const items = await tx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const paid = items.filter((item) => !item.isGift);
      const had = new Map(paid.map((item) => [item.variantId, item]));

      // Prices and what each variant is, read without holding their rows (as an order is priced); checked under lock.
      const variants = await this.variants.lineVariants(
        tx.db,
        body.lines.map((line) => line.variant_id),
        { fresh: true },
      );
      const priceLines: PriceLine[] = body.lines.map((line) => {
        const variant = variants.get(line.variant_id);
        const before = had.get(line.variant_id);
        // A new line must be on sale now; one she had keeps its price even if its product has since left the shelf.
        if (!variant || (!before && !variant.active)) throw ApiError.field('lines', 'order.edit_unknown_variant');
        return {
          id: 0,
          variantId: variant.variant_id,
          productId: variant.product_id,
          brandId: variant.brand_id,
          categoryId: variant.category_id,
          price: before ? before.price : variant.price,
          quantity: line.quantity,
        };
      });
      const subtotal = priceLines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      const settings = await this.content.globalSettings(tx);
      if (subtotal < settings.min_order_total) {
        throw ApiError.of('order.min_total', { min: formatIqd(settings.min_order_total) });
      }
      if (subtotal > MAX_ORDER_SUBTOTAL) throw ApiError.of('order.too_large', { max: formatIqd(MAX_ORDER_SUBTOTAL) });

      const checked = await this.codes.recheckForOrder(tx, order, subtotal);
      if (checked && !checked.ok) throw ApiError.field('code', checked.code, checked.params);
      const rule = checked?.ok ? checked.rule : null;
      const pricing = priceCart({
        lines: priceLines,
        code: rule,
        deliveryFee: order.shippingPrice,
        freeDeliveryFrom: null,
        // Never more of the wallet than she gave the order: a larger total is paid in cash at the door.
        walletRequested: order.walletUsed,
        walletBalance: order.walletUsed,
      });
      if (rule && (pricing.codeNotApplicable || (rule.kind !== 'free_delivery' && pricing.codeDiscount === 0))) {
        throw ApiError.field('code', 'code.not_applicable');
      }
      if (rule) await this.codes.repriceUse(tx, orderId, pricing.codeDiscount);
      const walletBack = order.walletUsed - pricing.walletUsed;
      if (walletBack > 0) {
        await this.wallet.credit(tx, order.userId, walletBack, 'order_edited', { orderId, actorId: tx.caller.id });
      }

      await this.moveStock(tx, orderId, had, body.lines, variants);

      // The lines rewritten: one she keeps is updated in place (its id stays), one removed goes, a new one is added.
      const wanted = new Map(body.lines.map((line) => [line.variant_id, line.quantity]));
      for (const item of paid) {
        if (!wanted.has(item.variantId)) await tx.db.delete(orderItems).where(eq(orderItems.id, item.id));
      }
      for (const priced of pricing.lines) {
        const before = had.get(priced.variantId);
        const money = { quantity: priced.quantity, discount: priced.discount, total: priced.total };
        if (before) {
          await tx.db.update(orderItems).set(money).where(eq(orderItems.id, before.id));
          continue;
        }
        const variant = variants.get(priced.variantId) as LineVariant;
        await tx.db.insert(orderItems).values({
          orderId,
          variantId: variant.variant_id,
          productId: variant.product_id,
          sku: variant.sku,
          title: variant.title,
          variantTitle: variant.variant_title,
          vendor: variant.vendor,
          imagePath: variant.image_path,
          price: priced.price,
          ...money,
        });
      }
      const [after] = await tx.db
        .update(orders)
        .set({
          subtotal: pricing.subtotal,
          discount: pricing.discount,
          shippingPrice: pricing.shipping,
          walletUsed: pricing.walletUsed,
          total: pricing.total,
          updatedAt: tx.now(),
        })
        .where(eq(orders.id, orderId))
        .returning();
      const edited = after as OrderRow;
      await this.audit.record(tx, {
        action: 'order.lines',
        entityType: 'order',
        entityId: orderId,
        before: moneyOf(order, paid),
        after: { ...moneyOf(edited, pricing.lines), wallet_back: walletBack, note: body.note ?? null },
      });
      await this.tell(tx, edited);
      return this.reads.get(tx, orderId);
    });
  }

  /**
   * What changed per variant, given back and taken in one move under the variants' locks in id order: a variant
   * whose shelf cannot cover what more is asked refuses the edit as the checkout would (errors.quantity), counting
   * the units this order already holds as hers; a new line's price that changed since it was read undoes the edit
   * (a transaction conflict the desk retries).
   */
  private async moveStock(
    tx: CallerCtx,
    orderId: number,
    had: ReadonlyMap<number, ItemRow>,
    lines: AdminOrderLinesBody['lines'],
    read: ReadonlyMap<number, LineVariant>,
  ): Promise<void> {
    const change = new Map<number, number>();
    for (const [variantId, item] of had) change.set(variantId, item.quantity);
    for (const line of lines) change.set(line.variant_id, (change.get(line.variant_id) ?? 0) - line.quantity);
    const moves = [...change].flatMap(([variantId, quantity]) => (quantity === 0 ? [] : [{ variantId, quantity }]));
    const locked = await this.variants.lockForOrder(
      tx.db,
      moves.map((move) => move.variantId),
    );
    const problems = lines.flatMap((line) => {
      const now = locked.get(line.variant_id);
      const held = had.get(line.variant_id)?.quantity ?? 0;
      if (!now || line.quantity <= held) return [];
      if (!had.has(line.variant_id) && now.price !== read.get(line.variant_id)?.price) throw new CatalogueMoved();
      return problemOf({ ...now, stock: now.stock + held }, line.quantity);
    });
    if (problems.length) {
      throw new ApiError('stock.insufficient', { message: problems[0]?.message ?? '', errors: { quantity: problems } });
    }
    await this.variants.move(tx, moves, { reason: 'order_edited', orderId });
  }

  /** The customer told once the edit commits: the SMS through the job queue, the in-store notice with the edit. */
  private async tell(tx: CallerCtx, order: OrderRow): Promise<void> {
    // The how-many-th edit of this order: each edit is told once, however often its job runs.
    const [count] = await tx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'order'),
          eq(auditLog.entityId, String(order.id)),
          eq(auditLog.action, 'order.lines'),
        ),
      );
    const revision = count?.n ?? 1;
    await this.jobs.send(tx.db, this.edited, { orderId: order.id, revision, total: order.total });
    await this.notifications.write(tx.db, {
      userId: order.userId,
      kind: 'order_status',
      title: formatMessage(messages.orderNoticeTitle, { number: order.number }),
      body: formatMessage(messages.orderNoticeEdited, { number: order.number, total: formatIqd(order.total) }),
      link: `/profile/orders/${order.id}`,
      dedupeKey: `order:${order.id}:edited:${revision}`,
    });
  }
}
