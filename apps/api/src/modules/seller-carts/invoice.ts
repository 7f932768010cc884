import {
  type DeliveryPoint,
  formatIqd,
  type SellerInvoice,
  type SellerPricingInput,
  type SellerRoleTerms,
} from '@wb/contract';
import type { SellerPricingRecord } from '@wb/db';
import type { CallerCtx } from '../../context';
import { ApiError } from '../../lib/errors';
import type { SellerAdjustments, SellerDiscount } from '../checkout/pricing';
import type { CheckoutService, Quote } from '../checkout/service';
import type { SellerRole, SellerTermsService } from '../earnings/terms';
import type { SellerBook } from '../seller-book/service';
import type { SellerCartService, StoredSellerCart } from './service';

/** A seller cart priced for an invoice or an order, with what the order keeps of the seller's choices. */
export interface SellerQuote {
  quote: Quote;
  cart: StoredSellerCart;
  receiver: DeliveryPoint | null;
  terms: SellerRoleTerms;
  /** Why each line was discounted, by variant id. */
  reasons: Map<number, string>;
  record: SellerPricingRecord;
  commission: number;
}

export function sellerRoleOf(ctx: CallerCtx): SellerRole {
  if (ctx.caller.role === 'influencer' || ctx.caller.role === 'pharmacist') return ctx.caller.role;
  throw ApiError.of('auth.forbidden');
}

/**
 * Prices a seller's cart (spec §7 seller invoice/details; issue 14) with checkout's one pricing function, the seller's
 * discounts and delivery fee added: the invoice preview and the order read the same quote. The seller's role's terms
 * bound them, so no seller can give the stock away: a line's discount at most `max_line_discount_percent` of its
 * total, the order's at most `max_order_discount_percent` of the goods after the line discounts, the delivery fee
 * within the range. A value out of bounds is a 422 naming its line (`items.<i>.discount_value`); a line discount needs
 * a reason, and a variant that is in the cart.
 */
export class SellerCheckout {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly carts: SellerCartService,
    private readonly book: SellerBook,
    private readonly terms: SellerTermsService,
  ) {}

  /** `fresh`: an order, in its transaction (its cart, variants and terms read from the database). */
  async quote(
    ctx: CallerCtx,
    cartId: number,
    input: SellerPricingInput & { receiverId?: number | undefined },
    fresh = false,
  ): Promise<SellerQuote> {
    const terms = await this.terms.forRole(ctx, sellerRoleOf(ctx), fresh);
    const cart = await this.carts.cartOf(ctx, cartId, fresh);
    const receiver = input.receiverId === undefined ? null : await this.book.get(ctx, input.receiverId, { fresh });
    const { adjustments, reasons } = adjustmentsOf(input);
    const quote = await this.checkout.price(ctx, input, {
      lines: cart.lines,
      order: fresh,
      address: receiver,
      seller: adjustments,
    });
    checkBounds(quote, input, terms);
    const { pricing } = quote;
    const commission = Math.floor(((pricing.subtotal - pricing.discount) * terms.commission_percent) / 100);
    const record: SellerPricingRecord = {
      lines: (input.items ?? []).map((item) => {
        const priced = pricing.lines.find((line) => line.variantId === item.variant_id);
        return {
          variant_id: item.variant_id,
          type: item.discount_type,
          value: item.discount_value,
          // The line's own discount (issue 24): its share of the whole-order discount is the order's, recorded there.
          amount: priced ? priced.ownDiscount : 0,
          reason: item.discount_reason ?? null,
        };
      }),
      order: adjustments.order && { ...adjustments.order, amount: pricing.orderDiscount },
      code_discount: pricing.codeDiscount,
      delivery_fee: adjustments.deliveryFee,
      terms,
    };
    return { quote, cart, receiver, terms, reasons, record, commission };
  }

  /** Spec §7 `GET app/seller/carts/{cartId}/invoice/details`. */
  async invoice(
    ctx: CallerCtx,
    cartId: number,
    input: SellerPricingInput & { receiverId?: number | undefined },
  ): Promise<SellerInvoice> {
    const { quote, receiver, terms, reasons, commission } = await this.quote(ctx, cartId, input);
    const base = this.checkout.invoiceOf(quote);
    const { pricing } = quote;
    return {
      ...base,
      items: base.items.map((item, i) => {
        const priced = pricing.lines[i];
        return {
          ...item,
          variant_id: item.shopify_variant_id,
          seller_discount: priced?.sellerDiscount ?? 0,
          own_discount: priced?.ownDiscount ?? 0,
          discount_reason: reasons.get(item.shopify_variant_id) ?? null,
        };
      }),
      // Gift programs reward a customer's own orders; a seller's order for someone else unlocks none (decisions.md).
      gifts: [],
      code_discount: pricing.codeDiscount,
      line_discount: pricing.lineDiscount,
      order_discount: pricing.orderDiscount,
      receiver,
      terms,
      commission,
    };
  }
}

