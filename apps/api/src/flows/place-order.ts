import { formatIqd, type GiftChoice, type Order } from '@wb/contract';
import { type OrderAddressCopy, orderEvents, orderItems, orders } from '@wb/db';
import { sql } from 'drizzle-orm';
import { atomically, type CallerCtx, lockCaller } from '../context';
import { ApiError } from '../http/errors';
import type { JobQueue, JobType } from '../lib/jobs';
import type { CartService } from '../modules/cart/service';
import type { LineVariant, VariantCatalog } from '../modules/catalog/variants';
import type { Codes, GiftLine, Gifts, Wallet } from '../modules/checkout/ports';
import { type CheckoutService, problemOf, type Quote, type QuoteInput } from '../modules/checkout/service';
import type { EarningsService } from '../modules/earnings/service';
import type { SellerTermsService } from '../modules/earnings/terms';
import { orderOf } from '../modules/orders/service';
import type { ShareService } from '../modules/shares/service';
import type { OrderPlaced } from './order-notices';

/** Far past any basket of this shop, and well inside the database's whole-dinar columns. */
export const MAX_ORDER_SUBTOTAL = 50_000_000;

export interface PlaceOrderInput extends QuoteInput {
  /** The total the shopper saw on the preview, when the client sends it. */
  expectedTotal?: number | undefined;
  gifts: readonly GiftChoice[];
  note?: string | undefined;
}

/** What attributes a customer's order to the seller whose shared cart filled her cart (issue 14). */
export interface SharedCartAttribution {
  shares: ShareService;
  terms: SellerTermsService;
  earnings: EarningsService;
}

/**
 * Placing the customer cart as a cash-on-delivery order (spec §7 POST app/orders), in one transaction that either
 * does all of it or nothing: the cart priced again as the catalogue stands, the order written with the prices paid
 * and a copy of the address, the code counted, the wallet debited, the seller whose shared cart filled the cart owed her commission, the cart emptied, the SMS enqueued to go out after
 * the commit, and last the stock: the variants (and the chosen gifts') locked in id order, checked again, and taken
 * with a guarded update.
 * The route's guard has locked the caller already, so a repeat with the same Idempotency-Key waits and replays.
 */
