import { formatMessage, messages, type SharedCartAdded } from '@wb/contract';
import { atomically, type CallerCtx } from '../context';
import { MAX_LINE_QUANTITY } from '../lib/cart-lines';
import { ApiError } from '../lib/errors';
import type { CartService } from '../modules/cart/service';
import type { VariantCatalog } from '../modules/catalog/storefront/variants';
import type { ShareService } from '../modules/shares/service';

/**
 * A customer adds a seller's shared cart to her own (issue 14), in one transaction: each product that can be had
 * today through the cart's own add (its stock, 99 a line and 50 lines rules), as many as the stock allows beside
 * what her cart already holds; the rest listed with the reason in Arabic. Her cart then remembers the share, so
 * the order that follows earns the seller. Nothing addable at all is a 409 and changes nothing.
 */
export class AddSharedCartFlow {
  constructor(
    private readonly shares: ShareService,
    private readonly cart: CartService,
    private readonly variants: VariantCatalog,
  ) {}

  run(ctx: CallerCtx, token: string): Promise<SharedCartAdded> {
    return atomically(ctx, async (tx) => {
      const share = await this.shares.live(tx, token);
      const today = await this.variants.lineVariants(
        tx.db,
        share.lines.map((line) => line.variant_id),
        { fresh: true },
      );
      const inCart = new Map(
        (await this.cart.linesForCheckout(tx)).map((line) => [line.variant_id, line.quantity] as const),
      );
      let added = 0;
      const skipped: SharedCartAdded['skipped'] = [];
      for (const line of share.lines) {
        const variant = today.get(line.variant_id);
        if (!variant) continue;
        const skip = (message: string) =>
          skipped.push({ variant_id: variant.variant_id, title: variant.title, message });
        const stock = variant.active ? variant.stock : 0;
        const held = inCart.get(variant.variant_id) ?? 0;
        const quantity = Math.min(line.quantity, Math.min(stock, MAX_LINE_QUANTITY) - held);
        if (stock === 0) {
          skip(messages.stockOut);
          continue;
        }
        if (quantity <= 0) {
          skip(
            held >= stock
              ? formatMessage(messages.stockInsufficient, { available: stock })
              : formatMessage(messages.cartQuantityLimit, { max: MAX_LINE_QUANTITY }),
          );
          continue;
        }
        try {
          await this.cart.add(tx, {
            shopify_product_id: variant.product_id,
            shopify_variant_id: variant.variant_id,
            quantity,
            price: variant.price,
            is_bundle: false,
          });
          added += 1;
        } catch (error) {
          // A refusal (the cart's 50 lines) writes nothing: the line is left out with its reason.
          if (!(error instanceof ApiError)) throw error;
          skip(error.message);
        }
      }
      if (added === 0) throw ApiError.of('share.nothing_available');
      await this.cart.markShared(tx, share.id);
      return { added, skipped };
    });
  }
}
