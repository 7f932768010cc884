import type { GiftChoice, Order } from '@wb/contract';
import { atomically, type CallerCtx, lockCaller } from '../context';
import { ApiError } from '../lib/errors';
import type { JobQueue, JobType } from '../lib/jobs';
import type { CartService } from '../modules/cart/service';
import type { VariantCatalog } from '../modules/catalog/storefront/variants';
import type { Codes, Gifts, Wallet } from '../modules/checkout/ports';
import type { CheckoutService, QuoteInput } from '../modules/checkout/service';
import type { EarningsService } from '../modules/earnings/service';
import type { SellerTermsService } from '../modules/earnings/terms';
import { orderOf } from '../modules/orders/service';
import { type ShareService, sharedGoodsPaid } from '../modules/shares/service';
import type { OrderPlaced } from './order-notices';
import { type OrderWriter, refuseGiftsBeyondStock } from './order-writer';

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
 * and a copy of the address, the code counted, the wallet debited, the seller whose shared cart filled the cart owed
 * her commission, the cart emptied, the SMS enqueued to go out after the commit, and last the stock: the variants (and
 * the chosen gifts') locked in id order, checked again, and taken with a guarded update.
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
    private readonly writer: OrderWriter,
    private readonly attribution: SharedCartAttribution,
  ) {}

  run(ctx: CallerCtx, input: PlaceOrderInput): Promise<Order> {
    return atomically(ctx, async (tx) => {
      // The cart cannot change under us: every write of this caller waits on this lock (the route's write has it).
      await lockCaller(tx, 'exclusive');
      const { lines, sharedFrom } = await this.cart.forOrder(tx);
      if (lines.length === 0) throw ApiError.of('cart.empty');
      // Priced on the catalogue as the caches hold it, without holding its rows: other shoppers' orders for the same
      // products are not kept waiting while this one is checked and written. The stock is taken last, under lock,
      // where the variants are read again and a price or a sale that moved since undoes the order (takeStock).
      const quote = await this.checkout.quote(tx, input, { lines });
      this.writer.refuseWhatCannotBeHad(quote, input);
      const gifts = input.gifts.length ? await this.gifts.choose(tx, input.gifts, quote.pricing.spend) : [];
      const giftVariants = await this.variants.lineVariants(
        tx.db,
        gifts.map((gift) => gift.variantId),
        { fresh: true },
      );
      refuseGiftsBeyondStock(quote, gifts, giftVariants);

      // A cart filled from a seller's shared cart, while the link still opens: the order earns that seller, on the
      // products she shared that the customer buys.
      const share =
        sharedFrom === null ? null : await this.attribution.shares.attributable(tx, sharedFrom, tx.caller.id);
      const base = share ? sharedGoodsPaid(quote.pricing.lines, share.items) : 0;
      const seller = base > 0 ? share : null;
      const {
        order,
        lines: written,
        events,
      } = await this.writer.write(tx, quote, gifts, giftVariants, {
        ...input,
        shareId: seller?.shareId ?? null,
      });
      if (seller) {
        const terms = await this.attribution.terms.forRole(tx, seller.role, true);
        await this.attribution.earnings.open(tx, {
          orderId: order.id,
          sellerId: seller.sellerId,
          source: 'shared_cart',
          base,
          percent: terms.commission_percent,
        });
      }
      // Codes before wallets, and both before the stock, on placing and on cancelling alike: two flows never wait
      // on each other crosswise.
      if (quote.code?.rule) await this.codes.redeem(tx, quote.code.rule, order.id, quote.pricing.codeDiscount);
      if (quote.pricing.walletUsed > 0) await this.wallet.debit(tx, quote.pricing.walletUsed, order.id);
      await this.cart.empty(tx);
      await this.jobs.send(tx.db, this.orderPlaced, { orderId: order.id });
      await this.writer.takeStock(tx, quote, gifts, order.id);
      return orderOf(order, written, events);
    });
  }
}
