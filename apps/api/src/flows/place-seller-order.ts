import type { Order, SellerPricingInput } from '@wb/contract';
import { atomically, type CallerCtx, lockCaller } from '../context';
import { ApiError } from '../lib/errors';
import type { JobQueue, JobType } from '../lib/jobs';
import type { Codes, Wallet } from '../modules/checkout/ports';
import type { EarningsService } from '../modules/earnings/service';
import { orderOf } from '../modules/orders/service';
import type { SellerCheckout } from '../modules/seller-carts/invoice';
import type { SellerCartService } from '../modules/seller-carts/service';
import type { OrderPlaced } from './order-notices';
import type { OrderWriter } from './order-writer';

export interface SellerOrderInput extends SellerPricingInput {
  cartId: number;
  /** The contact (influencer) or address (pharmacist) of the seller's book the order goes to. */
  receiverId: number;
  note?: string | undefined;
  /**
   * The total the seller agreed to on the invoice (issue 24): if it is no longer the total (her wallet no longer
   * covers what she asked of it, a price or the code changed), the order is refused with the new total, as a
   * customer's is, rather than placed for a receiver who would then pay more.
   */
  expectedTotal?: number | undefined;
}

/**
 * A seller places one of her carts as a cash-on-delivery order for someone else (spec §7 POST app/influencer/orders,
 * app/pharmacist/orders; issue 14), with every guarantee of a customer's order, in one transaction: the cart priced
 * again by the seller invoice's quote (the same pricing function, the seller's discounts within her terms), the order
 * written for the receiver (a copy of the book entry's address, the discounts and their reasons, who placed it), the
 * code counted, the seller's wallet debited if she spends it, the cart emptied, her earning opened at the commission
 * of the moment, the receiver's SMS enqueued to go after the commit, and last the stock, locked in id order and taken
 * with a guarded update. The route's guard locked the seller first, so a repeat with the same Idempotency-Key waits
 * and replays the same order.
 */
export class PlaceSellerOrderFlow {
  constructor(
    private readonly sellerCheckout: SellerCheckout,
    private readonly carts: SellerCartService,
    private readonly writer: OrderWriter,
    private readonly codes: Codes,
    private readonly wallet: Wallet,
    private readonly earnings: EarningsService,
    private readonly jobs: JobQueue,
    private readonly orderPlaced: JobType<OrderPlaced>,
  ) {}

  run(ctx: CallerCtx, input: SellerOrderInput): Promise<Order> {
    return atomically(ctx, async (tx) => {
      await lockCaller(tx, 'exclusive');
      const priced = await this.sellerCheckout.quote(tx, input.cartId, input, true);
      const { quote } = priced;
      if (quote.lines.length === 0) throw ApiError.of('cart.empty');
      this.writer.refuseWhatCannotBeHad(quote, { note: input.note, expectedTotal: input.expectedTotal });
      const receiver = priced.receiver;
      if (!receiver) throw ApiError.field('contact_id', 'contact.not_found');
      const { order, lines, events } = await this.writer.write(tx, quote, [], new Map(), {
        note: input.note,
        seller: { receiverBookId: receiver.id, record: priced.record, reasons: priced.reasons },
      });
      // Codes before wallets, and both before the stock, as every order and cancel does: no crosswise waits.
      if (quote.code?.rule) await this.codes.redeem(tx, quote.code.rule, order.id, quote.pricing.codeDiscount);
      if (quote.pricing.walletUsed > 0) await this.wallet.debit(tx, quote.pricing.walletUsed, order.id);
      await this.carts.emptyPlaced(tx, priced.cart.id);
      // A seller ordering to her own number buys for herself: her discounts stand, but she earns no commission on it.
      if (!(await this.earnings.isSellersOwnNumber(tx, receiver.mobile))) {
        await this.earnings.open(tx, {
          orderId: order.id,
          sellerId: tx.caller.id,
          source: 'order',
          base: quote.pricing.subtotal - quote.pricing.discount,
          percent: priced.terms.commission_percent,
        });
      }
      await this.jobs.send(tx.db, this.orderPlaced, { orderId: order.id });
      await this.writer.takeStock(tx, quote, [], order.id);
      return orderOf(order, lines, events);
    });
  }
}
