import type { CodeRule } from './ports';

/**
 * The one pricing function, for every kind of cart (the customer's now, the sellers' later): whole dinars in, whole
 * dinars out, and nothing else — no database, no clock — so the invoice preview and the order price a cart the same
 * way, and a test can state any case in a line.
 *
 * The rules, in order:
 * 1. subtotal = Σ price × quantity, at the catalogue's prices.
 * 2. The code's discount applies to its eligible lines (all, or those of its brands / categories / products):
 *    a percentage of their total, capped by the code's maximum, rounded DOWN to a multiple of 250 dinars (the smallest
 *    banknote: a cash total must be payable at the door); a fixed amount, at most their total; free delivery takes
 *    nothing off the goods. The discount is shared among the eligible lines in proportion to their totals (whole
 *    dinars, the remainder to the largest line), so every order line knows what it paid.
 * 3. A seller's own discounts (issue 14), after the code's: a line's (a percentage of the line's total, or dinars),
 *    at most what the code left of the line; then the whole order's, on what is left of the goods, shared among the
 *    lines in proportion as the code's is. Percentages round down to 250 dinars, as the code's do.
 * 4. Delivery: the governorate's fee (or the fee a seller set); free when the address is where free delivery applies
 *    and the goods (the subtotal, before the code) reach the threshold, or with a free-delivery code.
 * 5. Wallet: the amount asked, at most the balance and at most what is left to pay (goods − discount + delivery).
 * 6. total = subtotal − discount + delivery − wallet, never below 0.
 */
export const CASH_STEP = 250;

export interface PriceLine {
  /** The cart line's id (0 for lines that are not cart lines, e.g. gifts). */
  id: number;
  variantId: number;
  productId: number;
  brandId: number;
  categoryId: number;
  price: number;
  quantity: number;
}

export interface PricingInput {
  lines: readonly PriceLine[];
  /** A code that passed its checks (dates, limits, minimum), or null. */
  code: CodeRule | null;
  deliveryFee: number;
  /** Where the address is, free delivery applies from this amount of goods (after the discount); null: it does not. */
  freeDeliveryFrom: number | null;
  walletRequested: number;
  walletBalance: number;
  /** A seller's discounts and delivery fee (seller carts only). */
  seller?: SellerAdjustments | undefined;
}

export interface SellerDiscount {
  type: 'percentage' | 'fixed';
  value: number;
}

export interface SellerAdjustments {
  /** By variant id. */
  lines: ReadonlyMap<number, SellerDiscount>;
  order: SellerDiscount | null;
  /** The fee the seller charges the receiver, in place of the governorate's; null: the governorate's rule. */
  deliveryFee: number | null;
}

export interface PricedLine extends PriceLine {
  lineTotal: number;
  /** Everything off this line: the code's share, the seller's line discount and its share of the order discount. */
  discount: number;
  /** The seller's part of `discount`. */
  sellerDiscount: number;
  /** The seller's discount on this line alone (her per-product discount), without its share of the order's. */
  ownDiscount: number;
  total: number;
}

export interface Pricing {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  /** The parts of `discount`: the code's, the seller's per-line discounts, the seller's whole-order discount. */
  codeDiscount: number;
  lineDiscount: number;
  orderDiscount: number;
  shipping: number;
  walletUsed: number;
  total: number;
  /** What the thresholds (free delivery, gift programs) read: the goods, as the cart page shows them. */
  spend: number;
  /** The code was given but none of the cart's lines is eligible for it. */
  codeNotApplicable: boolean;
}

function eligible(code: CodeRule, line: PriceLine): boolean {
  const scoped = code.brandIds.length + code.categoryIds.length + code.productIds.length > 0;
  if (!scoped) return true;
  return (
    code.brandIds.includes(line.brandId) ||
    code.categoryIds.includes(line.categoryId) ||
    code.productIds.includes(line.productId)
  );
}

