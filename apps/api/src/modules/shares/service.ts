import {
  arabicCount,
  formatMessage,
  messages,
  type SellerShare,
  type SharedCart,
  type SharedCartView,
  sharedItemsCount,
} from '@wb/contract';
import { cartShareItems, cartShares, type RawRow, rowsOf, sellerBook, users } from '@wb/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import { storefrontUrl } from '../../lib/storefront-address';
import type { CatalogService } from '../catalog/storefront/service';
import type { LineVariant, VariantCatalog } from '../catalog/storefront/variants';
import type { SellerRole } from '../earnings/terms';
import { newShareCode, shareCodeOf } from './codes';
import type { ShareTokens } from './tokens';

/** How long a link opens (ours: docs/decisions.md): two weeks, time for a follower to come back to it. */
export const SHARE_DAYS = 14;
/** The links the seller's list shows. */
const LIST_LIMIT = 50;

/** What the shares need of the seller carts (the seller-carts module's `cartForShare`). */
export interface CartsForShare {
  cartForShare(
    ctx: CallerCtx,
    cartId: number,
  ): Promise<{ cart: { id: number; name: string }; lines: Array<{ variant_id: number; quantity: number }> }>;
}

/** A link that still opens: its seller and its products as shared. */
export interface LiveShare {
  id: number;
  sellerId: number;
  sellerName: string;
  sellerRole: string;
  expiresAt: Date;
  lines: Array<{ variant_id: number; quantity: number }>;
}

/** An open share with its seller. */
const shareColumns = {
  id: cartShares.id,
  seller_id: cartShares.sellerId,
  seller_name: users.name,
  seller_role: users.userType,
  expires_at: cartShares.expiresAt,
  revoked_at: cartShares.revokedAt,
};

/**
 * A seller's cart shared as a link (issue 14): a snapshot of the cart's lines when shared, opened by anyone holding
 * its short code (codes.ts; issue 24) until it expires or the seller revokes it; the customer who adds it to her cart
 * earns the seller the commission of the order that follows (flows/add-shared-cart.ts, flows/place-order.ts).
 */
export class ShareService {
  constructor(
    private readonly carts: CartsForShare,
    private readonly tokens: ShareTokens,
    private readonly catalog: CatalogService,
    private readonly variants: VariantCatalog,
    private readonly webUrl: string,
  ) {}

