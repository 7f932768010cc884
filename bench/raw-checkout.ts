/**
 * The work of bench/raw-server.ts's three routes: add to cart, the checkout preview and placing an order, with the
 * store's rules (pricing, line limits, words imported) and the contract's answers (typed).
 */
import {
  type CartItem,
  type City,
  errorCodes,
  formatIqd,
  formatMessage,
  type GiftProgram,
  type GlobalSettings,
  type Invoice,
  messages,
  type Order,
  type QuantityError,
  type Role,
} from '@wb/contract';
import type pg from 'pg';
import { MAX_ORDER_SUBTOTAL } from '../apps/api/src/flows/order-writer';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, problemOf } from '../apps/api/src/lib/cart-lines';
import type { LineVariant } from '../apps/api/src/modules/catalog/storefront/variants';
import { type PricedLine, priceCart } from '../apps/api/src/modules/checkout/pricing';
import { ADD, EMPTY_CART, JOB, LINES, LOCK_VARIANTS, ORDER, READS, statement, TAKE_STOCK } from './raw-sql';

/** The pool, and what the API keeps in memory (settings, governorates, gift programs with their cards). */
export interface Held {
  pool: pg.Pool;
  settings: GlobalSettings;
  cities: City[];
  programs: GiftProgram[];
}

export interface Caller {
  id: number;
  role: Role;
}

type Client = pg.PoolClient;

/** A refusal the shopper reads: the contract's code, status and Arabic, its `params` filled in. */
export class Refusal extends Error {
  constructor(
    readonly code: keyof typeof errorCodes,
    params: Record<string, string | number> = {},
    readonly errors: object = {},
  ) {
    super(formatMessage(messages[errorCodes[code].message], params));
  }
}

/** Lines the stock cannot cover (the quantity popup of spec §5), as order-writer.ts refuses them. */
function stockProblems(problems: QuantityError[]): Refusal {
  const refusal = new Refusal('stock.insufficient', { available: problems[0]?.available ?? 0 }, { quantity: problems });
  refusal.message = problems[0]?.message ?? refusal.message;
  return refusal;
}

/** What the raw server leaves out (a code, an address id, the wallet, gifts, a shared cart): 501. */
export const notCovered = () => Object.assign(new Error('not covered by the raw server'), { status: 501 });

type LineRow = LineVariant & { line_id: number; quantity: number };

function cartItemOf(line: LineRow): CartItem {
  return {
    id: line.line_id,
    shopify_product_id: line.product_id,
    shopify_variant_id: line.variant_id,
    shopify_variant_sku: line.sku,
    title: line.title,
    variant_title: line.variant_title,
    type: line.product_type,
    vendor: line.vendor,
    category: line.category,
    price: line.price,
    compare_at: line.compare_at,
    quantity: line.quantity,
    line_total: line.price * line.quantity,
    image_path: line.image_path,
    is_bundle: false,
    available: line.active && line.stock > 0,
    stock: line.active ? line.stock : 0,
  };
}

const int = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : null);

export async function addToCart(
  _held: Held,
  client: Client,
  caller: Caller,
  body: Record<string, unknown>,
): Promise<object> {
  const variantId = int(body.shopify_variant_id);
  const productId = int(body.shopify_product_id);
  const quantity = int(body.quantity);
  if (variantId === null || productId === null || quantity === null || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw new Refusal('request.invalid');
  }
  const values = [caller.id, variantId, productId, quantity, MAX_CART_LINES, MAX_LINE_QUANTITY];
  const { rows } = await client.query(statement('raw-add', ADD.add, values));
  const line = rows[0] as LineRow | undefined;
  if (line) return { data: cartItemOf(line), message: messages.addedToCart };
  // Refused, nothing written: why, as cart/service.ts whyNotAdded reads it (the refusal path only).
  const why = await client.query(statement('raw-add-refused', ADD.whyNot, [caller.id, variantId, productId]));
  const state = why.rows[0] as { stock: number | null; in_cart: number | null; lines: number };
  if (state.stock === null) throw new Refusal('variant.not_found');
  if (!state.in_cart && state.lines >= MAX_CART_LINES)
    throw new Refusal('cart.too_many_lines', { max: MAX_CART_LINES });
  if (state.stock <= 0) throw new Refusal('stock.out');
  const wanted = (state.in_cart ?? 0) + quantity;
  if (wanted > state.stock) {
    throw new Refusal('stock.insufficient', { available: state.stock });
  }
  throw new Refusal('cart.quantity_limit', { max: MAX_LINE_QUANTITY });
}

