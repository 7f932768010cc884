import {
  type DeliveryPoint,
  type ErrorCode,
  errorCodes,
  formatIqd,
  formatMessage,
  type Invoice,
  messages,
  normalizeCode,
  type QuantityError,
} from '@wb/contract';
import type { CallerCtx } from '../../context';
import { problemOf } from '../../lib/cart-lines';
import type { AddressService } from '../addresses/service';
import type { CartService, LineRow } from '../cart/service';
import type { LineVariant, VariantCatalog } from '../catalog/storefront/variants';
import type { ContentService } from '../content/site/service';
import type { CodeRule, Codes, Gifts, Wallet } from './ports';
import { type PriceLine, type Pricing, priceCart, type SellerAdjustments } from './pricing';

/** What the shopper asked for at checkout (spec §3 invoice inputs). */
export interface QuoteInput {
  code?: string | undefined;
  wallet: number;
  addressId?: number | undefined;
}

/**
 * The cart as an order reads it: its lines, read under the caller's lock, and (when a caller has them) their variants;
 * without them the variants come from the caches. The order takes the stock under the variants' own locks afterwards.
 */
export interface OrderCart {
  lines: LineRow[];
  variants?: Map<number, LineVariant>;
}

/**
 * Any cart as checkout prices it: its lines, where it goes, and a seller's adjustments. The customer's cart and the
 * sellers' carts are priced by the same `price`.
 */
export interface Basket {
  lines: LineRow[];
  variants?: Map<number, LineVariant> | undefined;
  /**
   * An order, in its transaction. Its variants come from the caches as the preview's do (issue 25: reading them was a
   * statement of every order): the order reads them again under lock before it takes the stock, and whatever moved
   * since — a price, a sale, the stock — undoes it there (OrderWriter.takeStock). Its wallet is read only when spent.
   */
  order: boolean;
  address: DeliveryPoint | null;
  seller?: SellerAdjustments | undefined;
}

export interface QuotedLine {
  line: LineRow;
  variant: LineVariant;
}

/** A cart priced for checkout: the same for the invoice preview and the order (which passes its locked variants). */
export interface Quote {
  lines: QuotedLine[];
  pricing: Pricing;
  /** The code as typed; the rule when it applies, else why not. */
  code: {
    text: string;
    rule: CodeRule | null;
    refusal: { code: ErrorCode; params?: Record<string, string | number> } | null;
  } | null;
  address: DeliveryPoint | null;
  walletBalance: number;
  /** Lines that cannot be had as they stand (more than the stock, or off sale). */
  problems: QuantityError[];
  /** The store's minimum order (settings), checked on the goods before any discount. */
  minOrderTotal: number;
}

/**
 * Prices the caller's cart for checkout (spec §7 invoice/details): the catalogue's prices of the moment, the code's
 * discount, the delivery fee of the address's governorate and the free-delivery rule of the settings, the wallet,
 * and the stock problems. One function for the preview and the order, so what the shopper saw is what is charged.
 */
export class CheckoutService {
  constructor(
    private readonly cart: CartService,
    private readonly variants: VariantCatalog,
    private readonly addresses: AddressService,
    private readonly content: ContentService,
    private readonly codes: Codes,
    private readonly wallet: Wallet,
    private readonly gifts: Gifts,
  ) {}

  /**
   * `locked`: the order's cart lines (and maybe variants), read in its transaction; without it (the preview) the lines
   * come from the caches. The variants come from the caches for both.
   */
  async quote(ctx: CallerCtx, input: QuoteInput, locked?: OrderCart): Promise<Quote> {
    // The preview reads the cart and its variants from the caches (every cart write and every stock or price change
    // drops them, in every process): it is asked on every keystroke of a code. An order reads its lines in its
    // transaction, and its variants again under lock before it takes the stock.
    const lines = locked?.lines ?? (await this.cart.linesForPreview(ctx));
    // The preview's address comes from the caller's cached addresses (every write of them drops it); an order's is
    // read fresh.
    const address = locked
      ? await this.addresses.forDelivery(ctx, input.addressId)
      : await this.addresses.forPreview(ctx, input.addressId);
    return this.price(ctx, input, { lines, variants: locked?.variants, order: locked !== undefined, address });
  }