export class PlaceOrderFlow {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly cart: CartService,
    private readonly variants: VariantCatalog,
    private readonly codes: Codes,
    private readonly wallet: Wallet,
    private readonly gifts: Gifts,
    private readonly jobs: JobQueue,
    private readonly orderPlaced: JobType<OrderPlaced>,
    private readonly attribution: SharedCartAttribution,
  ) {}

  run(ctx: CallerCtx, input: PlaceOrderInput): Promise<Order> {
    return atomically(ctx, async (tx) => {
      // The cart cannot change under us: every write of this caller waits on this lock.
      await lockCaller(tx, 'exclusive');
      const lines = await this.cart.linesForCheckout(tx);
      if (lines.length === 0) throw ApiError.of('cart.empty');
      // Priced on the catalogue as it is now, without holding its rows: other shoppers' orders for the same
      // products are not kept waiting while this one is checked and written. The stock is taken last, under lock.
      const quote = await this.checkout.quote(tx, input, { lines });
      this.refuseWhatCannotBeHad(quote, input);
      const gifts = input.gifts.length ? await this.gifts.choose(tx, input.gifts, quote.pricing.spend) : [];
      const giftVariants = await this.variants.lineVariants(
        tx.db,
        gifts.map((gift) => gift.variantId),
        { fresh: true },
      );
      refuseGiftsBeyondStock(quote, gifts, giftVariants);

      // A cart filled from a seller's shared cart, while the link still opens: the order earns that seller.
      const sharedFrom = await this.cart.sharedFrom(tx);
      const seller =
        sharedFrom === null ? null : await this.attribution.shares.attributable(tx, sharedFrom, tx.caller.id);
      const {
        order,
        lines: written,
        events,
      } = await this.write(tx, quote, gifts, giftVariants, input, seller?.shareId);
      if (seller) {
        const terms = await this.attribution.terms.forRole(tx, seller.role, true);
        await this.attribution.earnings.open(tx, {
          orderId: order.id,
          sellerId: seller.sellerId,
          source: 'shared_cart',
          base: quote.pricing.subtotal - quote.pricing.discount,
          percent: terms.commission_percent,
        });
      }
      // Codes before wallets, and both before the stock, on placing and on cancelling alike: two flows never wait
      // on each other crosswise.
      if (quote.code?.rule) await this.codes.redeem(tx, quote.code.rule, order.id, quote.pricing.discount);
      if (quote.pricing.walletUsed > 0) await this.wallet.debit(tx, quote.pricing.walletUsed, order.id);
      await this.cart.empty(tx);
      await this.jobs.send(tx.db, this.orderPlaced, { orderId: order.id });
      await this.takeStock(tx, quote, gifts, order.id);
      return orderOf(order, written, events);
    });
  }

  /**
   * The last step, so the rows every shopper of a product shares are held for the fewest statements before the
   * commit: the variants locked in id order (no deadlock between orders sharing them), read again as they are now,
   * and the stock taken with a guarded update. Whatever changed since the pricing undoes the whole order: stock that
   * ran out is the quantity popup of spec §5; a price or a product taken off sale is a conflict the client retries
   * (503 `server.busy`, same key), and the retry prices the cart afresh.
   */
  private async takeStock(tx: CallerCtx, quote: Quote, gifts: readonly GiftLine[], orderId: number): Promise<void> {
    const moves = [
      ...quote.lines.map(({ line }) => ({ variantId: line.variant_id, quantity: line.quantity })),
      ...gifts.map((gift) => ({ variantId: gift.variantId, quantity: 1 })),
    ];
    const locked = await this.variants.lockForOrder(
      tx.db,
      moves.map((move) => move.variantId),
    );
    const problems = quote.lines.flatMap(({ line, variant }) => {
      const now = locked.get(variant.variant_id);
      if (!now || now.price !== variant.price || now.active !== variant.active) throw new CatalogueMoved();
      return problemOf(now, line.quantity);
    });
    if (problems.length) {
      throw new ApiError('stock.insufficient', {
        message: problems[0]?.message ?? '',
        errors: { quantity: problems },
      });
    }
    refuseGiftsBeyondStock(quote, gifts, locked);
    await this.variants.move(tx, moves, { reason: 'order', orderId });
  }

  /** Nothing is written for an order that cannot be had as it stands: the first reason, as the shopper can fix it. */
  private refuseWhatCannotBeHad(quote: Quote, input: PlaceOrderInput): void {
    if (quote.lines.length === 0) throw ApiError.of('cart.empty');
    if (quote.problems.length) {
      // Spec §5: a non-empty errors.quantity opens the quantity popup with each line's stock.
      throw new ApiError('stock.insufficient', {
        message: quote.problems[0]?.message ?? '',
        errors: { quantity: quote.problems },
      });
    }
    if (!quote.address) throw ApiError.field('address_id', 'address.not_found');
    if (quote.code?.refusal) {
      const { code, params } = quote.code.refusal;
      throw ApiError.field('code', code, params);
    }
    if (quote.pricing.subtotal < quote.minOrderTotal) {
      throw ApiError.of('order.min_total', { min: formatIqd(quote.minOrderTotal) });
    }
    if (quote.pricing.subtotal > MAX_ORDER_SUBTOTAL) {
      throw ApiError.of('order.too_large', { max: formatIqd(MAX_ORDER_SUBTOTAL) });
    }
    // What the shopper agreed to on the preview: a price, the stock, a code or the wallet may have changed since.
    if (input.expectedTotal !== undefined && input.expectedTotal !== quote.pricing.total) {
      throw ApiError.of('order.total_changed', { total: formatIqd(quote.pricing.total) });
    }
  }

  private async write(
    tx: CallerCtx,
    quote: Quote,
    gifts: readonly GiftLine[],
    giftVariants: Map<number, LineVariant>,
    input: PlaceOrderInput,
    shareId: number | undefined,
  ) {
    const { pricing } = quote;
    // One moment for the order and its first event: the timeline starts when the order does.
    const at = tx.now();
    const address = quote.address as NonNullable<Quote['address']>;
    const copy: OrderAddressCopy = {
      name: address.name,
      mobile: address.mobile,
      city: address.city.name,
      region: address.region,
      address: address.address,
      landmark: address.landmark,
    };
    const [order] = await tx.db
      .insert(orders)
      .values({
        number: sql`'WB-' || nextval('order_number_seq')`,
        userId: tx.caller.id,
        placedBy: tx.caller.role,
        subtotal: pricing.subtotal,
        discount: pricing.discount,
        shippingPrice: pricing.shipping,
        walletUsed: pricing.walletUsed,
        total: pricing.total,
        code: quote.code?.rule ? quote.code.rule.code : null,
        codeId: quote.code?.rule?.id ?? null,
        note: input.note || null,
        cityId: address.city_id,
        address: copy,
        shareId: shareId ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!order) throw new Error('order insert returned nothing');
    const bought = pricing.lines.map((priced, i) => {
      const { variant } = quote.lines[i] as Quote['lines'][number];
      return {
        orderId: order.id,
        variantId: variant.variant_id,
        productId: variant.product_id,
        sku: variant.sku,
        title: variant.title,
        variantTitle: variant.variant_title,
        vendor: variant.vendor,
        imagePath: variant.image_path,
        price: priced.price,
        quantity: priced.quantity,
        discount: priced.discount,
        total: priced.total,
      };
    });
    const given = gifts.map((gift) => {
      const variant = giftVariants.get(gift.variantId);
      if (!variant) throw new Error(`gift variant ${gift.variantId} was not read`);
      return {
        orderId: order.id,
        variantId: variant.variant_id,
        productId: variant.product_id,
        sku: variant.sku,
        title: variant.title,
        variantTitle: variant.variant_title,
        vendor: variant.vendor,
        imagePath: variant.image_path,
        price: 0,
        quantity: 1,
        discount: 0,
        total: 0,
        isGift: true,
        giftProgramId: gift.programId,
      };
    });
    const lines = await tx.db
      .insert(orderItems)
      .values([...bought, ...given])
      .returning();
    const events = await tx.db
      .insert(orderEvents)
      .values({
        orderId: order.id,
        fromStatus: null,
        toStatus: 'pending',
        actorType: 'customer',
        actorId: tx.caller.id,
        createdAt: at,
      })
      .returning();
    return { order, lines, events };
  }
}

/**
 * A price changed, or a product went off sale, between pricing the cart and locking its rows: the order is undone
 * whole and answered as a transaction conflict (503 `server.busy`, Retry-After 1), which the client repeats with the
 * same Idempotency-Key; the repeat prices the cart as it is then.
 */
class CatalogueMoved extends Error {
  readonly code = '40001';
  constructor() {
    super('the catalogue changed while the order was being placed');
  }
}

/** A gift ships from stock like any line: the cart's units of the same variant and the gifts together must fit. */
function refuseGiftsBeyondStock(quote: Quote, gifts: readonly GiftLine[], variants: Map<number, LineVariant>): void {
  const wanted = new Map<number, number>();
  for (const { line } of quote.lines) wanted.set(line.variant_id, (wanted.get(line.variant_id) ?? 0) + line.quantity);
  for (const gift of gifts) {
    wanted.set(gift.variantId, (wanted.get(gift.variantId) ?? 0) + 1);
    const variant = variants.get(gift.variantId);
    if (!variant?.active || variant.stock < (wanted.get(gift.variantId) ?? 0)) {
      throw ApiError.field('gifts', 'gift.out_of_stock');
    }
  }
}