/** A seller's discount on goods worth `base`: a percentage rounded down to the cash step, or dinars, at most `base`. */
export function sellerDiscountOn(discount: SellerDiscount, base: number): number {
  if (base <= 0 || discount.value <= 0) return 0;
  if (discount.type === 'fixed') return Math.min(discount.value, base);
  return Math.min(base, Math.floor(Math.floor((base * discount.value) / 100) / CASH_STEP) * CASH_STEP);
}

/** The code's discount on goods worth `base` (its eligible lines' total). */
export function codeDiscount(code: CodeRule, base: number): number {
  if (code.kind === 'free_delivery' || base <= 0) return 0;
  if (code.kind === 'fixed') return Math.min(code.value, base);
  const raw = Math.floor((base * code.value) / 100);
  const capped = code.maxDiscount === null ? raw : Math.min(raw, code.maxDiscount);
  return Math.floor(capped / CASH_STEP) * CASH_STEP;
}

/** `amount` shared among `weights` in proportion, in whole dinars that add up to `amount` exactly. */
export function share(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || sum === 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((amount * weight) / sum));
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest] = (parts[largest] ?? 0) + amount - parts.reduce((a, b) => a + b, 0);
  return parts;
}

export function priceCart(input: PricingInput): Pricing {
  const priced = input.lines.map((line) => ({ ...line, lineTotal: line.price * line.quantity }));
  const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);

  const code = input.code;
  const eligibleIndexes = code ? priced.flatMap((line, i) => (eligible(code, line) ? [i] : [])) : [];
  const base = eligibleIndexes.reduce((sum, i) => sum + (priced[i]?.lineTotal ?? 0), 0);
  const discount = code ? codeDiscount(code, base) : 0;
  const shares = share(
    discount,
    eligibleIndexes.map((i) => priced[i]?.lineTotal ?? 0),
  );
  const codeShares = new Map(eligibleIndexes.map((index, k) => [index, shares[k] ?? 0]));
  // The seller's line discounts, on what the code left of each line; then the order's, on what is left of the goods.
  const afterCode = priced.map((line, i) => line.lineTotal - (codeShares.get(i) ?? 0));
  const own = priced.map((line, i) => {
    const given = input.seller?.lines.get(line.variantId);
    return given ? sellerDiscountOn(given, afterCode[i] ?? 0) : 0;
  });
  const left = afterCode.map((total, i) => total - (own[i] ?? 0));
  const orderDiscount = input.seller?.order
    ? sellerDiscountOn(
        input.seller.order,
        left.reduce((a, b) => a + b, 0),
      )
    : 0;
  const orderShares = share(orderDiscount, left);
  const lines = priced.map((line, i) => {
    const sellerDiscount = (own[i] ?? 0) + (orderShares[i] ?? 0);
    const lineDiscount = (codeShares.get(i) ?? 0) + sellerDiscount;
    const ownDiscount = own[i] ?? 0;
    return { ...line, discount: lineDiscount, sellerDiscount, ownDiscount, total: line.lineTotal - lineDiscount };
  });
  const lineDiscount = own.reduce((a, b) => a + b, 0);
  const allDiscounts = discount + lineDiscount + orderDiscount;

  // The figure the cart page shows and its banners promise against: a code never takes a reached threshold away.
  const spend = subtotal;
  const freeByThreshold = input.freeDeliveryFrom !== null && spend >= input.freeDeliveryFrom;
  const freeByCode = code?.kind === 'free_delivery';
  const sellerFee = input.seller?.deliveryFee ?? null;
  const shipping =
    lines.length === 0 || freeByCode ? 0 : sellerFee !== null ? sellerFee : freeByThreshold ? 0 : input.deliveryFee;
  const payable = subtotal - allDiscounts + shipping;
  const walletUsed = Math.max(0, Math.min(input.walletRequested, input.walletBalance, payable));
  return {
    lines,
    subtotal,
    discount: allDiscounts,
    codeDiscount: discount,
    lineDiscount,
    orderDiscount,
    shipping,
    walletUsed,
    total: payable - walletUsed,
    spend,
    codeNotApplicable: code !== null && code.kind !== 'free_delivery' && eligibleIndexes.length === 0,
  };
}
