import {
  type AddToCartBody,
  type Cart,
  type CartItem,
  formatMessage,
  messages,
  type QuantityError,
} from '@wb/contract';
import { cartItems, carts, type DbRow, preparedRowsOf, products, type RawRow, rowsOf, variants } from '@wb/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, lockCaller } from '../../context';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, quantityRefusal } from '../../lib/cart-lines';
import { ApiError } from '../../lib/errors';
import type { LineVariant, VariantCatalog } from '../catalog/storefront/variants';

export type LineRow = RawRow<typeof cartItems, 'id' | 'variant_id' | 'quantity'>;

/**
 * The customer's cart (spec §3, §7). One cart per customer, made on the first add; lines are a variant and a
 * quantity, and everything else a line shows (price, names, stock) is the catalogue's of the moment — the client's
 * price and title in the add payload are never trusted. Writes run in the caller's write transaction (bind.ts), read
 * the stock in the statement that checks it, and lock the cart, so two taps racing add up instead of overwriting.
 */
export class CartService {
  /**
   * Each customer's lines (variant and quantity), kept briefly in this process: the cart page and the header badge
   * are read far more than the cart is written, and every write drops them here at once and, on commit, everywhere
   * (tag `cart:<user>`). What a line shows (price, stock) comes from the catalogue's own cache, dropped when a
   * product changes.
   */
  private readonly lines: ValueCache;

  constructor(
    private readonly variants: VariantCatalog,
    private readonly cacheTags: CacheTags,
    cacheTtlMs: number,
  ) {
    this.lines = cacheTags.register(new ValueCache({ max: 50_000, ttlMs: cacheTtlMs }));
  }

  /** The caller's cart changed: its lines are read again, in every process once this commits. */
  private async changed(ctx: CallerCtx): Promise<void> {
    await this.cacheTags.invalidate(ctx.db, [`cart:${ctx.caller.id}`]);
  }

