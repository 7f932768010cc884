import {
  MAX_WISHLIST_CATEGORIES,
  MAX_WISHLIST_ITEMS,
  type WishlistAddBody,
  type WishlistCategory,
  type WishlistEntry,
  type WishlistPage,
} from '@wb/contract';
import { type Executor, products, variants as variantRows, wishlistCategories, wishlistItems } from '@wb/db';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { CallerCtx } from '../../context';
import { ApiError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import type { CatalogService } from '../catalog/storefront/service';
import type { VariantCatalog } from '../catalog/storefront/variants';

/** An entry with its product: what `toWire` makes the wire's entry from. */
const entryColumns = {
  id: wishlistItems.id,
  variant_id: wishlistItems.variantId,
  product_id: variantRows.productId,
  category_id: wishlistItems.categoryId,
  created_at: wishlistItems.createdAt,
};
/** Entries with their product, those `where` picks. */
const entries = (db: Executor, where: SQL | undefined) =>
  db
    .select(entryColumns)
    .from(wishlistItems)
    .innerJoin(variantRows, eq(variantRows.id, wishlistItems.variantId))
    .where(where);
type EntryRow = Awaited<ReturnType<typeof entries>>[number];

/** A list's name as stored: trimmed, runs of spaces made one (so "عناية  البشرة" and "عناية البشرة" are one name). */
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/**
 * The wishlist (spec §3, §7): a person's variants, each once, each in at most one of her named lists. Every read and
 * write is scoped to the caller; another person's list answers exactly as a missing one does (404), so ids reveal
 * nothing. Writes run in the caller's write transaction, which bind.ts opens with the caller's account locked, so
 * one person's writes follow one another and the counts below (lists, entries) count what the write before left.
 * Rules and their reasons: docs/decisions.md, "Issue 13 — Wishlist".
 */
export class WishlistService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly variants: VariantCatalog,
  ) {}

  /** One page of the caller's entries, newest first (optionally of one list), and every wishlisted variant id. */
  async list(
    ctx: CallerCtx,
    query: { page: number; limit: number; category_id?: number | undefined },
  ): Promise<WishlistPage> {
    if (query.category_id !== undefined) await this.ownedCategory(ctx, query.category_id);
    const userId = ctx.caller.id;
    const mine = and(
      eq(wishlistItems.userId, userId),
      query.category_id === undefined ? undefined : eq(wishlistItems.categoryId, query.category_id),
    );
    const total = await ctx.db.$count(wishlistItems, mine);
    const rows = await entries(ctx.db, mine)
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const ids = await ctx.db
      .select({ variant_id: wishlistItems.variantId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.variantId));
    return {
      data: await this.toWire(ctx, rows),
      page: query.page,
      limit: query.limit,
      total,
      total_pages: Math.ceil(total / query.limit),
      variant_ids: ids.map((row) => row.variant_id),
    };
  }

  /**
   * Adds a variant for sale (sold out is fine: that is what a wishlist is for). Already there: harmless; with a list,
   * it moves there. Refused: an unknown variant (404), another person's list (404), a full wishlist (409).
   */
  async add(ctx: CallerCtx, body: WishlistAddBody): Promise<WishlistEntry> {
    const [variant] = await ctx.db
      .select({ id: variantRows.id })
      .from(variantRows)
      .innerJoin(products, eq(products.id, variantRows.productId))
      .where(and(eq(variantRows.id, body.shopify_variant_id), eq(products.status, 'active')));
    if (!variant) throw ApiError.of('variant.not_found');
    if (body.category_id !== undefined) await this.ownedCategory(ctx, body.category_id);
    const existing = await this.entryOf(ctx, variant.id);
    if (existing) {
      if (body.category_id === undefined || body.category_id === existing.category_id) return this.one(ctx, existing);
      return this.move(ctx, variant.id, body.category_id);
    }
    const held = await ctx.db.$count(wishlistItems, eq(wishlistItems.userId, ctx.caller.id));
    if (held >= MAX_WISHLIST_ITEMS) throw ApiError.of('wishlist.full', { max: MAX_WISHLIST_ITEMS });
    // Two adds racing past the read above (another process, no caller lock) still make one entry.
    await ctx.db
      .insert(wishlistItems)
      .values({
        userId: ctx.caller.id,
        variantId: variant.id,
        categoryId: body.category_id ?? null,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing();
    const entry = await this.entryOf(ctx, variant.id);
    if (!entry) throw ApiError.of('variant.not_found');
    return this.one(ctx, entry);
  }

  /** Removes a variant from the caller's wishlist; one she does not have there is a 404. */
  async remove(ctx: CallerCtx, variantId: number): Promise<void> {
    const removed = await ctx.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, ctx.caller.id), eq(wishlistItems.variantId, variantId)))
      .returning({ id: wishlistItems.id });
    if (removed.length === 0) throw ApiError.of('wishlist.item_not_found');
  }

  /** Files an entry under another of the caller's lists, or under none (`null`). */
  async move(ctx: CallerCtx, variantId: number, categoryId: number | null): Promise<WishlistEntry> {
    if (categoryId !== null) await this.ownedCategory(ctx, categoryId);
    const [moved] = await ctx.db
      .update(wishlistItems)
      .set({ categoryId })
      .where(and(eq(wishlistItems.userId, ctx.caller.id), eq(wishlistItems.variantId, variantId)))
      .returning({ id: wishlistItems.id });
    if (!moved) throw ApiError.of('wishlist.item_not_found');
    const entry = await this.entryOf(ctx, variantId);
    if (!entry) throw ApiError.of('wishlist.item_not_found');
    return this.one(ctx, entry);
  }

  /** The caller's lists, oldest first, each with its entry count. */
  categories(ctx: CallerCtx): Promise<WishlistCategory[]> {
    return ctx.db
      .select({
        id: wishlistCategories.id,
        name: wishlistCategories.name,
        items_count: count(wishlistItems.id),
      })
      .from(wishlistCategories)
      .leftJoin(wishlistItems, eq(wishlistItems.categoryId, wishlistCategories.id))
      .where(eq(wishlistCategories.userId, ctx.caller.id))
      .groupBy(wishlistCategories.id)
      .orderBy(asc(wishlistCategories.createdAt), asc(wishlistCategories.id));
  }

  /** A new named list. Refused: a name she already uses, in any letter case (409), past the list limit (409). */
  async createCategory(ctx: CallerCtx, rawName: string): Promise<WishlistCategory> {
    const name = tidyName(rawName);
    const lists = await ctx.db.$count(wishlistCategories, eq(wishlistCategories.userId, ctx.caller.id));
    if (lists >= MAX_WISHLIST_CATEGORIES) {
      throw ApiError.of('wishlist.category_limit', { max: MAX_WISHLIST_CATEGORIES });
    }
    await this.refuseTakenName(ctx, name, null);
    const [row] = await this.uniquely(() =>
      ctx.db
        .insert(wishlistCategories)
        .values({ userId: ctx.caller.id, name, createdAt: ctx.now() })
        .returning({ id: wishlistCategories.id, name: wishlistCategories.name }),
    );
    if (!row) throw ApiError.of('wishlist.category_not_found');
    return { id: row.id, name: row.name, items_count: 0 };
  }

  /** Renames one of the caller's lists (another person's: 404; a name another of her lists has: 409). */
  async renameCategory(ctx: CallerCtx, id: number, rawName: string): Promise<WishlistCategory> {
    const name = tidyName(rawName);
    await this.ownedCategory(ctx, id);
    await this.refuseTakenName(ctx, name, id);
    await this.uniquely(() =>
      ctx.db
        .update(wishlistCategories)
        .set({ name })
        .where(and(eq(wishlistCategories.id, id), eq(wishlistCategories.userId, ctx.caller.id))),
    );
    const [category] = (await this.categories(ctx)).filter((row) => row.id === id);
    if (!category) throw ApiError.of('wishlist.category_not_found');
    return category;
  }

  /** Deletes one of the caller's lists; its entries stay in the wishlist, in no list. */
  async deleteCategory(ctx: CallerCtx, id: number): Promise<void> {
    await this.ownedCategory(ctx, id);
    await ctx.db
      .update(wishlistItems)
      .set({ categoryId: null })
      .where(and(eq(wishlistItems.userId, ctx.caller.id), eq(wishlistItems.categoryId, id)));
    await ctx.db
      .delete(wishlistCategories)
      .where(and(eq(wishlistCategories.id, id), eq(wishlistCategories.userId, ctx.caller.id)));
  }

  /** Account deletion: the caller's entries and lists. */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(wishlistItems).where(eq(wishlistItems.userId, ctx.caller.id));
    await ctx.db.delete(wishlistCategories).where(eq(wishlistCategories.userId, ctx.caller.id));
  }

  private async ownedCategory(ctx: CallerCtx, id: number): Promise<void> {
    const [row] = await ctx.db
      .select({ id: wishlistCategories.id })
      .from(wishlistCategories)
      .where(and(eq(wishlistCategories.id, id), eq(wishlistCategories.userId, ctx.caller.id)));
    if (!row) throw ApiError.of('wishlist.category_not_found');
  }

  private async refuseTakenName(ctx: CallerCtx, name: string, except: number | null): Promise<void> {
    const [taken] = await ctx.db
      .select({ id: wishlistCategories.id })
      .from(wishlistCategories)
      .where(
        and(
          eq(wishlistCategories.userId, ctx.caller.id),
          eq(sql`lower(${wishlistCategories.name})`, sql`lower(${name})`),
          ne(wishlistCategories.id, except ?? 0),
        ),
      );
    if (taken) throw ApiError.field('name', 'wishlist.category_taken');
  }

  /** The unique index on (person, lower(name)) has the last word, should two writes race past the check. */
  private async uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'wishlist_categories_name_key'))
        throw ApiError.field('name', 'wishlist.category_taken');
      throw error;
    }
  }

  private async entryOf(ctx: CallerCtx, variantId: number): Promise<EntryRow | undefined> {
    const [row] = await entries(
      ctx.db,
      and(eq(wishlistItems.userId, ctx.caller.id), eq(wishlistItems.variantId, variantId)),
    );
    return row;
  }

  private async one(ctx: CallerCtx, row: EntryRow): Promise<WishlistEntry> {
    const [entry] = await this.toWire(ctx, [row]);
    if (!entry) throw ApiError.of('variant.not_found');
    return entry;
  }

  /** Entries as the wire shows them: the product's card and the variant as the catalogue has them now. */
  private async toWire(ctx: CallerCtx, rows: readonly EntryRow[]): Promise<WishlistEntry[]> {
    if (rows.length === 0) return [];
    const productIds = [...new Set(rows.map((row) => row.product_id))];
    const cards = new Map((await this.catalog.cards(ctx, productIds)).map((card) => [card.id, card]));
    const variants = await this.variants.lineVariants(
      ctx.db,
      rows.map((row) => row.variant_id),
    );
    return rows.flatMap((row) => {
      const product = cards.get(row.product_id);
      const variant = variants.get(row.variant_id);
      if (!product || !variant) return [];
      return [
        {
          id: row.id,
          shopify_variant_id: row.variant_id,
          shopify_product_id: row.product_id,
          category_id: row.category_id,
          created_at: new Date(row.created_at).toISOString(),
          product,
          variant: this.variants.onSale(variant),
        },
      ];
    });
  }
}
