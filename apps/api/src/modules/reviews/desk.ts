import type { AdminReview, AdminReviewsQuery } from '@wb/contract';
import { type DbRow, type products, type RawRow, reviews, rowsOf, type users } from '@wb/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../../context';
import type { CacheTags } from '../../lib/cache-tags';
import { allOf, countedList } from '../../lib/desk-lists';
import { ApiError } from '../../lib/errors';
import { likePattern } from '../../lib/sql';
import type { AuditLog } from '../audit/service';
import { authorLabel, dropReviews } from './service';

type DeskRow = RawRow<
  typeof reviews,
  | 'id'
  | 'product_id'
  | 'user_id'
  | 'rating'
  | 'comment'
  | 'author_name'
  | 'verified_purchase'
  | 'hidden_at'
  | 'created_at'
> & {
  product_title: DbRow<typeof products>['title'];
  /** Null when the account is gone. */
  user_name: DbRow<typeof users>['name'] | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

const deskReviewOf = (row: DeskRow): AdminReview => ({
  id: row.id,
  product: { id: row.product_id, title: row.product_title },
  rating: row.rating,
  comment: row.comment,
  author: row.user_id === null || row.user_name === null ? null : { id: row.user_id, name: row.user_name },
  author_name: authorLabel(row.author_name),
  verified_purchase: row.verified_purchase,
  hidden_at: iso(row.hidden_at),
  created_at: iso(row.created_at) as string,
});

const selectReviews = (ids: SQL) => sql`
  select r.id, r.product_id, p.title as product_title, r.user_id, u.name as user_name, r.rating, r.comment,
    r.author_name, r.verified_purchase, r.hidden_at, r.created_at
  from ${ids} picked join reviews r on r.id = picked.id join products p on p.id = r.product_id
    left join users u on u.id = r.user_id and u.deleted_at is null`;

/**
 * The staff desk's reviews (issue 13): every review, hidden ones too, newest first; staff hide what should not be
 * shown and show it again. Each hide or show is audited in its own transaction (bind.ts runs a desk write in one) and
 * drops the product's cached review pages when it commits.
 */
export class ReviewDesk {
  constructor(
    private readonly audit: AuditLog,
    private readonly cacheTags: CacheTags,
  ) {}

  async list(ctx: Ctx, query: AdminReviewsQuery) {
    const where: SQL[] = [];
    if (query.hidden !== undefined) where.push(query.hidden ? sql`r.hidden_at is not null` : sql`r.hidden_at is null`);
    const typed = query.q?.trim();
    if (typed) {
      where.push(
        /^\d{1,9}$/.test(typed)
          ? sql`r.product_id = ${Number(typed)}`
          : sql`r.product_id in (select id from products where title ilike ${likePattern(typed)} or title_en ilike ${likePattern(typed)})`,
      );
    }
    const order = sql`order by r.created_at desc, r.id desc`;
    const list = { table: 'reviews', alias: 'r', where: allOf(where), searching: false } as const;
    const { picked, meta } = await countedList(ctx.db, list, order, query.page, query.limit);
    const rows = await rowsOf<DeskRow>(ctx.db, sql`${selectReviews(picked)} ${order}`);
    return { data: rows.map(deskReviewOf), ...meta };
  }

  hide(ctx: CallerCtx, id: number): Promise<AdminReview> {
    return this.setHidden(ctx, id, true);
  }

  unhide(ctx: CallerCtx, id: number): Promise<AdminReview> {
    return this.setHidden(ctx, id, false);
  }

  private async setHidden(ctx: CallerCtx, id: number, hide: boolean): Promise<AdminReview> {
    const [before] = await ctx.db
      .select({
        product_id: reviews.productId,
        hidden_at: reviews.hiddenAt,
        rating: reviews.rating,
        comment: reviews.comment,
      })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    if (!before) throw ApiError.of('review.not_found');
    if (hide && before.hidden_at !== null) throw ApiError.of('review.already_hidden');
    if (!hide && before.hidden_at === null) throw ApiError.of('review.not_hidden');
    await ctx.db
      .update(reviews)
      .set({ hiddenAt: hide ? ctx.now() : null, hiddenBy: hide ? ctx.caller.id : null })
      .where(eq(reviews.id, id));
    await this.audit.record(ctx, {
      action: hide ? 'review.hide' : 'review.unhide',
      entityType: 'review',
      entityId: id,
      // What staff judged, kept: the author may delete her text afterwards.
      before: { hidden: !hide, rating: before.rating, comment: before.comment },
      after: { hidden: hide },
    });
    await dropReviews(this.cacheTags, ctx, [before.product_id]);
    const [row] = await rowsOf<DeskRow>(ctx.db, selectReviews(sql`(select ${id}::int as id)`));
    return deskReviewOf(row as DeskRow);
  }
}