  /** The caller's lines, newest first; `fresh` reads the database (a check that must not be a moment old). */
  private async linesOf(ctx: CallerCtx, fresh: boolean): Promise<LineRow[]> {
    const read = () =>
      ctx.db
        .select({ id: cartItems.id, variant_id: cartItems.variantId, quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(and(eq(carts.ownerId, ctx.caller.id), eq(carts.kind, 'customer')))
        .orderBy(desc(cartItems.id));
    if (fresh) return read();
    return this.lines.get(String(ctx.caller.id), read, [`cart:${ctx.caller.id}`]);
  }

  /**
   * Adds `quantity` of a variant; the same variant again adds to its line. Refused (nothing written): a variant that
   * is not for sale (404), none in stock or more than the stock (409), past 99 units (422) or past 50 lines (409).
   * The cart, the variant's stock, the cart's room and the line: one statement.
   */
  async add(ctx: CallerCtx, body: AddToCartBody): Promise<CartItem> {
    const buyable = this.variants.buyableVariant(body.shopify_variant_id, body.shopify_product_id);
    const line = await atomically(ctx, async (tx) => {
      // The caller's writes follow one another (this lock, which bind.ts has already taken for a request), so the
      // statement below, started after it, counts the lines the write before committed.
      await lockCaller(tx, 'exclusive');
      const [added] = await preparedRowsOf<LineRow>(
        tx.db,
        'cart_add',
        sql`
        with cart as (
          insert into carts (owner_id, kind) values (${tx.caller.id}, 'customer')
          on conflict (owner_id) where kind = 'customer' do update set updated_at = now()
          returning id
        ), variant as (${buyable}),
        room as (
          -- A new line needs room; more of a variant already in the cart always fits.
          select count(*) < ${MAX_CART_LINES} or coalesce(bool_or(variant_id = ${body.shopify_variant_id}), false)
            as has_room
          from cart_items where cart_id = (select id from cart)
        )
        insert into cart_items (cart_id, variant_id, quantity)
        select cart.id, variant.id, ${body.quantity} from cart, variant, room
        where ${body.quantity} <= least(variant.stock, ${MAX_LINE_QUANTITY}) and room.has_room
        on conflict (cart_id, variant_id) do update
          set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
          where cart_items.quantity + excluded.quantity <= least((select stock from variant), ${MAX_LINE_QUANTITY})
        returning id, variant_id, quantity`,
      );
      if (added) await this.changed(tx);
      return added;
    });
    if (!line) throw await this.whyNotAdded(ctx, body);
    return this.itemOf(ctx, line);
  }

  /** The reason an add wrote nothing, read after the fact (the refusal path only). */
  private async whyNotAdded(ctx: CallerCtx, body: AddToCartBody): Promise<ApiError> {
    const buyable = this.variants.buyableVariant(body.shopify_variant_id, body.shopify_product_id);
    // Each a subquery: null when the variant is not for sale, or not in the cart.
    const [state] = await rowsOf<{
      stock: DbRow<typeof variants>['stock'] | null;
      in_cart: DbRow<typeof cartItems>['quantity'] | null;
      lines: number;
    }>(
      ctx.db,
      sql`
      with variant as (${buyable}), cart as (select id from carts where owner_id = ${ctx.caller.id} and kind = 'customer')
      select (select stock from variant) as stock,
        (select quantity from cart_items where cart_id = (select id from cart) and variant_id = ${body.shopify_variant_id})
          as in_cart,
        (select count(*)::int from cart_items where cart_id = (select id from cart)) as lines`,
    );
    if (state?.stock === null || state?.stock === undefined) return ApiError.of('variant.not_found');
    const inCart = state.in_cart ?? 0;
    if (inCart === 0 && state.lines >= MAX_CART_LINES)
      return ApiError.of('cart.too_many_lines', { max: MAX_CART_LINES });
    return quantityRefusal(state.stock, inCart + body.quantity);
  }

  /**
   * Sets a line's quantity. Raising it must stay within the stock; lowering it is always allowed (the stock may have
   * fallen below what the line holds, and a shopper fixing that must not be refused).
   */
  async setQuantity(ctx: CallerCtx, lineId: number, quantity: number): Promise<CartItem> {
    const [line] = await atomically(ctx, async (tx) => {
      await lockCaller(tx);
      const updated = await this.updateQuantity(tx, lineId, quantity);
      if (updated.length) await this.changed(tx);
      return updated;
    });
    if (line) return this.itemOf(ctx, line);
    return this.refuseQuantity(ctx, lineId, quantity);
  }

  private updateQuantity(ctx: CallerCtx, lineId: number, quantity: number) {
    return rowsOf<
      LineRow & RawRow<typeof variants, 'stock'> & { previous: DbRow<typeof cartItems>['quantity']; active: boolean }
    >(
      ctx.db,
      sql`
      with line as (
        select ci.id, ci.quantity as previous, v.stock, p.status = 'active' as active
        from cart_items ci join carts c on c.id = ci.cart_id
          join variants v on v.id = ci.variant_id join products p on p.id = v.product_id
        where ci.id = ${lineId} and c.owner_id = ${ctx.caller.id} and c.kind = 'customer'
        for update of ci
      )
      update cart_items ci set quantity = ${quantity}, updated_at = now()
      from line
      where ci.id = line.id and (${quantity} <= line.previous or (line.active and ${quantity} <= line.stock))
      returning ci.id, ci.variant_id, ci.quantity, line.previous, line.stock, line.active`,
    );
  }

  /** Why a quantity was not set: the line is not the caller's (404), or the stock does not allow it. */
  private async refuseQuantity(ctx: CallerCtx, lineId: number, quantity: number): Promise<never> {
    const [state] = await ctx.db
      .select({ stock: variants.stock, active: eq(products.status, 'active').mapWith(Boolean) })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(variants, eq(variants.id, cartItems.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(cartItems.id, lineId), eq(carts.ownerId, ctx.caller.id), eq(carts.kind, 'customer')));
    if (!state) throw ApiError.of('cart.line_not_found');
    throw quantityRefusal(state.active ? state.stock : 0, quantity);
  }

  /** Removes a line of the caller's cart; another's line, or one already gone, is a 404. */
  async removeLine(ctx: CallerCtx, lineId: number): Promise<void> {
    const removed = await atomically(ctx, async (tx) => {
      await lockCaller(tx);
      await this.changed(tx);
      return tx.db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.id, lineId),
            sql`${cartItems.cartId} in (select id from carts where owner_id = ${ctx.caller.id} and kind = 'customer')`,
          ),
        )
        .returning({ id: cartItems.id });
    });
    if (removed.length === 0) throw ApiError.of('cart.line_not_found');
  }

  /** Empties the cart (spec §4: quantity and price back to 0); an empty or never-made cart is already empty. */
  async empty(ctx: CallerCtx): Promise<void> {
    await atomically(ctx, async (tx) => {
      await lockCaller(tx);
      // One statement: the lines go, and an emptied (or ordered) cart no longer comes from a seller's shared cart.
      await preparedRowsOf(
        tx.db,
        'cart_empty',
        sql`with emptied as (
            delete from cart_items where cart_id in (
              select id from carts where owner_id = ${ctx.caller.id} and kind = 'customer')
          )
          update carts set share_id = null
          where owner_id = ${ctx.caller.id} and kind = 'customer' and share_id is not null`,
      );
      await this.changed(tx);
    });
  }

  /** The caller's cart was filled from a seller's shared cart (issue 14): the order that follows earns that seller. */
  async markShared(ctx: CallerCtx, shareId: number): Promise<void> {
    await ctx.db
      .update(carts)
      .set({ shareId, updatedAt: ctx.now() })
      .where(and(eq(carts.ownerId, ctx.caller.id), eq(carts.kind, 'customer')));
  }

  /** Units in the cart, for the header badge. */
  async count(ctx: CallerCtx): Promise<number> {
    return (await this.linesOf(ctx, false)).reduce((sum, line) => sum + line.quantity, 0);
  }

  /**
   * The cart with its totals, newest line first. With `invoice`, also the lines that cannot be ordered as they stand
   * (more than the stock, or no longer for sale): spec §5 opens the quantity popup when there are any.
   */
  async get(ctx: CallerCtx, options: { invoice: boolean }): Promise<Cart> {
    const lines = await this.linesOf(ctx, options.invoice);
    // The checkout's stock check reads the stock of the moment; the cart page may show what is cached.
    const variants = await this.variants.lineVariants(
      ctx.db,
      lines.map((line) => line.variant_id),
      { fresh: options.invoice },
    );
    const items = lines.flatMap((line) => {
      const variant = variants.get(line.variant_id);
      return variant ? [toItem(line, variant)] : [];
    });
    const cart: Cart = {
      cart_items: items,
      total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      total_price: items.reduce((sum, item) => sum + item.line_total, 0),
      card_quantity: items.length,
    };
    if (options.invoice) cart.errors = { quantity: items.flatMap(quantityError) };
    return cart;
  }

  /** The caller's lines as they stand in the database, for checkout (never a cached copy). */
  linesForCheckout(ctx: CallerCtx): Promise<LineRow[]> {
    return this.linesOf(ctx, true);
  }

  /**
   * The cart an order takes, in one statement: its lines as they stand in the database (newest first) and the
   * seller's shared cart it was filled from, if any (issue 14: the order earns that seller).
   */
  async forOrder(ctx: CallerCtx): Promise<{ lines: LineRow[]; sharedFrom: number | null }> {
    const rows = await preparedRowsOf<{ share_id: number | null } & { [K in keyof LineRow]: LineRow[K] | null }>(
      ctx.db,
      'cart_for_order',
      sql`select c.share_id, ci.id, ci.variant_id, ci.quantity
        from carts c left join cart_items ci on ci.cart_id = c.id
        where c.owner_id = ${ctx.caller.id} and c.kind = 'customer'
        order by ci.id desc`,
    );
    const lines = rows.flatMap(({ id, variant_id, quantity }) =>
      id === null || variant_id === null || quantity === null ? [] : [{ id, variant_id, quantity }],
    );
    return { lines, sharedFrom: rows[0]?.share_id ?? null };
  }

  /**
   * The caller's lines for the checkout's preview: the cached copy, which every write of this cart drops (in every
   * process). The order reads them again under the caller's lock.
   */
  linesForPreview(ctx: CallerCtx): Promise<LineRow[]> {
    return this.linesOf(ctx, false);
  }

  /** Account deletion: the caller's carts and their lines. */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(carts).where(eq(carts.ownerId, ctx.caller.id));
    await this.changed(ctx);
  }

  private async itemOf(ctx: CallerCtx, line: LineRow): Promise<CartItem> {
    const variant = (await this.variants.lineVariants(ctx.db, [line.variant_id])).get(line.variant_id);
    if (!variant) throw ApiError.of('variant.not_found');
    return toItem(line, variant);
  }
}

function toItem(line: LineRow, variant: LineVariant): CartItem {
  return {
    id: line.id,
    shopify_product_id: variant.product_id,
    shopify_variant_id: variant.variant_id,
    shopify_variant_sku: variant.sku,
    title: variant.title,
    variant_title: variant.variant_title,
    type: variant.product_type,
    vendor: variant.vendor,
    category: variant.category,
    price: variant.price,
    compare_at: variant.compare_at,
    quantity: line.quantity,
    line_total: variant.price * line.quantity,
    image_path: variant.image_path,
    // The catalogue has no bundles yet: every line is one product.
    is_bundle: false,
    available: variant.active && variant.stock > 0,
    stock: variant.active ? variant.stock : 0,
  };
}

/** A line the checkout cannot take as it stands, with the Arabic the quantity popup shows. */
function quantityError(item: CartItem): QuantityError[] {
  if (item.quantity <= item.stock) return [];
  const message =
    item.stock === 0 ? messages.stockOut : formatMessage(messages.stockInsufficient, { available: item.stock });
  return [
    {
      variant_id: item.shopify_variant_id,
      title: item.title,
      requested: item.quantity,
      available: item.stock,
      message,
    },
  ];
}
