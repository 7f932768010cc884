import {
  formatMessage,
  messages,
  type SellerCart,
  type SellerCartItem,
  type SellerCartPlace,
  type SellerCartSummary,
} from '@wb/contract';
import { cartItems, carts, type DbRow, products, type RawRow, rowsOf, variants } from '@wb/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { atomically, type CallerCtx } from '../../context';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, problemOf, quantityRefusal } from '../../lib/cart-lines';
import { ApiError } from '../../lib/errors';
import type { LineRow } from '../cart/service';
import type { CatalogService } from '../catalog/storefront/service';
import type { LineVariant, VariantCatalog } from '../catalog/storefront/variants';

/** Carts a seller may keep: one per buyer being served at once, and still a switcher that fits a phone. */
export const MAX_SELLER_CARTS = 30;
/** The name of the cart made for a seller's first add, when she has made none yet. */
export const FIRST_CART_NAME = 'سلتي';

type CartPlace = SellerCartPlace;

/** A seller cart as stored: its place and its lines (variant and quantity), newest line first. */
export type StoredSellerCart = RawRow<typeof carts, 'id' | 'location' | 'region' | 'is_active'> & {
  /** Never null for a seller cart (check `carts_seller_cart_named`). */
  name: NonNullable<DbRow<typeof carts>['name']>;
  lines: LineRow[];
};

/**
 * Sellers' named carts (spec §3 Seller cart, §7 Seller carts; issue 14): influencers and pharmacists keep up to 30,
 * exactly one active whenever they have any — the one new products go to. Lines are the customer cart's (a variant
 * and a quantity, 1–99, within stock, at most 50 per cart), priced by the catalogue of the moment. A seller reaches
 * only her own carts and lines: another's id answers as a missing one does (404).
 *
 * Writes run in the caller's write transaction (bind.ts locks the caller first), so one seller's writes follow one
 * another and "exactly one active" holds without a race; the unique index stands behind it.
 */
export class SellerCartService {
  /** Each seller's carts with their lines, kept briefly here; every write drops them here and, on commit, everywhere. */
  private readonly cache: ValueCache;

  constructor(
    private readonly variants: VariantCatalog,
    private readonly catalog: CatalogService,
    private readonly cacheTags: CacheTags,
    cacheTtlMs: number,
  ) {
    this.cache = cacheTags.register(new ValueCache({ max: 20_000, ttlMs: cacheTtlMs }));
  }

  private tag(ctx: CallerCtx): string {
    return `seller-carts:${ctx.caller.id}`;
  }

  private async changed(ctx: CallerCtx): Promise<void> {
    await this.cacheTags.invalidate(ctx.db, [this.tag(ctx)]);
  }

  /** The caller's carts, newest first, each with its lines; `fresh` reads the database (an order, a write). */
  async cartsOf(ctx: CallerCtx, fresh = false): Promise<StoredSellerCart[]> {
    const read = () =>
      rowsOf<StoredSellerCart>(
        ctx.db,
        sql`
        select c.id, c.name, c.location, c.region, c.is_active,
          coalesce(
            json_agg(json_build_object('id', ci.id, 'variant_id', ci.variant_id, 'quantity', ci.quantity)
              order by ci.id desc) filter (where ci.id is not null),
            '[]'::json) as lines
        from carts c left join cart_items ci on ci.cart_id = c.id
        where c.owner_id = ${ctx.caller.id} and c.kind = 'seller'
        group by c.id
        order by c.created_at desc, c.id desc`,
      );
    if (fresh) return read();
    return this.cache.get(String(ctx.caller.id), read, [this.tag(ctx)]);
  }

  /** One of the caller's carts; another's id, or one that is gone, is a 404. */
  async cartOf(ctx: CallerCtx, cartId: number, fresh = false): Promise<StoredSellerCart> {
    const cart = (await this.cartsOf(ctx, fresh)).find((c) => c.id === cartId);
    if (!cart) throw ApiError.of('seller_cart.not_found');
    return cart;
  }