/** The delivery fee of a governorate and where free delivery applies, as CheckoutService.price reads the settings. */
function deliveryOf({ settings, cities }: Held, cityId: number | null) {
  const city = cityId === null ? undefined : cities.find((c) => c.id === cityId);
  const freeCities = settings.free_delivery_cities;
  const freeHere = city !== undefined && (freeCities.length === 0 || freeCities.includes(city.iso_code ?? ''));
  return {
    city,
    deliveryFee: city?.delivery_fee ?? settings.default_delivery_fee,
    freeDeliveryFrom: freeHere ? settings.free_delivery_threshold : null,
  };
}

function priced(held: Held, lines: LineRow[], cityId: number | null, walletRequested: number, walletBalance: number) {
  const { deliveryFee, freeDeliveryFrom } = deliveryOf(held, cityId);
  return priceCart({
    lines: lines.map((line) => ({
      id: line.line_id,
      variantId: line.variant_id,
      productId: line.product_id,
      brandId: line.brand_id,
      categoryId: line.category_id,
      price: line.price,
      quantity: line.quantity,
    })),
    code: null,
    deliveryFee,
    freeDeliveryFrom,
    walletRequested,
    walletBalance,
  });
}

export async function invoice(held: Held, caller: Caller, query: URLSearchParams): Promise<object> {
  const { pool, programs } = held;
  if (query.get('code') || query.get('address_id')) throw notCovered();
  const wallet = Number(query.get('wallet') ?? 0);
  const lines = (await pool.query(statement('raw-lines', LINES, [caller.id]))).rows as LineRow[];
  const { rows } = await pool.query(statement('raw-address-wallet', READS.addressAndWallet, [caller.id]));
  const { city_id: cityId, balance } = rows[0] as { city_id: number | null; balance: number | null };
  const pricing = priced(held, lines, cityId, Number.isFinite(wallet) ? wallet : 0, balance ?? 0);
  const data: Invoice = {
    items: pricing.lines.map((price, i) => {
      const line = lines[i] as LineRow;
      return {
        id: line.line_id,
        shopify_variant_id: line.variant_id,
        shopify_product_id: line.product_id,
        sku: line.sku,
        title: line.title,
        variant_title: line.variant_title,
        vendor: line.vendor,
        category: line.category,
        image_path: line.image_path,
        price: price.price,
        quantity: price.quantity,
        line_total: price.lineTotal,
        discount: price.discount,
        total: price.total,
      };
    }),
    subtotal: pricing.subtotal,
    discount: pricing.discount,
    wallet_used: pricing.walletUsed,
    delivery_fee: pricing.shipping,
    total: pricing.total,
    wallet_balance: balance ?? 0,
    code: null,
    errors: { quantity: lines.flatMap((line) => problemOf(line, line.quantity)) },
    gifts: programs.filter((program) => pricing.spend >= program.min_total).flatMap((program) => program.products),
  };
  return { data, message: messages.ok };
}