  /** Prices any cart (the customer's, a seller's): one function for every preview and every order. */
  async price(ctx: CallerCtx, input: Pick<QuoteInput, 'code' | 'wallet'>, basket: Basket): Promise<Quote> {
    const cartLines = basket.lines;
    const variants =
      basket.variants ??
      (await this.variants.lineVariants(
        ctx.db,
        cartLines.map((line) => line.variant_id),
      ));
    const lines = cartLines.flatMap((line) => {
      const variant = variants.get(line.variant_id);
      return variant ? [{ line, variant }] : [];
    });
    const address = basket.address;
    const settings = await this.content.globalSettings(ctx);
    const cities = await this.content.cities(ctx);
    // An order that spends none of the wallet need not read it (the preview always shows the balance, cached; an
    // order that spends it reads it fresh, and debits it under lock).
    const walletBalance =
      basket.order && input.wallet === 0 ? 0 : await this.wallet.balance(ctx, { fresh: basket.order });
    const city = address ? cities.find((c) => c.id === address.city_id) : undefined;
    const freeCities = settings.free_delivery_cities;
    const freeHere = city !== undefined && (freeCities.length === 0 || freeCities.includes(city.iso_code ?? ''));
    const priceLines: PriceLine[] = lines.map(({ line, variant }) => ({
      id: line.id,
      variantId: variant.variant_id,
      productId: variant.product_id,
      brandId: variant.brand_id,
      categoryId: variant.category_id,
      price: variant.price,
      quantity: line.quantity,
    }));
    const subtotal = priceLines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const code = await this.checkCode(ctx, input.code, subtotal);
    const priceWith = (rule: CodeRule | null) =>
      priceCart({
        lines: priceLines,
        code: rule,
        deliveryFee: city?.delivery_fee ?? settings.default_delivery_fee,
        freeDeliveryFrom: freeHere ? settings.free_delivery_threshold : null,
        walletRequested: input.wallet,
        walletBalance,
        seller: basket.seller,
      });
    let pricing = priceWith(code?.rule ?? null);
    // A code that takes nothing off (no line it covers, or a percentage rounding to less than 250 د.ع) is not
    // applied, and so not used up: the shopper keeps it for an order it helps.
    const givesNothing = code?.rule && code.rule.kind !== 'free_delivery' && pricing.codeDiscount === 0;
    if (code?.rule && (pricing.codeNotApplicable || givesNothing)) {
      code.refusal = { code: 'code.not_applicable' };
      code.rule = null;
      pricing = priceWith(null);
    }
    return {
      lines,
      pricing,
      code,
      address,
      walletBalance,
      problems: lines.flatMap(({ variant, line }) => problemOf(variant, line.quantity)),
      minOrderTotal: settings.min_order_total,
    };
  }

  private async checkCode(ctx: CallerCtx, typed: string | undefined, subtotal: number): Promise<Quote['code']> {
    const text = normalizeCode(typed ?? '');
    if (!text) return null;
    const checked = await this.codes.check(ctx, text, subtotal);
    return checked.ok
      ? { text, rule: checked.rule, refusal: null }
      : { text, rule: null, refusal: { code: checked.code, ...(checked.params ? { params: checked.params } : {}) } };
  }

  /** Spec §7 `GET app/invoice/details`: the preview the checkout page shows. */
  async invoice(ctx: CallerCtx, input: QuoteInput): Promise<Invoice> {
    const quote = await this.quote(ctx, input);
    return { ...invoiceOf(quote), gifts: await this.gifts.unlocked(ctx, quote.pricing.spend) };
  }

  /** A priced cart as every invoice preview shows it, without the gifts (the sellers' invoices add their own lines). */
  invoiceOf(quote: Quote): Omit<Invoice, 'gifts'> {
    return invoiceOf(quote);
  }
}

/** A priced cart as every invoice preview shows it (the customer's and the sellers'), without the gifts. */
function invoiceOf(quote: Quote): Omit<Invoice, 'gifts'> {
  const { pricing } = quote;
  return {
    items: pricing.lines.map((priced, i) => {
      const { line, variant } = quote.lines[i] as QuotedLine;
      return {
        id: line.id,
        shopify_variant_id: variant.variant_id,
        shopify_product_id: variant.product_id,
        sku: variant.sku,
        title: variant.title,
        variant_title: variant.variant_title,
        vendor: variant.vendor,
        category: variant.category,
        image_path: variant.image_path,
        price: priced.price,
        quantity: priced.quantity,
        line_total: priced.lineTotal,
        discount: priced.discount,
        total: priced.total,
      };
    }),
    subtotal: pricing.subtotal,
    discount: pricing.discount,
    wallet_used: pricing.walletUsed,
    delivery_fee: pricing.shipping,
    total: pricing.total,
    wallet_balance: quote.walletBalance,
    code: quote.code && {
      code: quote.code.text,
      valid: quote.code.rule !== null,
      message: quote.code.refusal ? refusalMessage(quote.code.refusal) : messages.codeApplied,
    },
    errors: { quantity: quote.problems },
  };
}

/** The Arabic the shopper reads for a refused code, money in the store's format. */
export function refusalMessage(refusal: { code: ErrorCode; params?: Record<string, string | number> }): string {
  const params = Object.fromEntries(
    Object.entries(refusal.params ?? {}).map(([key, value]) => [
      key,
      typeof value === 'number' ? formatIqd(value) : value,
    ]),
  );
  return formatMessage(messages[errorCodes[refusal.code].message], params);
}