  /** Spec §7 `GET app/seller/carts`: every cart with its totals, newest first. */
  async list(ctx: CallerCtx): Promise<SellerCartSummary[]> {
    const stored = await this.cartsOf(ctx);
    const variants = await this.variantsOf(ctx, stored, false);
    return stored.map((cart) => summaryOf(cart, variants));
  }

  /** Spec §7 `GET app/seller/carts/{id}`; with `invoice`, the stock of the moment and the lines that cannot be had. */
  async get(ctx: CallerCtx, cartId: number, options: { invoice: boolean }): Promise<SellerCart> {
    const cart = await this.cartOf(ctx, cartId, options.invoice);
    const variants = await this.variantsOf(ctx, [cart], options.invoice);
    const cards = new Map(
      (await this.catalog.cards(ctx, [...new Set([...variants.values()].map((v) => v.product_id))])).map((card) => [
        card.id,
        card,
      ]),
    );
    const items = cart.lines.flatMap((line): SellerCartItem[] => {
      const variant = variants.get(line.variant_id);
      const product = variant && cards.get(variant.product_id);
      if (!variant || !product) return [];
      return [
        {
          id: line.id,
          quantity: line.quantity,
          line_total: variant.price * line.quantity,
          variant: { ...this.variants.onSale(variant), product },
        },
      ];
    });
    const result: SellerCart = { ...summaryOf(cart, variants), cart_items: items };
    if (options.invoice) {
      result.errors = {
        quantity: cart.lines.flatMap((line) => {
          const variant = variants.get(line.variant_id);
          return variant ? problemOf(variant, line.quantity) : [];
        }),
      };
    }
    return result;
  }

  /** A new cart; it becomes the active one (the seller is about to fill it). */
  async create(ctx: CallerCtx, place: CartPlace): Promise<SellerCartSummary> {
    const cart = await atomically(ctx, async (tx) => {
      const existing = await this.cartsOf(tx, true);
      if (existing.length >= MAX_SELLER_CARTS) throw ApiError.of('seller_cart.limit', { max: MAX_SELLER_CARTS });
      return this.insert(tx, place);
    });
    return summaryOf(cart, new Map());
  }

