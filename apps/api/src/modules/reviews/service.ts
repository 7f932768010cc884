import { messages, type Review, type ReviewsPage } from '@wb/contract';
import { products, type RawRow, reviews, rowsOf } from '@wb/db';
import { and, count as countOf, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../../context';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { ApiError } from '../../lib/errors';
import { pageMeta } from '../../lib/sql';

/** A review as stored, with its author's id (never sent: it only says whether the caller wrote it). */
export type ReviewRow = RawRow<
  typeof reviews,
  'id' | 'product_id' | 'user_id' | 'rating' | 'comment' | 'author_name' | 'verified_purchase' | 'created_at'
>;

type Summary = ReviewsPage['summary'];
interface CachedPage {
  rows: ReviewRow[];
  summary: Summary;
}

/** What a write to a product's reviews drops: its pages here, in every API process (lib/cache-tags.ts). */
export const reviewTags = (productId: number) => [`reviews:${productId}`];

/** Products' review pages changed: dropped in every process when the write commits. */
export async function dropReviews(cacheTags: CacheTags, ctx: Ctx, productIds: readonly number[]): Promise<void> {
  const tags = [...new Set(productIds.flatMap(reviewTags))];
  if (tags.length === 0) return;
  await cacheTags.invalidate(ctx.db, tags);
}

/** What is shown for an author: the first name given when writing, or a neutral label once the account is gone. */
export const authorLabel = (name: string | null) => name ?? messages.reviewAuthorGone;

/** The first word of the account's name: reviews never show a full name or a mobile. */
export const firstName = (name: string) => name.trim().split(/\s+/u)[0] || null;

export function reviewOf(row: ReviewRow, callerId: number | null): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    comment: row.comment,
    author_name: authorLabel(row.author_name),
    verified_purchase: row.verified_purchase,
    is_mine: callerId !== null && row.user_id === callerId,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const COLUMNS = sql`r.id, r.product_id, r.user_id, r.rating, r.comment, r.author_name, r.verified_purchase, r.created_at`;
/** The same columns for the query builder, named as `ReviewRow` names them. */
const reviewColumns = {
  id: reviews.id,
  product_id: reviews.productId,
  user_id: reviews.userId,
  rating: reviews.rating,
  comment: reviews.comment,
  author_name: reviews.authorName,
  verified_purchase: reviews.verifiedPurchase,
  created_at: reviews.createdAt,
};
/** Reviews a shopper may read: neither hidden by the desk nor withdrawn by their author. */
const shown = and(isNull(reviews.hiddenAt), isNull(reviews.withdrawnAt));

/**
 * Product reviews (spec §7, issue 13): one per customer and product — a second replaces the first — plain text kept as
 * typed (the web renders it as text), listed newest first with the average and the distribution of stars. Hidden
 * reviews are neither listed nor counted. A product's pages are cached until a write to its reviews drops them.
 */
export class ReviewService {
  private readonly pages: ValueCache;

  constructor(
    cacheTtlMs: number,
    private readonly cacheTags: CacheTags,
  ) {
    this.pages = cacheTags.register(new ValueCache({ max: 2000, ttlMs: cacheTtlMs }));
  }

  /** A page of a product's visible reviews; `callerId` marks the caller's own and fetches it as `mine`. */
  async page(ctx: Ctx, productId: number, page: number, limit: number, callerId: number | null): Promise<ReviewsPage> {
    const cached = await this.pages.get(
      `${productId}:${page}:${limit}`,
      () => this.loadPage(ctx, productId, page, limit),
      // A product taken off sale (or put back) drops its pages too.
      [...reviewTags(productId), `product:${productId}`],
    );
    if (!cached) throw ApiError.of('product.not_found');
    const mine = callerId === null ? null : await this.mineOf(ctx, productId, callerId);
    return {
      data: cached.rows.map((row) => reviewOf(row, callerId)),
      ...pageMeta(page, limit, cached.summary.count),
      summary: cached.summary,
      mine: mine && reviewOf(mine, callerId),
    };
  }

  /**
   * Writes the caller's review of a product on sale, or replaces the one she wrote (it then counts as new: newest
   * first). One statement does either, so two writes at once leave one review, the later one's. A hidden review
   * stays hidden when rewritten: writing again does not get round staff.
   */
  async write(ctx: CallerCtx, body: { product_id: number; rating: number; comment?: string | undefined }) {
    const now = ctx.now();
    const [row] = await rowsOf<ReviewRow>(
      ctx.db,
      sql`insert into reviews as r (user_id, product_id, rating, comment, author_name, verified_purchase, created_at, updated_at)
        select u.id, p.id, ${body.rating}, ${body.comment || null}, ${sql`nullif(split_part(btrim(u.name), ' ', 1), '')`},
          exists (select 1 from orders o join order_items i on i.order_id = o.id
            where o.user_id = u.id and o.status = 'delivered' and i.product_id = p.id),
          ${now.toISOString()}, ${now.toISOString()}
        from users u, products p
        where u.id = ${ctx.caller.id} and p.id = ${body.product_id} and p.status = 'active'
        on conflict (user_id, product_id) do update set rating = excluded.rating, comment = excluded.comment,
          author_name = excluded.author_name, verified_purchase = excluded.verified_purchase,
          created_at = excluded.created_at, updated_at = excluded.updated_at, withdrawn_at = null
        returning ${COLUMNS}`,
    );
    if (!row) throw ApiError.of('product.not_found');
    await dropReviews(this.cacheTags, ctx, [row.product_id]);
    return reviewOf(row, ctx.caller.id);
  }

  /**
   * Deletes one of the caller's reviews; another person's id (or one she deleted already) answers as a missing one
   * does. A review staff hid loses its text but keeps its row, hidden (`withdrawn_at`): deleting and writing again
   * must not put back what staff took down.
   */
  async delete(ctx: CallerCtx, id: number): Promise<void> {
    const mine = and(eq(reviews.id, id), eq(reviews.userId, ctx.caller.id), isNull(reviews.withdrawnAt));
    const [withdrawn] = await ctx.db
      .update(reviews)
      .set({ comment: null, withdrawnAt: ctx.now(), updatedAt: ctx.now() })
      .where(and(mine, isNotNull(reviews.hiddenAt)))
      .returning({ productId: reviews.productId });
    const [row] = withdrawn
      ? [withdrawn]
      : await ctx.db.delete(reviews).where(mine).returning({ productId: reviews.productId });
    if (!row) throw ApiError.of('review.not_found');
    await dropReviews(this.cacheTags, ctx, [row.productId]);
  }

  /** Account deletion: the reviews stay, without their author (no id, no name). */
  async erase(ctx: CallerCtx): Promise<void> {
    const rows = await ctx.db
      .update(reviews)
      .set({ userId: null, authorName: null })
      .where(eq(reviews.userId, ctx.caller.id))
      .returning({ productId: reviews.productId });
    await dropReviews(
      this.cacheTags,
      ctx,
      rows.map((row) => row.productId),
    );
  }

  private async mineOf(ctx: Ctx, productId: number, callerId: number): Promise<ReviewRow | null> {
    const [row] = await ctx.db
      .select(reviewColumns)
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, callerId), isNull(reviews.withdrawnAt)));
    return row ?? null;
  }

  /** A page and the summary, or null when the product is not on sale. */
  private async loadPage(ctx: Ctx, productId: number, page: number, limit: number): Promise<CachedPage | null> {
    const [product] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.status, 'active')));
    if (!product) return null;
    const counts = await ctx.db
      .select({ rating: reviews.rating, n: countOf() })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), shown))
      .groupBy(reviews.rating);
    const distribution: Summary['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    let count = 0;
    let sum = 0;
    for (const { rating, n } of counts) {
      distribution[rating as 1 | 2 | 3 | 4 | 5] = n;
      count += n;
      sum += rating * n;
    }
    const average = count === 0 ? 0 : Math.round((sum / count) * 10) / 10;
    const rows =
      count === 0
        ? []
        : await ctx.db
            .select(reviewColumns)
            .from(reviews)
            .where(and(eq(reviews.productId, productId), shown))
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(limit)
            .offset((page - 1) * limit);
    return { rows, summary: { average, count, distribution } };
  }
}
