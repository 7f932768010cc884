import type { Cart, ReorderPreview } from '@wb/contract';
import { orderItems } from '@wb/db';
import { and, asc, eq } from 'drizzle-orm';
import { atomically, type CallerCtx } from '../context';
import { MAX_LINE_QUANTITY } from '../lib/cart-lines';
import { ApiError } from '../lib/errors';
import type { CartService } from '../modules/cart/service';
import type { VariantCatalog } from '../modules/catalog/storefront/variants';
import type { OrderService } from '../modules/orders/service';

/**
 * Ordering a past order again (spec §7 app/re-order/{id}): its bought lines (not its gifts, which a program gives)
 * at today's price and stock, then as many of them as can be had put back in the cart.
 */
export class ReorderFlow {
  constructor(
    private readonly orders: OrderService,
    private readonly variants: VariantCatalog,
    private readonly cart: CartService,
  ) {}

  async preview(ctx: CallerCtx, orderId: number): Promise<ReorderPreview> {
    const lines = await this.linesOf(ctx, orderId);
    const today = await this.variants.lineVariants(
      ctx.db,
      lines.map((line) => line.variantId),
      { fresh: true },
    );
    return {
      order_id: orderId,
      items: lines.map((line) => {
        const variant = today.get(line.variantId);
        const stock = variant?.active ? variant.stock : 0;
        return {
          shopify_variant_id: line.variantId,
          shopify_product_id: line.productId,
          title: variant?.title ?? line.title,
          image_path: variant?.image_path ?? line.imagePath,
          quantity: line.quantity,
          price: variant?.price ?? line.price,
          available: stock > 0,
          stock,
        };
      }),
    };
  }

  /**
   * Adds each line that can be bought today, as many as the stock allows beside what the cart already holds; a line
   * the cart has no room for is left out. Nothing available at all is a 409 (the page says so instead of a cart).
   */
  async run(ctx: CallerCtx, orderId: number): Promise<{ cart: Cart; partly: boolean }> {
    return atomically(ctx, async (tx) => {
      const { items } = await this.preview(tx, orderId);
      const inCart = new Map(
        (await this.cart.linesForCheckout(tx)).map((line) => [line.variant_id, line.quantity] as const),
      );
      let added = 0;
      // Any line brought back with fewer than it had (the stock, the 99 a line holds with what the cart has already,
      // the cart's 50 lines) makes the answer "only what is available", never "added" alone.
      let shortened = false;
      for (const item of items) {
        const room = Math.min(item.stock, MAX_LINE_QUANTITY) - (inCart.get(item.shopify_variant_id) ?? 0);
        const quantity = Math.min(item.quantity, room);
        if (quantity < item.quantity) shortened = true;
        if (quantity <= 0) continue;
        try {
          await this.cart.add(tx, {
            shopify_product_id: item.shopify_product_id,
            shopify_variant_id: item.shopify_variant_id,
            quantity,
            price: item.price,
            is_bundle: false,
          });
          added += 1;
        } catch (error) {
          // A refusal (the cart's 50 lines) writes nothing: the line is left out like one out of stock.
          if (!(error instanceof ApiError)) throw error;
          shortened = true;
        }
      }
      if (added === 0) throw ApiError.of('reorder.nothing_available');
      return {
        cart: await this.cart.get(tx, { invoice: false }),
        partly: shortened,
      };
    });
  }

  /** The order's bought lines, the caller's order only (another's is a 404). */
  private async linesOf(ctx: CallerCtx, orderId: number) {
    await this.orders.row(ctx, orderId, { ownerId: ctx.caller.id });
    return ctx.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isGift, false)))
      .orderBy(asc(orderItems.id));
  }
}
