import { formatIqd } from '@wb/contract';
import {
  type OrderAddressCopy,
  orderEvents,
  orderItems,
  orders,
  preparedRowsOf,
  recordsOf,
  rowFromJson,
  type SellerPricingRecord,
} from '@wb/db';
import { sql } from 'drizzle-orm';
import type { CallerCtx } from '../context';
import { problemOf } from '../lib/cart-lines';
import { ApiError } from '../lib/errors';
import type { LineVariant, VariantCatalog } from '../modules/catalog/storefront/variants';
import type { GiftLine } from '../modules/checkout/ports';
import type { Quote } from '../modules/checkout/service';

/** Far past any basket of this shop, and well inside the database's whole-dinar columns. */
export const MAX_ORDER_SUBTOTAL = 50_000_000;

/** What an order keeps beyond its quote: the shopper's note, and for a seller's order who it is for and why. */
export interface OrderExtras {
  note?: string | undefined;
  expectedTotal?: number | undefined;
  /** A seller's order (issue 14): the book entry, the discounts with their reasons, each line's reason by variant. */
  seller?: { receiverBookId: number; record: SellerPricingRecord; reasons: ReadonlyMap<number, string> } | undefined;
  /** A customer's order from a seller's shared cart (issue 14). */
  shareId?: number | null | undefined;
}

/**
 * The steps every order takes inside its transaction, whoever places it (the customer's cart, a seller's cart): refuse
 * what cannot be had, write the order with its lines, prices paid and a copy of the address, and take the stock last,
 * under lock. The flows (place-order, place-seller-order) say what comes in between.
 */
export class OrderWriter {
  constructor(private readonly variants: VariantCatalog) {}

  /**
   * The last step, so the rows every shopper of a product shares are held for the fewest statements before the
   * commit: the variants locked in id order (no deadlock between orders sharing them), read again as they are now,
   * and the stock taken with a guarded update. Whatever changed since the pricing undoes the whole order: stock that
   * ran out is the quantity popup of spec §5; a price or a product taken off sale is a conflict the client retries
   * (503 `server.busy`, same key), and the retry prices the cart afresh.
   */
  async takeStock(tx: CallerCtx, quote: Quote, gifts: readonly GiftLine[], orderId: number): Promise<void> {
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
      if (!now || now.price !== variant.price || now.active !== variant.active) {
        // The caches priced it before their notice arrived: the retry reads this product afresh.
        this.variants.forget(variant.product_id);
        throw new CatalogueMoved();
      }
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

  /**
   * Nothing is written for an order that cannot be had as it stands: the first reason, as the shopper can fix it. The
   * stock is judged under lock, by `takeStock` (the quote's is the caches'): a line beyond it undoes the order there,
   * with the quantity popup of spec §5.
   */
  refuseWhatCannotBeHad(quote: Quote, input: OrderExtras): void {
    if (quote.lines.length === 0) throw ApiError.of('cart.empty');
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

  async write(
    tx: CallerCtx,
    quote: Quote,
    gifts: readonly GiftLine[],
    giftVariants: Map<number, LineVariant>,
    input: OrderExtras,
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
    const placed = recordsOf(
      orders,
      [
        {
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
          receiverBookId: input.seller?.receiverBookId ?? null,
          sellerPricing: input.seller?.record ?? null,
          shareId: input.shareId ?? null,
          cityId: address.city_id,
          address: copy,
          createdAt: at,
          updatedAt: at,
        },
      ],
      { alias: 'new_order', supplied: ['number'] },
    );
    const bought = pricing.lines.map((priced, i) => {
      const { variant } = quote.lines[i] as Quote['lines'][number];
      return {
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
        discountReason: priced.sellerDiscount > 0 ? (input.seller?.reasons.get(variant.variant_id) ?? null) : null,
        total: priced.total,
        isGift: false,
        giftProgramId: null,
      };
    });
    const given = gifts.map((gift) => {
      const variant = giftVariants.get(gift.variantId);
      if (!variant) throw new Error(`gift variant ${gift.variantId} was not read`);
      return {
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
        discountReason: null,
        total: 0,
        isGift: true,
        giftProgramId: gift.programId,
      };
    });
    const items = recordsOf(orderItems, [...bought, ...given], { alias: 'item', supplied: ['orderId'] });
    const opened = recordsOf(
      orderEvents,
      [{ fromStatus: null, toStatus: 'pending', actorType: 'customer', actorId: tx.caller.id, createdAt: at }],
      { alias: 'event', supplied: ['orderId'] },
    );
    // One statement: the order (its number from the sequence), its lines and the first event of its timeline.
    const [row] = await preparedRowsOf<{
      order: Record<string, unknown>;
      lines: Record<string, unknown>[];
      events: Record<string, unknown>[];
    }>(
      tx.db,
      'order_insert',
      sql`with placed as (
          insert into orders (number, ${placed.columns})
          select 'WB-' || nextval('order_number_seq'), ${placed.values} from ${placed.records}
          returning *
        ), lines as (
          insert into order_items (order_id, ${items.columns})
          select placed.id, ${items.values} from placed, ${items.records}
          returning *
        ), events as (
          insert into order_events (order_id, ${opened.columns})
          select placed.id, ${opened.values} from placed, ${opened.records}
          returning *
        )
        select (select row_to_json(placed) from placed) as order,
          (select json_agg(lines order by lines.id) from lines) as lines,
          (select json_agg(events) from events) as events`,
    );
    if (!row) throw new Error('order insert returned nothing');
    const order = rowFromJson(orders, row.order);
    const written = row.lines.map((line) => rowFromJson(orderItems, line));
    // The lines as the answer shows them: with their product's category, from the variants just read.
    const categoryOf = new Map<number, string>();
    for (const { variant } of quote.lines) categoryOf.set(variant.variant_id, variant.category);
    for (const variant of giftVariants.values()) categoryOf.set(variant.variant_id, variant.category);
    const lines = written.map((line) => ({ ...line, category: categoryOf.get(line.variantId) ?? '' }));
    const events = row.events.map((event) => rowFromJson(orderEvents, event));
    return { order, lines, events };
  }
}

/**
 * A price changed, or a product went off sale, between pricing the cart and locking its rows: the order is undone
 * whole and answered as a transaction conflict (503 `server.busy`, Retry-After 1), which the client repeats with the
 * same Idempotency-Key; the repeat prices the cart as it is then.
 */
export class CatalogueMoved extends Error {
  readonly code = '40001';
  constructor() {
    super('the catalogue changed while the order was being placed');
  }
}

/** A gift ships from stock like any line: the cart's units of the same variant and the gifts together must fit. */
export function refuseGiftsBeyondStock(
  quote: Quote,
  gifts: readonly GiftLine[],
  variants: Map<number, LineVariant>,
): void {
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
