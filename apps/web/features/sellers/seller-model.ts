import type { Role, SellerCart, SellerCartItem } from '@wb/contract';

/**
 * The seller's working state as the web keeps it (issue 14), and the pure rules over it: the query keys, the
 * discount editor's state, and the pricing inputs it becomes — the invoice's query (`items[i][discount_type]…`, read
 * by the contract's `indexedArray`) and the order's body are the same object.
 */
export type SellerRole = Extract<Role, 'influencer' | 'pharmacist'>;
export const isSellerRole = (role: Role | null | undefined): role is SellerRole =>
  role === 'influencer' || role === 'pharmacist';

/** Where a seller's area lives (spec §2: /influencer for influencers, /pharmacists for pharmacists). */
export const sellerHome = (role: SellerRole) => (role === 'influencer' ? '/influencer' : '/pharmacists');

/** Query keys: everything under `seller` is the seller's; a write that touches carts invalidates `sellerKeys.carts`. */
export const sellerKeys = {
  all: ['seller'] as const,
  /** `GET app/seller/carts`: the list, the active cart and — its total_quantity — the header's count. */
  carts: ['seller', 'carts'] as const,
  cart: (id: number) => ['seller', 'cart', id] as const,
  cartsAny: ['seller', 'cart'] as const,
  invoice: (id: number, pricing: PricingInput) => ['seller', 'invoice', id, pricing] as const,
  invoices: ['seller', 'invoice'] as const,
  book: (search: string) => ['seller', 'book', search] as const,
  books: ['seller', 'book'] as const,
  earnings: (page: number) => ['seller', 'earnings', page] as const,
  shares: ['seller', 'shares'] as const,
};

export type DiscountType = 'percentage' | 'fixed';

/** One line's discount as the editor holds it: typed text, so a half-typed value is not lost. */
export interface LineDiscount {
  type: DiscountType;
  value: string;
  reason: string;
}

/** Everything the seller sets for one cart's order. */
export interface PricingDraft {
  lines: Record<number, LineDiscount>;
  orderType: DiscountType;
  orderValue: string;
  code: string;
  wallet: string;
  deliveryFee: string;
}

export const EMPTY_DRAFT: PricingDraft = {
  lines: {},
  orderType: 'percentage',
  orderValue: '',
  code: '',
  wallet: '',
  deliveryFee: '',
};

/** Arabic-Indic digits (٠–٩) and Persian ones typed on a phone read as Western; anything else is not a number. */
export function parseAmount(typed: string): number | null {
  const western = typed
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,،٬\s]/g, '');
  if (!/^\d+$/.test(western)) return null;
  return Number(western);
}

export interface ItemDiscountInput {
  discount_type: DiscountType;
  discount_value: number;
  variant_id: number;
  discount_reason?: string;
}

/** The pricing inputs the API reads, for the invoice's query and the order's body alike. */
export interface PricingInput {
  code?: string;
  wallet: number;
  delivery_fee?: number;
  code_type?: DiscountType;
  code_value?: number;
  items?: ItemDiscountInput[];
}

/**
 * The draft as the API reads it: only lines still in the cart, with a value above zero, in the cart's order (the
 * index of each is what a 422 names); blank fields left out.
 */
export function pricingInput(draft: PricingDraft, lines: readonly Pick<SellerCartItem, 'variant'>[]): PricingInput {
  const items: ItemDiscountInput[] = [];
  for (const line of lines) {
    const discount = draft.lines[line.variant.id];
    const value = discount ? parseAmount(discount.value) : null;
    if (!discount || value === null || value <= 0) continue;
    const reason = discount.reason.trim();
    items.push({
      discount_type: discount.type,
      discount_value: value,
      variant_id: line.variant.id,
      ...(reason ? { discount_reason: reason } : {}),
    });
  }
  const input: PricingInput = { wallet: parseAmount(draft.wallet) ?? 0 };
  const code = draft.code.trim();
  if (code) input.code = code;
  const fee = parseAmount(draft.deliveryFee);
  if (fee !== null) input.delivery_fee = fee;
  const orderValue = parseAmount(draft.orderValue);
  if (orderValue !== null && orderValue > 0) {
    input.code_type = draft.orderType;
    input.code_value = orderValue;
  }
  if (items.length > 0) input.items = items;
  return input;
}

/**
 * A 422's field errors placed where they belong: `items.2.discount_value` (or `items.2`, `items[2]…`) under the line
 * of the third discount sent; the order's own fields beside their inputs; the rest over the invoice.
 */
export interface PlacedErrors {
  byVariant: Map<number, string>;
  byField: Partial<Record<'code' | 'code_value' | 'delivery_fee' | 'wallet' | 'receiver', string>>;
  other: string[];
}

export function placeErrors(errors: Record<string, string[]> | undefined, sent: PricingInput): PlacedErrors {
  const placed: PlacedErrors = { byVariant: new Map(), byField: {}, other: [] };
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const line = /^items(?:\.|\[)(\d+)/.exec(key);
    const variant = line ? sent.items?.[Number(line[1])]?.variant_id : undefined;
    if (variant !== undefined) {
      if (!placed.byVariant.has(variant)) placed.byVariant.set(variant, message);
    } else if (key === 'code' || key === 'code_value' || key === 'code_type')
      placed.byField[key === 'code' ? 'code' : 'code_value'] = message;
    else if (key === 'delivery_fee' || key === 'wallet') placed.byField[key] = message;
    else if (key === 'contact' || key === 'contact_id' || key === 'address_id') placed.byField.receiver = message;
    else placed.other.push(message);
  }
  return placed;
}

/** The cart a seller works on: the one chosen, if still there, else the active one, else the first. */
export function workingCartId(
  carts: readonly Pick<SellerCart, 'id' | 'is_active'>[],
  chosen: number | null,
): number | null {
  if (chosen !== null && carts.some((cart) => cart.id === chosen)) return chosen;
  return carts.find((cart) => cart.is_active)?.id ?? carts[0]?.id ?? null;
}

/** The header's count for a seller: units in the active cart. */
export function activeCount(carts: readonly Pick<SellerCart, 'is_active' | 'total_quantity'>[] | undefined): number {
  return carts?.find((cart) => cart.is_active)?.total_quantity ?? 0;
}

/** The seller area's sections, as tabs that are links (`[[...section]]`): carts first. */
export const SELLER_SECTIONS = [
  ['', 'السلال'],
  ['orders', 'الطلبات المرسلة'],
  ['earnings', 'الأرباح'],
  ['shares', 'الروابط المشتركة'],
] as const;
export type SellerSection = (typeof SELLER_SECTIONS)[number][0];