  /** Shares one of the caller's carts (another's: 404), optionally with one of her contacts (another's: 404). */
  async share(ctx: CallerCtx, body: { cart_id: number; contact_id?: number | undefined }): Promise<SharedCart> {
    const { cart, lines } = await this.carts.cartForShare(ctx, body.cart_id);
    if (lines.length === 0) throw ApiError.of('share.empty');
    const contact = body.contact_id === undefined ? null : await this.contactOf(ctx, body.contact_id);
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + SHARE_DAYS * 86_400_000);
    const values = {
      sellerId: ctx.caller.id,
      cartName: cart.name,
      bookId: contact?.id ?? null,
      receiverName: contact?.name ?? null,
      expiresAt,
      createdAt: now,
    };
    const row = await this.insertWithCode(ctx, values);
    await ctx.db
      .insert(cartShareItems)
      .values(lines.map((line) => ({ shareId: row.id, variantId: line.variant_id, quantity: line.quantity })));
    const link = `${storefrontUrl(ctx, this.webUrl)}${pathOf(row.code)}`;
    const text = formatMessage(messages.shareText, {
      name: contact ? ` ${contact.name}` : '',
      count: arabicCount(lines.length, sharedItemsCount),
      url: link,
    });
    const to = contact ? contact.mobile.replace(/\D/g, '') : '';
    return {
      id: row.id,
      url: pathOf(row.code),
      token: row.code,
      expires_at: expiresAt.toISOString(),
      share_text: text,
      whatsapp_url: `https://wa.me/${to}?text=${encodeURIComponent(text)}`,
    };
  }

  /** The caller's last 50 links, newest first, each with the orders placed from it. */
  async list(ctx: CallerCtx): Promise<SellerShare[]> {
    // Raw: two counts per link as correlated subqueries, one round trip.
    const rows = await rowsOf<
      RawRow<
        typeof cartShares,
        'id' | 'code' | 'cart_name' | 'receiver_name' | 'expires_at' | 'revoked_at' | 'created_at'
      > & {
        items_count: number;
        orders: number;
      }
    >(
      ctx.db,
      sql`select s.id, s.code, s.cart_name, s.receiver_name, s.expires_at, s.revoked_at, s.created_at,
          (select count(*)::int from cart_share_items i where i.share_id = s.id) as items_count,
          (select count(*)::int from orders o where o.share_id = s.id) as orders
        from cart_shares s where s.seller_id = ${ctx.caller.id}
        order by s.created_at desc, s.id desc limit ${LIST_LIMIT}`,
    );
    return Promise.all(
      rows.map(async (row) => {
        // A link shared before the codes: its token again (the same claims sign the same), until it expires.
        const segment = row.code ?? (await this.tokens.sign(row.id, new Date(row.expires_at)));
        return {
          id: row.id,
          cart_name: row.cart_name,
          receiver_name: row.receiver_name,
          url: pathOf(segment),
          items_count: row.items_count,
          expires_at: new Date(row.expires_at).toISOString(),
          revoked: row.revoked_at !== null,
          orders: row.orders,
          created_at: new Date(row.created_at).toISOString(),
        };
      }),
    );
  }

  /** Revokes one of the caller's links (another's, or none: 404); revoking it again changes nothing. */
  async revoke(ctx: CallerCtx, id: number): Promise<void> {
    const [row] = await ctx.db
      .update(cartShares)
      .set({ revokedAt: sql`coalesce(${cartShares.revokedAt}, ${ctx.now().toISOString()}::timestamptz)` })
      .where(and(eq(cartShares.id, id), eq(cartShares.sellerId, ctx.caller.id)))
      .returning({ id: cartShares.id });
    if (!row) throw ApiError.of('share.not_found');
  }

  /**
   * The share a link's segment names, if it still opens. A short code no share has: 404 `share.not_found`; a share
   * that has expired or been revoked (or whose seller's account is gone): 410 `share.gone`. An older link's signed
   * token is read as before (a forged or expired one: 404) until the last of them expires.
   */
  async live(ctx: Ctx, segment: string): Promise<LiveShare> {
    const code = shareCodeOf(segment);
    const id = code === null ? await this.tokens.shareId(segment, ctx.now()) : await this.idOfCode(ctx, code);
    if (id === null) throw ApiError.of('share.not_found');
    const share = await this.openShare(ctx, id);
    if (!share) throw ApiError.of('share.gone');
    const lines = await ctx.db
      .select({ variant_id: cartShareItems.variantId, quantity: cartShareItems.quantity })
      .from(cartShareItems)
      .where(eq(cartShareItems.shareId, share.id))
      .orderBy(asc(cartShareItems.id));
    return {
      id: share.id,
      sellerId: share.seller_id,
      sellerName: share.seller_name,
      sellerRole: share.seller_role,
      expiresAt: new Date(share.expires_at),
      lines,
    };
  }

  /** A shared cart as its link shows it: the products at today's price and stock, the total of those available. */
  async view(ctx: Ctx, token: string): Promise<SharedCartView> {
    const share = await this.live(ctx, token);
    const today = await this.variants.lineVariants(
      ctx.db,
      share.lines.map((line) => line.variant_id),
    );
    const productIds = [...new Set([...today.values()].map((variant) => variant.product_id))];
    const cards = new Map((await this.catalog.cards(ctx, productIds)).map((card) => [card.id, card]));
    const items = share.lines.flatMap((line) => {
      const variant = today.get(line.variant_id);
      const product = variant && cards.get(variant.product_id);
      if (!variant || !product) return [];
      const available = isAvailable(variant);
      return [
        {
          quantity: line.quantity,
          available,
          variant: { ...this.variants.onSale(variant), product },
        },
      ];
    });
    return {
      // Her public name, as the receiver's SMS names her; the cart's name is the seller's own note (decisions.md).
      seller_name: share.sellerName.trim() || messages.sellerFallbackName,
      expires_at: share.expiresAt.toISOString(),
      items,
      total: items.reduce((sum, item) => sum + (item.available ? item.variant.price * item.quantity : 0), 0),
    };
  }

  /**
   * The seller an order from a cart filled from `shareId` earns for, if the link still opens and its seller is still
   * a seller (a demoted seller earns nothing more); never the customer herself.
   */
  async attributable(
    ctx: Ctx,
    shareId: number,
    customerId: number,
  ): Promise<{ shareId: number; sellerId: number; role: SellerRole; items: Map<number, number> } | null> {
    const share = await this.openShare(ctx, shareId);
    if (!share || share.seller_id === customerId) return null;
    if (share.seller_role !== 'influencer' && share.seller_role !== 'pharmacist') return null;
    const items = await ctx.db
      .select({ variant_id: cartShareItems.variantId, quantity: cartShareItems.quantity })
      .from(cartShareItems)
      .where(eq(cartShareItems.shareId, share.id));
    return {
      shareId: share.id,
      sellerId: share.seller_id,
      role: share.seller_role,
      items: new Map(items.map((item) => [item.variant_id, item.quantity])),
    };
  }

  /** Account deletion: the seller's links (and the names of those they were for); they open nothing from now on. */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(cartShares).where(eq(cartShares.sellerId, ctx.caller.id));
  }

  /**
   * Inserts the share under a fresh code. A clash with an existing code (one in ~10⁹ with a million links) draws
   * again; the insert skips the clash rather than failing, so the transaction it runs in stays usable.
   */
  private async insertWithCode(
    ctx: CallerCtx,
    values: Omit<typeof cartShares.$inferInsert, 'code'>,
  ): Promise<{ id: number; code: string }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await ctx.db
        .insert(cartShares)
        .values({ ...values, code: newShareCode() })
        .onConflictDoNothing({ target: cartShares.code })
        .returning({ id: cartShares.id, code: cartShares.code });
      if (row?.code) return { id: row.id, code: row.code };
    }
    throw new Error('no free share code in five draws');
  }

  private async idOfCode(ctx: Ctx, code: string): Promise<number | null> {
    const [row] = await ctx.db.select({ id: cartShares.id }).from(cartShares).where(eq(cartShares.code, code));
    return row?.id ?? null;
  }

  private async openShare(ctx: Ctx, id: number) {
    const [row] = await ctx.db
      .select(shareColumns)
      .from(cartShares)
      .innerJoin(users, eq(users.id, cartShares.sellerId))
      .where(
        and(
          eq(cartShares.id, id),
          isNull(cartShares.revokedAt),
          gt(cartShares.expiresAt, ctx.now()),
          isNull(users.deletedAt),
        ),
      );
    return row;
  }

  /** One of the caller's own book entries (contacts, addresses); another's is a 404. */
  private async contactOf(ctx: CallerCtx, id: number): Promise<{ id: number; name: string; mobile: string }> {
    const [row] = await ctx.db
      .select({ id: sellerBook.id, name: sellerBook.name, mobile: sellerBook.mobile })
      .from(sellerBook)
      .where(and(eq(sellerBook.id, id), eq(sellerBook.ownerId, ctx.caller.id)));
    if (!row) throw ApiError.of('contact.not_found');
    return row;
  }
}

export const isAvailable = (variant: LineVariant) => variant.active && variant.stock > 0;
const pathOf = (segment: string) => `/shared-cart/${segment}`;

/**
 * What a shared cart's seller earns on: the order's lines of the products she shared, up to the quantities she
 * shared, at what the customer paid for them (after the discounts). Whatever else the customer buys in the same order
 * was not the seller's doing (decisions.md).
 */
export function sharedGoodsPaid(
  lines: ReadonlyArray<{ variantId: number; quantity: number; total: number }>,
  shared: ReadonlyMap<number, number>,
): number {
  return lines.reduce((sum, line) => {
    const units = Math.min(line.quantity, shared.get(line.variantId) ?? 0);
    return sum + Math.floor((line.total * units) / line.quantity);
  }, 0);
}