/** The seller's inputs as pricing reads them; a repeated variant or a discount without its reason is refused. */
function adjustmentsOf(input: SellerPricingInput): { adjustments: SellerAdjustments; reasons: Map<number, string> } {
  const lines = new Map<number, SellerDiscount>();
  const reasons = new Map<number, string>();
  for (const item of input.items ?? []) {
    lines.set(item.variant_id, { type: item.discount_type, value: item.discount_value });
    if (item.discount_reason) reasons.set(item.variant_id, item.discount_reason);
  }
  const order =
    input.code_type && input.code_value !== undefined && input.code_value > 0
      ? { type: input.code_type, value: input.code_value }
      : null;
  return { adjustments: { lines, order, deliveryFee: input.delivery_fee ?? null }, reasons };
}

/** Every seller input against the cart and the terms; the first failure is the answer, naming its field. */
function checkBounds(quote: Quote, input: SellerPricingInput, terms: SellerRoleTerms): void {
  const seen = new Set<number>();
  for (const [i, item] of (input.items ?? []).entries()) {
    const priced = quote.pricing.lines.find((line) => line.variantId === item.variant_id);
    const title = quote.lines.find(({ variant }) => variant.variant_id === item.variant_id)?.variant.title ?? '';
    if (!priced) throw ApiError.field(`items.${i}.variant_id`, 'discount.not_in_cart');
    if (seen.has(item.variant_id)) throw ApiError.field(`items.${i}.variant_id`, 'discount.repeated', { title });
    seen.add(item.variant_id);
    if (item.discount_value === 0) continue;
    const limit = terms.max_line_discount_percent;
    const maxFixed = Math.floor((priced.lineTotal * limit) / 100);
    const over = item.discount_type === 'percentage' ? item.discount_value > limit : item.discount_value > maxFixed;
    if (over) {
      const max = item.discount_type === 'percentage' ? `${limit}%` : formatIqd(maxFixed);
      throw ApiError.field(`items.${i}.discount_value`, 'discount.line_too_big', { title, max });
    }
    if (!item.discount_reason?.trim()) {
      throw ApiError.field(`items.${i}.discount_reason`, 'discount.reason_required', { title });
    }
  }
  const { pricing } = quote;
  if (input.code_type && input.code_value) {
    const limit = terms.max_order_discount_percent;
    const goods = pricing.subtotal - pricing.codeDiscount - pricing.lineDiscount;
    const maxFixed = Math.floor((goods * limit) / 100);
    const over = input.code_type === 'percentage' ? input.code_value > limit : input.code_value > maxFixed;
    if (over) {
      const max = input.code_type === 'percentage' ? `${limit}%` : formatIqd(maxFixed);
      throw ApiError.field('code_value', 'discount.order_too_big', { max });
    }
  }
  const fee = input.delivery_fee;
  if (fee !== undefined && (fee < terms.delivery_fee_min || fee > terms.delivery_fee_max)) {
    throw ApiError.field('delivery_fee', 'delivery_fee.out_of_range', {
      min: formatIqd(terms.delivery_fee_min),
      max: formatIqd(terms.delivery_fee_max),
    });
  }
}
