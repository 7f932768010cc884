import type { AdminFeedbackQuery, AdminStoreFeedback, FeedbackTopic, StoreFeedback } from '@wb/contract';
import { type DbRow, rowsOf, storeFeedback, type users } from '@wb/db';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../../context';
import { allOf, countedList } from '../../lib/desk-lists';
import { ApiError } from '../../lib/errors';
import type { AuditLog } from '../audit/service';

/** Ratings one person sends in 24 hours: she may come back after another order, not fill the desk's queue. */
export const FEEDBACK_PER_DAY = 3;

/** A rating as `select *` gives it. */
type FeedbackRow = DbRow<typeof storeFeedback>;
type Account = DbRow<typeof users>;
type DeskRow = FeedbackRow & {
  user_name: Account['name'];
  user_mobile: Account['mobile'];
  user_type: Account['user_type'];
  handler_name: Account['name'] | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

const feedbackOf = (row: FeedbackRow): StoreFeedback => ({
  id: row.id,
  rating: row.rating,
  topic: row.topic,
  comment: row.comment,
  created_at: iso(row.created_at) as string,
});

const deskFeedbackOf = (row: DeskRow): AdminStoreFeedback => ({
  ...feedbackOf(row),
  author: { id: row.user_id, name: row.user_name, mobile: row.user_mobile ?? '', user_type: row.user_type },
  handled_at: iso(row.handled_at),
  handled_by: row.handled_by === null ? null : { id: row.handled_by, name: row.handler_name ?? '' },
});

const selectDesk = (ids: SQL) => sql`
  select f.*, u.name as user_name, u.mobile as user_mobile, u.user_type, h.name as handler_name
  from ${ids} picked join store_feedback f on f.id = picked.id join users u on u.id = f.user_id
    left join users h on h.id = f.handled_by`;

/**
 * "Rate the store" (issue 15, /profile/help_us): a signed-in shopper gives 1–5 stars and says what to improve; staff
 * read the newest first at /admin/feedback and mark each handled (audited). Plain text, shown as text.
 */
export class FeedbackService {
  constructor(private readonly audit: AuditLog) {}

  async create(
    ctx: CallerCtx,
    body: { rating: number; topic?: FeedbackTopic | undefined; comment?: string | undefined },
  ): Promise<StoreFeedback> {
    const since = new Date(ctx.now().getTime() - 24 * 3600_000);
    const recent = await ctx.db.$count(
      storeFeedback,
      and(eq(storeFeedback.userId, ctx.caller.id), gt(storeFeedback.createdAt, since)),
    );
    if (recent >= FEEDBACK_PER_DAY) throw ApiError.of('feedback.too_many', { max: FEEDBACK_PER_DAY });
    const [row] = await ctx.db
      .insert(storeFeedback)
      .values({
        userId: ctx.caller.id,
        rating: body.rating,
        topic: body.topic ?? null,
        comment: body.comment || null,
        createdAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('feedback not written');
    return {
      id: row.id,
      rating: row.rating,
      topic: row.topic,
      comment: row.comment,
      created_at: iso(row.createdAt) as string,
    };
  }

  async list(ctx: Ctx, query: AdminFeedbackQuery) {
    const where: SQL[] = [];
    if (query.handled === true) where.push(sql`f.handled_at is not null`);
    if (query.handled === false) where.push(sql`f.handled_at is null`);
    const order = sql`order by f.created_at desc, f.id desc`;
    const list = { table: 'store_feedback', alias: 'f', where: allOf(where), searching: false } as const;
    const { picked, meta } = await countedList(ctx.db, list, order, query.page, query.limit);
    const rows = await rowsOf<DeskRow>(ctx.db, sql`${selectDesk(picked)} ${order}`);
    return { data: rows.map(deskFeedbackOf), ...meta };
  }

  /** Staff dealt with it (answered her, passed it on): who and when are kept, and the audit log says so. */
  async markHandled(ctx: CallerCtx, id: number): Promise<AdminStoreFeedback> {
    const [before] = await ctx.db
      .select({ handled_at: storeFeedback.handledAt })
      .from(storeFeedback)
      .where(eq(storeFeedback.id, id))
      .for('update');
    if (!before) throw ApiError.of('feedback.not_found');
    if (before.handled_at !== null) throw ApiError.of('feedback.already_handled');
    await ctx.db
      .update(storeFeedback)
      .set({ handledAt: ctx.now(), handledBy: ctx.caller.id })
      .where(eq(storeFeedback.id, id));
    await this.audit.record(ctx, {
      action: 'feedback.handled',
      entityType: 'store_feedback',
      entityId: id,
      before: { handled: false },
      after: { handled: true },
    });
    const [row] = await rowsOf<DeskRow>(ctx.db, selectDesk(sql`(select ${id}::int as id)`));
    return deskFeedbackOf(row as DeskRow);
  }

  /** Account deletion: what she wrote goes with her. */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(storeFeedback).where(eq(storeFeedback.userId, ctx.caller.id));
  }
}
