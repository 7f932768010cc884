import type { AdminFaq, AdminFaqBody } from '@wb/contract';
import { faqs, rowsOf } from '@wb/db';
import { asc, eq, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../../context';
import { ApiError } from '../../../lib/errors';
import { pgArray } from '../../../lib/sql';
import type { PublishedWrites } from '../../audit/published';

type FaqRow = typeof faqs.$inferSelect;

const present = (row: FaqRow): AdminFaq => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  position: row.position,
});

/**
 * The FAQ at the staff desk (issue 12, admins): every question in the order shoppers read them (position, then id,
 * as GET gui/faq pages them), added at the end, changed, deleted, put in a new order. `log` drops the cached
 * `content` answers when a write commits.
 */
export class FaqAdmin {
  constructor(private readonly log: PublishedWrites) {}

  async list(ctx: Ctx): Promise<AdminFaq[]> {
    return (await ctx.db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id))).map(present);
  }

  create(ctx: CallerCtx, body: AdminFaqBody): Promise<AdminFaq> {
    return atomically(ctx, async (tx) => {
      const [row] = await tx.db
        .insert(faqs)
        .values({
          question: body.question,
          answer: body.answer,
          position: sql`(select coalesce(max(position), 0) + 1 from faqs)`,
        })
        .returning();
      if (!row) throw new Error('question not inserted');
      await this.written(tx, 'faq.create', row.id, null, present(row));
      return present(row);
    });
  }

  update(ctx: CallerCtx, id: number, body: AdminFaqBody): Promise<AdminFaq> {
    return atomically(ctx, async (tx) => {
      const before = await this.locked(tx, id);
      const [row] = await tx.db
        .update(faqs)
        .set({ question: body.question, answer: body.answer })
        .where(eq(faqs.id, id))
        .returning();
      if (!row) throw ApiError.of('faq.not_found');
      await this.written(tx, 'faq.update', id, present(before), present(row));
      return present(row);
    });
  }

  delete(ctx: CallerCtx, id: number): Promise<void> {
    return atomically(ctx, async (tx) => {
      const before = await this.locked(tx, id);
      await tx.db.delete(faqs).where(eq(faqs.id, id));
      await this.written(tx, 'faq.delete', id, present(before), null);
    });
  }

  /**
   * Every question once, first to last: positions become 1, 2, 3 … A list that misses a question or names one twice
   * (the page was open while someone added or deleted one) is refused, so no question is silently moved to the end.
   */
  reorder(ctx: CallerCtx, ids: readonly number[]): Promise<AdminFaq[]> {
    return atomically(ctx, async (tx) => {
      // Locked: a question changed or deleted meanwhile waits for the new order, or is seen by it.
      const current = await tx.db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id)).for('update');
      const known = new Set(current.map((row) => row.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
        throw ApiError.field('ids', 'faq.order_mismatch');
      }
      await rowsOf(
        tx.db,
        sql`
        update faqs set position = o.ord from unnest(${pgArray(ids)}::int[]) with ordinality as o(id, ord)
        where faqs.id = o.id`,
      );
      await this.written(
        tx,
        'faq.reorder',
        'order',
        current.map((row) => row.id),
        [...ids],
      );
      return this.list(tx);
    });
  }

  private written(ctx: CallerCtx, action: string, id: number | string, before: unknown, after: unknown) {
    return this.log.record(ctx, { action, entityType: 'faq', entityId: id, before, after });
  }

  private async locked(ctx: Ctx, id: number): Promise<FaqRow> {
    const [row] = await ctx.db.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!row) throw ApiError.of('faq.not_found');
    return row;
  }
}
