import { notifications } from '@wb/db';
import type { Ctx } from '../context';

/** A notice the store shows a person on /profile/notification (issue 13). */
export interface Notice {
  userId: number;
  kind: (typeof notifications.$inferInsert)['kind'];
  title: string;
  body: string;
  /** A path of the store the notice leads to (/products-details/12). */
  link: string | null;
  /** The event it tells of (`request:7:added`): written twice, it is one notice. */
  dedupeKey: string;
}

/**
 * Writes an in-store notice through the caller's executor, so it commits or rolls back with the write it tells of.
 * The same event written again (a retried job, a repeated call) leaves the one notice already there.
 */
export async function writeNotice(ctx: Ctx, notice: Notice): Promise<void> {
  await ctx.db
    .insert(notifications)
    .values({
      userId: notice.userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      dedupeKey: notice.dedupeKey,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] });
}