  private async insert(ctx: CallerCtx, place: CartPlace): Promise<StoredSellerCart> {
    // The old one off before the new one on: the one-active index is checked row by row.
    await this.deactivateAll(ctx);
    const [row] = await ctx.db
      .insert(carts)
      .values({
        ownerId: ctx.caller.id,
        kind: 'seller',
        name: place.name,
        location: place.location || null,
        region: place.region || null,
        isActive: true,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning();
    await this.changed(ctx);
    if (!row) throw new Error('cart insert returned nothing');
    return { id: row.id, name: place.name, location: row.location, region: row.region, is_active: true, lines: [] };
  }

  /** Spec §7 rename: the name, location and region. */
  async rename(ctx: CallerCtx, cartId: number, place: CartPlace): Promise<SellerCartSummary> {
    return atomically(ctx, async (tx) => {
      const updated = await tx.db
        .update(carts)
        .set({ name: place.name, location: place.location || null, region: place.region || null, updatedAt: tx.now() })
        .where(this.owned(tx, cartId))
        .returning({ id: carts.id });
      if (updated.length === 0) throw ApiError.of('seller_cart.not_found');
      await this.changed(tx);
      return this.summary(tx, cartId);
    });
  }

  /** Spec §7 activate: this cart active, every other one not. */
  async activate(ctx: CallerCtx, cartId: number): Promise<SellerCartSummary> {
    return atomically(ctx, async (tx) => {
      const target = await this.cartOf(tx, cartId, true);
      if (!target.is_active) {
        await this.deactivateAll(tx);
        await tx.db.update(carts).set({ isActive: true, updatedAt: tx.now() }).where(eq(carts.id, cartId));
        await this.changed(tx);
      }
      return this.summary(tx, cartId);
    });
  }

  /** Deletes a cart and its lines; if it was the active one, the newest remaining cart becomes active. */
  async delete(ctx: CallerCtx, cartId: number): Promise<void> {
    await atomically(ctx, async (tx) => {
      const target = await this.cartOf(tx, cartId, true);
      await tx.db.delete(carts).where(eq(carts.id, target.id));
      if (target.is_active) {
        const newest = tx.db
          .select({ id: carts.id })
          .from(carts)
          .where(and(eq(carts.ownerId, tx.caller.id), eq(carts.kind, 'seller')))
          .orderBy(desc(carts.createdAt), desc(carts.id))
          .limit(1);
        await tx.db.update(carts).set({ isActive: true, updatedAt: sql`now()` }).where(eq(carts.id, newest));
      }
      await this.changed(tx);
    });
  }

  /** Spec §7 empty: every line gone, the cart itself stays. */
  async empty(ctx: CallerCtx, cartId: number): Promise<void> {
    await atomically(ctx, async (tx) => {
      const target = await this.cartOf(tx, cartId, true);
      await tx.db.delete(cartItems).where(eq(cartItems.cartId, target.id));
      await this.changed(tx);
    });
  }

  /**
   * Adds a variant to `cartId`, or to the active cart (made, named «سلتي», when the seller has none yet); the same
   * variant again adds to its line. Refused as the customer cart refuses: not for sale (404), out of or over the stock
   * (409), past 99 units (422), past 50 lines (409). Answers the line and the cart's name, for the toast.
   */
  async addItem(
    ctx: CallerCtx,
    input: { cartId?: number | undefined; variantId: number; quantity: number },
  ): Promise<{ item: SellerCartItem; cartName: string }> {
    const { line, cart } = await atomically(ctx, async (tx) => {
      const all = await this.cartsOf(tx, true);
      const cart =
        input.cartId !== undefined
          ? all.find((c) => c.id === input.cartId)
          : (all.find((c) => c.is_active) ?? (all.length === 0 ? await this.insert(tx, firstCart()) : undefined));
      if (!cart) throw ApiError.of('seller_cart.not_found');
      const inCart = cart.lines.find((l) => l.variant_id === input.variantId)?.quantity ?? 0;
      if (inCart === 0 && cart.lines.length >= MAX_CART_LINES) {
        throw ApiError.of('cart.too_many_lines', { max: MAX_CART_LINES });
      }
      // The stock is read in the statement that writes the line: what it checks is what it writes against.
      const [line] = await rowsOf<LineRow>(
        tx.db,
        sql`
        with variant as (
          select v.id, v.stock from variants v join products p on p.id = v.product_id
          where v.id = ${input.variantId} and p.status = 'active'
        )
        insert into cart_items (cart_id, variant_id, quantity)
        select ${cart.id}, variant.id, ${input.quantity} from variant
        where ${inCart + input.quantity} <= least(variant.stock, ${MAX_LINE_QUANTITY})
        on conflict (cart_id, variant_id) do update
          set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
          where cart_items.quantity + excluded.quantity <= least((select stock from variant), ${MAX_LINE_QUANTITY})
        returning id, variant_id, quantity`,
      );
      if (!line) throw await this.whyNotAdded(tx, input.variantId, inCart + input.quantity);
      await this.changed(tx);
      return { line, cart };
    });
    return { item: await this.itemOf(ctx, line), cartName: cart.name };
  }

  private async whyNotAdded(ctx: CallerCtx, variantId: number, wanted: number): Promise<ApiError> {
    const variant = (await this.variants.lineVariants(ctx.db, [variantId], { fresh: true })).get(variantId);
    if (!variant?.active) return ApiError.of('variant.not_found');
    return quantityRefusal(variant.stock, wanted);
  }

  /** Sets a line's quantity; raising it stays within the stock, lowering it is always allowed. */
  async setQuantity(ctx: CallerCtx, lineId: number, quantity: number): Promise<SellerCartItem> {
    const line = await atomically(ctx, async (tx) => {
      const [state] = await tx.db
        .select({
          id: cartItems.id,
          variant_id: cartItems.variantId,
          quantity: cartItems.quantity,
          stock: variants.stock,
          active: eq(products.status, 'active').mapWith(Boolean),
        })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .innerJoin(variants, eq(variants.id, cartItems.variantId))
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(eq(cartItems.id, lineId), eq(carts.ownerId, tx.caller.id), eq(carts.kind, 'seller')))
        .for('update', { of: cartItems });
      if (!state) throw ApiError.of('seller_cart.line_not_found');
      const available = state.active ? state.stock : 0;
      if (quantity > state.quantity && quantity > available) throw quantityRefusal(available, quantity);
      await tx.db.update(cartItems).set({ quantity, updatedAt: tx.now() }).where(eq(cartItems.id, lineId));
      await this.changed(tx);
      return { id: state.id, variant_id: state.variant_id, quantity };
    });
    return this.itemOf(ctx, line);
  }

  /** Removes a line of one of the caller's carts; another's line, or one already gone, is a 404. */
  async removeItem(ctx: CallerCtx, lineId: number): Promise<void> {
    await atomically(ctx, async (tx) => {
      const removed = await tx.db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.id, lineId),
            sql`${cartItems.cartId} in (select id from carts where owner_id = ${tx.caller.id} and kind = 'seller')`,
          ),
        )
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw ApiError.of('seller_cart.line_not_found');
      await this.changed(tx);
    });
  }

  /** What a share link keeps of a cart: its name and lines (shares module). */
  async cartForShare(
    ctx: CallerCtx,
    cartId: number,
  ): Promise<{ cart: { id: number; name: string }; lines: Array<{ variant_id: number; quantity: number }> }> {
    const cart = await this.cartOf(ctx, cartId, true);
    return { cart: { id: cart.id, name: cart.name }, lines: cart.lines };
  }

  /** The order flow empties the cart it placed, in its transaction. */
  async emptyPlaced(ctx: CallerCtx, cartId: number): Promise<void> {
    await ctx.db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    await this.changed(ctx);
  }

  private owned(ctx: CallerCtx, cartId: number) {
    return and(eq(carts.id, cartId), eq(carts.ownerId, ctx.caller.id), eq(carts.kind, 'seller'));
  }

  private async deactivateAll(ctx: CallerCtx): Promise<void> {
    await ctx.db
      .update(carts)
      .set({ isActive: false })
      .where(and(eq(carts.ownerId, ctx.caller.id), eq(carts.kind, 'seller'), eq(carts.isActive, true)));
  }

  private async summary(ctx: CallerCtx, cartId: number): Promise<SellerCartSummary> {
    const cart = await this.cartOf(ctx, cartId, true);
    return summaryOf(cart, await this.variantsOf(ctx, [cart], false));
  }

  private variantsOf(ctx: CallerCtx, stored: readonly StoredSellerCart[], fresh: boolean) {
    return this.variants.lineVariants(
      ctx.db,
      stored.flatMap((cart) => cart.lines.map((line) => line.variant_id)),
      { fresh },
    );
  }

  private async itemOf(ctx: CallerCtx, line: LineRow): Promise<SellerCartItem> {
    const variant = (await this.variants.lineVariants(ctx.db, [line.variant_id])).get(line.variant_id);
    const [product] = variant ? await this.catalog.cards(ctx, [variant.product_id]) : [];
    if (!variant || !product) throw ApiError.of('variant.not_found');
    return {
      id: line.id,
      quantity: line.quantity,
      line_total: variant.price * line.quantity,
      variant: { ...this.variants.onSale(variant), product },
    };
  }
}

function firstCart(): CartPlace {
  return { name: FIRST_CART_NAME };
}

/** The toast after an add names the cart it went to. */
export function addedMessage(cartName: string): string {
  return formatMessage(messages.addedToSellerCart, { name: cartName });
}

function summaryOf(cart: StoredSellerCart, variants: Map<number, LineVariant>): SellerCartSummary {
  const priced = cart.lines.flatMap((line) => {
    const variant = variants.get(line.variant_id);
    return variant ? [{ quantity: line.quantity, total: variant.price * line.quantity }] : [];
  });
  return {
    id: cart.id,
    name: cart.name,
    location: cart.location,
    region: cart.region,
    is_active: cart.is_active,
    total_quantity: priced.reduce((sum, line) => sum + line.quantity, 0),
    total_price: priced.reduce((sum, line) => sum + line.total, 0),
    card_quantity: priced.length,
  };
}