export async function placeOrder(
  held: Held,
  client: Client,
  caller: Caller,
  body: Record<string, unknown>,
): Promise<object> {
  const gifts = body.gifts ?? [];
  if (body.code || body.address_id || Number(body.wallet ?? 0) !== 0 || !Array.isArray(gifts) || gifts.length) {
    throw notCovered();
  }
  const lines = (await client.query(statement('raw-order-lines', LINES, [caller.id]))).rows as LineRow[];
  if (lines.length === 0) throw new Refusal('cart.empty');
  if (lines.some((line) => (line as LineRow & { share_id: number | null }).share_id !== null)) throw notCovered();
  const problems = lines.flatMap((line) => problemOf(line, line.quantity));
  if (problems.length) throw stockProblems(problems);
  const addressRows = await client.query(statement('raw-order-address', READS.activeAddress, [caller.id]));
  const address = addressRows.rows[0] as
    | { name: string; mobile: string; city_id: number; region: string | null; address: string; landmark: string | null }
    | undefined;
  if (!address) throw new Refusal('address.not_found');
  const pricing = priced(held, lines, address.city_id, 0, 0);
  const { min_order_total: min } = held.settings;
  if (pricing.subtotal < min) throw new Refusal('order.min_total', { min: formatIqd(min) });
  if (pricing.subtotal > MAX_ORDER_SUBTOTAL)
    throw new Refusal('order.too_large', { max: formatIqd(MAX_ORDER_SUBTOTAL) });
  if (body.expected_total !== undefined && body.expected_total !== pricing.total) {
    throw new Refusal('order.total_changed', { total: formatIqd(pricing.total) });
  }
  const at = new Date();
  const copy = {
    name: address.name,
    mobile: address.mobile,
    city: deliveryOf(held, address.city_id).city?.name ?? '',
    region: address.region,
    address: address.address,
    landmark: address.landmark,
  };
  const note = typeof body.note === 'string' && body.note ? body.note : null;
  const column = <T>(pick: (line: LineRow, price: PricedLine) => T) =>
    lines.map((line, i) => pick(line, pricing.lines[i] as PricedLine));
  const { rows } = await client.query(
    statement('raw-order', ORDER, [
      caller.id,
      caller.role,
      pricing.subtotal,
      pricing.discount,
      pricing.shipping,
      pricing.walletUsed,
      pricing.total,
      note,
      address.city_id,
      copy,
      at,
      column((line) => line.variant_id),
      column((line) => line.product_id),
      column((line) => line.sku),
      column((line) => line.title),
      column((line) => line.variant_title),
      column((line) => line.vendor),
      column((line) => line.image_path),
      column((_, price) => price.price),
      column((_, price) => price.quantity),
      column((_, price) => price.discount),
      column((_, price) => price.total),
    ]),
  );
  const order = rows[0] as Pick<Order, 'id' | 'number' | 'status' | 'payment_method'> & {
    line_ids: number[];
    line_variants: number[];
  };
  await client.query(statement('raw-empty-cart', EMPTY_CART, [caller.id]));
  await client.query(statement('raw-order-job', JOB, ['order.placed', { orderId: order.id }]));
  await takeStock(client, lines, order.id);
  const lineIdOf = new Map(order.line_variants.map((variantId, i) => [variantId, order.line_ids[i] as number]));
  const data: Order = {
    id: order.id,
    number: order.number,
    status: order.status,
    total: pricing.total,
    shipping_price: pricing.shipping,
    items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    placed_by: caller.role,
    receiver_name: copy.name,
    can_delete: order.status === 'pending',
    created_at: at.toISOString(),
    items: lines.map((line, i) => {
      const price = pricing.lines[i] as PricedLine;
      return {
        id: lineIdOf.get(line.variant_id) ?? 0,
        shopify_variant_id: line.variant_id,
        shopify_product_id: line.product_id,
        sku: line.sku,
        title: line.title,
        variant_title: line.variant_title,
        vendor: line.vendor,
        category: line.category,
        image_path: line.image_path,
        price: price.price,
        quantity: price.quantity,
        discount: price.discount,
        // A customer's order has one discount, the code's (orders/service.ts discountParts).
        own_discount: 0,
        discount_reason: null,
        total: price.total,
        is_gift: false,
      };
    }),
    subtotal: pricing.subtotal,
    discount: pricing.discount,
    order_discount: 0,
    code_discount: pricing.discount,
    wallet_used: pricing.walletUsed,
    payment_method: order.payment_method,
    code: null,
    note,
    address: copy,
    timeline: [{ status: 'pending', by: 'customer', note: null, at: at.toISOString() }],
  };
  return { data, message: messages.orderPlaced };
}

/**
 * The order's last step, as order-writer.ts `takeStock` and variants.ts `move` do it: the variants locked in id order
 * and checked again (price, on sale, stock), the stock taken with a guarded update, a ledger line each, and the
 * products whose in-stock flag flips written.
 */
async function takeStock(client: Client, lines: LineRow[], orderId: number): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.variant_id - b.variant_id);
  const ids = sorted.map((line) => line.variant_id);
  const locked = await client.query(statement('raw-lock-variants', LOCK_VARIANTS, [ids]));
  const now = new Map(
    locked.rows.map((row: { id: number; price: number; active: boolean; stock: number }) => [row.id, row]),
  );
  const problems = sorted.flatMap((line) => {
    const row = now.get(line.variant_id);
    // The catalogue moved since the pricing: the store answers 503 and the client repeats with the same key.
    if (!row || row.price !== line.price || row.active !== line.active) throw new Error('catalogue moved');
    return problemOf({ ...line, stock: row.stock }, line.quantity);
  });
  if (problems.length) throw stockProblems(problems);
  const quantities = sorted.map((line) => line.quantity);
  const { rows } = await client.query(statement('raw-take-stock', TAKE_STOCK, [ids, quantities, orderId]));
  if ((rows[0] as { moved: number }).moved !== ids.length) throw new Error('stock moved below zero despite the lock');
}
